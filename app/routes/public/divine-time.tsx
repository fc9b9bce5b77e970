import { ExternalLinkButton } from "#app/features/public/external-link.tsx";
import { CheckList, PageHero, Section } from "#app/features/public/layout.tsx";
import { seo, settingsFromMatches } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ART } from "#domain/content/art.ts";
import { divineTime } from "#domain/content/readings.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/divine-time";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Leitura do Tempo Divino",
    description: `Uma leitura feita pessoalmente por ${settingsFromMatches(matches).founderName} sobre o momento da sua alma, entregue em texto e áudio, por ordem de inscrição. Vagas limitadas.`,
    path: ROUTES.divineTime,
    image: ART.readingDivineTime,
  });

export default function DivineTime() {
  return (
    <>
      <PageHero title={divineTime.title} subtitle={divineTime.subtitle} image={ART.readingDivineTime}>
        <ExternalLinkButton href={divineTime.link} variant="gold" size="lg">
          {divineTime.cta}
        </ExternalLinkButton>
      </PageHero>
      <Section title="Como funciona a leitura">
        <p className="max-w-3xl text-lg leading-relaxed text-slate-800">{divineTime.intro}</p>
        <CheckList items={divineTime.facts} className="mt-8 text-lg" />
      </Section>
    </>
  );
}
