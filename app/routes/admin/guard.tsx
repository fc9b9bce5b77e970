import { Outlet, redirect, data } from "react-router";
import { AdminChecking, useCheckingAdmin } from "#app/components/layout/admin-checking.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { guardTexts } from "#domain/messages.ts";
import { loadViewer } from "#server/services/accounts.ts";
import type { Route } from "./+types/guard";

// Every /admin page passes here: anonymous visitors go to the admin login (and come back),
// signed-in non-admins are told the page is restricted. Each admin action re-checks on the server too.
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await loadViewer(context.app, request.headers);
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?voltar=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (viewer.role !== "admin") return data({ allowed: false as const }, { status: 403 });
  return { allowed: true as const, viewer };
}

export const meta: Route.MetaFunction = () => [{ title: "Painel Administrativo | Movimento Essência" }, { name: "robots", content: "noindex" }];

export default function AdminGuard({ loaderData }: Route.ComponentProps) {
  const checking = useCheckingAdmin();
  if (checking) return <AdminChecking />;
  if (!loaderData.allowed) {
    return (
      <section className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-3xl">{guardTexts.restrictedTitle}</h1>
        <p className="mt-3 text-slate-700">{guardTexts.restrictedBody}</p>
        <ButtonLink to="/" className="mt-8">
          Voltar para o início
        </ButtonLink>
      </section>
    );
  }
  return <Outlet />;
}
