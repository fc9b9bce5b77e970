import { redirect, useNavigate, useRevalidator, useSearchParams } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { loadViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { adminLoginSchema } from "#domain/account/schemas.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import { toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, ROUTES, safeRedirect, URL_PARAMS } from "#domain/paths.ts";

import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => privateMeta("Acesso Administrativo");

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = await loadViewer(context);
  if (viewer?.role === "admin") throw redirect(ROUTES.admin);
  return null;
}

export default function AdminLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useJsonForm<{ email: string; password: string }, { viewer: Viewer }>({
    initial: { email: "", password: "" },
    schema: adminLoginSchema,
    endpoint: ACCOUNT_ACTIONS.adminSignIn,
    failureToast: toasts.adminLoginFailed(),
    onFailure: () => revalidator.revalidate(),
    onSuccess: async (result) => {
      showToast(toasts.adminWelcome(result.viewer.fullName));
      await navigate(safeRedirect(params.get(URL_PARAMS.back), ROUTES.admin));
    },
  });
  const { busy } = form;

  return (
    <section className="flex min-h-dvh items-center justify-center bg-brand-50 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-7 shadow-lg">
        <h1 className="text-2xl">Acesso Administrativo</h1>
        <p className="mt-1 text-sm text-slate-700">Entre com sua conta de administração.</p>
        <form onSubmit={form.submit} noValidate className="mt-6 space-y-4">
          <Field label="E-mail" type="email" autoComplete="email" {...form.bind("email")} />
          <Field label="Senha" type="password" autoComplete="current-password" {...form.bind("password")} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Verificando..." : "Entrar no painel"}
          </Button>
        </form>
        <SiteLink to={ROUTES.home} className="mt-6 block text-center text-sm text-brand-700 underline underline-offset-4">
          Voltar para o site
        </SiteLink>
      </div>
    </section>
  );
}
