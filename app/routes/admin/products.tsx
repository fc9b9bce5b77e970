import { clsx } from "clsx";
import { data } from "react-router";

import { ResponsiveImage } from "#app/components/image/responsive-image.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { AdminListPage } from "#app/features/admin/list-page.tsx";
import { useAdminAction } from "#app/features/admin/use-admin-action.ts";
import { adminListData } from "#app/lib/admin-list.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { productPhotos } from "#app/lib/images.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { ADMIN_LISTS } from "#domain/admin/lists.ts";
import { toasts } from "#domain/messages.ts";
import { ADMIN_ACTIONS } from "#domain/paths.ts";
import { PRODUCT_STATUS_LABELS } from "#domain/shop.ts";

import type { Route } from "./+types/products";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(ADMIN_LISTS.products.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  const list = await adminListData(context, viewer, "products", url);
  // Each product's photo beside its title, so staff see what they approve (decision 055).
  const photos = await productPhotos(context.app, viewer, list.data.page?.rows.map((row) => row.id) ?? []);
  return data({ ...list.data, photos }, list.init ?? undefined);
}

const STATUS_STYLE = { pending: "bg-amber-100 text-amber-900", approved: "bg-emerald-100 text-emerald-900", rejected: "bg-red-100 text-red-900" } as const;

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const review = useAdminAction<{ decision: "approved" | "rejected" }>(ADMIN_ACTIONS.reviewProduct, (result) => {
    showToast(result.ok ? toasts.statusUpdated(result.decision) : (result.toast ?? toasts.statusUpdateFailed()));
  });
  const busyWith = review.busy ? review.pending?.productId : undefined;
  return (
    <AdminListPage
      list="products"
      data={loaderData}
      createdAt={(row) => row.createdAt}
      cells={{
        title: (row) => {
          const photo = loaderData.photos[row.id];
          return (
            <span className="flex items-center gap-3">
              {photo ? (
                <span className="block h-12 w-12 shrink-0 overflow-hidden rounded-lg" data-testid="miniatura-produto">
                  <ResponsiveImage image={photo} sizes="48px" cover />
                </span>
              ) : null}
              <span>{row.title}</span>
            </span>
          );
        },
        status: (row) => (
          <span className={clsx("rounded-full px-2.5 py-1 text-xs font-semibold", STATUS_STYLE[row.status])}>{PRODUCT_STATUS_LABELS[row.status]}</span>
        ),
      }}
      actions={{
        header: "Ações",
        cell: (row) =>
          row.status === "pending" ? (
            <div className="flex gap-2">
              <Button size="sm" disabled={busyWith === row.id} onClick={() => review.submit({ productId: row.id, decision: "approved" })}>
                Aprovar<span className="sr-only"> {row.title}</span>
              </Button>
              <Button size="sm" variant="outline" disabled={busyWith === row.id} onClick={() => review.submit({ productId: row.id, decision: "rejected" })}>
                Rejeitar<span className="sr-only"> {row.title}</span>
              </Button>
            </div>
          ) : (
            <span className="text-slate-600" aria-label="Sem ações">
              —
            </span>
          ),
      }}
    />
  );
}
