import { z } from "#domain/zod.ts";

import type { Address } from "../address.ts";
import { maskCep, maskWhatsapp } from "../br.ts";
import { objectError, safeString } from "../forms/common.ts";
import { accountMessages } from "./messages.ts";
import { registerAccessSchema, registerAddressSchema, registerPersonalSchema } from "./schemas.ts";

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
