import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { CheckboxField, Field } from "#app/components/ui/field.tsx";
import { useFormState } from "#app/lib/form.ts";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { deleteAccountSchema } from "#domain/account/profile.ts";
import { accountMessages } from "#domain/account/messages.ts";
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
  const form = useFormState({ password: "", confirm: false as boolean });
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !form.validate(deleteAccountSchema)) return;
    if (askPassword && !form.values.password) {
      form.setErrors({ password: accountMessages.passwordRequired });
      return;
    }
    setBusy(true);
    const result = await postJson(MEMBER_ENDPOINTS.personalData, form.values);
    setBusy(false);
    if (!result.ok) {
      if (result.fieldErrors) form.setErrors(result.fieldErrors);
      showToast(result.toast ?? toasts.accountDeleteFailed());
      return;
    }
    showToast(toasts.accountDeleted);
    // The session is gone: the navigation reloads the root's data, so the header forgets the person.
    await navigate(ROUTES.home, { replace: true });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
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
