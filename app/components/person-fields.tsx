import { maskCep, maskUf, maskWhatsapp } from "#domain/br.ts";

import { Field } from "./ui/field.tsx";

// The contact fields the sign-up wizard and the client area's profile edit share (the public forms
// share the WhatsApp one): one set of labels, placeholders, masks and autocomplete hints, so the
// forms cannot drift apart.

type Mask = (value: string) => string;
/** A form's binding of one field: its value, its error, and a change handler that applies the mask. */
type Bind<K extends string> = (key: K, mask?: Mask) => { value: string; error?: string; onChange: (e: { target: { value: string } }) => void };

export type AddressKey = "cep" | "street" | "number" | "complement" | "neighborhood" | "city" | "state";

export function NameField({ bind, className }: { bind: Bind<"name">; className?: string }) {
  return <Field className={className} label="Nome completo" autoComplete="name" {...bind("name")} />;
}

/** The WhatsApp field of every form (sign-up, profile, the public forms); `optional` says so in its label. */
export function WhatsappField({
  bind,
  className,
  optional = false,
  required,
}: {
  bind: Bind<"whatsapp">;
  className?: string;
  optional?: boolean;
  required?: boolean;
}) {
  return (
    <Field
      className={className}
      label={optional ? "WhatsApp (opcional)" : "WhatsApp"}
      type="tel"
      inputMode="tel"
      placeholder="(00) 00000-0000"
      autoComplete="tel-national"
      required={required}
      {...bind("whatsapp", maskWhatsapp)}
    />
  );
}

/** The address block, laid out for a two-column grid. */
export function AddressFields({ bind }: { bind: Bind<AddressKey> }) {
  return (
    <>
      <Field
        className="col-span-2 sm:col-span-1"
        label="CEP"
        inputMode="numeric"
        placeholder="00000-000"
        autoComplete="postal-code"
        {...bind("cep", maskCep)}
      />
      <Field className="col-span-2" label="Rua" autoComplete="address-line1" {...bind("street")} />
      <Field label="Número" {...bind("number")} />
      <Field label="Complemento (opcional)" autoComplete="address-line2" {...bind("complement")} />
      <Field className="col-span-2" label="Bairro" {...bind("neighborhood")} />
      <Field label="Cidade" autoComplete="address-level2" {...bind("city")} />
      <Field label="UF" placeholder="SP" autoComplete="address-level1" {...bind("state", maskUf)} />
    </>
  );
}
