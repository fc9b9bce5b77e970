import { readJsonBody, reply } from "#app/lib/action.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { loadClientArea, updateProfile } from "#server/services/client-area.ts";
import type { Route } from "./+types/profile";

/** The signed-in person's own profile (JSON), as the client area's data card shows it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole(request, context, "signed-in");
  const result = await loadClientArea(context.app, viewer);
  return result.ok ? reply({ ok: true, profile: result.profile, points: result.points }) : reply(result);
}

/** The client area's profile edit: name, WhatsApp and address. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, context, "signed-in");
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await updateProfile(context, viewer, input.body));
}
