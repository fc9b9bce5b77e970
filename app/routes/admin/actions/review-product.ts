import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { reviewProduct } from "#app/lib/services.server.ts";
import { productReviewSchema } from "#domain/admin-actions.ts";
import { toasts } from "#domain/messages.ts";

/** POST { productId, decision: "approved" | "rejected" }: 'Aprovar' / 'Rejeitar' on /admin/products. */
const endpoint = jsonEndpoint({ role: "admin", schema: productReviewSchema, invalid: toasts.statusUpdateFailed, handle: reviewProduct });
export const action = endpoint.action;
export const loader = endpoint.loader;
