/**
 * A link people may follow from the site: https (wa.me included), mailto: or tel:. Anything else —
 * javascript:, data:, plain http — is refused. The same rule as the editor's `isSafeLink`
 * (domain/content/editor.ts), kept in a module without zod so the public pages' Markdown
 * (domain/markdown.ts) does not carry the editor's schemas into their bundle.
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
