import { z } from "#domain/zod.ts";
import { accountMessages, stateField } from "../account/schemas.ts";
import { isCalendarDate, todayInBrazil } from "../br.ts";
import { isValidTime } from "../hd/time.ts";
import { guardTexts } from "../messages.ts";
import { EMAIL_PATTERN, emailMatching, formObject, optionalText, requiredText, safeString, submissionIdField } from "./common.ts";

// Free soul map request (/soul-map), spec §2 "Free soul map screen", §3 soul_map_submissions and §5.

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

const m = soulMapMessages;

/** Digits only, then a range: '07' and '7' are both July. */
const numberPart = (message: string, min: number, max: number) =>
  safeString({ error: message }).check(
    z.trim(),
    z.regex(/^\d{1,2}$/, message),
    z.refine((v) => Number(v) >= min && Number(v) <= max, message),
  );

const DATE_PARTS = ["day", "month", "year"];
const pad2 = (v: string) => v.padStart(2, "0");

export const soulMapSchema = z.pipe(
  formObject({
    submissionId: submissionIdField,
    name: requiredText(m.nameRequired),
    day: numberPart(m.dayInvalid, 1, 31),
    month: numberPart(m.monthInvalid, 1, 12),
    year: safeString({ error: m.yearInvalid }).check(z.trim(), z.regex(/^\d{4}$/, m.yearInvalid)),
    time: safeString({ error: m.timeRequired }).check(z.trim(), z.minLength(1, m.timeRequired), z.refine(isValidTime, m.timeInvalid)),
    city: requiredText(m.cityRequired),
    state: stateField,
    email: emailMatching(EMAIL_PATTERN, m.emailInvalid),
    whatsapp: optionalText(),
  }).check(
    z.refine(
      // 31/02 passes each part's range but is no date; a birth cannot be in the future either.
      (v) => {
        const [year, month, day] = [Number(v.year), Number(v.month), Number(v.day)];
        return isCalendarDate(year, month, day) && soulMapBirthDate(v) <= todayInBrazil();
      },
      {
        message: m.dateInvalid,
        path: ["birthDate"],
        // Only once the three parts passed (and the input was an object at all).
        when: ({ issues }) => issues.every((i) => (i.path?.length ?? 0) > 0 && !DATE_PARTS.includes(String(i.path?.[0]))),
      },
    ),
  ),
  z.transform((v) => ({
    name: v.name,
    birthDate: soulMapBirthDate(v),
    birthTime: v.time,
    // Stored as 'Cidade - UF' (the list staff read); the engine gets the two apart.
    birthCity: `${v.city} - ${v.state}`,
    place: { city: v.city, uf: v.state },
    email: v.email,
    whatsapp: v.whatsapp,
    submissionId: v.submissionId,
  })),
);

/** 'YYYY-MM-DD' with month and day zero-padded, as stored (§5). */
export function soulMapBirthDate(parts: { day: string; month: string; year: string }): string {
  return `${parts.year.trim()}-${pad2(parts.month.trim())}-${pad2(parts.day.trim())}`;
}

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
