import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { quickSignUp } from "#app/lib/services.server.ts";
import { quickSignupSchema } from "#domain/account/schemas.ts";
import { toasts } from "#domain/messages.ts";

/** The welcome pop-up's sign-up: name, e-mail and password only; the answer signs the person in (unconfirmed). */
const endpoint = jsonEndpoint({
  role: "public",
  schema: quickSignupSchema,
  invalid: toasts.signupFailed,
  handle: (ctx, _viewer, input) => quickSignUp(ctx, input),
});
export const action = endpoint.action;
export const loader = endpoint.loader;
