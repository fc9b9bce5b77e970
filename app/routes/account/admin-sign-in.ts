import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { signIn } from "#app/lib/services.server.ts";
import { adminLoginSchema } from "#domain/account/schemas.ts";
import { toasts } from "#domain/messages.ts";

/** /admin/login: only an admin keeps the session (anyone else is signed out again). */
const endpoint = jsonEndpoint({
  role: "public",
  schema: adminLoginSchema,
  invalid: toasts.adminLoginFailed,
  handle: async (ctx, _viewer, input) => {
    const result = await signIn(ctx, input, { adminOnly: true });
    return result.ok ? { ok: true, headers: result.headers, viewer: result.viewer } : result;
  },
});
export const action = endpoint.action;
export const loader = endpoint.loader;
