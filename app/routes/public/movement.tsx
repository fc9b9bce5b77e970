import { AnthemEmbed } from "#app/features/public/anthem.tsx";
import { EventGrid } from "#app/features/public/event-card.tsx";
import { ExternalLinkButton } from "#app/features/public/external-link.tsx";
import { PageHero, Section } from "#app/features/public/layout.tsx";
import { eventLd } from "#app/features/public/structured-data.ts";
import { publicCatalogue } from "#app/lib/catalogue.server.ts";
import { originFromMatches, seo, settingsFromMatches } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { useSiteSettings } from "#app/lib/viewer.ts";
import { ART } from "#domain/content/art.ts";
import { movementPage } from "#domain/content/movement.ts";
import { firstPhotoPreview } from "#domain/images.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/movement";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

/** The 'Núcleos em Ação' grid lists the catalogue's published nuclei, soonest first (spec §2 "Movement page"). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { nuclei: (await publicCatalogue(context, request)).nuclei() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = settingsFromMatches(matches);
  return seo(matches, {
    title: `${site.movementName}: núcleos de cura gratuitos`,
    description: `O que é o ${site.movementName}, quem pode participar e os núcleos de cura gratuitos conduzidos pelos Guardiões da Essência. Assista ao hino do movimento.`,
    path: ROUTES.movement,
    image: firstPhotoPreview(loaderData?.nuclei) ?? ART.nuclei[0],
    jsonLd: (loaderData?.nuclei ?? []).map((nucleus) => eventLd(originFromMatches(matches), nucleus, ROUTES.movement, site)),
  });
};

export default function Movement({ loaderData }: Route.ComponentProps) {
  const { hero, nucleiSection, anthem, sections } = movementPage(useSiteSettings());
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={ART.hero} />

      <Section title={nucleiSection.title} subtitle={nucleiSection.subtitle} tinted>
        <EventGrid events={loaderData.nuclei} cta={nucleiSection.button} />
      </Section>

      <Section title={anthem.title}>
        <div className="mx-auto max-w-3xl">
          <AnthemEmbed />
          <ExternalLinkButton href={anthem.watchUrl} variant="outline" className="mt-6">
            {anthem.openOnYoutube}
          </ExternalLinkButton>
        </div>
      </Section>

      {sections.map((section, index) => (
        <Section key={section.id} title={section.title} id={section.id} tinted={index % 2 === 1}>
          <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ))}
    </>
  );
}
