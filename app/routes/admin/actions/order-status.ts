import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { changeOrderStatus } from "#app/lib/services.server.ts";
import { toasts } from "#domain/messages.ts";
import { orderActionSchema } from "#domain/order-requests.ts";

/** POST { orderId, action: "complete" | "cancel" }: 'Marcar Concluído' / 'Marcar Cancelado' on /admin/orders. */
const endpoint = jsonEndpoint({ role: "admin", schema: orderActionSchema, invalid: () => toasts.orderNotFound, handle: changeOrderStatus });
export const action = endpoint.action;
export const loader = endpoint.loader;
