import { jsonEndpoint, jsonResult } from "#app/lib/endpoint.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { loadClientArea, placeOrder, placePixOrder } from "#app/lib/services.server.ts";
import { toasts } from "#domain/messages.ts";
import { placeOrderSchema } from "#domain/order-requests.ts";
import type { Result } from "#domain/result.ts";

import type { Route } from "./+types/orders";

/** The signed-in person's own orders, newest first (JSON). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "signed-in");
  const result = await loadClientArea(context, viewer);
  return jsonResult(result.ok ? { ok: true, orders: result.orders } : result);
}

/**
 * 'Comprar Agora' or a course's sign-up button, pressed by a signed-in person: records the order and
 * answers the payment link — or, with a payment provider (docs/decisions/059), creates the Pix charge
 * and answers the payment page.
 */
const endpoint = jsonEndpoint({
  role: "signed-in",
  schema: placeOrderSchema,
  invalid: () => toasts.orderFailed,
  handle: (ctx, viewer, input): Promise<Result<{ orderId: string; repeated: boolean; paymentLink?: string; paymentPage?: string }>> =>
    ctx.app.payments.client ? placePixOrder(ctx, viewer, input) : placeOrder(ctx, viewer, input),
});
export const action = endpoint.action;
