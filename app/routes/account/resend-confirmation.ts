import { postOnly, readJsonBody, reply } from "#app/lib/action.server.ts";
import { loadViewer, resendConfirmation } from "#server/services/accounts.ts";
import type { Route } from "./+types/resend-confirmation";

// Needs a session but no role: the service answers 401 without one (its gates are public pages).
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await resendConfirmation(context.app, await loadViewer(context.app, request.headers)));
}

export const loader = postOnly;
