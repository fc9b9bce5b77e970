import { postOnly, readJsonBody, reply } from "#app/lib/action.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { revokeIntegralMap } from "#server/services/integral-maps.ts";
import type { Route } from "./+types/revoke-integral-map";

/** POST { userId }: 'Revogar mapa' on /admin/clients. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, context, "admin");
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await revokeIntegralMap(context.app, viewer, input.body));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  return postOnly();
}
