import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { reconcilePayments } from "#app/lib/services.server.ts";

/** POST (no body): 'Conferir pagamentos' on /admin/orders reads every open Pix charge back (docs/decisions/059). */
const endpoint = jsonEndpoint({ role: "admin", handle: reconcilePayments });
export const action = endpoint.action;
export const loader = endpoint.loader;
