import { privateMeta } from "#app/lib/seo.ts";
import { useState, type FormEvent } from "react";
import { Link, redirect, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useFormState } from "#app/lib/form.ts";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { adminLoginSchema } from "#domain/account/schemas.ts";
import { toasts } from "#domain/messages.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import { loadViewer } from "#server/services/accounts.ts";
import type { Route } from "./+types/login";
import { ACCOUNT_ACTIONS, ROUTES, safeRedirect, URL_PARAMS } from "#domain/paths.ts";

export const meta: Route.MetaFunction = () => privateMeta("Acesso Administrativo");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await loadViewer(context.app, request.headers);
  if (viewer?.role === "admin") throw redirect(ROUTES.admin);
  return null;
}

export default function AdminLogin() {
  const form = useFormState({ email: "", password: "" });
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validate(adminLoginSchema)) return;
    setBusy(true);
    const result = await postJson<{ viewer: Viewer }>(ACCOUNT_ACTIONS.adminSignIn, form.values);
    setBusy(false);
    if (!result.ok) {
      if (result.fieldErrors) form.setErrors(result.fieldErrors);
      showToast(result.toast ?? toasts.adminLoginFailed());
      await revalidator.revalidate();
      return;
    }
    showToast(toasts.adminWelcome(result.viewer.fullName));
    await navigate(safeRedirect(params.get(URL_PARAMS.back), ROUTES.admin));
  }

  return (
    <section className="flex min-h-dvh items-center justify-center bg-brand-50 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-7 shadow-lg">
        <h1 className="text-2xl">Acesso Administrativo</h1>
        <p className="mt-1 text-sm text-slate-700">Entre com sua conta de administração.</p>
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <Field label="E-mail" type="email" autoComplete="email" {...form.bind("email")} />
          <Field label="Senha" type="password" autoComplete="current-password" {...form.bind("password")} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Verificando..." : "Entrar no painel"}
          </Button>
        </form>
        <Link to={ROUTES.home} className="mt-6 block text-center text-sm text-brand-700 underline underline-offset-4">
          Voltar para o site
        </Link>
      </div>
    </section>
  );
}
