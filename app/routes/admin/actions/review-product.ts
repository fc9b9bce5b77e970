import { postOnly, readJsonBody, reply } from "#app/lib/action.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { reviewProduct } from "#server/services/admin-actions.ts";
import type { Route } from "./+types/review-product";

/** POST { productId, decision: "approved" | "rejected" }: 'Aprovar' / 'Rejeitar' on /admin/products. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, context, "admin");
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await reviewProduct(context.app, viewer, input.body));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  return postOnly();
}
