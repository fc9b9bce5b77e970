import { readJsonBody, reply, postOnly } from "#app/lib/action.server.ts";
import { loadViewer } from "#server/services/accounts.ts";
import { submitSoulMap } from "#server/services/soul-map.ts";
import type { Route } from "./+types/soul-map";

/** POST JSON from /soul-map; the service re-checks the page's gate (401 anonymous, 403 unconfirmed). */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  const viewer = await loadViewer(context.app, request.headers);
  return reply(await submitSoulMap(context, viewer, input.body));
}

export const loader = postOnly;
