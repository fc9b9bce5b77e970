import { isRouteErrorResponse, Outlet } from "react-router";

import { AdminChecking, useCheckingAdmin } from "#app/components/layout/admin-checking.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { errorPageTexts, guardTexts } from "#domain/messages.ts";
import { RESTRICTED_STATUS, ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/layout";

// The admin panel's frame: no public header or footer (app/root.tsx), the checking line while a
// page's loaders run, and 'Acesso Restrito' for whoever an admin page's own check turned away.
// This loader checks too, but it protects nothing below it: every admin page checks for itself.
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireRole(url, context, "admin");
  return null;
}

export const meta: Route.MetaFunction = () => privateMeta("Painel Administrativo");

export default function AdminLayout() {
  if (useCheckingAdmin()) return <AdminChecking />;
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const restricted = isRouteErrorResponse(error) && error.status === RESTRICTED_STATUS;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const [title, body] = restricted
    ? [guardTexts.restrictedTitle, guardTexts.restrictedBody]
    : notFound
      ? [errorPageTexts.notFoundTitle, errorPageTexts.adminNotFoundBody]
      : [errorPageTexts.failedTitle, errorPageTexts.failedBody];
  return (
    <section className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
      <ButtonLink to={restricted ? ROUTES.home : ROUTES.admin} className="mt-8">
        {restricted ? errorPageTexts.backHome : errorPageTexts.backToPanel}
      </ButtonLink>
    </section>
  );
}
