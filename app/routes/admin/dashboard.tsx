import { useEffect } from "react";
import { data } from "react-router";

import ClipboardList from "#app/components/icons/clipboard-list.tsx";
import HeartHandshake from "#app/components/icons/heart-handshake.tsx";
import Images from "#app/components/icons/images.tsx";
import LogOut from "#app/components/icons/log-out.tsx";
import Package from "#app/components/icons/package.tsx";
import Receipt from "#app/components/icons/receipt.tsx";
import ShieldCheck from "#app/components/icons/shield-check.tsx";
import Sparkles from "#app/components/icons/sparkles.tsx";
import UserRound from "#app/components/icons/user-round.tsx";
import Users from "#app/components/icons/users.tsx";
import { useLogout } from "#app/components/layout/use-logout.ts";
import { Button } from "#app/components/ui/button.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { adminTileCounts, compassCrisisTurns, keepForViewer, recentActivity, sessionsToSchedule } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { ADMIN_LIST_KEYS, ADMIN_LISTS, type AdminListKey } from "#domain/admin/lists.ts";
import { adminTexts as t } from "#domain/admin/texts.ts";
import { compassStaffTexts } from "#domain/compass/texts.ts";
import { FULL_SOUL_MAP_SESSIONS } from "#domain/content/readings.ts";
import { formatDateTime } from "#domain/format.ts";
import { ADMIN_ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/dashboard";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

const ICONS: Record<AdminListKey, typeof Sparkles> = {
  freeMapSubmissions: Sparkles,
  leads: UserRound,
  healingSubmissions: HeartHandshake,
  clients: Users,
  products: Package,
  orders: Receipt,
  clubSubscriptions: ClipboardList,
  manageAdmins: ShieldCheck,
};

export const ADMIN_TILES = ADMIN_LIST_KEYS.map((key) => ({
  key,
  href: ADMIN_LISTS[key].path,
  label: ADMIN_LISTS[key].title,
  description: ADMIN_LISTS[key].description,
  icon: ICONS[key],
}));

export const meta: Route.MetaFunction = () => privateMeta("Painel Administrativo");

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  const [counts, activity, crisis, sessions] = await Promise.all([
    adminTileCounts(context, viewer),
    recentActivity(context, viewer),
    compassCrisisTurns(context, viewer).catch(() => null),
    sessionsToSchedule(context, viewer).catch(() => null),
  ]);
  // §8: what could not be read is said in a toast and in place of the counts; the tiles still lead to the lists.
  const failed = !counts.ok ? counts : !activity.ok ? activity : null;
  return data(
    {
      name: viewer.fullName || viewer.email,
      counts: counts.ok ? counts.counts : null,
      activity: activity.ok ? activity.entries : null,
      crisisTurns: crisis?.ok ? crisis.turns : null,
      sessionsToSchedule: sessions?.ok ? sessions.orders : [],
      failure: failed?.toast ?? null,
    },
    { status: failed?.status ?? 200, headers: { "Cache-Control": "no-store" } },
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const logout = useLogout();
  const { counts, activity, crisisTurns, sessionsToSchedule: toSchedule, failure } = loaderData;
  useEffect(() => {
    if (failure) showToast(failure);
  }, [failure]);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl">Painel Administrativo</h1>
          <p className="text-slate-700">Olá, {loaderData.name}.</p>
        </div>
        <Button variant="outline" onClick={logout}>
          <LogOut className="h-4 w-4" aria-hidden="true" /> Sair
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t.dashboardFailed}
        </p>
      ) : null}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_TILES.map(({ key, href, label, description, icon: Icon }) => (
          <li key={href}>
            <SiteLink to={href} className="flex h-full items-start gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm hover:border-brand-500">
              <Icon className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="flex-1">
                <span className="block font-semibold text-brand-900">{label}</span>
                <span className="block text-sm text-slate-700">{description}</span>
                {counts ? (
                  <span className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid={`contagem-${key}`}>
                    <span className="font-semibold text-brand-900">{t.total(counts[key].total)}</span>
                    {counts[key].fresh > 0 ? (
                      <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-brand-900">{t.freshCount(counts[key].fresh)}</span>
                    ) : null}
                  </span>
                ) : null}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <SiteLink
          to={ADMIN_ROUTES.siteImages}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          <Images className="h-5 w-5" aria-hidden="true" /> Imagens do site: foto da fundadora, fotos da sede e prévia nas redes sociais
        </SiteLink>
      </p>
      <p className="mt-3">
        <SiteLink
          to={ADMIN_ROUTES.content}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Conteúdo do site: núcleos, eventos e configurações (endereço, telefone, e-mails, links)
        </SiteLink>
      </p>
      {crisisTurns === null ? null : (
        <section aria-labelledby="rede-de-seguranca" className="mt-8 rounded-2xl border border-brand-100 bg-white p-5" data-testid="rede-de-seguranca">
          <h2 id="rede-de-seguranca" className="text-lg font-semibold text-brand-900">
            {compassStaffTexts.crisisHeading}
          </h2>
          <p className="mt-1 text-slate-800">{compassStaffTexts.crisisTurns(crisisTurns)}</p>
          <p className="text-sm text-slate-600">{compassStaffTexts.crisisPrivacy}</p>
        </section>
      )}
      {toSchedule.length > 0 ? (
        <section aria-labelledby="agendar-sessoes" className="mt-8 rounded-2xl border border-brand-100 bg-white p-5" data-testid="agendar-sessoes">
          <h2 id="agendar-sessoes" className="text-lg font-semibold text-brand-900">
            {t.sessionsHeading(FULL_SOUL_MAP_SESSIONS)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.sessionsNote}</p>
          <ul className="mt-3 divide-y divide-brand-100">
            {toSchedule.map((row) => (
              <li key={row.orderId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <span className="text-slate-900">
                  {row.buyerName}
                  {row.buyerEmail && row.buyerEmail !== row.buyerName ? ` · ${row.buyerEmail}` : ""}
                </span>
                <span className="text-slate-600">{t.paidAt(formatDateTime(row.paidAt))}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="atividade" className="mt-12">
        <h2 id="atividade" className="text-2xl">
          {t.recentActivity}
        </h2>
        {activity === null ? null : activity.length === 0 ? (
          <p className="mt-3 text-slate-700">{t.noActivity}</p>
        ) : (
          <ol className="mt-4 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
            {activity.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-5 py-3 text-sm">
                <span className="text-slate-900">{entry.summary}</span>
                <span className="text-slate-600">
                  {entry.actorName} · {formatDateTime(entry.createdAt)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
