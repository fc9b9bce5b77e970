import { z } from "#domain/zod.ts";
import { isUf, isValidCpf, maskUf, onlyDigits, parseBrDate, todayInBrazil } from "../br.ts";
import { safeString } from "../forms/common.ts";

// The account forms' rules, shared by the browser form and the server action.

export const MIN_PASSWORD_LENGTH = 8;

export const accountMessages = {
  nameRequired: "Nome é obrigatório.",
  emailRequired: "E-mail é obrigatório.",
  emailInvalid: "E-mail inválido.",
  passwordRequired: "Senha é obrigatória.",
  passwordTooShort: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  passwordTooLong: "A senha deve ter no máximo 128 caracteres.",
  passwordMismatch: "As senhas não coincidem.",
  cpfRequired: "CPF é obrigatório.",
  cpfInvalid: "CPF inválido.",
  birthDateRequired: "Data de nascimento é obrigatória.",
  birthDateInvalid: "Data de nascimento inválida.",
  birthDateFuture: "A data de nascimento não pode estar no futuro.",
  whatsappRequired: "WhatsApp é obrigatório.",
  whatsappInvalid: "Informe o WhatsApp com DDD: (00) 00000-0000.",
  cepRequired: "CEP é obrigatório.",
  cepInvalid: "CEP inválido.",
  streetRequired: "Rua é obrigatória.",
  numberRequired: "Número é obrigatório.",
  neighborhoodRequired: "Bairro é obrigatório.",
  cityRequired: "Cidade é obrigatória.",
  stateRequired: "UF é obrigatória.",
  stateInvalid: "UF inválida.",
  tooLong: "Texto muito longo.",
  tokenMissing: "Link de redefinição inválido.",
} as const;

const m = accountMessages;

const requiredText = (message: string, max = 200) => safeString({ error: message }).trim().min(1, message).max(max, m.tooLong);

export const emailField = safeString({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid))
  .transform((v) => v.toLowerCase());

export const newPasswordField = safeString({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, m.passwordTooShort)
  .max(128, m.passwordTooLong);

const digitsField = (required: string, invalid: string, length: number) =>
  safeString({ error: required })
    .trim()
    .min(1, required)
    .transform(onlyDigits)
    .refine((d) => d.length === length, invalid);

export const loginSchema = z.object({
  email: emailField,
  password: safeString({ error: m.passwordRequired }).min(1, m.passwordRequired).max(128, m.passwordTooLong),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: safeString({ error: m.tokenMissing }).min(1, m.tokenMissing).max(512, m.tokenMissing),
  password: newPasswordField,
});

/** Wizard step 1: access data. */
export const registerAccessSchema = z.object({
  name: requiredText(m.nameRequired, 120),
  email: emailField,
  password: newPasswordField,
});

/** Wizard step 2: personal info. */
export const registerPersonalSchema = z.object({
  cpf: safeString({ error: m.cpfRequired }).trim().min(1, m.cpfRequired).refine(isValidCpf, m.cpfInvalid).transform(onlyDigits),
  birthDate: safeString({ error: m.birthDateRequired })
    .trim()
    .min(1, m.birthDateRequired)
    .refine((v) => parseBrDate(v) !== null, m.birthDateInvalid)
    .transform((v) => parseBrDate(v) as string)
    .refine((iso) => iso <= todayInBrazil(), m.birthDateFuture),
  whatsapp: digitsField(m.whatsappRequired, m.whatsappInvalid, 11),
  isTherapist: z.boolean().default(false),
});

/** Wizard step 3: address. */
export const registerAddressSchema = z.object({
  cep: digitsField(m.cepRequired, m.cepInvalid, 8),
  street: requiredText(m.streetRequired),
  number: requiredText(m.numberRequired, 20),
  complement: safeString(undefined).trim().max(120, m.tooLong).default(""),
  neighborhood: requiredText(m.neighborhoodRequired, 120),
  city: requiredText(m.cityRequired, 120),
  state: safeString({ error: m.stateRequired }).trim().min(1, m.stateRequired).transform(maskUf).refine(isUf, m.stateInvalid),
});

export const registerSchema = registerAccessSchema.extend(registerPersonalSchema.shape).extend(registerAddressSchema.shape);
export const REGISTER_STEPS = [registerAccessSchema, registerPersonalSchema, registerAddressSchema] as const;

/** The welcome pop-up signs up with name, e-mail and password only. */
export const quickSignupSchema = registerAccessSchema;

export const adminLoginSchema = loginSchema;

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
export type QuickSignupData = z.output<typeof quickSignupSchema>;
