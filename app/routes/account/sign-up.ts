import { reply, readJsonBody, postOnly } from "#app/lib/action.server.ts";
import { register } from "#server/services/accounts.ts";
import type { Route } from "./+types/sign-up";

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await register(context, input.body, "full"));
}

export const loader = postOnly;
