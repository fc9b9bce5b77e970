import { ButtonLink } from "#app/components/ui/button.tsx";
import { seo } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ART } from "#domain/content/art.ts";
import { clubLanding, clubTerms } from "#domain/content/club.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/club-terms";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Termo de Adesão do Clube de Terapeutas",
    description: "Regras de adesão ao Clube de Terapeutas: valores, benefícios dos fundadores, inadimplência, cancelamento, uso do espaço, conduta ética e dados pessoais.",
    path: ROUTES.clubTerms,
    image: ART.club,
  });

export default function ClubTerms() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <h1 className="text-4xl leading-tight sm:text-5xl">{clubTerms.title}</h1>
      <p className="mt-4 text-slate-700">{clubTerms.lastUpdated}</p>
      <div className="mt-10 space-y-10">
        {clubTerms.clauses.map((clause) => (
          <section key={clause.title}>
            <h2 className="text-2xl">{clause.title}</h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
              {clause.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      <ButtonLink to={clubLanding.signUpCta.href} variant="gold" size="lg" className="mt-12">
        {clubLanding.signUpCta.label}
      </ButtonLink>
    </article>
  );
}
