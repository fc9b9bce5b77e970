import { readJsonBody, reply, postOnly } from "#app/lib/action.server.ts";
import { submitHealing } from "#server/services/healing.ts";
import type { Route } from "./+types/healing";

/** POST JSON from the healing-energy sign-up page. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await submitHealing(context, input.body));
}

export const loader = postOnly;
