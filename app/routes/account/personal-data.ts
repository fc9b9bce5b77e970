import { readJsonBody, reply } from "#app/lib/action.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { todayInBrazil } from "#domain/br.ts";
import { deleteOwnAccount } from "#server/services/client-area.ts";
import { exportPersonalData } from "#server/services/personal-data.ts";
import type { Route } from "./+types/personal-data";

/** 'Baixar meus dados': a JSON file with everything stored about the signed-in person (LGPD). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole(request, context, "signed-in");
  const result = await exportPersonalData(context.app, viewer);
  if (!result.ok) return Response.json(result, { status: result.status });
  return new Response(JSON.stringify(result.data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="meus-dados-${todayInBrazil()}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** 'Excluir minha conta': { password, confirm: true } erases the person's data and account and signs them out. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, context, "signed-in");
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  const result = await deleteOwnAccount(context, viewer, input.body, request.headers);
  return result.ok ? reply({ ok: true }, result.headers) : reply(result);
}
