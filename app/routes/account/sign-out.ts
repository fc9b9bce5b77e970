import { reply, postOnly } from "#app/lib/action.server.ts";
import { signOut } from "#server/services/accounts.ts";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const result = await signOut(context.app, request.headers);
  return result.ok ? reply({ ok: true }, result.headers) : reply(result);
}

export const loader = postOnly;
