import { type ReactNode, useState } from "react";
import { data, useNavigate } from "react-router";

import ArrowLeft from "#app/components/icons/arrow-left.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { CheckboxField, Field, FieldError, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { CatalogueItemPhoto } from "#app/features/admin/catalogue-item-photo.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer, readCatalogueItem } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import type { ContentItem } from "#domain/content/catalogue.ts";
import {
  type CourseFormInput,
  courseFormSchema,
  courseFormValues,
  type EventFormInput,
  eventFormSchema,
  eventFormValues,
  type HighlightFormInput,
  highlightFormSchema,
  highlightFormValues,
  optionKey,
  PRICE_OPTION_SLOTS,
  type SessionFormInput,
  sessionFormSchema,
  sessionFormValues,
  type StatFormInput,
  statFormSchema,
  statFormValues,
} from "#domain/content/editor.ts";
import { CONTENT_LISTS, type ContentListKey, contentTexts as t, isContentList, PREVIEW_PARAM } from "#domain/content/editor-lists.ts";
import { ADMIN_ROUTES } from "#domain/paths.ts";
import type { z } from "#domain/zod.ts";

import type { Route } from "./+types/content-edit";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = ({ params }) => privateMeta(isContentList(params.lista) ? CONTENT_LISTS[params.lista].title : t.title);

/** The item's form values, by the kind of form that edits it. */
type FormOf =
  | { form: "event"; values: EventFormInput }
  | { form: "course"; values: CourseFormInput }
  | { form: "session"; values: SessionFormInput }
  | { form: "highlight"; values: HighlightFormInput }
  | { form: "stat"; values: StatFormInput };

function formOf(kind: ContentItem["kind"], item: ContentItem | null): FormOf {
  switch (kind) {
    case "nucleus":
    case "event":
      return { form: "event", values: eventFormValues(item as ContentItem<"nucleus" | "event"> | null, kind) };
    case "course":
      return { form: "course", values: courseFormValues(item as ContentItem<"course"> | null) };
    case "social_session":
      return { form: "session", values: sessionFormValues(item as ContentItem<"social_session"> | null) };
    case "home_highlight":
      return { form: "highlight", values: highlightFormValues(item as ContentItem<"home_highlight"> | null) };
    case "home_stat":
      return { form: "stat", values: statFormValues(item as ContentItem<"home_stat"> | null) };
  }
}

/** The item to edit, or a new one ('novo'), as the form's fields hold it. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  if (!isContentList(params.lista)) throw data(null, { status: 404 });
  const list = CONTENT_LISTS[params.lista];
  const item = params.id === "novo" ? null : await readCatalogueItem(context, viewer, params.id);
  if (params.id !== "novo" && (!item || item.kind !== list.kind)) throw data(null, { status: 404 });
  return data({ key: params.lista, ...formOf(list.kind, item) }, { headers: { "Cache-Control": "no-store" } });
}

// ——— Small field components every form shares ———

/** A titled group of fields. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-brand-100 p-4">
      <legend className="px-1 text-sm font-semibold text-brand-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

const MONEY_HINT = "Em reais, por exemplo R$ 1.290,00.";
const LINES_HINT = "Um item por linha.";

type Bound = { value: string; error?: string; onChange: (e: { target: { value: string } }) => void };
type Publication = Pick<EventFormInput, "status" | "publishAt" | "unpublishAt">;

/** 'Publicação': draft or published, and the optional 'publicar em' / 'retirar em'. */
function PublicationFields({
  status,
  onStatus,
  error,
  publishAt,
  unpublishAt,
}: {
  status: Publication["status"];
  onStatus: (v: Publication["status"]) => void;
  error?: string;
  publishAt: Bound;
  unpublishAt: Bound;
}) {
  return (
    <Group legend="Publicação">
      <SelectField
        label="Situação"
        value={status}
        onChange={(e) => onStatus(e.target.value as Publication["status"])}
        options={[
          ["draft", "Rascunho (só a equipe vê, na prévia)"],
          ["published", "Publicado"],
        ]}
        error={error}
      />
      <p className="text-sm text-slate-700">{t.timeZoneNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Publicar em (opcional, Brasília)" type="datetime-local" {...publishAt} />
        <Field label="Retirar em (opcional, Brasília)" type="datetime-local" {...unpublishAt} />
      </div>
    </Group>
  );
}

/**
 * The form of one kind: the shared schema, its endpoint, the version it saves from, and after the
 * first save of a new item the address of its page.
 */
function useEditorForm<T extends Record<string, string | boolean> & { id: string; version: string }>(key: ContentListKey, initial: T, schema: z.ZodMiniType) {
  const navigate = useNavigate();
  const [version, setVersion] = useState(initial.version);
  const form = useJsonForm<T, { id: string; version: number }>({
    initial,
    schema,
    endpoint: CONTENT_LISTS[key].endpoint,
    payload: (v) => ({ ...v, version }),
    onSuccess: async (result) => {
      showToast(t.saved);
      setVersion(String(result.version));
      if (!initial.id) await navigate(ADMIN_ROUTES.contentEdit.replace(":lista", key).replace(":id", result.id), { replace: true });
    },
  });
  const publication = {
    status: form.values.status as Publication["status"],
    onStatus: (v: Publication["status"]) => form.set("status", v as T["status"]),
    error: form.errors.status,
    publishAt: form.bind("publishAt" as never) as Bound,
    unpublishAt: form.bind("unpublishAt" as never) as Bound,
  };
  return { ...form, version, publication };
}

/** The page around every form: back to the list, the title, the version and the preview link. */
function EditorPage({
  listKey,
  id,
  heading,
  version,
  onSubmit,
  busy,
  formError,
  children,
}: {
  listKey: ContentListKey;
  id: string;
  heading: string;
  version: string;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  formError?: string;
  children: ReactNode;
}) {
  const list = CONTENT_LISTS[listKey];
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <ButtonLink to={ADMIN_ROUTES.contentList.replace(":lista", listKey)} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {list.title}
      </ButtonLink>
      <h1 className="mt-3 text-3xl">{id ? heading || list.one : list.newLabel}</h1>
      {id ? (
        <p className="mt-1 text-sm text-slate-700">
          {t.version(Number(version))} ·{" "}
          <a href={`${list.page}?${PREVIEW_PARAM}=${encodeURIComponent(id)}#${id}`} className="text-brand-700 underline underline-offset-4">
            {t.preview}
          </a>
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={list.newLabel} className="mt-6">
        <fieldset disabled={busy} className="space-y-5">
          {children}
          {formError ? <FieldError id="form-error" error={formError} /> : null}
          <Button type="submit">{busy ? t.saving : t.save}</Button>
        </fieldset>
      </form>
      <CatalogueItemPhoto itemId={id} kind={list.kind} />
    </section>
  );
}

// ——— One form per kind ———

const WEEKDAYS = ["Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"];
const ORDINALS: [EventFormInput["ordinal"], string][] = [
  ["0", "Toda semana"],
  ["1", "Primeira do mês"],
  ["2", "Segunda do mês"],
  ["3", "Terceira do mês"],
  ["4", "Quarta do mês"],
  ["-1", "Última do mês"],
];

function EventForm({ listKey, initial }: { listKey: ContentListKey; initial: EventFormInput }) {
  const form = useEditorForm(listKey, initial, eventFormSchema);
  const { values, errors, set, bind } = form;
  return (
    <EditorPage listKey={listKey} id={initial.id} heading={values.title} version={form.version} onSubmit={form.submit} busy={form.busy} formError={errors._}>
      <Field label="Título" required maxLength={120} {...bind("title")} />
      <TextAreaField label="Descrição (texto simples)" rows={4} maxLength={2000} {...bind("description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Participação"
          value={values.attendance}
          onChange={(e) => set("attendance", e.target.value as EventFormInput["attendance"])}
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
      <Field label="Valor (vazio: gratuito)" placeholder="R$ 1.290,00" inputMode="decimal" maxLength={30} hint={MONEY_HINT} {...bind("price")} />
      <Group legend="Quando">
        <p className="text-sm text-slate-700">{t.timeZoneNote}</p>
        <SelectField
          label="Tipo de agenda"
          value={values.schedule}
          onChange={(e) => set("schedule", e.target.value as EventFormInput["schedule"])}
          options={[
            ["recurring", "Repete (toda semana ou todo mês)"],
            ["dated", "Data única"],
          ]}
        />
        {values.schedule === "recurring" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Dia da semana"
              value={values.weekday}
              onChange={(e) => set("weekday", e.target.value as EventFormInput["weekday"])}
              options={WEEKDAYS.map((d, i) => [String(i), d] as const)}
              error={errors.weekday}
            />
            <SelectField
              label="Frequência"
              value={values.ordinal}
              onChange={(e) => set("ordinal", e.target.value as EventFormInput["ordinal"])}
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
      </Group>
      <PublicationFields {...form.publication} />
      <Field label="Descrição da imagem (texto alternativo)" maxLength={200} {...bind("imageAlt")} />
    </EditorPage>
  );
}

function CourseForm({ listKey, initial }: { listKey: ContentListKey; initial: CourseFormInput }) {
  const form = useEditorForm(listKey, initial, courseFormSchema);
  const { values, errors, bind } = form;
  return (
    <EditorPage listKey={listKey} id={initial.id} heading={values.title} version={form.version} onSubmit={form.submit} busy={form.busy} formError={errors._}>
      <Field label="Título" required maxLength={120} {...bind("title")} />
      <Field label="Subtítulo" maxLength={200} {...bind("subtitle")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Ministrado por" maxLength={120} {...bind("instructor")} />
        <Field label="Modalidade" maxLength={120} {...bind("modality")} />
      </div>
      <Group legend="Período">
        <p className="text-sm text-slate-700">{t.timeZoneNote} A agenda de cursos segue a ordem do primeiro dia.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Primeiro dia" type="date" {...bind("firstDay")} />
          <Field label="Último dia (opcional)" type="date" {...bind("lastDay")} />
        </div>
        <TextAreaField label="Horários (opcional)" hint={`${LINES_HINT} Por exemplo: Sexta: 19h às 22h.`} rows={3} maxLength={9000} {...bind("schedule")} />
        <Field label="Observação (opcional)" maxLength={500} {...bind("observation")} />
      </Group>
      <TextAreaField label="Sobre o curso (texto simples)" rows={5} maxLength={4000} {...bind("about")} />
      <TextAreaField label="Pré-requisitos (opcional)" hint={LINES_HINT} rows={3} maxLength={9000} {...bind("prerequisites")} />
      <TextAreaField label="Conteúdo (opcional)" hint={LINES_HINT} rows={5} maxLength={9000} {...bind("content")} />
      <TextAreaField label="Incluso (opcional)" hint={LINES_HINT} rows={3} maxLength={9000} {...bind("included")} />
      <Group legend="Valores">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Inscrição" placeholder="R$ 197,00" inputMode="decimal" maxLength={30} hint={MONEY_HINT} {...bind("registration")} />
          <Field label="Valor do curso" placeholder="R$ 1.290,00" inputMode="decimal" maxLength={30} hint={MONEY_HINT} {...bind("courseFee")} />
        </div>
        <Field label="Parcelamento (opcional)" placeholder="ou 10x de R$ 148,70" maxLength={200} {...bind("installments")} />
        <Field label="Observação sobre o pagamento (opcional)" maxLength={500} {...bind("paymentNote")} />
      </Group>
      <Group legend="Outras opções de valor (opcional, até 4)">
        <p className="text-sm text-slate-700">Para cursos com mais de uma modalidade de preço. Deixe em branco as opções que não usar.</p>
        {PRICE_OPTION_SLOTS.map((slot) => (
          <fieldset key={slot} className="grid gap-4 border-t border-brand-100 pt-4 sm:grid-cols-2">
            <legend className="sr-only">Opção {slot}</legend>
            <Field label={`Opção ${slot}: nome`} maxLength={80} {...bind(optionKey(slot, "Label"))} />
            <Field label={`Opção ${slot}: inscrição`} inputMode="decimal" maxLength={30} {...bind(optionKey(slot, "Registration"))} />
            <Field label={`Opção ${slot}: valor do curso`} inputMode="decimal" maxLength={30} {...bind(optionKey(slot, "CourseFee"))} />
            <Field label={`Opção ${slot}: valor total (texto)`} maxLength={200} {...bind(optionKey(slot, "FullPrice"))} />
            <Field label={`Opção ${slot}: parcelamento`} maxLength={200} className="sm:col-span-2" {...bind(optionKey(slot, "Installments"))} />
          </fieldset>
        ))}
      </Group>
      <Group legend="Contato e links">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="WhatsApp de contato (opcional)" inputMode="tel" maxLength={30} {...bind("contactWhatsapp")} />
          <Field label="E-mail de contato (opcional)" type="email" maxLength={254} {...bind("contactEmail")} />
        </div>
        <Field label="Página oficial do curso (https)" inputMode="url" maxLength={2000} {...bind("moreInfoLink")} />
        <Field
          label="Link de pagamento (https)"
          inputMode="url"
          maxLength={2000}
          hint="Sem página oficial, a inscrição vai para este link."
          {...bind("paymentLink")}
        />
      </Group>
      <Group legend="Pontos e vagas">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Pontos do curso" inputMode="numeric" maxLength={9} {...bind("points")} />
          <Field label="Pontos da inscrição" inputMode="numeric" maxLength={9} {...bind("registrationPoints")} />
          <Field label="Máximo de alunos (opcional)" inputMode="numeric" maxLength={9} {...bind("maxStudents")} />
        </div>
      </Group>
      <PublicationFields {...form.publication} />
      <Field label="Descrição da imagem (texto alternativo)" maxLength={200} {...bind("imageAlt")} />
    </EditorPage>
  );
}

function SessionForm({ listKey, initial }: { listKey: ContentListKey; initial: SessionFormInput }) {
  const form = useEditorForm(listKey, initial, sessionFormSchema);
  const { values, errors, bind } = form;
  return (
    <EditorPage listKey={listKey} id={initial.id} heading={values.title} version={form.version} onSubmit={form.submit} busy={form.busy} formError={errors._}>
      <Field label="Título" required maxLength={120} {...bind("title")} />
      <TextAreaField label="Descrição (texto simples)" rows={4} maxLength={2000} {...bind("description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Valor" placeholder="R$ 80,00" inputMode="decimal" maxLength={30} hint={MONEY_HINT} {...bind("price")} />
        <Field label="Duração (minutos)" inputMode="numeric" maxLength={4} {...bind("durationMinutes")} />
      </div>
      <TextAreaField
        label="Mensagem do WhatsApp"
        hint="O texto que já aparece escrito quando a pessoa abre a conversa."
        rows={3}
        maxLength={500}
        {...bind("whatsappText")}
      />
      <PublicationFields {...form.publication} />
      <Field label="Descrição da imagem (texto alternativo)" maxLength={200} {...bind("imageAlt")} />
    </EditorPage>
  );
}

function HighlightForm({ listKey, initial }: { listKey: ContentListKey; initial: HighlightFormInput }) {
  const form = useEditorForm(listKey, initial, highlightFormSchema);
  const { values, errors, bind } = form;
  return (
    <EditorPage listKey={listKey} id={initial.id} heading={values.title} version={form.version} onSubmit={form.submit} busy={form.busy} formError={errors._}>
      <Field label="Título" required maxLength={120} {...bind("title")} />
      <TextAreaField label="Texto (texto simples)" rows={3} maxLength={600} {...bind("text")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Texto do botão" maxLength={60} {...bind("cta")} />
        <Field
          label="Para onde o botão leva"
          placeholder="/courses"
          maxLength={2000}
          hint="Um caminho do site (/courses) ou um link https://."
          {...bind("href")}
        />
      </div>
      <PublicationFields {...form.publication} />
      <Field label="Descrição da imagem (texto alternativo)" maxLength={200} {...bind("imageAlt")} />
    </EditorPage>
  );
}

function StatForm({ listKey, initial }: { listKey: ContentListKey; initial: StatFormInput }) {
  const form = useEditorForm(listKey, initial, statFormSchema);
  const { values, errors, bind } = form;
  return (
    <EditorPage
      listKey={listKey}
      id={initial.id}
      heading={`${values.value} ${values.label}`.trim()}
      version={form.version}
      onSubmit={form.submit}
      busy={form.busy}
      formError={errors._}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Número" placeholder="+500" maxLength={20} {...bind("value")} />
        <Field label="Legenda" placeholder="pessoas atendidas" maxLength={80} {...bind("label")} />
      </div>
      <PublicationFields {...form.publication} />
    </EditorPage>
  );
}

export default function ContentEdit({ loaderData }: Route.ComponentProps) {
  const d = loaderData as { key: ContentListKey } & FormOf;
  switch (d.form) {
    case "event":
      return <EventForm listKey={d.key} initial={d.values} />;
    case "course":
      return <CourseForm listKey={d.key} initial={d.values} />;
    case "session":
      return <SessionForm listKey={d.key} initial={d.values} />;
    case "highlight":
      return <HighlightForm listKey={d.key} initial={d.values} />;
    case "stat":
      return <StatForm listKey={d.key} initial={d.values} />;
  }
}
