import { gunzipSync, gzipSync } from "node:zlib";

import { keepPage, type KeptPage, NONCE_PLACEHOLDER, respond } from "./page-cache.ts";

// Pages kept for the person who is signed in (docs/decisions/063). A page a route marks with
// `keepForViewer` is rendered once and answered again to the same person while nothing it could
// show has changed: the entry carries the data version the session query read (raised by every
// committed change to a table a page shows, migration 0017) and the catalogue snapshot it was drawn
// from; a request whose version differs renders afresh. An entry is at most ENTRY_TTL_MS old, so
// what a page derives from the clock ("próximo encontro", an expired price) is as fresh as on the
// anonymous pages. Every request checks its session before an entry is looked up, and the entry's
// slot is the verified person's id and role with the URL: nobody is answered someone else's page.
// A client-side navigation's data (`/page.data`) is kept the same way as the page.

/** Internal: the route allows keeping its page for the viewer. Never sent to the browser. */
export const VIEWER_CACHE_HEADER = "x-viewer-cache";

/** The anonymous pages' shared lifetime (app/root.tsx's s-maxage) for what a page reads off the clock. */
const ENTRY_TTL_MS = 30_000;
const MAX_BYTES = 32 * 1024 * 1024;

/** A route's `headers` export for a page that may be kept for its viewer: the root's headers, marked. */
export function keepForViewer({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set(VIEWER_CACHE_HEADER, "1");
  return headers;
}

export interface ViewerPageKey {
  /** Who: the user id and role the session query verified on this request. */
  viewer: string;
  /** The path and query. */
  url: string;
  /** The data version and the catalogue snapshot the page is rendered against. */
  version: string;
}

type Entry = Omit<KeptPage, "body"> & { version: string; expires: number; size: number };

function unmarked(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete(VIEWER_CACHE_HEADER);
  return copy;
}

const withoutMark = (response: Response): Response =>
  response.headers.has(VIEWER_CACHE_HEADER)
    ? new Response(response.body, { status: response.status, statusText: response.statusText, headers: unmarked(response.headers) })
    : response;

export function createViewerPageCache({ maxBytes = MAX_BYTES, ttlMs = ENTRY_TTL_MS } = {}) {
  // One entry per person and URL, least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function remove(slot: string) {
    const entry = entries.get(slot);
    if (!entry) return;
    entries.delete(slot);
    bytes -= entry.size;
  }

  function keep(slot: string, entry: Entry) {
    remove(slot);
    if (entry.size > maxBytes) return;
    while (bytes + entry.size > maxBytes) remove(entries.keys().next().value as string);
    entries.set(slot, entry);
    bytes += entry.size;
  }

  return {
    /** Entries and bytes held now (tests, /metrics). */
    stats: () => ({ entries: entries.size, bytes }),
    /**
     * Answers a GET from the kept page when `key` finds one of the same version, else renders it
     * (with the placeholder nonce, so it can be kept) and keeps it if its route allows.
     */
    async serve(
      request: Request,
      nonce: string | undefined,
      key: ViewerPageKey | null,
      render: (nonce: string | undefined) => Promise<Response>,
    ): Promise<Response> {
      if (!key || !nonce || request.method !== "GET") return withoutMark(await render(nonce));
      const slot = `${key.viewer}\n${key.url}`;
      const hit = entries.get(slot);
      if (hit && hit.version === key.version && hit.expires > Date.now()) {
        entries.delete(slot);
        entries.set(slot, hit);
        // Only gzipped bytes are kept; the rare client that cannot read gzip gets them inflated.
        const body = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "") ? Buffer.alloc(0) : gunzipSync(hit.gzipped);
        return respond({ ...hit, body }, request);
      }
      const response = await render(NONCE_PLACEHOLDER);
      const marked = response.headers.get(VIEWER_CACHE_HEADER) === "1";
      const type = response.headers.get("content-type") ?? "";
      let kept: KeptPage | null;
      if (type.startsWith("text/html")) {
        const html = await response.text();
        kept = marked ? keepPage(html, response, [VIEWER_CACHE_HEADER]) : null;
        if (!kept)
          return new Response(html.replaceAll(NONCE_PLACEHOLDER, nonce), {
            status: response.status,
            statusText: response.statusText,
            headers: unmarked(response.headers),
          });
      } else if (type.startsWith("text/x-script") && marked && response.status === 200 && !response.headers.has("set-cookie")) {
        // A client-side navigation's data (React Router's single fetch): no script in it to allow.
        const body = Buffer.from(await response.arrayBuffer());
        const headers = [...unmarked(response.headers).entries()].filter(([name]) => name !== "content-length");
        kept = { body, gzipped: gzipSync(body), headers, hashes: "" };
      } else return withoutMark(response);
      const { gzipped, headers, hashes } = kept;
      keep(slot, { gzipped, headers, hashes, version: key.version, expires: Date.now() + ttlMs, size: gzipped.length });
      return respond(kept, request);
    },
  };
}
