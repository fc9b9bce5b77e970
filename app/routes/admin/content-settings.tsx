import { useState } from "react";
import { data } from "react-router";

import ArrowLeft from "#app/components/icons/arrow-left.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer, readSiteSettings } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { type SettingsFormInput, settingsFormSchema, settingsFormValues } from "#domain/content/editor.ts";
import { contentTexts as t } from "#domain/content/editor-lists.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/content-settings";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(t.settingsTitle);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  const result = await readSiteSettings(context, viewer);
  if (!result.ok) throw data(null, { status: result.status });
  return data({ values: settingsFormValues(result.settings, result.version) }, { headers: { "Cache-Control": "no-store" } });
}

type TextKey = Exclude<keyof SettingsFormInput, "version">;
const GROUPS: { legend: string; fields: [TextKey, string, string?][] }[] = [
  {
    legend: "Nomes",
    fields: [
      ["movementName", "Nome do movimento"],
      ["instituteName", "Nome do instituto"],
      ["founderName", "Nome da fundadora"],
    ],
  },
  {
    legend: "Contatos",
    fields: [
      ["phone", "Telefone", "(41) 3000-0000"],
      ["emailContact", "E-mail de contato"],
      ["emailCourses", "E-mail dos cursos"],
      ["emailClub", "E-mail do clube"],
      ["whatsappMain", "WhatsApp principal (sessões e leituras)", "(41) 90000-0000"],
      ["whatsappCourses", "WhatsApp dos cursos", "(41) 90000-0000"],
    ],
  },
  {
    legend: "Links",
    fields: [
      ["communityGroupUrl", "Link do grupo da comunidade (https://)"],
      ["anthemVideo", "Vídeo do hino (link ou código do YouTube)"],
      ["instagram", "Instagram (https://)"],
      ["youtube", "YouTube (https://)"],
      ["facebook", "Facebook (https://)"],
    ],
  },
  {
    legend: "Endereço da sede",
    fields: [
      ["street", "Rua"],
      ["number", "Número"],
      ["complement", "Complemento (opcional)"],
      ["neighborhood", "Bairro"],
      ["city", "Cidade"],
      ["state", "UF", "PR"],
      ["cep", "CEP", "00000-000"],
      ["mapUrl", "Link do mapa (opcional, https://)"],
    ],
  },
];

/** The site settings: what the footer, /sede-fisica, the contact links and the pages show. */
export default function ContentSettings({ loaderData }: Route.ComponentProps) {
  const [version, setVersion] = useState(loaderData.values.version);
  const form = useJsonForm<SettingsFormInput, { version: number }>({
    initial: loaderData.values,
    schema: settingsFormSchema,
    endpoint: ADMIN_ACTIONS.saveSettings,
    payload: (v) => ({ ...v, version }),
    onSuccess: (result) => {
      setVersion(String(result.version));
      showToast(t.saved);
    },
  });
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <ButtonLink to={ADMIN_ROUTES.content} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t.title}
      </ButtonLink>
      <h1 className="mt-3 text-3xl">{t.settingsTitle}</h1>
      <p className="mt-2 text-slate-700">{t.settingsIntro}</p>
      <p className="mt-1 text-sm text-slate-600">{t.version(Number(version))}</p>
      <form onSubmit={form.submit} noValidate aria-label={t.settingsTitle} className="mt-6">
        <fieldset disabled={form.busy} className="space-y-6">
          {GROUPS.map((group) => (
            <fieldset key={group.legend} className="grid gap-4 rounded-2xl border border-brand-100 p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-brand-800">{group.legend}</legend>
              {group.fields.map(([name, label, placeholder]) => (
                <Field key={name} label={label} placeholder={placeholder} maxLength={500} {...form.bind(name)} />
              ))}
            </fieldset>
          ))}
          <Button type="submit">{form.busy ? t.saving : t.save}</Button>
        </fieldset>
      </form>
    </section>
  );
}
