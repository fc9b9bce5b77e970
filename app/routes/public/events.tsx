import { EventGrid } from "#app/features/public/event-card.tsx";
import { PageHero, Section } from "#app/features/public/layout.tsx";
import { eventLd } from "#app/features/public/structured-data.ts";
import { eventsTexts } from "#app/features/public/texts.ts";
import { publicCatalogue } from "#app/lib/catalogue.server.ts";
import { originFromMatches, seo, settingsFromMatches } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ART } from "#domain/content/art.ts";
import { firstPhotoPreview } from "#domain/images.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/events";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

/** Paid events and free nuclei that are still ahead, soonest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const catalogue = await publicCatalogue(context, request);
  return { events: catalogue.events(), nuclei: catalogue.nuclei() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = settingsFromMatches(matches);
  return seo(matches, {
    title: "Eventos e Núcleos de Cura",
    description: `Agenda de eventos, vivências e núcleos de cura gratuitos, presenciais em ${site.headquarters.city} e on-line. Escolha um encontro e participe.`,
    path: ROUTES.events,
    image: firstPhotoPreview([...(loaderData?.events ?? []), ...(loaderData?.nuclei ?? [])]) ?? ART.highlightEvents,
    jsonLd: [...(loaderData?.events ?? []), ...(loaderData?.nuclei ?? [])].map((event) => eventLd(originFromMatches(matches), event, ROUTES.events, site)),
  });
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events, nuclei } = loaderData;
  return (
    <>
      <PageHero title={eventsTexts.title} subtitle={eventsTexts.subtitle} />
      <Section title={eventsTexts.paidTitle} className="-mt-10">
        {events.length > 0 ? (
          <EventGrid events={events} cta={eventsTexts.paidCta} />
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
