import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { reconcilePayments } from "#app/lib/services.server.ts";
import { reconcilePaymentsSchema } from "#domain/order-requests.ts";

/** POST {}: 'Conferir pagamentos' on /admin/orders reads every open Pix charge back (docs/decisions/059). */
const endpoint = jsonEndpoint({ role: "admin", schema: reconcilePaymentsSchema, handle: (ctx, viewer) => reconcilePayments(ctx, viewer) });
export const action = endpoint.action;
export const loader = endpoint.loader;
