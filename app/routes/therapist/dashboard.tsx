import { redirect } from "react-router";
import { requireViewer } from "#app/lib/guards.server.ts";
import { ROUTES } from "#domain/navigation.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Área do Terapeuta | Movimento Essência" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  if (viewer.role !== "therapist") throw redirect(ROUTES.clientArea);
  return { viewer };
}

export default function TherapistDashboard({ loaderData: { viewer } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl">Área do Terapeuta</h1>
      <p className="mt-2 text-slate-700">Olá, {viewer.fullName || viewer.email}! Aqui você acompanha seus produtos, vendas e carteira.</p>
    </section>
  );
}
