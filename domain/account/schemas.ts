import { z } from "#domain/zod.ts";

import { isUf, isValidCpf, maskUf, onlyDigits } from "../br.ts";
import { brBirthDate, formMessages, objectError, personName, safeString } from "../forms/common.ts";
import { accountMessages, MIN_PASSWORD_LENGTH } from "./messages.ts";

// The account forms' rules, shared by the browser form and the server action.

const m = accountMessages;

const requiredText = (message: string, max = 200) => safeString({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, m.tooLong));

export const emailField = z.pipe(
  z.pipe(safeString({ error: m.emailRequired }).check(z.trim(), z.minLength(1, m.emailRequired), z.maxLength(254, m.emailInvalid)), z.email(m.emailInvalid)),
  z.transform((v) => v.toLowerCase()),
);

export const newPasswordField = safeString({ error: m.passwordRequired }).check(
  z.minLength(1, m.passwordRequired),
  z.minLength(MIN_PASSWORD_LENGTH, m.passwordTooShort),
  z.maxLength(128, m.passwordTooLong),
);

const digitsField = (required: string, invalid: string, length: number) =>
  z
    .pipe(safeString({ error: required }).check(z.trim(), z.minLength(1, required)), z.transform(onlyDigits))
    .check(z.refine((d) => d.length === length, invalid));

export const loginSchema = z.object(
  {
    email: emailField,
    password: safeString({ error: m.passwordRequired }).check(z.minLength(1, m.passwordRequired), z.maxLength(128, m.passwordTooLong)),
  },
  objectError,
);

export const forgotPasswordSchema = z.object({ email: emailField }, objectError);

export const resetPasswordSchema = z.object(
  {
    token: safeString({ error: m.tokenMissing }).check(z.minLength(1, m.tokenMissing), z.maxLength(512, m.tokenMissing)),
    password: newPasswordField,
  },
  objectError,
);

/** Wizard step 1: access data. */
export const registerAccessSchema = z.object(
  {
    name: personName(m.nameRequired, 120),
    email: emailField,
    password: newPasswordField,
  },
  objectError,
);

/** Wizard step 2: personal info. */
export const registerPersonalSchema = z.object(
  {
    cpf: z.pipe(
      safeString({ error: m.cpfRequired }).check(z.trim(), z.minLength(1, m.cpfRequired), z.refine(isValidCpf, m.cpfInvalid)),
      z.transform(onlyDigits),
    ),
    birthDate: brBirthDate(
      safeString({ error: m.birthDateRequired }).check(z.trim(), z.minLength(1, m.birthDateRequired)),
      m.birthDateInvalid,
      m.birthDateFuture,
    ),
    whatsapp: digitsField(m.whatsappRequired, m.whatsappInvalid, 11),
    isTherapist: z._default(z.boolean({ error: formMessages.wrongType }), false),
  },
  objectError,
);

/** A two-letter UF, typed in any case: the address's and the free soul map's birthplace. */
export const stateField = z
  .pipe(safeString({ error: m.stateRequired }).check(z.trim(), z.minLength(1, m.stateRequired)), z.transform(maskUf))
  .check(z.refine(isUf, m.stateInvalid));

/** Wizard step 3: address. */
export const registerAddressSchema = z.object(
  {
    cep: digitsField(m.cepRequired, m.cepInvalid, 8),
    street: requiredText(m.streetRequired),
    number: requiredText(m.numberRequired, 20),
    complement: z._default(safeString({ error: formMessages.wrongType }).check(z.trim(), z.maxLength(120, m.tooLong)), ""),
    neighborhood: requiredText(m.neighborhoodRequired, 120),
    city: requiredText(m.cityRequired, 120),
    state: stateField,
  },
  objectError,
);

export const registerSchema = z.extend(z.extend(registerAccessSchema, registerPersonalSchema.shape), registerAddressSchema.shape);
export const REGISTER_STEPS = [registerAccessSchema, registerPersonalSchema, registerAddressSchema] as const;

/** The welcome pop-up signs up with name, e-mail and password only. */
export const quickSignupSchema = registerAccessSchema;

export const adminLoginSchema = loginSchema;

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
export type QuickSignupData = z.output<typeof quickSignupSchema>;
