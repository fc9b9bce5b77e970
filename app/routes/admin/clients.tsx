import { useState } from "react";

import { Button } from "#app/components/ui/button.tsx";
import { IntegralMapDialog, type IntegralMapPerson } from "#app/features/admin/integral-map-dialog.tsx";
import { AdminListPage } from "#app/features/admin/list-page.tsx";
import { useAdminAction } from "#app/features/admin/use-admin-action.ts";
import { adminListData } from "#app/lib/admin-list.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { ADMIN_LISTS } from "#domain/admin/lists.ts";
import { roleToggleLabel } from "#domain/admin-actions.ts";
import { integralMapMessages } from "#domain/compass/integral-map.ts";
import { toasts } from "#domain/messages.ts";
import { ADMIN_ACTIONS } from "#domain/paths.ts";

import type { Route } from "./+types/clients";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(ADMIN_LISTS.clients.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  return adminListData(context, viewer, "clients", url);
}

export default function Clients({ loaderData }: Route.ComponentProps) {
  const [mapFor, setMapFor] = useState<IntegralMapPerson | null>(null);
  const roleChange = useAdminAction<{ name: string; role: string }>(ADMIN_ACTIONS.setRole, (result) => {
    showToast(result.ok ? toasts.roleChanged(result.name, result.role) : (result.toast ?? toasts.roleChangeFailed()));
  });
  const busyWith = roleChange.busy ? roleChange.pending?.userId : undefined;
  return (
    <>
      <AdminListPage
        list="clients"
        data={loaderData}
        createdAt={(row) => row.createdAt}
        actions={{
          header: "Ações",
          cell: (row) => (
            <div className="flex flex-wrap gap-2">
              {row.role === "admin" ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busyWith === row.id}
                  onClick={() => roleChange.submit({ userId: row.id, role: row.role === "therapist" ? "cliente" : "therapist" })}
                >
                  {roleToggleLabel(row.role)}
                  <span className="sr-only">: {row.fullName}</span>
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                onClick={() => setMapFor({ id: row.id, name: row.fullName || row.email, hasIntegralMap: row.hasIntegralMap })}
              >
                {row.hasIntegralMap ? integralMapMessages.editTitle : integralMapMessages.grantTitle}
                <span className="sr-only">: {row.fullName}</span>
              </Button>
            </div>
          ),
        }}
      />
      <IntegralMapDialog person={mapFor} onClose={() => setMapFor(null)} />
    </>
  );
}
