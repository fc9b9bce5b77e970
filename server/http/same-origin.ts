import type { MiddlewareHandler } from "hono";

import { toasts } from "#domain/messages.ts";
import type { Failure } from "#domain/result.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const refused: Failure = { ok: false, status: 403, toast: toasts.crossSiteRefused };

/**
 * CSRF defence for every state-changing request, ours and Better Auth's, whatever the path
 * (docs/decisions/040-hardening.md): the browser's Origin must be APP_URL's origin; without
 * Origin, Sec-Fetch-Site must say same-origin. A request carrying neither is refused too:
 * every browser that runs this site sends one of them.
 */
export function sameOriginOnly(appUrl: string): MiddlewareHandler {
  const site = new URL(appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fromSite = origin ? origin === site : c.req.header("sec-fetch-site") === "same-origin";
    if (!fromSite) return c.json(refused, 403);
    return next();
  };
}
