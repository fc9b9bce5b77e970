import { useState } from "react";
import { data } from "react-router";

import ArrowLeft from "#app/components/icons/arrow-left.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer, readSiteText } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { contentTexts as t } from "#domain/content/editor-lists.ts";
import { clubDateHint, type ClubTextsFormInput, clubTextsFormSchema, clubTextsFormValues, STAGE_NUMBERS } from "#domain/content/editor-texts.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/content-club";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

const TITLE = "Clube: preços e jornada";

export const meta: Route.MetaFunction = () => privateMeta(TITLE);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  const club = await readSiteText(context, viewer, "club");
  if (!club.ok) throw data(null, { status: club.status });
  return data({ values: clubTextsFormValues(club.texts, club.version) }, { headers: { "Cache-Control": "no-store" } });
}

type Ladder = "entryFee" | "entryFeePix" | "monthlyFee" | "annualPlan";
const LADDERS: { key: Ladder; legend: string; price: string; next: string }[] = [
  { key: "entryFee", legend: "Taxa de adesão", price: "Valor", next: "Valor depois dessa data" },
  { key: "entryFeePix", legend: "Adesão à vista no Pix (opcional)", price: "Valor à vista no Pix", next: "Valor depois dessa data (opcional)" },
  { key: "monthlyFee", legend: "Mensalidade", price: "Valor (com data: mensalidade vitalícia de fundador)", next: "Mensalidade depois dessa data" },
  { key: "annualPlan", legend: "Plano anual", price: "Valor", next: "Valor depois dessa data" },
];

/** The club's prices (each may hold until a day, then the next one shows by itself) and its journey. */
export default function ContentClub({ loaderData }: Route.ComponentProps) {
  const [version, setVersion] = useState(loaderData.values.version);
  const form = useJsonForm<ClubTextsFormInput, { version: number }>({
    initial: loaderData.values,
    schema: clubTextsFormSchema,
    endpoint: ADMIN_ACTIONS.saveClubTexts,
    payload: (v) => ({ ...v, version }),
    onSuccess: (result) => {
      setVersion(String(result.version));
      showToast(t.saved);
    },
  });
  const money = { inputMode: "decimal" as const, placeholder: "R$ 1.290,00", maxLength: 40 };
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <ButtonLink to={ADMIN_ROUTES.content} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t.title}
      </ButtonLink>
      <h1 className="mt-3 text-3xl">{TITLE}</h1>
      <p className="mt-2 text-slate-700">
        Os valores e as etapas que as páginas do clube mostram. Um preço com data vale até o fim desse dia (horário de Brasília); no dia seguinte o site mostra
        o preço seguinte sozinho.
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t.version(Number(version))} ·{" "}
        <a href={ROUTES.club} className="text-brand-700 underline underline-offset-4">
          Ver no site
        </a>
      </p>
      <form onSubmit={form.submit} noValidate aria-label={TITLE} className="mt-6">
        <fieldset disabled={form.busy} className="space-y-6">
          {LADDERS.map(({ key, legend, price, next }) => (
            <fieldset key={key} className="grid gap-4 rounded-2xl border border-brand-100 p-4 sm:grid-cols-3">
              <legend className="px-1 text-sm font-semibold text-brand-800">{legend}</legend>
              <Field label={price} {...money} {...form.bind(key)} />
              <Field label="Válido até (horário de Brasília)" type="date" hint={clubDateHint} {...form.bind(`${key}Until`)} />
              <Field label={next} {...money} {...form.bind(`${key}Next`)} />
            </fieldset>
          ))}
          <fieldset className="grid gap-4 rounded-2xl border border-brand-100 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-brand-800">Condições</legend>
            <Field label="Parcelas da adesão sem juros" inputMode="numeric" maxLength={2} {...form.bind("entryFeeInstallments")} />
            <Field label="Plano anual equivale a (por mês)" {...money} {...form.bind("annualPlanMonthlyEquivalent")} />
          </fieldset>
          {STAGE_NUMBERS.map((n) => (
            <fieldset key={n} className="grid gap-4 rounded-2xl border border-brand-100 p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-brand-800">Etapa {n} da jornada</legend>
              <Field label="Título" maxLength={80} {...form.bind(`stage${n}Title`)} />
              <Field label="Quando" hint="Por exemplo: 18 e 19 de outubro de 2025 · formato híbrido" maxLength={160} {...form.bind(`stage${n}When`)} />
              <TextAreaField className="sm:col-span-2" label="Descrição" rows={3} maxLength={600} {...form.bind(`stage${n}Description`)} />
            </fieldset>
          ))}
          <fieldset className="grid gap-4 rounded-2xl border border-brand-100 p-4">
            <legend className="px-1 text-sm font-semibold text-brand-800">Encontros mensais</legend>
            <Field label="Título" maxLength={80} {...form.bind("meetingsTitle")} />
            <TextAreaField label="Texto (dia, horário de Brasília e local)" rows={3} maxLength={600} {...form.bind("meetingsText")} />
          </fieldset>
          <Button type="submit">{form.busy ? t.saving : t.save}</Button>
        </fieldset>
      </form>
    </section>
  );
}
