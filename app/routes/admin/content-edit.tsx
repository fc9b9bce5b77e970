import ArrowLeft from "lucide-react/icons/arrow-left";
import { useState } from "react";
import { data, useNavigate } from "react-router";

import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { CheckboxField, Field, FieldError, inputClass } from "#app/components/ui/field.tsx";
import { CatalogueItemPhoto } from "#app/features/admin/catalogue-item-photo.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { readCatalogueItem } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import type { ContentItem } from "#domain/content/catalogue.ts";
import { type EventFormInput, eventFormSchema, eventFormValues } from "#domain/content/editor.ts";
import { CONTENT_LISTS, contentTexts as t, isContentList, PREVIEW_PARAM } from "#domain/content/editor-lists.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/content-edit";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(isContentList(params.lista) ? CONTENT_LISTS[params.lista].title : t.title);

/** The item to edit, or a new one ('novo'), as the form's fields hold it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireRole(request, context, "admin");
  if (!isContentList(params.lista)) throw data(null, { status: 404 });
  const list = CONTENT_LISTS[params.lista];
  const item = params.id === "novo" ? null : await readCatalogueItem(context, viewer, params.id);
  if (params.id !== "novo" && (!item || item.kind !== list.kind)) throw data(null, { status: 404 });
  return data(
    { key: params.lista, values: eventFormValues(item as ContentItem<"nucleus" | "event"> | null, list.kind) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const WEEKDAYS = ["Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"];
const ORDINALS: [EventFormInput["ordinal"], string][] = [
  ["0", "Toda semana"],
  ["1", "Primeira do mês"],
  ["2", "Segunda do mês"],
  ["3", "Terceira do mês"],
  ["4", "Quarta do mês"],
  ["-1", "Última do mês"],
];

function Select({
  label,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
  error?: string;
}) {
  const id = `campo-${label.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export default function ContentEdit({ loaderData }: Route.ComponentProps) {
  const { key, values: initial } = loaderData;
  const list = CONTENT_LISTS[key];
  const navigate = useNavigate();
  const [version, setVersion] = useState(initial.version);
  const form = useJsonForm<EventFormInput, { id: string; version: number }>({
    initial,
    schema: eventFormSchema,
    endpoint: ADMIN_ACTIONS.saveEvent,
    payload: (v) => ({ ...v, version }),
    onSuccess: async (result) => {
      showToast(t.saved);
      setVersion(String(result.version));
      if (!initial.id) await navigate(ADMIN_ROUTES.contentEdit.replace(":lista", key).replace(":id", result.id), { replace: true });
    },
  });
  const { values, errors, set, bind, busy } = form;
  const recurring = values.schedule === "recurring";
  const publicPath = list.kind === "nucleus" ? ROUTES.movement : ROUTES.events;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <ButtonLink to={ADMIN_ROUTES.contentList.replace(":lista", key)} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {list.title}
      </ButtonLink>
      <h1 className="mt-3 text-3xl">{initial.id ? `${values.title || list.one}` : list.newLabel}</h1>
      {initial.id ? (
        <p className="mt-1 text-sm text-slate-700">
          {t.version(Number(version))} ·{" "}
          <a href={`${publicPath}?${PREVIEW_PARAM}=${encodeURIComponent(initial.id)}#${initial.id}`} className="text-brand-700 underline underline-offset-4">
            {t.preview}
          </a>
        </p>
      ) : null}
      <form onSubmit={form.submit} noValidate aria-label={list.newLabel} className="mt-6">
        <fieldset disabled={busy} className="space-y-5">
          <Field label="Título" required maxLength={120} {...bind("title")} />
          <div className="space-y-1">
            <label htmlFor="campo-descricao" className="block text-sm font-medium text-slate-800">
              Descrição (texto simples)
            </label>
            <textarea
              id="campo-descricao"
              rows={4}
              maxLength={2000}
              className={inputClass}
              value={values.description}
              onChange={(e) => set("description", e.target.value)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "campo-descricao-error" : undefined}
            />
            <FieldError id="campo-descricao-error" error={errors.description} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Participação"
              value={values.attendance}
              onChange={(v) => set("attendance", v as EventFormInput["attendance"])}
              options={[
                ["online", "On-line"],
                ["in_person", "Presencial"],
                ["hybrid", "Presencial e on-line"],
              ]}
              error={errors.attendance}
            />
            <Field label="Local" maxLength={200} {...bind("location")} />
          </div>
          <CheckboxField
            label="'Participar' abre o grupo da comunidade (o link das configurações do site)"
            checked={values.viaCommunityGroup}
            onChange={(e) => set("viaCommunityGroup", e.target.checked)}
          />
          {values.viaCommunityGroup ? null : (
            <Field label="Link de 'Participar' (https, wa.me, mailto: ou tel:)" inputMode="url" maxLength={2000} {...bind("link")} />
          )}
          <Field
            label="Valor (vazio: gratuito)"
            placeholder="R$ 1.290,00"
            inputMode="decimal"
            maxLength={30}
            hint="Em reais, por exemplo R$ 1.290,00."
            {...bind("price")}
          />

          <fieldset className="space-y-4 rounded-2xl border border-brand-100 p-4">
            <legend className="px-1 text-sm font-semibold text-brand-800">Quando</legend>
            <p className="text-sm text-slate-700">{t.timeZoneNote}</p>
            <Select
              label="Tipo de agenda"
              value={values.schedule}
              onChange={(v) => set("schedule", v as EventFormInput["schedule"])}
              options={[
                ["recurring", "Repete (toda semana ou todo mês)"],
                ["dated", "Data única"],
              ]}
            />
            {recurring ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <Select
                  label="Dia da semana"
                  value={values.weekday}
                  onChange={(v) => set("weekday", v as EventFormInput["weekday"])}
                  options={WEEKDAYS.map((d, i) => [String(i), d])}
                  error={errors.weekday}
                />
                <Select
                  label="Frequência"
                  value={values.ordinal}
                  onChange={(v) => set("ordinal", v as EventFormInput["ordinal"])}
                  options={ORDINALS}
                  error={errors.ordinal}
                />
                <Field label="Horário (Brasília)" type="time" {...bind("time")} />
                <Field label="Duração (minutos)" inputMode="numeric" {...bind("durationMinutes")} />
                <Field label="Termina em (opcional)" type="date" {...bind("until")} />
                <Field label="Datas sem encontro (opcional)" placeholder="25/12/2026, 01/01/2027" hint="dd/mm/aaaa, separadas por vírgula." {...bind("skip")} />
              </div>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Começa em (Brasília)" type="datetime-local" {...bind("startsAt")} />
                <Field label="Termina em (Brasília, opcional)" type="datetime-local" {...bind("endsAt")} />
              </div>
            )}
          </fieldset>

          <fieldset className="space-y-4 rounded-2xl border border-brand-100 p-4">
            <legend className="px-1 text-sm font-semibold text-brand-800">Publicação</legend>
            <Select
              label="Situação"
              value={values.status}
              onChange={(v) => set("status", v as EventFormInput["status"])}
              options={[
                ["draft", "Rascunho (só a equipe vê, na prévia)"],
                ["published", "Publicado"],
              ]}
              error={errors.status}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Publicar em (opcional, Brasília)" type="datetime-local" {...bind("publishAt")} />
              <Field label="Retirar em (opcional, Brasília)" type="datetime-local" {...bind("unpublishAt")} />
            </div>
          </fieldset>
          <Field label="Descrição da imagem (texto alternativo)" maxLength={200} {...bind("imageAlt")} />
          {errors._ ? <FieldError id="form-error" error={errors._} /> : null}
          <Button type="submit">{busy ? t.saving : t.save}</Button>
        </fieldset>
      </form>
      <CatalogueItemPhoto itemId={initial.id} kind={list.kind} />
    </section>
  );
}
