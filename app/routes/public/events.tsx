import { EventGrid } from "#app/features/public/event-card.tsx";
import { PageHero, Section } from "#app/features/public/layout.tsx";
import { eventLd } from "#app/features/public/structured-data.ts";
import { eventsTexts } from "#app/features/public/texts.ts";
import { originFromMatches, seo } from "#app/lib/seo.ts";
import { ART } from "#domain/content/art.ts";
import { paidEvents } from "#domain/content/events.ts";
import { nuclei } from "#domain/content/nuclei.ts";
import { ROUTES } from "#domain/paths.ts";
import { site } from "#domain/site.ts";

import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Eventos e Núcleos de Cura",
    description: `Agenda de eventos, vivências e núcleos de cura gratuitos, presenciais em ${site.headquarters.city} e on-line. Escolha um encontro e participe.`,
    path: ROUTES.events,
    image: ART.highlightEvents,
    jsonLd: [...paidEvents, ...nuclei].map((event) => eventLd(originFromMatches(matches), event, ROUTES.events)),
  });

export default function Events() {
  return (
    <>
      <PageHero title={eventsTexts.title} subtitle={eventsTexts.subtitle} />
      <Section title={eventsTexts.paidTitle} className="-mt-10">
        {paidEvents.length > 0 ? (
          <EventGrid events={paidEvents} cta={eventsTexts.paidCta} />
        ) : (
          <p className="rounded-2xl border border-dashed border-brand-200 bg-white p-8 text-center text-lg text-slate-700">{eventsTexts.paidEmpty}</p>
        )}
      </Section>
      <Section title={eventsTexts.freeTitle} tinted>
        <EventGrid events={nuclei} cta={eventsTexts.freeCta} />
      </Section>
    </>
  );
}
