import { CourseCard } from "#app/features/public/course-card.tsx";
import { PageHero, Section } from "#app/features/public/layout.tsx";
import { courseLd } from "#app/features/public/structured-data.ts";
import { coursesTexts } from "#app/features/public/texts.ts";
import { originFromMatches, seo } from "#app/lib/seo.ts";
import { ART } from "#domain/content/art.ts";
import { courses } from "#domain/content/courses.ts";
import { sortCourses } from "#domain/course-sorting.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/courses";

/** Agenda order: by month, then by the first day of the period (spec §2). */
const agenda = sortCourses(courses);

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: coursesTexts.title,
    description: `Cursos de cura energética: ${agenda.map((course) => course.title).join(", ")}. Datas, modalidade, conteúdo, valores e inscrição.`,
    path: ROUTES.courses,
    image: ART.courses[0],
    jsonLd: agenda.map((course) => courseLd(originFromMatches(matches), course, ROUTES.courses)),
  });

export default function Courses() {
  return (
    <>
      <PageHero title={coursesTexts.title} subtitle={coursesTexts.subtitle} />
      <Section title="Próximas turmas" className="-mt-10">
        <div className="space-y-10">
          {agenda.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      </Section>
    </>
  );
}
