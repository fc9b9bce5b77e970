import { jsonEndpoint, jsonResult } from "#app/lib/endpoint.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { loadClientArea, updateProfile } from "#app/lib/services.server.ts";
import { profileEditSchema } from "#domain/account/profile.ts";

import type { Route } from "./+types/profile";

/** The signed-in person's own profile (JSON), as the client area's data card shows it. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "signed-in");
  const result = await loadClientArea(context, viewer);
  return jsonResult(result.ok ? { ok: true, profile: result.profile, points: result.points } : result);
}

/** The client area's profile edit: name, WhatsApp and address. */
const endpoint = jsonEndpoint({ role: "signed-in", schema: profileEditSchema, handle: updateProfile });
export const action = endpoint.action;
