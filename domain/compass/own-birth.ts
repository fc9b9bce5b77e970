/**
 * The Soul Compass access bought by Pix (docs/decisions/059): the person types their own birth data
 * (the /relationship city picker), the server computes the chart and stores it as their integral map.
 * A clock time the daylight-saving changes skipped or repeated (Brazil had them until 2019) is never
 * resolved silently: the server answers what it means and the person confirms or chooses.
 */
import { formatDateLong } from "../format.ts";
import { formObject } from "../forms/common.ts";
import { formatOffset } from "../hd/birth.ts";
import type { LocalTimeMeaning } from "../hd/time.ts";
import { z } from "../zod.ts";
import { birthFields } from "./integral-map.ts";

/** '' until the server asked; 'confirm' for a skipped time; 'first' or 'second' for a repeated one. */
export const CLOCK_CHOICES = ["", "confirm", "first", "second"] as const;
export type ClockChoice = (typeof CLOCK_CHOICES)[number];

export const ownBirthSchema = formObject({
  ...birthFields,
  clock: z.optional(z.enum(CLOCK_CHOICES, { error: "Escolha inválida. Recarregue a página." })),
});

/** The field keys the server's refusal uses to ask about the clock (the form shows the matching choice). */
export const CLOCK_FIELDS = { gap: "clockGap", fold: "clockFold" } as const;

const hm = (d: Date, offsetSeconds: number) => new Date(d.getTime() + offsetSeconds * 1000).toISOString().slice(11, 16);
const utc = (offsetSeconds: number) => `UTC${formatOffset(offsetSeconds)}`;

export const ownBirthTexts = {
  title: "Seus dados de nascimento",
  intro:
    "Pagamento confirmado! Para a Bússola da Alma responder a partir do seu Mapa da Alma Integral, informe a data, o horário e a cidade em que você nasceu, como constam na certidão.",
  lockNote: "Confira com atenção: depois da primeira conversa com a Bússola, só a nossa equipe pode corrigir estes dados.",
  save: "Calcular meu mapa e abrir a Bússola",
  saving: "Calculando...",
  gap: (date: string, time: string, meaning: Extract<LocalTimeMeaning, { kind: "gap" }>) =>
    `Em ${formatDateLong(date)}, o horário ${time} não existiu nesta cidade: os relógios foram adiantados no início do horário de verão. ` +
    `Se a certidão diz ${time}, o mais provável é ${hm(meaning.instant.utc, meaning.instant.offsetSeconds)} no horário de verão (${utc(meaning.instant.offsetSeconds)}). Confirme para calcular assim, ou corrija o horário.`,
  fold: (date: string, time: string, meaning: Extract<LocalTimeMeaning, { kind: "fold" }>) =>
    `Em ${formatDateLong(date)}, o horário ${time} aconteceu duas vezes nesta cidade: os relógios foram atrasados no fim do horário de verão ` +
    `(primeiro às ${time} ${utc(meaning.instants[0].offsetSeconds)}, depois às ${time} ${utc(meaning.instants[1].offsetSeconds)}). Escolha qual delas foi o seu nascimento.`,
  confirmGap: "Confirmo: calcular com o horário de verão",
  first: "A primeira vez, ainda no horário de verão",
  second: "A segunda vez, já no horário normal",
  chooseClock: "Confirme o horário antes de continuar.",
};

/** The choices the form offers under the server's question (its text says the offsets). */
export const CLOCK_OPTIONS: Record<keyof typeof CLOCK_FIELDS, { value: Exclude<ClockChoice, "">; label: string }[]> = {
  gap: [{ value: "confirm", label: ownBirthTexts.confirmGap }],
  fold: [
    { value: "first", label: ownBirthTexts.first },
    { value: "second", label: ownBirthTexts.second },
  ],
};

/** The question the server answers for a skipped or repeated time (null when the time means one instant). */
export function clockQuestion(date: string, time: string, meaning: LocalTimeMeaning): { kind: keyof typeof CLOCK_FIELDS; message: string } | null {
  if (meaning.kind === "single") return null;
  return meaning.kind === "gap"
    ? { kind: "gap", message: ownBirthTexts.gap(date, time, meaning) }
    : { kind: "fold", message: ownBirthTexts.fold(date, time, meaning) };
}

/** The instant the person's answer picks, or null when the answer does not fit the question. */
export function chosenInstant(meaning: LocalTimeMeaning, clock: ClockChoice = ""): Date | null {
  if (meaning.kind === "single") return meaning.instant.utc;
  if (meaning.kind === "gap") return clock === "confirm" ? meaning.instant.utc : null;
  return clock === "first" ? meaning.instants[0].utc : clock === "second" ? meaning.instants[1].utc : null;
}

export const ownBirthToasts = {
  failed: (description = "Confira os campos destacados.") => ({ title: "Não foi possível calcular o seu mapa", description, destructive: true }),
  noAccess: "A Bússola da Alma ainda não foi liberada para você. Se você já pagou, aguarde a confirmação do Pix.",
  locked: "Seus dados de nascimento já foram usados na Bússola da Alma. Para corrigi-los, fale com a nossa equipe.",
  saved: { title: "🧭 Mapa Integral calculado!", description: "A Bússola da Alma já conhece o seu mapa." },
};
