import { Writable } from "node:stream";

import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";

import { PageRouter } from "#app/lib/page-router.server.tsx";
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
 * (WhatsApp) need it whole, and no loader defers its data, so no one waits longer.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const handoff = routerContext.serverHandoffStream ? await new Response(routerContext.serverHandoffStream).text() : null;
  const { html, failed } = await renderDocument(() => <PageRouter context={routerContext} nonce={nonce} handoff={handoff} />, {
    nonce,
    onError: (error) => loadContext.app.logger.error({ err: error, path: new URL(request.url).pathname }, "erro ao renderizar a página"),
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const body = Buffer.concat(scriptsAfterPaint(html, nonce).map((piece) => Buffer.from(piece)));
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
}

/**
 * The loaders have run before a page is rendered, so it is rendered in one synchronous pass
 * (renderToString): no stream of encoded chunks to gather (issue 23: about a quarter of a
 * render's CPU). A page where something still suspends (a lazy component rendered open) or fails
 * inside a Suspense boundary comes out of that pass with the boundary left to the browser: it is
 * rendered again the streaming way, which waits for it, and whose errors make the answer a 500.
 */
export async function renderDocument(
  page: () => ReactElement,
  { nonce, onError }: { nonce: string | undefined; onError: (error: unknown) => void },
): Promise<{ html: string; failed: boolean }> {
  // React writes the doctype itself only when it streams.
  const html = `<!DOCTYPE html>${renderToString(page())}`;
  if (!LEFT_TO_THE_BROWSER.test(html)) return { html, failed: false };
  return renderWhenReady(page(), nonce, onError);
}

/** Fizz's marks of a Suspense boundary written as pending (`$?`) or to be rendered on the client (`$!`). */
const LEFT_TO_THE_BROWSER = /<!--\$[?!]-->/;

/** The streaming render, gathered whole once every boundary is ready or has failed. */
function renderWhenReady(page: ReactElement, nonce: string | undefined, onError: (error: unknown) => void) {
  return new Promise<{ html: string; failed: boolean }>((resolve, reject) => {
    // An error in the shell rejects (React Router reports it and answers with its error page);
    // one inside a Suspense boundary is reported here, once the page is whole.
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        errors.forEach(onError);
        resolve({ html: Buffer.concat(chunks).toString("utf8"), failed: errors.length > 0 });
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // A Suspense boundary that is ready when the page is written goes in place, however large
      // (React would move big ones behind a script: /relationship's result posted without JavaScript).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        pipe(sink);
      },
      onShellError: reject,
      onError(error: unknown) {
        errors.push(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
