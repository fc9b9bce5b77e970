import { Field } from "#app/components/ui/field.tsx";
import { maskUf } from "#domain/br.ts";

import { CityCombobox } from "./city-combobox.tsx";

type Part = "city" | "state";

/**
 * 'Cidade de nascimento' with the places picker and its 'UF': picking a city fills both, so the
 * engine can place the birth (the free soul map, the integral map's dialog).
 */
export function BirthplaceFields({
  values,
  errors,
  onChange,
}: {
  values: Record<Part, string>;
  errors: Partial<Record<Part, string>>;
  onChange: (part: Part, value: string) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_6rem]">
      <CityCombobox
        label="Cidade de nascimento"
        name="city"
        value={values.city}
        uf={values.state}
        error={errors.city}
        onChange={(value) => onChange("city", value)}
        onPick={(place) => {
          onChange("city", place.name);
          onChange("state", place.uf);
        }}
      />
      <Field
        label="UF"
        maxLength={2}
        placeholder="SP"
        autoCapitalize="characters"
        value={values.state}
        error={errors.state}
        onChange={(e) => onChange("state", maskUf(e.target.value))}
        required
      />
    </div>
  );
}
