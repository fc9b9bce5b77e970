import { useState } from "react";
import { data, useRevalidator } from "react-router";

import Trash2 from "#app/components/icons/trash.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { AdminListPage } from "#app/features/admin/list-page.tsx";
import { useAdminAction } from "#app/features/admin/use-admin-action.ts";
import { adminListData } from "#app/lib/admin-list.server.ts";
import { useJsonForm } from "#app/lib/form.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { ADMIN_LISTS } from "#domain/admin/lists.ts";
import type { AdminRow } from "#domain/admin/rows.ts";
import { adminActionMessages as m, createAdminSchema } from "#domain/admin-actions.ts";
import { toasts } from "#domain/messages.ts";
import { ADMIN_ACTIONS } from "#domain/paths.ts";

import type { Route } from "./+types/manage-admins";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(ADMIN_LISTS.manageAdmins.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  const list = await adminListData(context, viewer, "manageAdmins", url);
  // The list's own status and headers (a failed read is a 503, never cached) go with the added field.
  return data({ ...list.data, viewerId: viewer.id }, list.init ?? undefined);
}

const EMPTY = { fullName: "", email: "", password: "" };

function AddAdminForm() {
  const revalidator = useRevalidator();
  const form = useJsonForm<typeof EMPTY, { email: string; outcome: "created" | "promoted" }>({
    initial: EMPTY,
    schema: createAdminSchema,
    endpoint: ADMIN_ACTIONS.createAdmin,
    failureToast: toasts.adminCreateFailed(),
    onSuccess: (result) => {
      showToast(result.outcome === "promoted" ? toasts.adminPromoted(result.email) : toasts.adminCreated(result.email));
      form.reset();
    },
    // The list shows what changed, whoever changed it.
    onSettled: () => revalidator.revalidate(),
  });

  return (
    <form onSubmit={form.submit} noValidate aria-labelledby="novo-admin" className="w-full rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id="novo-admin" className="text-xl">
        Adicionar administrador
      </h2>
      <fieldset disabled={form.busy} className="mt-4 grid gap-4 md:grid-cols-3">
        <Field label="Nome completo" autoComplete="off" {...form.bind("fullName")} required />
        <Field label="E-mail" type="email" autoComplete="off" {...form.bind("email")} required />
        <Field label="Senha" type="password" autoComplete="new-password" {...form.bind("password")} required />
      </fieldset>
      <Button type="submit" className="mt-4" disabled={form.busy}>
        {form.busy ? "Criando..." : "Criar administrador"}
      </Button>
    </form>
  );
}

export default function ManageAdmins({ loaderData }: Route.ComponentProps) {
  const [confirming, setConfirming] = useState<AdminRow | null>(null);
  const remove = useAdminAction(ADMIN_ACTIONS.removeAdmin, (result) => {
    showToast(result.ok ? toasts.adminRemoved : (result.toast ?? toasts.adminRemoveFailed()));
  });
  const { viewerId, ...data } = loaderData;
  return (
    <>
      <AdminListPage
        list="manageAdmins"
        data={data}
        createdAt={(row) => row.createdAt}
        toolbar={<AddAdminForm />}
        actions={{
          header: "Ações",
          cell: (row) => (
            <Button
              size="sm"
              variant="outline"
              disabled={row.id === viewerId || (remove.busy && remove.pending?.userId === row.id)}
              title={row.id === viewerId ? toasts.selfRemovalRefused.description : undefined}
              onClick={() => setConfirming(row)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Remover<span className="sr-only"> {row.fullName}</span>
            </Button>
          ),
        }}
      />
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={m.removeConfirmTitle}
        description={confirming ? m.removeConfirmBody(confirming.fullName || confirming.email) : undefined}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            {m.cancel}
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800"
            onClick={() => {
              if (confirming) void remove.submit({ userId: confirming.id });
              setConfirming(null);
            }}
          >
            {m.confirmRemove}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
