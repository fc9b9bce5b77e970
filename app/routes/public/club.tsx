import { ButtonLink } from "#app/components/ui/button.tsx";
import { ClubPricing } from "#app/features/public/club-pricing.tsx";
import { FaqAccordion } from "#app/features/public/disclosure.tsx";
import { CheckList, PageHero, Section } from "#app/features/public/layout.tsx";
import { publicCatalogue } from "#app/lib/catalogue.server.ts";
import { seo, settingsFromMatches } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ART } from "#domain/content/art.ts";
import { clubFaqView, clubLanding, clubPricingView, founderBenefitsView } from "#domain/content/club.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/club";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Clube de Terapeutas",
    description: `Clube de Terapeutas do ${settingsFromMatches(matches).instituteName}: encontros mensais, espaço físico em ${settingsFromMatches(matches).headquarters.city}, benefícios de membro fundador, valores e perguntas frequentes.`,
    path: ROUTES.club,
    image: ART.club,
  });

/** Prices and the FAQ as they hold now: a founder price past its day is gone (docs/decisions/057). */
export async function loader({ context }: Route.LoaderArgs) {
  const { club } = (await publicCatalogue(context)).texts;
  const now = context.app.clock();
  return { pricing: clubPricingView(club, now), founderBenefits: founderBenefitsView(club, now), faq: clubFaqView(club, now) };
}

export default function Club({ loaderData }: Route.ComponentProps) {
  const { hero, benefitsTitle, benefits, physicalSpace, foundersRecognition, founderBenefitsTitle, signUpCta } = clubLanding;
  const { pricing, founderBenefits, faq } = loaderData;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={ART.club}>
        <ButtonLink to={hero.primaryCta.href} variant="gold" size="lg">
          {hero.primaryCta.label}
        </ButtonLink>
        <ButtonLink to={hero.secondaryCta.href} variant="outline" size="lg">
          {hero.secondaryCta.label}
        </ButtonLink>
      </PageHero>

      <Section title={benefitsTitle}>
        <CheckList items={benefits} className="grid gap-3 text-lg sm:grid-cols-2 sm:space-y-0" />
      </Section>

      <Section title={physicalSpace.title} tinted>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-800">{physicalSpace.text}</p>
      </Section>

      <Section title={foundersRecognition.title}>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-800">{foundersRecognition.text}</p>
      </Section>

      <Section title={founderBenefitsTitle} tinted>
        <CheckList items={founderBenefits} className="text-lg" />
      </Section>

      <Section title="Valores">
        <ClubPricing items={pricing} />
      </Section>

      <Section title="Perguntas frequentes" tinted>
        <div className="max-w-3xl">
          <FaqAccordion items={faq} />
        </div>
      </Section>

      <section aria-labelledby="clube-cta" className="px-4 pt-14">
        <div className="mx-auto max-w-6xl rounded-3xl bg-brand-800 px-6 py-12 text-center sm:px-12">
          <h2 id="clube-cta" className="text-3xl text-white sm:text-4xl">
            {signUpCta.title}
          </h2>
          <ButtonLink to={signUpCta.href} variant="gold" size="lg" className="mt-8">
            {signUpCta.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
