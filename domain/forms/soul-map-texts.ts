import { accountMessages } from "../account/messages.ts";
import { guardTexts } from "../messages.ts";

// What /soul-map says: its texts, field messages and gate. No zod here, so the page paints without
// the validation code, which the form loads when it is idle (domain/forms/soul-map.ts).

export const soulMapMessages = {
  nameRequired: "Nome é obrigatório.",
  yearInvalid: "Ano inválido.",
  monthInvalid: "Mês inválido.",
  dayInvalid: "Dia inválido.",
  dateInvalid: "Data de nascimento inválida.",
  timeRequired: "Horário é obrigatório.",
  timeInvalid: "Horário inválido: use HH:MM.",
  cityRequired: accountMessages.cityRequired,
  stateRequired: accountMessages.stateRequired,
  emailInvalid: "E-mail inválido.",
} as const;

export const soulMapTexts = {
  title: "Mapa da Alma Gratuito",
  intro: "Preencha seus dados de nascimento com atenção: eles são a base da leitura do seu mapa da alma, que enviaremos pelo WhatsApp.",
  restrictedTitle: guardTexts.restrictedTitle,
  restrictedBody: "Entre na sua conta ou crie uma, gratuitamente, para pedir o seu Mapa da Alma.",
  loginCta: "Entrar ou Criar Conta",
  confirmTitle: "Confirme seu E-mail",
  confirmBody: (email: string) => `Enviamos um link de confirmação para ${email}. Abra o e-mail e clique no link para liberar o seu Mapa da Alma gratuito.`,
  submit: "Quero Meu Mapa da Alma",
  sending: "Enviando...",
  thanksTitle: "Obrigado por compartilhar sua essência!",
  thanksBody: "Recebemos seus dados. Em breve, seu Mapa da Alma chegará pelo WhatsApp.",
} as const;

/** Which face of /soul-map a viewer gets (spec §2): a login prompt, a confirmation reminder, or the form. */
type SoulMapGate = "anonymous" | "unconfirmed" | "open";

export function soulMapGate(viewer: { emailConfirmed: boolean } | null): SoulMapGate {
  if (!viewer) return "anonymous";
  return viewer.emailConfirmed ? "open" : "unconfirmed";
}

/** What the server answers when the gate is not passed: anonymous (401) or e-mail not confirmed (403). */
export const soulMapGateToasts = {
  anonymous: { title: soulMapTexts.restrictedTitle, description: soulMapTexts.restrictedBody, destructive: true },
  unconfirmed: {
    title: soulMapTexts.confirmTitle,
    description: "Confirme seu e-mail pelo link que enviamos para liberar o seu Mapa da Alma gratuito.",
    destructive: true,
  },
} as const;
