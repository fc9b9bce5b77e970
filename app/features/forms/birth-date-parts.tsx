import { useId } from "react";

import { Field } from "#app/components/ui/field.tsx";
import { onlyDigits } from "#domain/br.ts";

type Part = "day" | "month" | "year";

const PARTS: Array<{ key: Part; label: string; placeholder: string; maxLength: number }> = [
  { key: "day", label: "Dia", placeholder: "DD", maxLength: 2 },
  { key: "month", label: "Mês", placeholder: "MM", maxLength: 2 },
  { key: "year", label: "Ano", placeholder: "AAAA", maxLength: 4 },
];

/**
 * A birth date typed as day, month and year (digits only). Each part shows its own error;
 * `dateError` (an impossible or future date) belongs to the three together.
 */
export function BirthDateParts({
  values,
  errors,
  dateError,
  onChange,
  legend = "Data de nascimento",
}: {
  values: Record<Part, string>;
  errors: Partial<Record<Part, string>>;
  dateError?: string;
  onChange: (part: Part, value: string) => void;
  legend?: string;
}) {
  const dateErrorId = `${useId()}-error`;
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-[1fr_1fr_1.5fr] gap-3">
        {PARTS.map((p) => (
          <Field
            key={p.key}
            label={p.label}
            inputMode="numeric"
            placeholder={p.placeholder}
            maxLength={p.maxLength}
            autoComplete={`bday-${p.key}`}
            value={values[p.key]}
            error={errors[p.key]}
            onChange={(e) => onChange(p.key, onlyDigits(e.target.value).slice(0, p.maxLength))}
            {...(dateError && !errors[p.key] ? { "aria-invalid": true, "aria-describedby": dateErrorId } : {})}
          />
        ))}
      </div>
      {dateError ? (
        <p id={dateErrorId} className="mt-1 text-sm text-red-700" role="alert">
          {dateError}
        </p>
      ) : null}
    </fieldset>
  );
}
