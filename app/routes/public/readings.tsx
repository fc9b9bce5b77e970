
import ArrowRight from "#app/components/icons/arrow-right.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { ArtImage, artOf } from "#app/features/public/art-image.tsx";
import { Card, PageHero } from "#app/features/public/layout.tsx";
import { seo } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ART } from "#domain/content/art.ts";
import { readingCards, readingsHub } from "#domain/content/readings.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/readings";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Leituras da Alma",
    description:
      "Bússola da Alma, Mapa da Alma Completo, Leitura do Tempo Divino e Mapa da Alma Gratuito: escolha a leitura para conhecer a sua essência.",
    path: ROUTES.readings,
    image: ART.readingSoulMap,
  });

export default function Readings() {
  return (
    <>
      <PageHero title={readingsHub.title} subtitle={readingsHub.subtitle} />
      <section aria-label="Leituras disponíveis" className="mx-auto max-w-6xl px-4 pb-8">
        <div className="grid gap-6 md:grid-cols-2">
          {readingCards.map((card, index) => (
            <Card key={card.id} id={card.id}>
              <ArtImage art={artOf(card)} priority={index === 0} />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-2xl">{card.title}</h2>
                <p className="mt-2 flex-1 text-slate-800">{card.description}</p>
                <SiteLink to={card.href} className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  {card.cta}
                  <span className="sr-only">: {card.title}</span>
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </SiteLink>
              </div>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
