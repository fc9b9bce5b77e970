import { reply, readJsonBody, postOnly } from "#app/lib/action.server.ts";
import { signIn } from "#server/services/accounts.ts";
import type { Route } from "./+types/admin-sign-in";

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  const result = await signIn(context, input.body, request.headers, { adminOnly: true });
  if (!result.ok) return reply(result);
  return reply({ ok: true, viewer: result.viewer }, result.headers);
}

export const loader = postOnly;
