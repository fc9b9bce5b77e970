import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

import { ROUTES, sitePagePath } from "#domain/paths.ts";

import { isJsonMediaType } from "./media-type.ts";

// Open redirects (docs/decisions/051): where the browser goes next is checked on the way in, where
// Better Auth reads it, and once more on the way out, whoever wrote the Location.

/** Where Better Auth reads the place to send the browser afterwards, in the query or the JSON body. */
const CALLBACK_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/**
 * True when a request to Better Auth names a callback that is not one of the site's pages on
 * APP_URL (sitePagePath). Better Auth's own check lets dot segments through: `/..//evil.example`
 * came back as `Location: //evil.example`.
 */
export async function hasForeignCallback(request: Request, appUrl: string): Promise<boolean> {
  const query = new URL(request.url).searchParams;
  const values: unknown[] = CALLBACK_FIELDS.flatMap((field) => query.getAll(field));
  if (request.method === "POST" && isJsonMediaType(request.headers.get("content-type"))) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === "object") {
      values.push(...CALLBACK_FIELDS.filter((field) => field in body).map((field) => (body as Record<string, unknown>)[field]));
    }
  }
  return values.some((value) => typeof value !== "string" || !sitePagePath(value, appUrl));
}

/**
 * Every Location that leaves the server, resolved as the browser will resolve it, stays on APP_URL's
 * origin or is one of `external` (origin and path, without the query: Google's authorize endpoint
 * during sign-in). Anything else — a callback that slipped past the check above, a bug — becomes a
 * redirect to the home page, and a warning in the log.
 */
export function siteRedirectsOnly(appUrl: string, external: readonly string[], logger: Logger): MiddlewareHandler {
  const site = new URL(appUrl).origin;
  const allowed = (location: string) => {
    try {
      const url = new URL(location, appUrl);
      return url.origin === site || external.includes(`${url.origin}${url.pathname}`);
    } catch {
      return false;
    }
  };
  return async (c, next) => {
    await next();
    const location = c.res.headers.get("location");
    if (location === null || allowed(location)) return;
    logger.warn({ path: c.req.path, status: c.res.status }, "redirecionamento para fora do site trocado pela página inicial");
    // Hono copies the old answer's headers (cookies, security headers) onto the new one; its body is gone.
    c.res = new Response(null, { status: 302 });
    c.res.headers.delete("content-length");
    c.res.headers.delete("content-encoding");
    c.res.headers.set("location", ROUTES.home);
  };
}
