import { privateMeta } from "#app/lib/seo.ts";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useFormState } from "#app/lib/form.ts";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { resetPasswordSchema } from "#domain/account/schemas.ts";
import { accountMessages } from "#domain/account/messages.ts";
import { accountNotices, toasts } from "#domain/messages.ts";
import type { Route } from "./+types/reset-password";
import { ACCOUNT_ACTIONS, signInUrl } from "#domain/paths.ts";

export const meta: Route.MetaFunction = () => privateMeta("Nova senha");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Better Auth sends people here with ?token=… or, for a bad or expired link, ?error=INVALID_TOKEN.
  return { token: url.searchParams.get("error") ? null : url.searchParams.get("token") };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const form = useFormState({ password: "", confirm: "" });
  const [busy, setBusy] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(token ? null : accountNotices.resetLinkInvalid);
  const navigate = useNavigate();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validate(resetPasswordSchema, { token, password: form.values.password })) return;
    if (form.values.password !== form.values.confirm) {
      form.setErrors({ confirm: accountMessages.passwordMismatch });
      return;
    }
    setBusy(true);
    const result = await postJson(ACCOUNT_ACTIONS.newPassword, { token, password: form.values.password });
    setBusy(false);
    if (!result.ok) {
      if (result.fieldErrors?.token) setLinkError(result.fieldErrors.token);
      else if (result.fieldErrors) form.setErrors(result.fieldErrors);
      if (result.toast) showToast(result.toast);
      return;
    }
    showToast(toasts.passwordChanged);
    await navigate(signInUrl());
  }

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl">Escolha sua nova senha</h1>
      {linkError ? (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {linkError}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <Field label="Nova senha" type="password" autoComplete="new-password" placeholder="Crie uma senha forte" {...form.bind("password")} />
          <Field label="Confirme a nova senha" type="password" autoComplete="new-password" {...form.bind("confirm")} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Salvando..." : "Salvar nova senha"}
          </Button>
        </form>
      )}
    </section>
  );
}
