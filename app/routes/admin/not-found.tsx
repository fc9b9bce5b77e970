import { requireRole } from "#app/lib/guards.server.ts";

import type { Route } from "./+types/not-found";

/** An admin path that does not exist: the guard answers first, so only admins learn it is missing. */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireRole(url, context, "admin");
  throw new Response("Não encontrado", { status: 404 });
}

export async function action({ url, context }: Route.ActionArgs) {
  await requireRole(url, context, "admin");
  throw new Response("Não encontrado", { status: 404 });
}
