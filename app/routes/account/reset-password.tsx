import { useState } from "react";
import { useNavigate } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { showToast } from "#app/lib/toast.ts";
import { accountMessages } from "#domain/account/messages.ts";
import { resetPasswordSchema } from "#domain/account/schemas.ts";
import { accountNotices, toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, signInUrl } from "#domain/paths.ts";

import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => privateMeta("Nova senha");

export function loader({ url }: Route.LoaderArgs) {
  // Better Auth sends people here with ?token=… or, for a bad or expired link, ?error=INVALID_TOKEN.
  return { token: url.searchParams.get("error") ? null : url.searchParams.get("token") };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const [linkError, setLinkError] = useState<string | null>(token ? null : accountNotices.resetLinkInvalid);
  const navigate = useNavigate();
  const form = useJsonForm({
    initial: { password: "", confirm: "" },
    schema: resetPasswordSchema,
    endpoint: ACCOUNT_ACTIONS.newPassword,
    payload: (values) => ({ token, password: values.password }),
    check: (values) => (values.password !== values.confirm ? { confirm: accountMessages.passwordMismatch } : null),
    // A link that no longer works replaces the form with the reason.
    onFailure: (result) => {
      if (result.fieldErrors?.token) setLinkError(result.fieldErrors.token);
    },
    onSuccess: async () => {
      showToast(toasts.passwordChanged);
      await navigate(signInUrl());
    },
  });
  const { busy } = form;

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl">Escolha sua nova senha</h1>
      {linkError ? (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {linkError}
        </p>
      ) : (
        <form onSubmit={form.submit} noValidate className="mt-6 space-y-4">
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
