import { readJsonBody, reply, postOnly } from "#app/lib/action.server.ts";
import { loadViewer } from "#server/services/accounts.ts";
import { submitClubSignup } from "#server/services/club.ts";
import type { Route } from "./+types/club";

/** POST JSON from the club sign-up page; the signed-in person (if any) owns the sign-up. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  const viewer = await loadViewer(context.app, request.headers);
  return reply(await submitClubSignup(context, viewer?.id ?? null, input.body));
}

export const loader = postOnly;
