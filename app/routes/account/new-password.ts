import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { resetPassword } from "#app/lib/services.server.ts";
import { resetPasswordSchema } from "#domain/account/schemas.ts";

/** /reset-password's form: the link's token and the new password. */
const endpoint = jsonEndpoint({ role: "public", schema: resetPasswordSchema, handle: (ctx, _viewer, input) => resetPassword(ctx, input) });
export const action = endpoint.action;
export const loader = endpoint.loader;
