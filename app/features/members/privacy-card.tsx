import { useState } from "react";
import { useNavigate } from "react-router";

import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { CheckboxField, Field } from "#app/components/ui/field.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { showToast } from "#app/lib/toast.ts";
import { accountMessages } from "#domain/account/messages.ts";
import { deleteAccountSchema } from "#domain/account/profile.ts";
import { toasts } from "#domain/messages.ts";
import { MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";

import { MemberCard } from "./member-card.tsx";
import { clientAreaTexts } from "./texts.ts";

const t = clientAreaTexts.privacy;

/**
 * LGPD: 'Baixar meus dados' (a JSON file) and 'Excluir minha conta' (password and confirmation);
 * `deletion` is null for admins, who are removed by another admin.
 */
export function PrivacyCard({ deletion }: { deletion: { askPassword: boolean } | null }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <MemberCard title={t.title}>
      <p className="text-slate-700">{t.intro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A plain link: the server answers a file, so it downloads even before the page's scripts run. */}
        <a href={MEMBER_ENDPOINTS.personalData} download className={buttonVariants({ variant: "outline" })}>
          {t.download}
        </a>
        {deletion ? (
          <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setDeleting(true)}>
            {t.delete}
          </Button>
        ) : null}
      </div>
      {deletion ? null : <p className="mt-3 text-sm text-slate-700">{t.adminNote}</p>}
      {deletion ? (
        <Dialog open={deleting} onOpenChange={setDeleting} title={t.dialogTitle} description={t.dialogBody}>
          <DeleteAccountForm askPassword={deletion.askPassword} onCancel={() => setDeleting(false)} />
        </Dialog>
      ) : null}
    </MemberCard>
  );
}

function DeleteAccountForm({ askPassword, onCancel }: { askPassword: boolean; onCancel: () => void }) {
  const navigate = useNavigate();
  const form = useJsonForm({
    initial: { password: "", confirm: false as boolean },
    schema: deleteAccountSchema,
    endpoint: MEMBER_ENDPOINTS.personalData,
    // An account with a password confirms with it (the schema allows none: Google-only accounts have none).
    check: (values) => (askPassword && !values.password ? { password: accountMessages.passwordRequired } : null),
    failureToast: toasts.accountDeleteFailed(),
    onSuccess: async () => {
      showToast(toasts.accountDeleted);
      // The session is gone: the navigation reloads the root's data, so the header forgets the person.
      await navigate(ROUTES.home, { replace: true });
    },
  });
  const { busy } = form;

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <fieldset disabled={busy} className="space-y-4">
        {askPassword ? <Field label={t.password} type="password" autoComplete="current-password" {...form.bind("password")} required /> : null}
        <CheckboxField label={t.confirm} checked={form.values.confirm} error={form.errors.confirm} onChange={(e) => form.set("confirm", e.target.checked)} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" className="bg-red-700 hover:bg-red-800">
            {busy ? t.submitting : t.submit}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
