/**
 * How the club list shows a sign-up's social networks (docs/decisions/033): label and text in a fixed
 * order, and a safe link for each entry that can be read as one.
 */
import { onNetworkHost, SOCIAL_MEDIA_LABELS, SOCIAL_NETWORKS, type SocialMedia, type SocialNetwork } from "../social-media.ts";

/** The social networks someone gave, in a fixed order, as label and text. */
export function socialMediaEntries(social: SocialMedia): { key: SocialNetwork; label: string; value: string }[] {
  return SOCIAL_NETWORKS.filter((key) => social[key]?.trim()).map((key) => ({ key, label: SOCIAL_MEDIA_LABELS[key], value: (social[key] as string).trim() }));
}

/** Where a bare handle ('@maria.luz', 'maria-luz') of each network leads; a site has no handle. */
const PROFILE_URL: Record<Exclude<SocialNetwork, "website">, (handle: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}/`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}`,
};

const HANDLE = /^@?([\p{L}\p{N}_.-]{1,100})$/u;
/** 'site.com.br', 'www.x.org/página', 'youtube.com/c/canal': a host with a dot and a TLD, then a path. */
const ADDRESS = /^(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?:[/?#]\S*)?$/u;
/** A handle-shaped entry ending like this is a site ('maria.com.br'), not a handle ('terapeuta.luz'). */
const WEB_ENDING = /\.(?:com|net|org|br|info|site|online|blog)$/i;

/** An absolute http(s) address with a dotted host and no credentials, normalised; anything else null. */
function webAddress(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (!url.hostname.includes(".") || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * A club sign-up's social network entry as a safe link: an http(s) address as it is, an address
 * typed without the scheme ('www.site.com.br', 'facebook.com/x') on https, a bare handle to its
 * network's profile. Never another scheme (javascript:, data:…): what cannot be read as one of
 * those stays text (null).
 */
export function socialMediaHref(key: SocialNetwork, value: string): string | null {
  const text = value.trim();
  if (!text || text.length > 500 || /[\s<>"'`\\]/.test(text)) return null;
  const handle = HANDLE.exec(text);
  const looksLikeSite = /^www\./i.test(text) || WEB_ENDING.test(text);
  if (!/^[a-z][a-z\d+.-]*:/i.test(text) && handle && key !== "website" && (text.startsWith("@") || !looksLikeSite)) {
    return webAddress(PROFILE_URL[key](encodeURIComponent(handle[1])));
  }
  const href = /^[a-z][a-z\d+.-]*:/i.test(text) ? webAddress(text) : ADDRESS.test(text) ? webAddress(`https://${text}`) : null;
  // A network's entry links only to that network: a 'Facebook' address elsewhere stays text.
  return href && onNetworkHost(key, new URL(href).hostname) ? href : null;
}

/** Whether an entry reads as an address on a domain its network does not own (the sign-up form refuses it). */
export function isForeignNetworkAddress(key: SocialNetwork, value: string): boolean {
  const text = value.trim();
  if (key === "website" || !text || socialMediaHref(key, text) !== null) return false;
  return /^[a-z][a-z\d+.-]*:/i.test(text) || /^www\./i.test(text) || WEB_ENDING.test(text) || /\//.test(text) || ADDRESS.test(text);
}
