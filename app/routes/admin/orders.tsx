import { useState } from "react";

import { OrderStatusBadge } from "#app/components/order-status-badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { AdminListPage } from "#app/features/admin/list-page.tsx";
import { useAdminAction } from "#app/features/admin/use-admin-action.ts";
import { adminListData } from "#app/lib/admin-list.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { useRootData } from "#app/lib/viewer.ts";
import { ADMIN_LISTS } from "#domain/admin/lists.ts";
import type { OrderRow } from "#domain/admin/rows.ts";
import { toasts } from "#domain/messages.ts";
import { ORDER_STATUS_LABELS, orderMessages as m, type OrderStatus } from "#domain/orders.ts";
import { ADMIN_ACTIONS } from "#domain/paths.ts";

import type { Route } from "./+types/orders";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(ADMIN_LISTS.orders.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  return adminListData(context, viewer, "orders", url);
}

/** 'Pedidos' (docs/decisions/043): staff mark an order 'Concluído' once the payment arrived (crediting its points once), or 'Cancelado'. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { pixPayments } = useRootData();
  const [cancelling, setCancelling] = useState<OrderRow | null>(null);
  const mark = useAdminAction<{ status: OrderStatus; changed: boolean }>(ADMIN_ACTIONS.orderStatus, (result) => {
    if (!result.ok) showToast(result.toast ?? toasts.statusUpdateFailed());
    else showToast((result.changed ? toasts.orderStatusUpdated : toasts.orderStatusUnchanged)(ORDER_STATUS_LABELS[result.status]));
  });
  const busyWith = mark.busy ? mark.pending?.orderId : undefined;
  return (
    <>
      <AdminListPage
        list="orders"
        data={loaderData}
        createdAt={(row) => row.createdAt}
        toolbar={pixPayments ? <ReconcileButton /> : undefined}
        cells={{
          status: (row) => (
            <>
              <OrderStatusBadge status={row.status} />
              {row.paymentProblem ? <p className="mt-1 max-w-xs text-sm text-amber-900">{row.paymentProblem}</p> : null}
            </>
          ),
        }}
        actions={{
          header: "Ações",
          cell: (row) =>
            row.status === "pending" ? (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" disabled={busyWith === row.id} onClick={() => mark.submit({ orderId: row.id, action: "complete" })}>
                  {m.complete}
                  <span className="sr-only">: {row.title}</span>
                </Button>
                <Button size="sm" variant="outline" disabled={busyWith === row.id} onClick={() => setCancelling(row)}>
                  {m.cancel}
                  <span className="sr-only">: {row.title}</span>
                </Button>
              </div>
            ) : (
              <span className="text-slate-600" aria-label="Sem ações">
                —
              </span>
            ),
        }}
      />
      <Dialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={m.cancelConfirmTitle}
        description={cancelling ? m.cancelConfirmBody(cancelling.title) : undefined}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setCancelling(null)}>
            {m.keep}
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800"
            onClick={() => {
              if (cancelling) void mark.submit({ orderId: cancelling.id, action: "cancel" });
              setCancelling(null);
            }}
          >
            {m.confirmCancel}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** 'Conferir pagamentos' (docs/decisions/059): the reconciliation the housekeeping runs every hour, now. */
function ReconcileButton() {
  const reconcile = useAdminAction<{ moved: number }>(ADMIN_ACTIONS.reconcilePayments, (result) =>
    showToast(result.ok ? toasts.paymentsReconciled(result.moved) : (result.toast ?? toasts.reconcileFailed)),
  );
  return (
    <Button variant="outline" disabled={reconcile.busy} onClick={() => void reconcile.submit({})}>
      {m.reconcile}
    </Button>
  );
}
