import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { submitClubSignup } from "#app/lib/services.server.ts";
import { clubSignupSchema } from "#domain/forms/club.ts";
import { toasts } from "#domain/messages.ts";

/** The club sign-up page's form; the signed-in person (if any) owns the sign-up. */
const endpoint = jsonEndpoint({ role: "public", schema: clubSignupSchema, invalid: () => toasts.clubInvalid, handle: submitClubSignup });
export const action = endpoint.action;
export const loader = endpoint.loader;
