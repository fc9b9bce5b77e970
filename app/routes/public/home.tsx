import ArrowRight from "lucide-react/icons/arrow-right";
import Award from "lucide-react/icons/award";
import { Link } from "react-router";

import { ResponsiveImage } from "#app/components/image/responsive-image.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { AnthemToggle } from "#app/features/public/anthem.tsx";
import { ArtImage, artOf } from "#app/features/public/art-image.tsx";
import { BuyButton } from "#app/features/public/buy-button.tsx";
import { ExpandableText } from "#app/features/public/disclosure.tsx";
import { EventGrid } from "#app/features/public/event-card.tsx";
import { Card, PageHero, Section } from "#app/features/public/layout.tsx";
import { eventLd } from "#app/features/public/structured-data.ts";
import { loadSiteImages } from "#app/lib/images.server.ts";
import { originFromMatches, seo } from "#app/lib/seo.ts";
import { courses,courseSignUpLink } from "#domain/content/courses.ts";
import { paidEvents } from "#domain/content/events.ts";
import {
  healingEnergyCta,
  homeCourseCta,
  homeFounder,
  homeHero,
  homeHighlights,
  homeMovement,
  homeNuclei,
  homeNucleiSection,
  homePaidEvents,
  homeStats,
} from "#domain/content/home.ts";
import { nuclei } from "#domain/content/nuclei.ts";
import { sortCourses } from "#domain/course-sorting.ts";
import { ROUTES } from "#domain/paths.ts";
import { site } from "#domain/site.ts";

import type { Route } from "./+types/home";

const featuredNuclei = homeNuclei(nuclei);
const firstCourse = sortCourses(courses)[0];

/** The founder's photo, once staff uploaded one (/admin/imagens); the drawing otherwise. */
export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await loadSiteImages(context.app.database.db, ["founder"]) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Cura, autoconhecimento e comunidade",
    description: `Núcleos de cura gratuitos, cursos de cura energética, leituras da alma e sessões sociais do ${site.movementName}, presencial em ${site.headquarters.city} e on-line.`,
    path: ROUTES.home,
    jsonLd: nuclei.slice(0, featuredNuclei.length).map((nucleus) => eventLd(originFromMatches(matches), nucleus, ROUTES.events)),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const founderPhoto = loaderData.photos.founder;
  return (
    <>
      <PageHero eyebrow={homeHero.eyebrow} title={homeHero.title} subtitle={homeHero.subtitle} image={artOf(homeHero)}>
        {homeHero.buttons.map((button, index) => (
          <ButtonLink key={button.href} to={button.href} variant={index === 0 ? "primary" : index === 1 ? "outline" : "gold"}>
            {button.label}
          </ButtonLink>
        ))}
      </PageHero>

      <Section title={homeNucleiSection.title} subtitle={homeNucleiSection.subtitle}>
        <EventGrid events={featuredNuclei} cta={homeNucleiSection.cta} />
      </Section>

      <section aria-labelledby="home-cura" className="px-4">
        <div className="mx-auto max-w-6xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="home-cura" className="text-3xl text-white sm:text-4xl">
            {healingEnergyCta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{healingEnergyCta.text}</p>
          <ButtonLink to={healingEnergyCta.button.href} variant="gold" size="lg" className="mt-8">
            {healingEnergyCta.button.label}
          </ButtonLink>
        </div>
      </section>

      <Section title={homeMovement.title}>
        <div className="max-w-3xl">
          <ExpandableText paragraphs={homeMovement.paragraphs} />
          <div className="mt-8">
            <AnthemToggle />
          </div>
        </div>
      </Section>

      <Section title="Caminhos para a sua jornada" tinted>
        <div className="grid gap-6 md:grid-cols-3">
          {homeHighlights.map((card) => (
            <Card key={card.href}>
              <ArtImage art={artOf(card)} />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl">{card.title}</h3>
                <p className="mt-2 flex-1 text-slate-800">{card.text}</p>
                <Link to={card.href} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  {card.cta}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </div>
            </Card>
          ))}
        </div>
      </Section>

      <Section title={homeFounder.title} subtitle={homeFounder.subtitle}>
        <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
          {founderPhoto ? (
            <div className="mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-3xl shadow-lg">
              <ResponsiveImage image={founderPhoto} sizes="(min-width: 640px) 384px, calc(100vw - 2rem)" cover />
            </div>
          ) : (
            <ArtImage art={artOf(homeFounder)} className="mx-auto max-w-sm rounded-3xl shadow-lg" />
          )}
          <div>
            <ExpandableText paragraphs={homeFounder.paragraphs} />
            <ul className="mt-8 grid gap-3">
              {homeFounder.credentials.map((credential) => (
                <li key={credential} className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-white p-4">
                  <Award className="h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
                  <span>{credential}</span>
                </li>
              ))}
            </ul>
            <ButtonLink to={homeFounder.cta.href} variant="outline" className="mt-8">
              {homeFounder.cta.label}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section title={homeCourseCta.title} tinted>
        <div className="grid items-center gap-8 overflow-hidden rounded-3xl border border-brand-100 bg-white lg:grid-cols-2">
          <ArtImage art={artOf(firstCourse)} />
          <div className="p-6 sm:p-8">
            <h3 className="text-3xl">{firstCourse.title}</h3>
            <p className="mt-2 text-lg text-slate-700">{firstCourse.subtitle}</p>
            <p className="mt-4 font-semibold">{firstCourse.dates.period}</p>
            <p className="text-slate-700">{firstCourse.modality}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <BuyButton href={courseSignUpLink(firstCourse)} item={{ item: "course", courseId: firstCourse.id }} variant="gold">
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

      <Section title={homePaidEvents.title}>
        {paidEvents.length > 0 ? (
          <EventGrid events={paidEvents} cta={homeNucleiSection.cta} />
        ) : (
          <p className="rounded-2xl border border-dashed border-brand-200 bg-white p-8 text-center text-lg text-slate-700">{homePaidEvents.empty}</p>
        )}
      </Section>

      <section aria-label="Nossos números" className="px-4">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 rounded-3xl bg-brand-900 px-6 py-10 text-center lg:grid-cols-4">
          {homeStats.map((stat) => (
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
