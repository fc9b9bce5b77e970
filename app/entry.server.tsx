import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/** Loader and action errors go to our logger (scrubbed of personal data); a 4xx answer is no error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.app?.logger;
  if (logger) logger.error({ err: error, path: new URL(request.url).pathname }, "erro em loader ou action");
  else console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Crawlers and link previews (WhatsApp) get the whole document at once.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // A Suspense boundary that is ready when the page is written goes in place, however large
      // (React would move big ones behind a script: /relationship's result posted without JavaScript).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.app.logger.error({ err: error, path: new URL(request.url).pathname }, "erro ao renderizar a página");
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
