import { requireRole } from "#app/lib/guards.server.ts";
import { APPLICANTS_PARAM, isAdminListKey, parseListQuery, PENDING_ORDERS_PARAM } from "#domain/admin.ts";
import { adminListCsv, csvFileName } from "#server/services/admin-csv.ts";
import type { Route } from "./+types/export-csv";

/** GET /admin/exportar/:list?q= — the whole filtered list as a CSV download. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireRole(request, context, "admin");
  if (!isAdminListKey(params.list)) throw new Response("Lista não encontrada.", { status: 404 });
  const url = new URL(request.url);
  const { q } = parseListQuery(url.searchParams);
  const filters = {
    applicants: params.list === "clients" && url.searchParams.get(APPLICANTS_PARAM) === "1",
    pendingOrders: params.list === "orders" && url.searchParams.get(PENDING_ORDERS_PARAM) === "1",
  };
  const csv = await adminListCsv(context.app, viewer, params.list, { q }, filters);
  if (!csv.ok) return Response.json(csv, { status: csv.status, headers: { "Cache-Control": "no-store" } });
  return new Response(csv.stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(params.list)}"`,
      "Cache-Control": "no-store",
    },
  });
}
