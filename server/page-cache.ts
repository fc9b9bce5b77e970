import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

// A shared micro-cache for anonymous page views. Public pages are the same for every visitor
// without a session, so a page that allows shared caching (`Cache-Control: s-maxage=N`) is
// rendered once and kept for N seconds, already gzipped. A kept page carries no CSP nonce (it
// would be shared): its inline scripts are allowed by their SHA-256 hashes instead, which
// `withScriptHashes` puts into the response's Content-Security-Policy. Signed-in requests,
// query strings, other statuses and responses that set cookies always render afresh.

export const NONCE_PLACEHOLDER = "cspnonceplaceholder00000";
/** Internal header from the cache to the CSP middleware; never sent to the browser. */
export const SCRIPT_HASHES_HEADER = "x-csp-script-hashes";

type Entry = KeptPage & { expires: number };

export const hasSessionCookie = (request: Request) => request.headers.get("cookie")?.includes("session_token") ?? false;

function sharedMaxAgeSeconds(cacheControl: string | null): number {
  const match = cacheControl?.match(/s-maxage=(\d+)/);
  return match && !/no-store|private/.test(cacheControl ?? "") ? Number(match[1]) : 0;
}

/** The CSP source list that allows exactly the page's inline scripts (JSON-LD is data, not run). */
export function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const [, attrs, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

/** A page as it is kept: gzipped once, its inline scripts allowed by hash instead of by nonce. */
export interface KeptPage {
  body: Buffer;
  gzipped: Buffer;
  headers: [string, string][];
  hashes: string;
}

/**
 * A page rendered with the placeholder nonce, made shareable: null when it cannot be kept (not a
 * 200, it sets a cookie, or the placeholder is left somewhere other than a nonce attribute).
 * `drop` names internal headers that stay out of the kept copy.
 */
export function keepPage(html: string, response: Response, drop: string[] = []): KeptPage | null {
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  const shared = html.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
  if (shared.includes(NONCE_PLACEHOLDER)) return null;
  const body = Buffer.from(shared);
  const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length" && !drop.includes(name));
  return { body, gzipped: gzipSync(body), headers, hashes: inlineScriptHashes(shared) };
}

/** Turns a page rendered with the placeholder nonce into a shareable entry, or null if it cannot be shared. */
function toEntry(html: string, response: Response): Entry | null {
  const ttl = sharedMaxAgeSeconds(response.headers.get("cache-control"));
  const kept = ttl > 0 ? keepPage(html, response) : null;
  return kept && { ...kept, expires: Date.now() + ttl * 1000 };
}

/** A kept page as this request takes it: gzipped when it says it can read gzip. */
export function respond(entry: KeptPage, request: Request): Response {
  const headers = new Headers(entry.headers);
  headers.set(SCRIPT_HASHES_HEADER, entry.hashes);
  headers.append("Vary", "Accept-Encoding");
  if (/\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) {
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(entry.gzipped.length));
    return new Response(new Uint8Array(entry.gzipped), { status: 200, headers });
  }
  headers.set("Content-Length", String(entry.body.length));
  return new Response(new Uint8Array(entry.body), { status: 200, headers });
}

export function createPageCache(maxEntries = 500) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  // Bumped by clear(): a render that began before a save may show the old content, so it is
  // answered to whoever asked but never kept.
  let generation = 0;

  async function renderAndKeep(key: string, render: (nonce: string) => Promise<Response>, nonce: string): Promise<{ response: Response; entry: Entry | null }> {
    const started = generation;
    const response = await render(NONCE_PLACEHOLDER);
    if (!response.headers.get("content-type")?.startsWith("text/html")) return { response, entry: null };
    const html = await response.text();
    const entry = toEntry(html, response);
    if (entry) {
      if (started !== generation) return { response, entry };
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      return { response, entry };
    }
    // Not shareable: this response is the person's own, with their nonce.
    return { response: new Response(html.replaceAll(NONCE_PLACEHOLDER, nonce), { status: response.status, headers: response.headers }), entry: null };
  }

  return {
    /** Drops every kept page: the content they show changed. */
    clear() {
      generation++;
      entries.clear();
      pending.clear();
    },
    async serve(request: Request, nonce: string | undefined, render: (nonce: string | undefined) => Promise<Response>): Promise<Response> {
      const url = new URL(request.url);
      if (request.method !== "GET" || url.search || !nonce || hasSessionCookie(request)) return render(nonce);
      const key = url.pathname;
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return respond(hit, request);

      const inFlight = pending.get(key);
      if (inFlight) {
        const shared = await inFlight;
        return shared ? respond(shared, request) : render(nonce);
      }
      // Concurrent misses for one page share a single render.
      const rendering = renderAndKeep(key, render, nonce);
      const shared: Promise<Entry | null> = rendering
        .then(({ entry }) => entry)
        .finally(() => {
          if (pending.get(key) === shared) pending.delete(key);
        });
      pending.set(key, shared);
      const { response, entry } = await rendering;
      return entry ? respond(entry, request) : response;
    },
  };
}

/** Hono middleware (placed before secureHeaders): swaps the nonce in the CSP for a kept page's script hashes. */
export function withScriptHashes(csp: string | null, hashes: string): string | null {
  return csp?.replace(/'nonce-[^']*'/, hashes || "'none'") ?? null;
}
