import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";

import { BirthplaceFields } from "#app/components/chart/birthplace-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { showToast } from "#app/lib/toast.ts";
import {
  type BirthSource,
  birthSourceNote,
  type IntegralMapBirth,
  integralMapMessages as m,
  integralMapSchema,
  integralMapToasts,
} from "#domain/compass/integral-map.ts";
import { ADMIN_ACTIONS, INTEGRAL_MAP_PERSON_PARAM } from "#domain/paths.ts";
import type { Result } from "#domain/result.ts";

import { useAdminAction } from "./use-admin-action.ts";

export interface IntegralMapPerson {
  id: string;
  name: string;
  hasIntegralMap: boolean;
}

const EMPTY = { birthDate: "", birthTime: "", city: "", state: "" };

/**
 * 'Liberar Mapa Integral' on /admin/clients: the person's birth data (city picker as on
 * /relationship); the server computes the chart. A person who has a map can have it corrected or revoked.
 */
export function IntegralMapDialog({ person, onClose }: { person: IntegralMapPerson | null; onClose: () => void }) {
  return (
    <Dialog
      open={person !== null}
      onOpenChange={(open) => !open && onClose()}
      title={person?.hasIntegralMap ? m.editTitle : m.grantTitle}
      description={person ? m.dialogBody(person.name) : undefined}
    >
      {person ? <IntegralMapForm key={person.id} person={person} onDone={onClose} /> : null}
    </Dialog>
  );
}

function IntegralMapForm({ person, onDone }: { person: IntegralMapPerson; onDone: () => void }) {
  const revalidator = useRevalidator();
  const form = useJsonForm<typeof EMPTY, { name: string; updated: boolean }>({
    initial: EMPTY,
    schema: integralMapSchema,
    endpoint: ADMIN_ACTIONS.grantIntegralMap,
    payload: (values) => ({ userId: person.id, ...values }),
    failureToast: integralMapToasts.failed(),
    onSuccess: (result) => {
      showToast(result.updated ? integralMapToasts.updated(result.name) : integralMapToasts.granted(result.name));
      onDone();
    },
    // The list shows what changed, whoever changed it.
    onSettled: () => revalidator.revalidate(),
  });
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const { set } = form;

  // Correcting a map starts from what is stored; granting one, from what the person already gave.
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${ADMIN_ACTIONS.grantIntegralMap}?${new URLSearchParams({ [INTEGRAL_MAP_PERSON_PARAM]: person.id })}`, { signal: controller.signal })
      .then((res) => res.json() as Promise<Result<{ birth: IntegralMapBirth | null; source: BirthSource | null }>>)
      .then((result) => {
        if (!result.ok || !result.birth) return;
        const { birthDate, birthTime, city, state } = result.birth;
        set("birthDate", birthDate);
        set("birthTime", birthTime);
        set("city", city);
        set("state", state);
        setNote(result.source ? birthSourceNote(result.source) : null);
      })
      .catch(() => {
        // Aborted, or offline: the fields stay empty and can still be typed.
      });
    return () => controller.abort();
  }, [person.id, set]);

  const revoke = useAdminAction<{ name: string }>(ADMIN_ACTIONS.revokeIntegralMap, (result) => {
    showToast(result.ok ? integralMapToasts.revoked(result.name) : (result.toast ?? integralMapToasts.failed()));
    if (result.ok) onDone();
  });
  const busy = form.busy || revoke.busy;

  if (confirmingRevoke) {
    return (
      <div className="space-y-4">
        <p className="text-slate-800">{m.revokeConfirm(person.name)}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirmingRevoke(false)} disabled={busy}>
            Cancelar
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" onClick={() => void revoke.submit({ userId: person.id })} disabled={busy}>
            {m.revoke}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={form.submit} noValidate aria-label={person.hasIntegralMap ? m.editTitle : m.grantTitle}>
      {note ? (
        <p role="status" className="mb-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          {note}
        </p>
      ) : null}
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <Field label="Data de nascimento" type="date" {...form.bind("birthDate")} required />
        <Field label="Horário de nascimento" type="time" {...form.bind("birthTime")} required />
        <div className="sm:col-span-2">
          <BirthplaceFields values={form.values} errors={form.errors} onChange={set} />
        </div>
      </fieldset>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {person.hasIntegralMap ? (
          <Button variant="outline" className="mr-auto text-red-700" onClick={() => setConfirmingRevoke(true)} disabled={busy}>
            {m.revoke}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {form.busy ? m.saving : person.hasIntegralMap ? m.saveEdit : m.save}
        </Button>
      </div>
    </form>
  );
}
