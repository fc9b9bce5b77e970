import { useState } from "react";
import { useRevalidator } from "react-router";

import { AddressFields, NameField, WhatsappField } from "#app/components/person-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { showToast } from "#app/lib/toast.ts";
import { profileEditSchema, profileEditValues } from "#domain/account/profile.ts";
import { formatAddress } from "#domain/address.ts";
import { maskWhatsapp } from "#domain/br.ts";
import type { ClientProfile } from "#domain/members.ts";
import { toasts } from "#domain/messages.ts";
import { MEMBER_ENDPOINTS } from "#domain/paths.ts";

import { MemberCard } from "./member-card.tsx";
import { clientAreaTexts } from "./texts.ts";

const t = clientAreaTexts.data;

/** Name, e-mail, WhatsApp, CPF (hidden but for its last two digits) and address; 'Editar perfil' edits them in place. */
export function DataCard({ profile }: { profile: ClientProfile }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    [t.name, profile.fullName],
    [t.email, profile.email],
    [t.whatsapp, maskWhatsapp(profile.whatsapp ?? "")],
    [t.cpf, profile.cpf],
    [t.address, formatAddress(profile.address)],
  ];
  return (
    <MemberCard
      title={t.title}
      actions={
        editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm profile={profile} onClose={() => setEditing(false)} />
      ) : (
        <dl className="grid gap-3">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="break-words font-medium text-slate-900">{value || t.missing}</dd>
            </div>
          ))}
        </dl>
      )}
    </MemberCard>
  );
}

function ProfileForm({ profile, onClose }: { profile: ClientProfile; onClose: () => void }) {
  const revalidator = useRevalidator();
  const form = useJsonForm({
    initial: profileEditValues(profile),
    schema: profileEditSchema,
    endpoint: MEMBER_ENDPOINTS.profile,
    failureToast: toasts.saveFailed,
    onSuccess: async () => {
      showToast(toasts.profileUpdated);
      onClose();
      await revalidator.revalidate();
    },
  });
  const { busy } = form;

  return (
    <form onSubmit={form.submit} noValidate aria-label={t.formTitle}>
      <fieldset disabled={busy} className="grid grid-cols-2 gap-3">
        <NameField className="col-span-2" bind={form.bind} />
        <WhatsappField className="col-span-2 sm:col-span-1" bind={form.bind} />
        <AddressFields bind={form.bind} />
        <p className="col-span-2 text-sm text-slate-600">{t.emailNote}</p>
        <div className="col-span-2 flex flex-wrap gap-3">
          <Button type="submit">{busy ? t.saving : t.save}</Button>
          <Button variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
