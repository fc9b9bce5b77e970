import { Writable } from "node:stream";

import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

import { scriptsAfterPaint } from "#app/lib/scripts-after-paint.server.ts";

export const streamTimeout = 5_000;

/** Loader and action errors go to our logger (scrubbed of personal data); a 4xx answer is no error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.app?.logger;
  if (logger) logger.error({ err: error, path: new URL(request.url).pathname }, "erro em loader ou action");
  else console.error(error);
};

/**
 * Every page is answered whole, once everything in it is ready: the page caches keep it whole
 * anyway (server/page-cache.ts, server/viewer-page-cache.ts), crawlers and link previews
 * (WhatsApp) need it whole, and one buffer leaves the server in one write where a stream of web
 * chunks cost ~10 % of a render's CPU (issue 23). No loader defers its data, so no one waits longer.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    // An error before the shell is ready rejects (React Router reports it); after, it is ours to log.
    let shellReady = false;
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const html = scriptsAfterPaint(Buffer.concat(chunks).toString("utf8"), nonce);
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // A Suspense boundary that is ready when the page is written goes in place, however large
      // (React would move big ones behind a script: /relationship's result posted without JavaScript).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellReady = true;
      },
      onAllReady() {
        pipe(page);
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellReady) loadContext.app.logger.error({ err: error, path: new URL(request.url).pathname }, "erro ao renderizar a página");
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
