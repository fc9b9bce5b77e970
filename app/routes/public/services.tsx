import Clock from "#app/components/icons/clock.tsx";
import { CardImage } from "#app/features/public/card-image.tsx";
import { ExternalLinkButton } from "#app/features/public/external-link.tsx";
import { Card, PageHero } from "#app/features/public/layout.tsx";
import { servicesTexts } from "#app/features/public/texts.ts";
import { publicCatalogue } from "#app/lib/catalogue.server.ts";
import { seo } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ART } from "#domain/content/art.ts";
import { formatPrice } from "#domain/format.ts";
import { firstPhotoPreview } from "#domain/images.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/services";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export async function loader({ context, request }: Route.LoaderArgs) {
  return { sessions: (await publicCatalogue(context, request)).sessions() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: "Sessões Sociais de Terapia",
    description: `Sessões sociais on-line de cura energética: ${(loaderData?.sessions ?? []).map((s) => `${s.durationMinutes} minutos por ${formatPrice(s.price)}`).join(" ou ")}. Agende pelo WhatsApp.`,
    path: ROUTES.services,
    image: firstPhotoPreview(loaderData?.sessions) ?? ART.session60,
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={servicesTexts.title} subtitle={servicesTexts.subtitle} />
      <section aria-label="Sessões disponíveis" className="mx-auto max-w-5xl px-4 pb-8">
        <div className="grid gap-8 md:grid-cols-2">
          {loaderData.sessions.map((session, index) => (
            <Card key={session.id} id={session.id}>
              <CardImage item={session} priority={index === 0} sizes="(min-width: 768px) 50vw, 100vw" />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-2xl">{session.title}</h2>
                <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                  <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />
                  {session.durationMinutes} minutos
                </p>
                <p className="mt-3 flex-1 text-slate-800">{session.description}</p>
                <p className="mt-5 font-serif text-3xl font-semibold text-brand-900">{formatPrice(session.price)}</p>
                <ExternalLinkButton href={session.paymentLink} variant="gold" className="mt-5 self-start">
                  {servicesTexts.schedule}
                  <span className="sr-only">: {session.title}</span>
                </ExternalLinkButton>
              </div>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
