import Award from "#app/components/icons/award.tsx";
import { ResponsiveImage } from "#app/components/image/responsive-image.tsx";
import { Markdown, MarkdownBlocks } from "#app/components/markdown.tsx";
import { ArtImage, artOf } from "#app/features/public/art-image.tsx";
import { Card, PageHero, Section } from "#app/features/public/layout.tsx";
import { publicCatalogue } from "#app/lib/catalogue.server.ts";
import { seo, settingsFromMatches } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { useSiteSettings } from "#app/lib/viewer.ts";
import { ART } from "#domain/content/art.ts";
import { founderOf, instituteLabels } from "#domain/content/institute.ts";
import { previewOf } from "#domain/images.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/institute";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

/** The founder's photo, once staff uploaded one (/admin/imagens); the drawing otherwise. */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await publicCatalogue(context);
  return { texts: catalogue.texts.institute, photos: { founder: catalogue.siteImages.founder } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = settingsFromMatches(matches);
  return seo(matches, {
    title: `O Instituto e a fundadora ${site.founderName}`,
    description: `Conheça o ${site.instituteName}: missão, visão e valores, e a história da fundadora ${site.founderName}, praticante certificada de cura energética.`,
    path: ROUTES.institute,
    image: loaderData?.photos.founder ? previewOf(loaderData.photos.founder) : ART.founder,
  });
};

export default function Institute({ loaderData }: Route.ComponentProps) {
  const site = useSiteSettings();
  const { texts } = loaderData;
  const founder = founderOf(site, texts);
  const founderPhoto = loaderData.photos.founder;
  return (
    <>
      <PageHero title={site.instituteName} subtitle={texts.heroSubtitle} image={ART.hero} />

      <Section title={texts.aboutTitle}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800">
          <MarkdownBlocks texts={texts.aboutParagraphs} />
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {texts.pillars.map((pillar) => (
            <Card key={pillar.title} className="p-6">
              <h3 className="text-2xl">{pillar.title}</h3>
              <Markdown text={pillar.text} className="mt-2 text-slate-800" />
            </Card>
          ))}
        </div>
      </Section>

      <Section title={instituteLabels.founderTitle} tinted>
        <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
          {founderPhoto ? (
            <div className="mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-3xl shadow-lg">
              <ResponsiveImage image={founderPhoto} sizes="(min-width: 640px) 384px, calc(100vw - 2rem)" cover />
            </div>
          ) : (
            <ArtImage art={artOf(founder)} className="mx-auto max-w-sm rounded-3xl shadow-lg" />
          )}
          <div>
            <h3 className="text-3xl">{founder.name}</h3>
            <p className="mt-1 text-lg text-slate-700">{founder.role}</p>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800">
              <MarkdownBlocks texts={founder.bio} />
            </div>
            <ul className="mt-8 grid gap-3">
              {founder.credentials.map((credential) => (
                <li key={credential} className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-white p-4">
                  <Award className="h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
                  <span>{credential}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}
