import { CourseCard } from "#app/features/public/course-card.tsx";
import { PageHero, Section } from "#app/features/public/layout.tsx";
import { courseLd } from "#app/features/public/structured-data.ts";
import { coursesTexts } from "#app/features/public/texts.ts";
import { publicCatalogue } from "#app/lib/catalogue.server.ts";
import { originFromMatches, seo, settingsFromMatches } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ART } from "#domain/content/art.ts";
import { firstPhotoPreview } from "#domain/images.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/courses";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

/** Agenda order: by the real first day (spec §2: by month, then day). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { agenda: (await publicCatalogue(context, request)).courses() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const agenda = loaderData?.agenda ?? [];
  return seo(matches, {
    title: coursesTexts.title,
    description: `Cursos de cura energética: ${agenda.map((course) => course.title).join(", ")}. Datas, modalidade, conteúdo, valores e inscrição.`,
    path: ROUTES.courses,
    image: firstPhotoPreview(agenda) ?? ART.courses[0],
    jsonLd: agenda.map((course) => courseLd(originFromMatches(matches), course, ROUTES.courses, settingsFromMatches(matches))),
  });
};

export default function Courses({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={coursesTexts.title} subtitle={coursesTexts.subtitle} />
      <Section title="Próximas turmas" className="-mt-10">
        <div className="space-y-10">
          {loaderData.agenda.map((course, index) => (
            <CourseCard key={course.id} course={course} priority={index === 0} />
          ))}
        </div>
      </Section>
    </>
  );
}
