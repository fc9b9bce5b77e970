import { DataCard } from "#app/features/members/data-card.tsx";
import { IntegralMapCard, type IntegralMapView } from "#app/features/members/integral-map-card.tsx";
import { CoursesCard, OrdersCard } from "#app/features/members/orders-card.tsx";
import { PointsCard } from "#app/features/members/points-card.tsx";
import { PrivacyCard } from "#app/features/members/privacy-card.tsx";
import { clientAreaTexts as t } from "#app/features/members/texts.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { hasPassword, keepForViewer, loadClientArea, ownIntegralMap } from "#app/lib/services.server.ts";
import { chartLabels } from "#domain/hd/labels.ts";

import type { Route } from "./+types/client-area";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(t.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "signed-in");
  const result = await loadClientArea(context, viewer);
  if (!result.ok) throw new Response(null, { status: result.status });
  const { ok: _ok, ...data } = result;
  // Admins are removed by another admin (spec §6); a Google-only account has no password to ask for.
  const deletion = viewer.role === "admin" ? null : { askPassword: await hasPassword(context, viewer) };
  // RELEASE_MODE (docs/decisions/043): the courses card and the points redemption placeholder.
  const own = await ownIntegralMap(context, viewer);
  // The chart's words, not the chart: the page needs the labels, the centres and the channels.
  const integralMap: IntegralMapView | null = own
    ? { birth: own.birth, labels: chartLabels(own.chart), definedCenters: own.chart.definedCenters, channels: own.chart.channels }
    : null;
  return { ...data, deletion, integralMap, releaseMode: context.app.config.RELEASE_MODE };
}

/** The client area (spec §2): a column of cards; another feature's card is one more line here. */
export default function ClientArea({ loaderData }: Route.ComponentProps) {
  const { profile, points, recentPoints, orders, deletion, integralMap, releaseMode } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl sm:text-4xl">{t.title}</h1>
      <p className="mt-2 text-slate-700">{t.greeting(profile.fullName || profile.email)}</p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <DataCard profile={profile} />
        <PointsCard points={points} entries={recentPoints} releaseMode={releaseMode} />
        {integralMap ? <IntegralMapCard map={integralMap} className="lg:col-span-2" /> : null}
        {releaseMode ? <CoursesCard orders={orders} /> : null}
        <OrdersCard orders={orders} className="lg:col-span-2" />
        <PrivacyCard deletion={deletion} />
      </div>
    </section>
  );
}
