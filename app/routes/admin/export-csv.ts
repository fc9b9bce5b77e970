import { requireRole } from "#app/lib/guards.server.ts";
import { adminListCsv, csvFileName } from "#app/lib/services.server.ts";
import { isAdminListKey } from "#domain/admin/lists.ts";
import { parseListQuery } from "#domain/admin/query.ts";

import type { Route } from "./+types/export-csv";

/** GET /admin/exportar/:list?q=&<filters> — the whole filtered list as a CSV download (every page). */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  if (!isAdminListKey(params.list)) throw new Response("Lista não encontrada.", { status: 404 });
  const { q, filters } = parseListQuery(params.list, url.searchParams);
  const csv = await adminListCsv(context, viewer, { list: params.list, query: { q, filters } });
  if (!csv.ok) return Response.json(csv, { status: csv.status, headers: { "Cache-Control": "no-store" } });
  return new Response(csv.stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(params.list)}"`,
      "Cache-Control": "no-store",
    },
  });
}
