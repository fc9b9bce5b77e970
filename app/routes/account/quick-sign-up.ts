import { reply, readJsonBody, postOnly } from "#app/lib/action.server.ts";
import { register } from "#server/services/accounts.ts";
import type { Route } from "./+types/quick-sign-up";

/** The welcome pop-up's sign-up: name, e-mail and password only. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await register(context, input.body, "quick"));
}

export const loader = postOnly;
