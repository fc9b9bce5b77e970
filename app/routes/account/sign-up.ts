import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { register } from "#app/lib/services.server.ts";
import { registerSchema } from "#domain/account/schemas.ts";
import { toasts } from "#domain/messages.ts";

/** The sign-up wizard: the account, the spec's metadata and the confirmation e-mail. */
const endpoint = jsonEndpoint({ role: "public", schema: registerSchema, invalid: toasts.signupFailed, handle: (ctx, _viewer, input) => register(ctx, input) });
export const action = endpoint.action;
export const loader = endpoint.loader;
