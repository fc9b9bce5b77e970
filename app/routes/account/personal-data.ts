import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { deleteOwnAccount, exportPersonalData } from "#app/lib/services.server.ts";
import { deleteAccountSchema } from "#domain/account/profile.ts";
import { todayInBrazil } from "#domain/br.ts";
import { toasts } from "#domain/messages.ts";

import type { Route } from "./+types/personal-data";

/** 'Baixar meus dados': a JSON file with everything stored about the signed-in person (LGPD). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "signed-in");
  const result = await exportPersonalData(context, viewer);
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
const endpoint = jsonEndpoint({ role: "signed-in", schema: deleteAccountSchema, invalid: toasts.accountDeleteFailed, handle: deleteOwnAccount });
export const action = endpoint.action;
