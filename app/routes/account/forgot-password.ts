import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { requestPasswordReset } from "#app/lib/services.server.ts";
import { forgotPasswordSchema } from "#domain/account/schemas.ts";
import { toasts } from "#domain/messages.ts";

/** 'Esqueceu sua senha?': answers the same whether or not the address has an account. */
const endpoint = jsonEndpoint({
  role: "public",
  schema: forgotPasswordSchema,
  invalid: toasts.resetFailed,
  handle: (ctx, _viewer, input) => requestPasswordReset(ctx, input),
});
export const action = endpoint.action;
export const loader = endpoint.loader;
