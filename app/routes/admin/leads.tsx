import { AdminListPage } from "#app/features/admin/list-page.tsx";
import { adminListData } from "#app/lib/admin-list.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ADMIN_LISTS } from "#domain/admin/lists.ts";

import type { Route } from "./+types/leads";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(ADMIN_LISTS.leads.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  return adminListData(context, viewer, "leads", url);
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  return <AdminListPage list="leads" data={loaderData} createdAt={(row) => row.createdAt} />;
}
