import { postOnly, readJsonBody, reply } from "#app/lib/action.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { changeOrderStatus } from "#server/services/orders.ts";
import type { Route } from "./+types/order-status";

/** POST { orderId, action: "complete" | "cancel" }: 'Marcar Concluído' / 'Marcar Cancelado' on /admin/orders. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, context, "admin");
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await changeOrderStatus(context.app, viewer, input.body));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  return postOnly();
}
