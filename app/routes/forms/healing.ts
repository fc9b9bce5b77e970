import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { submitHealing } from "#app/lib/services.server.ts";
import { healingSchema } from "#domain/forms/healing.ts";
import { healingInvalidToast } from "#domain/forms/healing-texts.ts";

/** The healing-energy sign-up page's form. */
const endpoint = jsonEndpoint({
  role: "public",
  schema: healingSchema,
  invalid: (_message, error) => healingInvalidToast(error),
  handle: (ctx, _viewer, input) => submitHealing(ctx, input),
});
export const action = endpoint.action;
export const loader = endpoint.loader;
