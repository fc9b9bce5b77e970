import { readJsonBody, reply } from "#app/lib/action.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { createProduct, loadTherapistDashboard } from "#server/services/therapist.ts";
import type { Route } from "./+types/products";

/** The therapist's own products, any status (JSON). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole(request, context, "therapist");
  const result = await loadTherapistDashboard(context.app, viewer);
  return result.ok ? reply({ ok: true, products: result.products }) : reply(result);
}

/** The dashboard's new product form: stored 'Pendente' until an admin approves it. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, context, "therapist");
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await createProduct(context, viewer, input.body));
}
