import { requireViewer } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/client-area";

export const meta: Route.MetaFunction = () => [{ title: "Área do Cliente | Movimento Essência" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { viewer: await requireViewer(request, context) };
}

export default function ClientArea({ loaderData: { viewer } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl">Área do Cliente</h1>
      <p className="mt-2 text-slate-700">Olá, {viewer.fullName || viewer.email}! Que bom ter você por aqui.</p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-600">E-mail</dt>
          <dd className="font-semibold text-brand-900">{viewer.email}</dd>
          <dd className="mt-1 text-sm text-slate-700">{viewer.emailConfirmed ? "E-mail confirmado" : "E-mail ainda não confirmado: verifique sua caixa de entrada."}</dd>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-600">Seus pontos</dt>
          <dd className="font-serif text-3xl text-brand-800">{viewer.points}</dd>
        </div>
      </dl>
    </section>
  );
}
