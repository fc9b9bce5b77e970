import { useState } from "react";
import { useRevalidator } from "react-router";

import { BirthplaceFields } from "#app/components/chart/birthplace-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FormCard } from "#app/features/forms/form-card.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { showToast } from "#app/lib/toast.ts";
import { CLOCK_FIELDS, CLOCK_OPTIONS, type ClockChoice, ownBirthSchema, ownBirthTexts as t, ownBirthToasts } from "#domain/compass/own-birth.ts";
import { MEMBER_ENDPOINTS } from "#domain/paths.ts";

const EMPTY = { birthDate: "", birthTime: "", city: "", state: "", clock: "" as ClockChoice };
type Values = typeof EMPTY;
type Question = { kind: keyof typeof CLOCK_FIELDS; message: string };

/**
 * The Soul Compass access was paid (docs/decisions/059): the person's birth date, time and city (the
 * /relationship city picker). A time daylight saving skipped or repeated comes back as a question the
 * person answers here; then the page reloads its data and the chat opens.
 */
export function CompassBirthForm() {
  const revalidator = useRevalidator();
  const [question, setQuestion] = useState<Question | null>(null);
  const form = useJsonForm<Values, { chartType: string }>({
    initial: EMPTY,
    schema: ownBirthSchema,
    endpoint: MEMBER_ENDPOINTS.compassBirth,
    failureToast: ownBirthToasts.failed(),
    onFailure: (result) => {
      const errors = result.fieldErrors ?? {};
      const kind = errors[CLOCK_FIELDS.gap] ? "gap" : errors[CLOCK_FIELDS.fold] ? "fold" : null;
      if (kind) setQuestion({ kind, message: errors[CLOCK_FIELDS[kind]] });
    },
    onSuccess: async () => {
      showToast(ownBirthToasts.saved);
      await revalidator.revalidate();
    },
  });
  // A changed date, time or place is a new question: the old answer does not carry over.
  const change = (field: "birthDate" | "birthTime" | "city" | "state", value: string) => {
    form.set(field, value);
    if (question) {
      setQuestion(null);
      form.set("clock", "");
    }
  };
  return (
    <FormCard>
      <h2 className="text-2xl">{t.title}</h2>
      <p className="mt-2 text-slate-700">{t.intro}</p>
      <form onSubmit={form.submit} noValidate aria-label={t.title} className="mt-6">
        <fieldset disabled={form.busy} className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Data de nascimento"
            type="date"
            required
            value={form.values.birthDate}
            error={form.errors.birthDate}
            onChange={(e) => change("birthDate", e.target.value)}
          />
          <Field
            label="Horário de nascimento"
            type="time"
            required
            value={form.values.birthTime}
            error={form.errors.birthTime}
            onChange={(e) => change("birthTime", e.target.value)}
          />
          <div className="sm:col-span-2">
            <BirthplaceFields values={form.values} errors={form.errors} onChange={change} />
          </div>
          {question ? (
            <fieldset className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:col-span-2" data-testid="horario-de-verao">
              <legend className="sr-only">{t.chooseClock}</legend>
              <p role="alert" className="text-amber-950">
                {question.message}
              </p>
              <div className="mt-3 grid gap-2">
                {CLOCK_OPTIONS[question.kind].map((option) => (
                  <label key={option.value} className="flex items-center gap-2 text-slate-900">
                    <input
                      type={question.kind === "gap" ? "checkbox" : "radio"}
                      name="clock"
                      value={option.value}
                      checked={form.values.clock === option.value}
                      onChange={(e) => form.set("clock", e.target.checked ? option.value : "")}
                      className="size-5"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </fieldset>
        <p className="mt-4 text-sm text-slate-700">{t.lockNote}</p>
        <Button type="submit" size="lg" className="mt-4" disabled={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
      </form>
    </FormCard>
  );
}
