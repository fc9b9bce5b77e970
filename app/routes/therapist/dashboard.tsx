import { therapistTexts as t } from "#app/features/members/texts.ts";
import { KpiCards, TherapistTabs } from "#app/features/members/therapist-panels.tsx";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer, loadTherapistDashboard } from "#app/lib/services.server.ts";

import type { Route } from "./+types/dashboard";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(t.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "therapist");
  const result = await loadTherapistDashboard(context, viewer);
  if (!result.ok) throw new Response(null, { status: result.status });
  const { ok: _ok, ...dashboard } = result;
  // The product form's photo upload says the size limit before sending (the server decides).
  return { name: viewer.fullName || viewer.email, dashboard, imageMaxBytes: context.app.config.IMAGE_MAX_BYTES };
}

export default function TherapistDashboard({ loaderData: { name, dashboard } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl sm:text-4xl">{t.title}</h1>
        <p className="mt-2 text-slate-700">{t.greeting(name)}</p>
      </div>
      <KpiCards kpis={dashboard.kpis} />
      <TherapistTabs dashboard={dashboard} />
    </section>
  );
}
