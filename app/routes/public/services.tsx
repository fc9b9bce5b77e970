import Clock from "lucide-react/icons/clock";

import { ArtImage, artOf } from "#app/features/public/art-image.tsx";
import { ExternalLinkButton } from "#app/features/public/external-link.tsx";
import { Card, PageHero } from "#app/features/public/layout.tsx";
import { servicesTexts } from "#app/features/public/texts.ts";
import { seo } from "#app/lib/seo.ts";
import { ART } from "#domain/content/art.ts";
import { socialSessions } from "#domain/content/sessions.ts";
import { formatPrice } from "#domain/format.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Sessões Sociais de Terapia",
    description: `Sessões sociais on-line de cura energética: 60 minutos por ${formatPrice(socialSessions[0].price)} ou 30 minutos por ${formatPrice(socialSessions[1].price)}. Agende pelo WhatsApp.`,
    path: ROUTES.services,
    image: ART.session60,
  });

export default function Services() {
  return (
    <>
      <PageHero title={servicesTexts.title} subtitle={servicesTexts.subtitle} />
      <section aria-label="Sessões disponíveis" className="mx-auto max-w-5xl px-4 pb-8">
        <div className="grid gap-8 md:grid-cols-2">
          {socialSessions.map((session, index) => (
            <Card key={session.id} id={session.id}>
              <ArtImage art={artOf(session)} priority={index === 0} />
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
