import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { resendConfirmation } from "#app/lib/services.server.ts";

/** Needs a session but no role: the service answers 401 without one (its gates are public pages). */
const endpoint = jsonEndpoint({ role: "public", handle: (ctx, viewer) => resendConfirmation(ctx, viewer) });
export const action = endpoint.action;
export const loader = endpoint.loader;
