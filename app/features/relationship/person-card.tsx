import { clsx } from "clsx";
import { type ComponentProps, useId } from "react";

import { CityCombobox } from "#app/components/chart/city-combobox.tsx";
import { FieldError, inputClass } from "#app/components/ui/field.tsx";
import { maskUf } from "#domain/br.ts";
import { CITY_MAX, NAME_MAX } from "#domain/relationship/fields.ts";
import { PERSON_LABELS, type PersonKey } from "#domain/relationship/messages.ts";

export const PERSON_FIELDS = ["name", "day", "month", "year", "time", "city", "state"] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
export type PersonValues = Record<PersonField, string>;

export const EMPTY_PERSON: PersonValues = {
  name: "",
  day: "",
  month: "",
  year: "",
  time: "",
  city: "",
  state: "",
};

const DATE_PARTS = ["day", "month", "year"] as const;

function TextInput({
  label,
  error,
  inputClassName,
  ...props
}: ComponentProps<"input"> & {
  label: string;
  error?: string;
  inputClassName?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={clsx(inputClass, inputClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** One card of the form ('Pessoa 1' / 'Pessoa 2'); field names are "person1.day" etc., as the server reports errors. */
export function PersonCard({
  person,
  values,
  errors,
  disabled,
  onChange,
}: {
  person: PersonKey;
  values: PersonValues;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (patch: Partial<PersonValues>) => void;
}) {
  const dateId = useId();
  const headingId = `${dateId}-heading`;
  const error = (field: PersonField) => errors[`${person}.${field}`];
  const dateError = DATE_PARTS.map(error).find(Boolean);
  const nameOf = (field: PersonField) => `${person}.${field}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-2xl">
        {PERSON_LABELS[person]}
      </h2>
      <fieldset disabled={disabled} className="mt-4 space-y-4">
        <legend className="sr-only">Dados de nascimento de {PERSON_LABELS[person]}</legend>
        <TextInput
          label="Nome"
          name={nameOf("name")}
          autoComplete="off"
          maxLength={NAME_MAX}
          value={values.name}
          error={error("name")}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <fieldset aria-describedby={dateError ? `${dateId}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">Data de nascimento</legend>
          <div className="mt-1 grid grid-cols-[1fr_1fr_1.4fr] gap-2">
            {DATE_PARTS.map((part) => (
              <div key={part}>
                <label htmlFor={`${dateId}-${part}`} className="block text-xs text-slate-700">
                  {{ day: "Dia", month: "Mês", year: "Ano" }[part]}
                </label>
                <input
                  id={`${dateId}-${part}`}
                  name={nameOf(part)}
                  type="number"
                  inputMode="numeric"
                  min={part === "year" ? 1800 : 1}
                  max={{ day: 31, month: 12, year: 2100 }[part]}
                  placeholder={{ day: "DD", month: "MM", year: "AAAA" }[part]}
                  className={inputClass}
                  aria-invalid={error(part) ? true : undefined}
                  aria-describedby={dateError ? `${dateId}-error` : undefined}
                  value={values[part]}
                  onChange={(e) => onChange({ [part]: e.target.value })}
                />
              </div>
            ))}
          </div>
          {dateError ? (
            <p id={`${dateId}-error`} className="mt-1 text-sm text-red-700" role="alert">
              {dateError}
            </p>
          ) : null}
        </fieldset>
        <TextInput
          label="Horário de nascimento"
          name={nameOf("time")}
          type="time"
          value={values.time}
          error={error("time")}
          onChange={(e) => onChange({ time: e.target.value })}
        />
        <CityCombobox
          label="Cidade de nascimento"
          name={nameOf("city")}
          value={values.city}
          uf={values.state}
          error={error("city")}
          onChange={(city) => onChange({ city: city.slice(0, CITY_MAX) })}
          onPick={(place) => onChange({ city: place.name, state: place.uf })}
        />
        <TextInput
          label="UF"
          name={nameOf("state")}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={2}
          placeholder="SP"
          inputClassName="max-w-24"
          value={values.state}
          error={error("state")}
          onChange={(e) => onChange({ state: maskUf(e.target.value) })}
        />
      </fieldset>
    </section>
  );
}
