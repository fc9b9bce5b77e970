/**
 * A therapists' club sign-up's social networks (spec §4): which ones and their labels. The one
 * declaration of the shape: the form, its schema, the stored column (server/db/schema.ts) and the admin
 * list use it; how an entry becomes a link is the admin list's (domain/admin/social-links.ts). Kept
 * this small because the club's sign-up page downloads it.
 */

/** The networks, in the order the form and the list show them. */
export const SOCIAL_NETWORKS = ["instagram", "youtube", "facebook", "linkedin", "website"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** What is stored: the networks someone filled in, as typed (trimmed). */
export type SocialMedia = Partial<Record<SocialNetwork, string>>;

export const SOCIAL_MEDIA_LABELS: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  website: "Site",
};

/** The hosts a network's entry may link to (subdomains too: m.facebook.com); a site may be anywhere. */
export const NETWORK_HOSTS: Record<Exclude<SocialNetwork, "website">, readonly string[]> = {
  instagram: ["instagram.com"],
  youtube: ["youtube.com", "youtu.be"],
  facebook: ["facebook.com", "fb.com", "fb.me"],
  linkedin: ["linkedin.com"],
};

/** Whether `hostname` belongs to the network (a 'Facebook' link on another domain is somebody else's page). */
export function onNetworkHost(network: SocialNetwork, hostname: string): boolean {
  if (network === "website") return true;
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return NETWORK_HOSTS[network].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Said next to a network's field when its entry is an address on another domain. */
export const networkHostMessage = (network: Exclude<SocialNetwork, "website">) =>
  `Informe um endereço do ${SOCIAL_MEDIA_LABELS[network]} (${NETWORK_HOSTS[network][0]}) ou só o nome do perfil.`;
