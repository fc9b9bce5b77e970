import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import { constants, createGzip, gzip, gzipSync } from "node:zlib";

import type { MiddlewareHandler } from "hono";

// Buffered gzip with node:zlib: a page (~50 KB) compresses in about half a millisecond in one
// call, where a web CompressionStream costs several times that in chunk handling. Large bodies
// go to the thread pool so they do not hold the event loop. A download (Content-Disposition:
// attachment: the admin CSV exports, 100k rows and more) is compressed as it streams instead, so
// memory stays flat however long it is (issue 19).

const gzipAsync = promisify(gzip);
/**
 * A page rendered for one request is compressed for it alone: level 4 takes about half of level 6's
 * time for 3 % more bytes (a 60 KB page: ~0.45 against ~0.9 ms, 11.5 against 11.2 KB). Kept pages
 * are compressed once, at the default level (server/page-cache.ts).
 */
const GZIP = { level: 4 };
const SYNC_LIMIT_BYTES = 256 * 1024;
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|ld\+json)|image\/svg\+xml)/;
/** Below this, compressing saves too little to pay for itself (also the threshold of scripts/precompress.ts). */
export const MIN_COMPRESS_BYTES = 1024;

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return;
    if (c.req.method === "HEAD" || !res.body || res.headers.has("content-encoding")) return;
    if (!COMPRESSIBLE.test(res.headers.get("content-type") ?? "") || res.headers.get("cache-control")?.includes("no-transform")) return;
    const headers = new Headers(res.headers);
    headers.append("Vary", "Accept-Encoding");
    if (/^\s*attachment\b/i.test(res.headers.get("content-disposition") ?? "")) {
      headers.set("Content-Encoding", "gzip");
      headers.delete("Content-Length");
      // Each chunk the source yields is flushed: the download starts at once and nothing piles up here.
      const gzipped = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>).pipe(createGzip({ flush: constants.Z_SYNC_FLUSH }));
      c.res = new Response(Readable.toWeb(gzipped) as ReadableStream<Uint8Array>, { status: res.status, headers });
      c.res.headers.delete("Content-Length");
      return;
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length < MIN_COMPRESS_BYTES) {
      c.res = new Response(new Uint8Array(body), { status: res.status, headers });
      return;
    }
    const compressed = body.length <= SYNC_LIMIT_BYTES ? gzipSync(body, GZIP) : await gzipAsync(body, GZIP);
    headers.set("Content-Encoding", "gzip");
    c.res = new Response(new Uint8Array(compressed), { status: res.status, headers });
    // After the swap: Hono copies the old response's headers (its Content-Length too) onto the new one.
    c.res.headers.set("Content-Length", String(compressed.length));
  };
}
