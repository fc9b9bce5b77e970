import { z } from "#domain/zod.ts";
import { maskCep, maskWhatsapp } from "../br.ts";
import { objectError, safeString } from "../forms/common.ts";
import { accountMessages, registerAccessSchema, registerAddressSchema, registerPersonalSchema } from "./schemas.ts";

// The client area's profile edit: name, WhatsApp and address, with the sign-up wizard's own
// fields (same masks, same rules, same messages). E-mail, CPF and birth date are not edited here.

export const profileEditSchema = z.strictObject(
  {
    name: registerAccessSchema.shape.name,
    whatsapp: registerPersonalSchema.shape.whatsapp,
    ...registerAddressSchema.shape,
  },
  objectError,
);

/** A person's postal address as sign-up stores it (digits only in the CEP, UF upper-cased). */
export interface Address {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** 'Avenida Paulista, 1000, Apto 12 – Bela Vista, São Paulo/SP – CEP 01310-100' */
export function formatAddress(a: Address | null): string {
  if (!a) return "";
  const street = [a.street, a.number, a.complement].filter(Boolean).join(", ");
  return `${street} – ${a.neighborhood}, ${a.city}/${a.state} – CEP ${maskCep(a.cep)}`;
}

type ProfileEditInput = z.input<typeof profileEditSchema>;

/** The stored profile as the edit form starts: masked the way the person typed it at sign-up. */
export function profileEditValues(profile: {
  fullName: string;
  whatsapp: string | null;
  address: Address | null;
}): Required<Record<keyof ProfileEditInput, string>> {
  const a = profile.address;
  return {
    name: profile.fullName,
    whatsapp: maskWhatsapp(profile.whatsapp ?? ""),
    cep: maskCep(a?.cep ?? ""),
    street: a?.street ?? "",
    number: a?.number ?? "",
    complement: a?.complement ?? "",
    neighborhood: a?.neighborhood ?? "",
    city: a?.city ?? "",
    state: a?.state ?? "",
  };
}

export const deleteAccountMessages = {
  confirmRequired: "Confirme que você entende que a exclusão é permanente.",
  passwordWrong: "Senha incorreta.",
} as const;

/**
 * 'Excluir minha conta': the password (required when the account has one: a Google-only account
 * has none, its session is the proof) and a ticked confirmation.
 */
export const deleteAccountSchema = z.strictObject(
  {
    password: z._default(safeString({ error: accountMessages.passwordRequired }).check(z.maxLength(128, accountMessages.passwordTooLong)), ""),
    confirm: z.literal(true, { error: deleteAccountMessages.confirmRequired }),
  },
  objectError,
);
