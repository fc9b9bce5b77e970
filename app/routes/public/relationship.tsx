import { data } from "react-router";

import { EMPTY_PERSON, PERSON_FIELDS, type PersonValues } from "#app/features/relationship/person-card.tsx";
import { RelationshipForm, type RelationshipOutcome, type RelationshipValues } from "#app/features/relationship/relationship-form.tsx";
import { seo } from "#app/lib/seo.ts";
import { analyzeRelationshipRequest, keepForViewer } from "#app/lib/services.server.ts";
import { ROUTES } from "#domain/paths.ts";
import { relationshipMessages, relationshipToasts } from "#domain/relationship/messages.ts";
import { validateRelationship } from "#domain/relationship/schema.ts";

import type { Route } from "./+types/relationship";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

const TITLE = "Análise de Relacionamento";
const DESCRIPTION =
  "Descubra a conexão entre duas pessoas pelo Design Humano: informe data, horário e cidade de nascimento de cada uma e veja os canais que vocês formam juntos.";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { title: TITLE, description: DESCRIPTION, path: ROUTES.relationship });

/** The form posted without JavaScript: same service, same messages, rendered on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const failed: RelationshipOutcome = {
      values: { person1: EMPTY_PERSON, person2: EMPTY_PERSON },
      toast: relationshipToasts.failed(relationshipMessages.requestFailed(400)),
    };
    return data(failed, { status: 400 });
  }
  const person = (key: string) =>
    Object.fromEntries(PERSON_FIELDS.map((f) => [f, String(form.get(`${key}.${f}`) ?? "")])) as PersonValues;
  const values: RelationshipValues = { person1: person("person1"), person2: person("person2") };
  const parsed = validateRelationship(values);
  const result = parsed.ok ? await analyzeRelationshipRequest(context, parsed.data) : parsed;
  const outcome: RelationshipOutcome = result.ok
    ? { values, response: { ok: true, report: result.report } }
    : { values, fieldErrors: result.fieldErrors, toast: result.toast };
  return data(outcome, { status: result.ok ? 200 : result.status });
}

export default function RelationshipPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl sm:text-5xl">{TITLE}</h1>
        <p className="mt-4 text-lg text-slate-700">{DESCRIPTION}</p>
      </header>
      <div className="mt-10">
        <RelationshipForm outcome={actionData} />
      </div>
    </div>
  );
}
