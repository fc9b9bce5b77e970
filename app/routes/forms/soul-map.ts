import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { soulMapRefusal, submitSoulMap } from "#app/lib/services.server.ts";
import { soulMapSchema } from "#domain/forms/soul-map.ts";
import { toasts } from "#domain/messages.ts";

/** /soul-map's form; the page's gate is checked again first (401 anonymous, 403 unconfirmed). */
const endpoint = jsonEndpoint({ role: "public", gate: soulMapRefusal, schema: soulMapSchema, invalid: () => toasts.soulMapInvalid, handle: submitSoulMap });
export const action = endpoint.action;
export const loader = endpoint.loader;
