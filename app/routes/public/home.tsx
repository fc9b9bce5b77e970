
import ArrowRight from "#app/components/icons/arrow-right.tsx";
import Award from "#app/components/icons/award.tsx";
import { ResponsiveImage } from "#app/components/image/responsive-image.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { AnthemToggle } from "#app/features/public/anthem.tsx";
import { ArtImage, artOf } from "#app/features/public/art-image.tsx";
import { BuyButton } from "#app/features/public/buy-button.tsx";
import { CardImage } from "#app/features/public/card-image.tsx";
import { ExpandableText } from "#app/features/public/disclosure.tsx";
import { EventGrid } from "#app/features/public/event-card.tsx";
import { Card, PageHero, Section } from "#app/features/public/layout.tsx";
import { eventLd } from "#app/features/public/structured-data.ts";
import { publicCatalogue } from "#app/lib/catalogue.server.ts";
import { originFromMatches, seo, settingsFromMatches } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { useSiteSettings } from "#app/lib/viewer.ts";
import { courseSignUpLink } from "#domain/content/courses.ts";
import {
  healingEnergyButton,
  HOME_HERO_ART,
  homeCourseCta,
  homeFounderCta,
  homeHeroButtons,
  homeNuclei,
  homeNucleiCta,
  homePaidEvents,
} from "#domain/content/home.ts";
import { founderOf } from "#domain/content/institute.ts";
import { previewOf } from "#domain/images.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/home";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

/** The home's texts and lists as staff left them; the hero's and founder's photos once uploaded (/admin/imagens), the drawings otherwise. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const catalogue = await publicCatalogue(context, request);
  const { "home-hero": hero, founder } = catalogue.siteImages;
  const { founderRole, founderBio, founderCredentials } = catalogue.texts.institute;
  const course = catalogue.courses()[0];
  // Only what the page draws: loader data travels twice (in the HTML and for hydration).
  return {
    texts: catalogue.texts.home,
    institute: { founderRole, founderBio, founderCredentials },
    nuclei: homeNuclei(catalogue.nuclei()),
    events: catalogue.events(),
    firstCourse: course
      ? {
          id: course.id,
          title: course.title,
          subtitle: course.subtitle,
          period: course.dates.period,
          modality: course.modality,
          signUpLink: courseSignUpLink(course),
          image: course.image,
          imageAlt: course.imageAlt,
          photo: course.photo,
        }
      : null,
    highlights: catalogue.highlights(),
    stats: catalogue.stats(),
    photos: { "home-hero": hero, founder },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = settingsFromMatches(matches);
  return seo(matches, {
    title: "Cura, autoconhecimento e comunidade",
    description: `Núcleos de cura gratuitos, cursos de cura energética, leituras da alma e sessões sociais do ${site.movementName}, presencial em ${site.headquarters.city} e on-line.`,
    path: ROUTES.home,
    image: loaderData?.photos["home-hero"] ? previewOf(loaderData.photos["home-hero"]) : undefined,
    jsonLd: (loaderData?.nuclei ?? []).map((nucleus) => eventLd(originFromMatches(matches), nucleus, ROUTES.events, site)),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { texts, nuclei, events, firstCourse, highlights, stats } = loaderData;
  const site = useSiteSettings();
  const founder = founderOf(site, loaderData.institute);
  const founderPhoto = loaderData.photos.founder;
  const heroPhoto = loaderData.photos["home-hero"];
  return (
    <>
      <PageHero
        eyebrow={site.movementName}
        title={texts.heroTitle}
        subtitle={texts.heroSubtitle}
        image={HOME_HERO_ART}
        // The page's largest picture: fetched first, never lazily.
        media={
          heroPhoto ? (
            <div className="aspect-[4/3] overflow-hidden rounded-3xl shadow-xl">
              <ResponsiveImage image={heroPhoto} sizes="(min-width: 1152px) 556px, (min-width: 1024px) calc(50vw - 2.5rem), calc(100vw - 2rem)" priority cover />
            </div>
          ) : undefined
        }
      >
        {homeHeroButtons.map((button, index) => (
          <ButtonLink key={button.href} to={button.href} variant={index === 0 ? "primary" : index === 1 ? "outline" : "gold"}>
            {button.label}
          </ButtonLink>
        ))}
      </PageHero>

      <Section title={texts.nucleiTitle} subtitle={texts.nucleiSubtitle}>
        <EventGrid events={nuclei} cta={homeNucleiCta} />
      </Section>

      <section aria-labelledby="home-cura" className="px-4">
        <div className="mx-auto max-w-6xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="home-cura" className="text-3xl text-white sm:text-4xl">
            {texts.healingTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{texts.healingText}</p>
          <ButtonLink to={healingEnergyButton.href} variant="gold" size="lg" className="mt-8">
            {healingEnergyButton.label}
          </ButtonLink>
        </div>
      </section>

      <Section title={`O ${site.movementName}`}>
        <div className="max-w-3xl">
          <ExpandableText paragraphs={texts.movementParagraphs} />
          <div className="mt-8">
            <AnthemToggle />
          </div>
        </div>
      </Section>

      <Section title="Caminhos para a sua jornada" tinted>
        <div className="grid gap-6 md:grid-cols-3">
          {highlights.map((card) => (
            <Card key={card.id}>
              <CardImage item={{ image: card.art, imageAlt: card.imageAlt, photo: card.photo }} sizes="(min-width: 768px) 33vw, 100vw" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl">{card.title}</h3>
                <p className="mt-2 flex-1 text-slate-800">{card.text}</p>
                <SiteLink to={card.href} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  {card.cta}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </SiteLink>
              </div>
            </Card>
          ))}
        </div>
      </Section>

      <Section title={`Conheça ${founder.name}`} subtitle={founder.role}>
        <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
          {founderPhoto ? (
            <div className="mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-3xl shadow-lg">
              <ResponsiveImage image={founderPhoto} sizes="(min-width: 640px) 384px, calc(100vw - 2rem)" cover />
            </div>
          ) : (
            <ArtImage art={artOf(founder)} className="mx-auto max-w-sm rounded-3xl shadow-lg" />
          )}
          <div>
            <ExpandableText paragraphs={founder.bio} />
            <ul className="mt-8 grid gap-3">
              {founder.credentials.map((credential) => (
                <li key={credential} className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-white p-4">
                  <Award className="h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
                  <span>{credential}</span>
                </li>
              ))}
            </ul>
            <ButtonLink to={homeFounderCta.href} variant="outline" className="mt-8">
              {homeFounderCta.label}
            </ButtonLink>
          </div>
        </div>
      </Section>

      {firstCourse ? (
      <Section title={homeCourseCta.title} tinted>
        <div className="grid items-center gap-8 overflow-hidden rounded-3xl border border-brand-100 bg-white lg:grid-cols-2">
          <CardImage item={firstCourse} sizes="(min-width: 1024px) 50vw, 100vw" />
          <div className="p-6 sm:p-8">
            <h3 className="text-3xl">{firstCourse.title}</h3>
            <p className="mt-2 text-lg text-slate-700">{firstCourse.subtitle}</p>
            <p className="mt-4 font-semibold">{firstCourse.period}</p>
            <p className="text-slate-700">{firstCourse.modality}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <BuyButton href={firstCourse.signUpLink} item={{ item: "course", courseId: firstCourse.id }} variant="gold">
                {homeCourseCta.button}
                <span className="sr-only">: {firstCourse.title}</span>
              </BuyButton>
              <ButtonLink to={ROUTES.courses} variant="outline">
                Ver agenda completa
              </ButtonLink>
            </div>
          </div>
        </div>
      </Section>
      ) : null}

      <Section title={homePaidEvents.title}>
        {events.length > 0 ? (
          <EventGrid events={events} cta={homeNucleiCta} />
        ) : (
          <p className="rounded-2xl border border-dashed border-brand-200 bg-white p-8 text-center text-lg text-slate-700">{homePaidEvents.empty}</p>
        )}
      </Section>

      <section aria-label="Nossos números" className="px-4">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 rounded-3xl bg-brand-900 px-6 py-10 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-brand-100">{stat.label}</dt>
              <dd className="font-serif text-4xl font-semibold text-gold-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
