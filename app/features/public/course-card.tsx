import type { ReactNode } from "react";

import CalendarDays from "#app/components/icons/calendar-days.tsx";
import Mail from "#app/components/icons/mail.tsx";
import MessageCircle from "#app/components/icons/message-circle.tsx";
import MonitorSmartphone from "#app/components/icons/monitor-smartphone.tsx";
import { ResponsiveImage } from "#app/components/image/responsive-image.tsx";
import { Markdown } from "#app/components/markdown.tsx";
import { type Course, courseMailtoLink, courseSignUpLink, courseWhatsappLink } from "#domain/content/courses.ts";
import { homeCourseCta } from "#domain/content/home.ts";
import { formatPrice } from "#domain/format.ts";
import type { PublicImage } from "#domain/images.ts";

import { ArtImage, artOf } from "./art-image.tsx";
import { BuyButton } from "./buy-button.tsx";
import { ExternalTextLink } from "./external-link.tsx";
import { CheckList } from "./layout.tsx";

export const courseLabels = {
  signUp: homeCourseCta.button,
  dates: "Datas e horários",
  modality: "Modalidade",
  prerequisites: "Pré-requisitos",
  included: "O que está incluído",
  about: "Sobre o curso",
  content: "Conteúdo",
  prices: "Investimento",
  registration: "Inscrição",
  courseFee: "Valor do curso",
  fullPrice: "Valor total",
  installments: "Parcelamento",
  contact: "Dúvidas?",
  whatsapp: "Falar no WhatsApp",
  email: "Enviar e-mail",
  officialPage: "Página oficial do curso",
  instructor: "Com",
  points: "pontos",
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="font-sans text-sm font-semibold uppercase tracking-wider text-brand-800">{title}</h4>
      <div className="mt-2 text-slate-800">{children}</div>
    </div>
  );
}

function PriceRows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every field of a course on the agenda (spec §2 "Course agenda"). `priority`: the first card's
 * picture is the page's largest element on a phone, so it is fetched at once, never lazily.
 */
export function CourseCard({ course, priority = false }: { course: Course & { photo?: PublicImage | null }; priority?: boolean }) {
  const { values } = course;
  return (
    <article id={course.id} className="overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm">
      <div className="grid lg:grid-cols-[2fr_3fr]">
        {/* The picture keeps its 8:5 frame beside the long text on a desktop, instead of stretching to the
            card's height and cropping to a zoomed-in strip (issue 22 §13); it stays in view while the text scrolls. */}
        <div className="lg:sticky lg:top-20 lg:self-start">
          {course.photo ? (
            <ResponsiveImage image={course.photo} sizes="(min-width: 1024px) 40vw, 100vw" priority={priority} cover className="aspect-[8/5]" />
          ) : (
            <ArtImage art={artOf(course)} priority={priority} cover className="aspect-[8/5]" />
          )}
        </div>
        <div className="p-6 sm:p-8">
          <h3 className="text-2xl sm:text-3xl">{course.title}</h3>
          <p className="mt-1 text-lg text-slate-700">{course.subtitle}</p>
          <p className="mt-2 text-sm text-slate-700">
            {courseLabels.instructor} {course.instructor} · {course.points} {courseLabels.points}
          </p>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <Block title={courseLabels.dates}>
              <p className="flex items-start gap-2 font-semibold">
                <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {course.dates.period}
              </p>
              <ul className="mt-1 text-sm">
                {course.dates.schedule.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-1 text-sm text-slate-700">{course.dates.observation}</p>
            </Block>
            <Block title={courseLabels.modality}>
              <p className="flex items-start gap-2">
                <MonitorSmartphone className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {course.modality}
              </p>
            </Block>
            <Block title={courseLabels.prerequisites}>
              <CheckList items={course.prerequisites} className="text-sm" />
            </Block>
            <Block title={courseLabels.included}>
              <CheckList items={course.included} className="text-sm" />
            </Block>
          </div>
          <div className="mt-6 space-y-6">
            <Block title={courseLabels.about}>
              <Markdown text={course.about} />
            </Block>
            {course.content ? (
              <Block title={courseLabels.content}>
                <CheckList items={course.content} className="text-sm" />
              </Block>
            ) : null}
            <Block title={courseLabels.prices}>
              <PriceRows
                rows={[
                  [courseLabels.registration, formatPrice(values.registration)],
                  [courseLabels.courseFee, formatPrice(values.course_fee)],
                  [courseLabels.fullPrice, values.full_price_text],
                  [courseLabels.installments, values.installments],
                ]}
              />
              {course.values_multi?.map((option) => (
                <div key={option.label} className="mt-4">
                  <p className="font-semibold">{option.label}</p>
                  <PriceRows
                    rows={[
                      [courseLabels.registration, formatPrice(option.registration)],
                      [courseLabels.courseFee, formatPrice(option.course_fee)],
                      [courseLabels.fullPrice, option.full_price_text],
                      [courseLabels.installments, option.installments],
                    ]}
                  />
                </div>
              ))}
              {course.payment_note ? <p className="mt-3 rounded-xl bg-gold-300/30 p-3 text-sm">{course.payment_note}</p> : null}
            </Block>
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <BuyButton href={courseSignUpLink(course)} item={{ item: "course", courseId: course.id }} variant="gold" size="lg">
              {courseLabels.signUp}
              <span className="sr-only">: {course.title}</span>
            </BuyButton>
          </div>
          <div className="mt-6 border-t border-brand-100 pt-4 text-sm">
            <p className="font-semibold text-slate-900">{courseLabels.contact}</p>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              <li className="flex items-center gap-1.5">
                <MessageCircle className="h-4 w-4 text-brand-700" aria-hidden="true" />
                <ExternalTextLink href={courseWhatsappLink(course)}>{courseLabels.whatsapp}
                  <span className="sr-only"> – {course.title}</span>
                </ExternalTextLink>
              </li>
              <li className="flex items-center gap-1.5">
                <Mail className="h-4 w-4 text-brand-700" aria-hidden="true" />
                <ExternalTextLink href={courseMailtoLink(course)}>{courseLabels.email}
                  <span className="sr-only"> – {course.title}</span>
                </ExternalTextLink>
              </li>
              {course.more_info_link ? (
                <li>
                  <ExternalTextLink href={course.more_info_link}>{courseLabels.officialPage}
                  <span className="sr-only"> – {course.title}</span>
                </ExternalTextLink>
                </li>
              ) : null}
            </ul>
          </div>
        </div>
      </div>
    </article>
  );
}
