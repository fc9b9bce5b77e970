import { postOnly, readJsonBody, reply } from "#app/lib/action.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { removeAdmin } from "#server/services/admin-actions.ts";
import type { Route } from "./+types/remove-admin";

/** POST { userId }: 'Sim, remover' on /admin/manage-admins. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, context, "admin");
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await removeAdmin(context.app, viewer, input.body));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  return postOnly();
}
