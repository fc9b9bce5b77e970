import { z } from "#domain/zod.ts";
import { maskCep, maskWhatsapp } from "../br.ts";
import { safeString } from "../forms/common.ts";
import { accountMessages, registerAccessSchema, registerAddressSchema, registerPersonalSchema } from "./schemas.ts";

// The client area's profile edit: name, WhatsApp and address, with the sign-up wizard's own
// fields (same masks, same rules, same messages). E-mail, CPF and birth date are not edited here.

export const profileEditSchema = registerAccessSchema
  .pick({ name: true })
  .extend(registerPersonalSchema.pick({ whatsapp: true }).shape)
  .extend(registerAddressSchema.shape)
  .strict();

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

export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEdit = z.output<typeof profileEditSchema>;

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
export const deleteAccountSchema = z.strictObject({
  password: safeString({ error: accountMessages.passwordRequired }).max(128, accountMessages.passwordTooLong).default(""),
  confirm: z.literal(true, { error: deleteAccountMessages.confirmRequired }),
});
