import { reply, readJsonBody, postOnly } from "#app/lib/action.server.ts";
import { signOut } from "#server/services/accounts.ts";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  // Read only to refuse anything but the site's own JSON post (a cross-site form is also stopped by Origin).
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  const result = await signOut(context.app, request.headers);
  return result.ok ? reply({ ok: true }, result.headers) : reply(result);
}

export const loader = postOnly;
