import CalendarClock from "#app/components/icons/calendar-clock.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { ClubPricing } from "#app/features/public/club-pricing.tsx";
import { PageHero, Section } from "#app/features/public/layout.tsx";
import { publicCatalogue } from "#app/lib/catalogue.server.ts";
import { seo } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ART } from "#domain/content/art.ts";
import { clubActionNuclei, clubJourney, clubLanding, clubPillars, clubPillarsTable, clubPricingView, journeyStages } from "#domain/content/club.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/club-journey";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "A Jornada do Clube de Terapeutas",
    description: "As etapas do Clube de Terapeutas, do lançamento à expansão: encontros mensais, seis pilares, nove núcleos de ação e valores.",
    path: ROUTES.clubJourney,
    image: ART.club,
  });

/** Staff's stages and meetings, and the prices as they hold now. */
export async function loader({ context }: Route.LoaderArgs) {
  const { club } = (await publicCatalogue(context)).texts;
  return {
    stages: journeyStages(club),
    monthlyMeetings: { title: club.meetingsTitle, text: club.meetingsText },
    pricing: clubPricingView(club, context.app.clock()),
  };
}

export default function ClubJourney({ loaderData }: Route.ComponentProps) {
  const { title, subtitle } = clubJourney;
  const { stages, monthlyMeetings, pricing } = loaderData;
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />

      <Section title="As etapas">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {stages.map((stage) => (
            <li key={stage.stage} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wider text-gold-700">Etapa {stage.stage}</p>
              <h3 className="mt-1 text-2xl">{stage.title}</h3>
              <p className="mt-1 font-medium text-brand-800">{stage.when}</p>
              <p className="mt-3 text-slate-800">{stage.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white">
          <CalendarClock className="mt-1 h-6 w-6 shrink-0 text-gold-300" aria-hidden="true" />
          <div>
            <h3 className="text-2xl text-white">{monthlyMeetings.title}</h3>
            <p className="mt-2 text-brand-50">{monthlyMeetings.text}</p>
          </div>
        </div>
      </Section>

      <Section title="Os seis pilares" tinted>
        {/* Words wrap only at spaces: on a phone the table scrolls sideways inside its own box
            instead of squeezing 'Autoconhecimento' into a column a third of the screen wide. */}
        <div role="region" aria-label="Pilares do Clube de Terapeutas" tabIndex={0} className="overflow-x-auto rounded-2xl">
        <table className="w-full min-w-[40rem] border-collapse bg-white text-left text-sm sm:text-base">
          <caption className="sr-only">Pilares do Clube de Terapeutas</caption>
          <thead className="bg-brand-800 text-white">
            <tr>
              {clubPillarsTable.columns.map((column) => (
                <th key={column} scope="col" className="p-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {clubPillars.map((pillar) => (
              <tr key={pillar.name} className="border-t border-brand-100 align-top">
                <th scope="row" className="p-3 font-semibold text-brand-900">
                  {pillar.name}
                </th>
                <td className="p-3 text-slate-800">{pillar.meaning}</td>
                <td className="p-3 text-slate-800">{pillar.inPractice}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </Section>

      <Section title="Os nove núcleos de ação">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {clubActionNuclei.map((nucleus) => (
            <li key={nucleus.name} className="rounded-2xl border border-brand-100 bg-white p-5">
              <h3 className="font-sans text-lg font-semibold text-brand-900">{nucleus.name}</h3>
              <p className="mt-1 text-slate-800">{nucleus.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Valores" tinted>
        <ClubPricing items={pricing} />
        <ButtonLink to={clubLanding.signUpCta.href} variant="gold" size="lg" className="mt-10">
          {clubLanding.signUpCta.label}
        </ButtonLink>
      </Section>
    </>
  );
}
