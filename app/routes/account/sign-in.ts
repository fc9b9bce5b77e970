import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { signIn } from "#app/lib/services.server.ts";
import { loginSchema } from "#domain/account/schemas.ts";
import { toasts } from "#domain/messages.ts";

/** The sign-in modal: the person, whether this is their first sign-in since confirming, and the session cookie. */
const endpoint = jsonEndpoint({ role: "public", schema: loginSchema, invalid: toasts.loginFailed, handle: (ctx, _viewer, input) => signIn(ctx, input) });
export const action = endpoint.action;
export const loader = endpoint.loader;
