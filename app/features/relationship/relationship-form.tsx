import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

import { Button } from "#app/components/ui/button.tsx";
import { useIdleLoad } from "#app/lib/idle-load.ts";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import type { ToastMessage } from "#domain/messages.ts";
import { API } from "#domain/paths.ts";
import { PERSON_LABELS, type PersonKey, relationshipMessages, relationshipToasts } from "#domain/relationship/messages.ts";
import type { RelationshipReport } from "#domain/relationship/schema.ts";

import { EMPTY_PERSON, PersonCard, type PersonValues } from "./person-card.tsx";
import { type RelationshipResponse, ResultView as ServerResultView } from "./result-view.tsx";

export type RelationshipValues = Record<PersonKey, PersonValues>;

/** What the page's plain form post (no JavaScript) answers: the values sent back, and the outcome. */
export interface RelationshipOutcome {
  values: RelationshipValues;
  response?: RelationshipResponse;
  fieldErrors?: Record<string, string>;
  toast?: ToastMessage;
}

const PEOPLE = Object.keys(PERSON_LABELS) as PersonKey[];
const RESULT = "result";
const FIRST_ERROR = "first-error";

/**
 * The form with its two cards and the result. With JavaScript it posts JSON to
 * /api/relationship and answers with toasts; without, the browser posts the
 * form to the page's action and `outcome` carries the answer.
 */
// The form's rules and the result's drawing (three bodygraphs) load when the page is idle: painting
// the form waits for neither.
const loadRules = () => import("#domain/relationship/schema.ts").then((m) => m.validateRelationship);
const loadResultView = () => import("./result-view.tsx");
// The server renders it in place (a result posted without JavaScript must be in the HTML, and a
// lazy part would stream behind a script); the browser's build drops that import and loads it lazily.
const ResultView = import.meta.env.SSR ? ServerResultView : lazy(() => loadResultView().then((m) => ({ default: m.ResultView })));

export function RelationshipForm({ outcome }: { outcome?: RelationshipOutcome }) {
  const rules = useIdleLoad(loadRules);
  useIdleLoad(loadResultView);
  const [values, setValues] = useState<RelationshipValues>(outcome?.values ?? { person1: EMPTY_PERSON, person2: EMPTY_PERSON });
  const [errors, setErrors] = useState<Record<string, string>>(outcome?.fieldErrors ?? {});
  const [notice, setNotice] = useState<ToastMessage | undefined>(outcome?.toast);
  const [response, setResponse] = useState<RelationshipResponse | undefined>(outcome?.response);
  const [busy, setBusy] = useState(false);
  // What takes the focus once the form is enabled again: the first wrong field, or the fresh result.
  const focusTarget = useRef<typeof RESULT | typeof FIRST_ERROR | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The fresh result's heading takes the focus when it appears (its code may arrive a moment later).
  const resultHeading = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || focusTarget.current !== RESULT) return;
    heading.focus();
    focusTarget.current = null;
  }, []);

  // After every render: once the form is enabled again and the errors are on screen.
  useEffect(() => {
    if (busy || focusTarget.current !== FIRST_ERROR) return;
    // The first wrong field in reading order (a date error comes from the whole person, after the others).
    const field = formRef.current?.querySelector('[aria-invalid="true"]');
    if (field instanceof HTMLElement) field.focus();
    focusTarget.current = null;
  });

  function change(person: PersonKey, patch: Partial<PersonValues>) {
    setValues((v) => ({ ...v, [person]: { ...v[person], ...patch } }));
    setErrors((e) => {
      const touched = Object.keys(patch).flatMap((f) => (f === "day" || f === "month" || f === "year" ? ["day", "month", "year"] : [f]));
      const next = { ...e };
      for (const f of touched) delete next[`${person}.${f}`];
      return next;
    });
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setNotice(undefined);
    const validate = await rules().catch(() => null);
    if (!validate) {
      showToast(relationshipToasts.failed(relationshipMessages.requestFailed(0)));
      return;
    }
    const check = validate(values);
    if (!check.ok) {
      setErrors(check.fieldErrors ?? {});
      focusTarget.current = FIRST_ERROR;
      return;
    }
    setBusy(true);
    setResponse(undefined);
    const result = await postJson<{ report: RelationshipReport }>(API.relationship, values);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      showToast(result.toast ?? relationshipToasts.failed(relationshipMessages.requestFailed(result.status)));
      if (result.fieldErrors) focusTarget.current = FIRST_ERROR;
      return;
    }
    setResponse(result);
    focusTarget.current = RESULT;
    showToast(relationshipToasts.succeeded);
  }

  return (
    <>
      <form ref={formRef} method="post" noValidate onSubmit={submit} aria-busy={busy}>
        <div className="grid gap-6 md:grid-cols-2">
          {PEOPLE.map((person) => (
            <PersonCard key={person} person={person} values={values[person]} errors={errors} disabled={busy} onChange={(patch) => change(person, patch)} />
          ))}
        </div>
        {notice ? (
          <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-medium">{notice.title}</p>
            {notice.description ? <p className="text-sm">{notice.description}</p> : null}
          </div>
        ) : null}
        <div className="mt-8 flex justify-center">
          <Button type="submit" variant="primary" size="lg" disabled={busy}>
            {busy ? "Gerando Análise..." : "Analisar Conexão"}
          </Button>
        </div>
      </form>
      {response ? (
        <Suspense fallback={null}>
          <ResultView response={response} headingRef={resultHeading} />
        </Suspense>
      ) : null}
    </>
  );
}
