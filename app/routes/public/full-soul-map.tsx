import { Button } from "#app/components/ui/button.tsx";
import { CheckList, PageHero, Section } from "#app/features/public/layout.tsx";
import { seo } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { ART } from "#domain/content/art.ts";
import { FULL_SOUL_MAP_SESSIONS, fullSoulMap } from "#domain/content/readings.ts";
import { toasts } from "#domain/messages.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/full-soul-map";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Mapa da Alma Completo",
    description: `O Mapa da Alma Completo: ${FULL_SOUL_MAP_SESSIONS} sessões integradas que revelam missão, dons, ciclos, relacionamentos e o caminho de evolução da sua alma.`,
    path: ROUTES.fullSoulMap,
    image: ART.readingSoulMap,
  });

/** The purchase is not built yet: the button only says so (spec §2, toast of §8). */
function InterestButton() {
  return (
    <Button variant="gold" size="lg" onClick={() => showToast(toasts.unimplemented)}>
      {fullSoulMap.cta}
    </Button>
  );
}

export default function FullSoulMap() {
  return (
    <>
      <PageHero title={fullSoulMap.title} subtitle={fullSoulMap.subtitle} image={ART.readingSoulMap}>
        <InterestButton />
      </PageHero>
      <Section title={fullSoulMap.topicsTitle}>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-800">{fullSoulMap.intro}</p>
        <CheckList items={fullSoulMap.topics} className="mt-8 grid gap-3 text-lg sm:grid-cols-2 sm:space-y-0" />
        <div className="mt-10">
          <InterestButton />
        </div>
      </Section>
    </>
  );
}
