import { data } from "react-router";

import ArrowLeft from "#app/components/icons/arrow-left.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { CONTENT_LISTS, contentTexts as t } from "#domain/content/editor-lists.ts";
import { ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/content";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(t.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireRole(url, context, "admin");
  return data({}, { headers: { "Cache-Control": "no-store" } });
}

const listPath = (key: string) => ADMIN_ROUTES.contentList.replace(":lista", key);

/** 'Conteúdo do site': one list per kind, and the site settings. */
export default function Content() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <ButtonLink to={ROUTES.admin} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar
      </ButtonLink>
      <h1 className="mt-3 text-3xl">{t.title}</h1>
      <p className="mt-2 text-slate-700">{t.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {Object.entries(CONTENT_LISTS).map(([key, list]) => (
          <li key={key}>
            <SiteLink to={listPath(key)} className="block rounded-2xl border border-brand-100 bg-white p-5 font-semibold text-brand-800 hover:border-brand-300">
              {list.title}
            </SiteLink>
          </li>
        ))}
        {[
          [ADMIN_ROUTES.contentTexts, "Textos do site"],
          [ADMIN_ROUTES.contentClub, "Clube: preços e jornada"],
        ].map(([to, label]) => (
          <li key={to}>
            <SiteLink to={to} className="block rounded-2xl border border-brand-100 bg-white p-5 font-semibold text-brand-800 hover:border-brand-300">
              {label}
            </SiteLink>
          </li>
        ))}
        <li>
          <SiteLink
            to={ADMIN_ROUTES.contentSettings}
            className="block rounded-2xl border border-brand-100 bg-white p-5 font-semibold text-brand-800 hover:border-brand-300"
          >
            {t.settingsTitle}
          </SiteLink>
        </li>
        <li>
          {/* The site's own photos (home hero, founder, headquarters, link preview): decision 055. */}
          <SiteLink
            to={ADMIN_ROUTES.siteImages}
            className="block rounded-2xl border border-brand-100 bg-white p-5 font-semibold text-brand-800 hover:border-brand-300"
          >
            Imagens do site
          </SiteLink>
        </li>
      </ul>
    </section>
  );
}
