/**
 * A link people may follow from the site: https (wa.me included), mailto: or tel:. Anything else —
 * javascript:, data:, plain http — is refused. The editors' schemas check links with it, and the
 * public pages' Markdown (domain/markdown.ts) too: a module without zod, so those pages do not
 * carry the editors' schemas into their bundle.
 */
export function isSafeLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === "https:") return url.hostname.includes(".");
  if (url.protocol === "mailto:") {
    try {
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(decodeURIComponent(url.pathname));
    } catch {
      return false; // a malformed %-escape
    }
  }
  if (url.protocol === "tel:") return /^\+?[\d-]{8,20}$/.test(url.pathname);
  return false;
}
