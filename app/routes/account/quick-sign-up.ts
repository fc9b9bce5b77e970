import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { register } from "#app/lib/services.server.ts";
import { quickSignupSchema } from "#domain/account/schemas.ts";
import { toasts } from "#domain/messages.ts";

/** The welcome pop-up's sign-up: name, e-mail and password only. */
const endpoint = jsonEndpoint({
  role: "public",
  schema: quickSignupSchema,
  invalid: toasts.signupFailed,
  handle: (ctx, _viewer, input) => register(ctx, input),
});
export const action = endpoint.action;
export const loader = endpoint.loader;
