import type { z } from "#domain/zod.ts";

import { accountMessages } from "../account/messages.ts";
import { type ToastMessage, toasts } from "../messages.ts";

// What the healing-energy sign-up says (spec §4, §5). No zod here (the schema is in healing.ts and
// loads when the form is idle).

export const healingMessages = {
  nameRequired: accountMessages.nameRequired,
  emailRequired: accountMessages.emailRequired,
  emailInvalid: accountMessages.emailInvalid,
  consentRequired: toasts.healingConsentRequired.description as string,
  /** Completes 'Não foi possível enviar seus dados: …' when saving fails for a reason a person cannot fix. */
  saveFailed: "Tente novamente em instantes.",
} as const;

const m = healingMessages;

/**
 * The toast for a rejected sign-up, in the spec's order: name and e-mail first
 * ('Campos obrigatórios'), then the consent ('Aceite necessário'); any other rule
 * (a malformed e-mail, text too long) names itself in 'Erro ao enviar'.
 */
export function healingInvalidToast(error: z.core.$ZodError): ToastMessage {
  const issues = error.issues;
  if (issues.some((i) => i.message === m.nameRequired || i.message === m.emailRequired)) return toasts.healingRequired;
  if (issues.some((i) => i.path[0] === "consent")) return toasts.healingConsentRequired;
  return toasts.healingFailed(issues[0]?.message ?? m.saveFailed);
}

export const healingTexts = {
  title: "Envio de Energia de Cura",
  intro:
    "Toda semana, os grupos do movimento se reúnem para enviar energia de cura, a distância, a quem pede ajuda. Inscreva-se gratuitamente para receber essa energia: basta deixar seu nome e e-mail.",
  consentLabel: "Aceito receber a energia de cura enviada pelos grupos do movimento.",
  submit: "Quero Receber a Energia de Cura",
  sending: "Enviando...",
  successTitle: "Inscrição Recebida!",
  successBody:
    "Sua inscrição foi registrada e você passa a receber a energia de cura dos nossos grupos. Entre no grupo da comunidade para acompanhar os encontros e os avisos.",
  groupCta: "Entrar no Grupo da Comunidade",
} as const;
