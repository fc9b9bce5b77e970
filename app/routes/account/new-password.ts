import { reply, readJsonBody, postOnly } from "#app/lib/action.server.ts";
import { resetPassword } from "#server/services/accounts.ts";
import type { Route } from "./+types/new-password";

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await resetPassword(context, input.body));
}

export const loader = postOnly;
