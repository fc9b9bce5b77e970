import { readJsonBody, reply } from "#app/lib/action.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { loadClientArea } from "#server/services/client-area.ts";
import { placeOrder } from "#server/services/orders.ts";
import type { Route } from "./+types/orders";

/** The signed-in person's own orders, newest first (JSON). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole(request, context, "signed-in");
  const result = await loadClientArea(context.app, viewer);
  return result.ok ? reply({ ok: true, orders: result.orders }) : reply(result);
}

/** 'Comprar Agora' or a course's sign-up button, pressed by a signed-in person: records the order, answers the payment link. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, context, "signed-in");
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await placeOrder(context, viewer, input.body));
}
