// 'Liberar Mapa Integral' on /admin/clients (docs/decisions/050): the birth data staff type for a person, shared
// by the dialog and the server, which computes the chart with the engine and stores both.
import { toUf } from "../br.ts";
import { formatDateLong } from "../format.ts";
import { formObject, refuse, safeString } from "../forms/common.ts";
import type { BirthErrorCode } from "../hd/birth.ts";
import { isValidDate, isValidTime } from "../hd/time.ts";
import type { ToastMessage } from "../messages.ts";
import { CITY_MAX } from "../relationship/fields.ts";
import { relationshipMessages as rm } from "../relationship/messages.ts";
import { z } from "../zod.ts";

export const integralMapMessages = {
  personInvalid: "Pessoa inválida. Recarregue a página.",
  personNotFound: "Pessoa não encontrada.",
  noMap: "Esta pessoa não tem Mapa Integral liberado.",
  grantTitle: "Liberar Mapa Integral",
  editTitle: "Corrigir Mapa Integral",
  dialogBody: (name: string) =>
    `Dados de nascimento de ${name}, como constam na certidão. O mapa é calculado na hora e libera a Bússola da Alma para esta pessoa.`,
  revoke: "Revogar mapa",
  revokeConfirm: (name: string) => `Revogar o Mapa Integral de ${name}? A Bússola da Alma deixa de responder para esta pessoa.`,
  save: "Calcular e liberar",
  saveEdit: "Recalcular e salvar",
  saving: "Calculando...",
} as const;

const m = integralMapMessages;

export const integralMapToasts = {
  granted: (name: string): ToastMessage => ({ title: "🧭 Mapa Integral liberado!", description: `${name} já pode conversar com a Bússola da Alma.` }),
  updated: (name: string): ToastMessage => ({ title: "Mapa Integral atualizado", description: `O mapa de ${name} foi recalculado com os novos dados.` }),
  revoked: (name: string): ToastMessage => ({ title: "Mapa Integral revogado", description: `${name} não tem mais acesso à Bússola da Alma.` }),
  failed: (message?: string): ToastMessage => ({ title: "Erro ao salvar o Mapa Integral", description: message || "Ocorreu um erro.", destructive: true }),
};

const person = safeString({ error: m.personInvalid }).check(z.trim(), z.minLength(1, m.personInvalid), z.maxLength(100, m.personInvalid));

/** Birth date, time, city and UF as staff or the person type them (the /relationship city picker). */
export const birthFields = {
  /** YYYY-MM-DD, as an <input type="date"> gives it. */
  birthDate: safeString({ error: rm.dateInvalid }).check(z.trim(), z.refine(isValidDate, rm.dateInvalid)),
  birthTime: safeString({ error: rm.timeRequired }).check(z.trim(), z.minLength(1, rm.timeRequired), z.refine(isValidTime, rm.timeInvalid)),
  city: safeString({ error: rm.cityRequired }).check(z.trim(), z.minLength(1, rm.cityRequired), z.maxLength(CITY_MAX, rm.tooLong)),
  state: z.pipe(
    safeString({ error: rm.stateRequired }).check(z.trim(), z.minLength(1, rm.stateRequired)),
    z.transform((v, ctx) => toUf(v) ?? refuse(ctx, rm.stateInvalid)),
  ),
};

export const integralMapSchema = formObject({ userId: person, ...birthFields });

export const revokeIntegralMapSchema = formObject({ userId: person });

/** Which field an engine error belongs to in the dialog. */
export const INTEGRAL_MAP_ERROR_FIELDS: Record<BirthErrorCode, "birthDate" | "birthTime" | "city" | "state"> = {
  "invalid-date": "birthDate",
  "out-of-range": "birthDate",
  "invalid-time": "birthTime",
  "unknown-uf": "state",
  "unknown-city": "city",
  "no-timezone": "city",
};

/** Where the dialog's birth data came from: the map itself, or what the person gave before (newest first). */
export interface BirthSource {
  kind: "integralMap" | "soulMap" | "signUp";
  /** When the person gave it (ISO); null for the map itself. */
  at: string | null;
}

/** The note under the dialog's title when the fields came from what the person gave before. */
export function birthSourceNote(source: BirthSource): string | null {
  if (source.kind === "integralMap" || !source.at) return null;
  const when = formatDateLong(source.at);
  return source.kind === "soulMap"
    ? `Preenchido com o Mapa da Alma gratuito que a pessoa pediu em ${when}. Confira com a pessoa antes de salvar.`
    : `Preenchido com a data de nascimento do cadastro da pessoa (atualizado em ${when}); faltam o horário e a cidade.`;
}

/** What the dialog shows of a stored map (and the client area, beside the chart). */
export interface IntegralMapBirth {
  birthDate: string;
  birthTime: string;
  city: string;
  state: string;
}
