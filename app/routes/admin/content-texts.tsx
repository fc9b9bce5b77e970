import { useState } from "react";
import { data } from "react-router";

import ArrowLeft from "#app/components/icons/arrow-left.tsx";
import { MarkdownBlocks } from "#app/components/markdown.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer, readSiteText } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { contentTexts as t } from "#domain/content/editor-lists.ts";
import {
  type HomeTextsFormInput,
  homeTextsFormSchema,
  homeTextsFormValues,
  type InstituteTextsFormInput,
  instituteTextsFormSchema,
  instituteTextsFormValues,
  markdownHint,
  splitParagraphs,
} from "#domain/content/editor-texts.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/content-texts";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

const textsPage = {
  title: "Textos do site",
  intro: "O que a página inicial e a página do instituto dizem, e o texto da fundadora. O nome da fundadora fica nas configurações do site.",
  homeTitle: "Página inicial",
  instituteTitle: "Instituto e fundadora",
  preview: "Prévia do texto",
  seeOnSite: "Ver no site",
} as const;

export const meta: Route.MetaFunction = () => privateMeta(textsPage.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  const [home, institute] = await Promise.all([readSiteText(context, viewer, "home"), readSiteText(context, viewer, "institute")]);
  if (!home.ok) throw data(null, { status: home.status });
  if (!institute.ok) throw data(null, { status: institute.status });
  return data(
    { home: homeTextsFormValues(home.texts, home.version), institute: instituteTextsFormValues(institute.texts, institute.version) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** A Markdown text as the page will draw it, under its field. */
function Preview({ text }: { text: string }) {
  const paragraphs = splitParagraphs(text);
  if (!paragraphs.length) return null;
  return (
    <details className="rounded-lg border border-brand-100 bg-brand-50/40 p-3 text-sm text-slate-800">
      <summary className="cursor-pointer font-medium text-brand-800">{textsPage.preview}</summary>
      <div className="mt-2 space-y-3">
        <MarkdownBlocks texts={paragraphs} />
      </div>
    </details>
  );
}

function HomeForm({ initial }: { initial: HomeTextsFormInput }) {
  const [version, setVersion] = useState(initial.version);
  const form = useJsonForm<HomeTextsFormInput, { version: number }>({
    initial,
    schema: homeTextsFormSchema,
    endpoint: ADMIN_ACTIONS.saveHomeTexts,
    payload: (v) => ({ ...v, version }),
    onSuccess: (result) => {
      setVersion(String(result.version));
      showToast(t.saved);
    },
  });
  return (
    <form onSubmit={form.submit} noValidate aria-labelledby="textos-inicio" className="mt-4">
      <p className="text-sm text-slate-600">
        {t.version(Number(version))} ·{" "}
        <a href={ROUTES.home} className="text-brand-700 underline underline-offset-4">
          {textsPage.seeOnSite}
        </a>
      </p>
      <fieldset disabled={form.busy} className="mt-4 space-y-4">
        <Field label="Título do topo" maxLength={120} {...form.bind("heroTitle")} />
        <TextAreaField label="Subtítulo do topo" rows={2} maxLength={300} {...form.bind("heroSubtitle")} />
        <Field label="Título dos núcleos" maxLength={80} {...form.bind("nucleiTitle")} />
        <TextAreaField label="Subtítulo dos núcleos" rows={2} maxLength={300} {...form.bind("nucleiSubtitle")} />
        <Field label="Título da energia de cura" maxLength={80} {...form.bind("healingTitle")} />
        <TextAreaField label="Texto da energia de cura" rows={3} maxLength={600} {...form.bind("healingText")} />
        <TextAreaField label="Texto sobre o movimento" rows={8} maxLength={6000} hint={markdownHint} {...form.bind("movementParagraphs")} />
        <Preview text={form.values.movementParagraphs} />
        <Button type="submit">{form.busy ? t.saving : t.save}</Button>
      </fieldset>
    </form>
  );
}

function InstituteForm({ initial }: { initial: InstituteTextsFormInput }) {
  const [version, setVersion] = useState(initial.version);
  const form = useJsonForm<InstituteTextsFormInput, { version: number }>({
    initial,
    schema: instituteTextsFormSchema,
    endpoint: ADMIN_ACTIONS.saveInstituteTexts,
    payload: (v) => ({ ...v, version }),
    onSuccess: (result) => {
      setVersion(String(result.version));
      showToast(t.saved);
    },
  });
  return (
    <form onSubmit={form.submit} noValidate aria-labelledby="textos-instituto" className="mt-4">
      <p className="text-sm text-slate-600">
        {t.version(Number(version))} ·{" "}
        <a href={ROUTES.institute} className="text-brand-700 underline underline-offset-4">
          {textsPage.seeOnSite}
        </a>
      </p>
      <fieldset disabled={form.busy} className="mt-4 space-y-4">
        <fieldset className="space-y-4 rounded-2xl border border-brand-100 p-4">
          <legend className="px-1 text-sm font-semibold text-brand-800">Fundadora</legend>
          <Field label="Cargo da fundadora" maxLength={160} {...form.bind("founderRole")} />
          <TextAreaField label="Texto da fundadora" rows={10} maxLength={6000} hint={markdownHint} {...form.bind("founderBio")} />
          <Preview text={form.values.founderBio} />
          <TextAreaField label="Credenciais (uma por linha)" rows={4} maxLength={2200} {...form.bind("founderCredentials")} />
        </fieldset>
        <fieldset className="space-y-4 rounded-2xl border border-brand-100 p-4">
          <legend className="px-1 text-sm font-semibold text-brand-800">Instituto</legend>
          <TextAreaField label="Subtítulo do topo" rows={2} maxLength={300} {...form.bind("heroSubtitle")} />
          <Field label="Título de 'Quem somos'" maxLength={80} {...form.bind("aboutTitle")} />
          <TextAreaField label="Texto de 'Quem somos'" rows={6} maxLength={6000} hint={markdownHint} {...form.bind("aboutParagraphs")} />
          <Preview text={form.values.aboutParagraphs} />
          {([1, 2, 3] as const).map((n) => (
            <div key={n} className="grid gap-4 sm:grid-cols-[1fr_2fr]">
              <Field label={`Pilar ${n}: título`} maxLength={60} {...form.bind(`pillar${n}Title`)} />
              <TextAreaField label={`Pilar ${n}: texto`} rows={2} maxLength={600} {...form.bind(`pillar${n}Text`)} />
            </div>
          ))}
        </fieldset>
        <Button type="submit">{form.busy ? t.saving : t.save}</Button>
      </fieldset>
    </form>
  );
}

/** The home's, the institute's and the founder's texts, each form saved on its own. */
export default function ContentTexts({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <ButtonLink to={ADMIN_ROUTES.content} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t.title}
      </ButtonLink>
      <h1 className="mt-3 text-3xl">{textsPage.title}</h1>
      <p className="mt-2 text-slate-700">{textsPage.intro}</p>
      <h2 id="textos-inicio" className="mt-8 text-2xl">
        {textsPage.homeTitle}
      </h2>
      <HomeForm initial={loaderData.home} />
      <h2 id="textos-instituto" className="mt-12 text-2xl">
        {textsPage.instituteTitle}
      </h2>
      <InstituteForm initial={loaderData.institute} />
    </section>
  );
}
