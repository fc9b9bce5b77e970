// Birth data as a person types it (date, local time, city, UF) → chart.
import { type Place, resolvePlace } from "../places/index.ts";
import { computeChart, type HumanDesignChart, SUPPORTED_YEARS } from "./chart.ts";
import { isValidDate, isValidTime, localToUtc } from "./time.ts";

export interface BirthInput {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, local civil time at the birthplace. */
  time: string;
  city: string;
  /** Two-letter UF. */
  uf: string;
}

export type BirthErrorCode = "invalid-date" | "invalid-time" | "out-of-range" | "unknown-uf" | "unknown-city" | "no-timezone";

export const BIRTH_ERROR_MESSAGES: Record<BirthErrorCode, string> = {
  "invalid-date": "Data de nascimento inválida.",
  "invalid-time": "Horário de nascimento inválido.",
  "out-of-range": `Só calculamos nascimentos entre ${SUPPORTED_YEARS.min} e ${SUPPORTED_YEARS.max}.`,
  "unknown-uf": "Estado (UF) desconhecido.",
  "unknown-city": "Cidade não encontrada neste estado.",
  "no-timezone": "Não foi possível determinar o fuso horário desta cidade.",
};

export interface BirthError {
  code: BirthErrorCode;
  message: string;
}

export type BirthChartResult =
  { ok: true; chart: HumanDesignChart; place: Place; /** e.g. "-03:00", "-03:06:28" (local mean time) */ utcOffset: string } | { ok: false; error: BirthError };

const fail = (code: BirthErrorCode): BirthChartResult => ({ ok: false, error: { code, message: BIRTH_ERROR_MESSAGES[code] } });

export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? "-" : "+";
  const s = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, "0");
  const hm = `${sign}${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}`;
  return s % 60 === 0 ? hm : `${hm}:${pad(s % 60)}`;
}

export function birthToChart(input: BirthInput): BirthChartResult {
  // Validate what the person typed before looking anything up.
  if (!isValidDate(input.date)) return fail("invalid-date");
  if (!isValidTime(input.time)) return fail("invalid-time");
  const year = Number(input.date.slice(0, 4));
  if (year < SUPPORTED_YEARS.min || year > SUPPORTED_YEARS.max) return fail("out-of-range");

  const place = resolvePlace(input.city, input.uf);
  if (!place.ok) return fail(place.error === "not-found" ? "unknown-city" : place.error);

  const local = localToUtc(input.date, input.time, place.place.zone);
  // The zone comes from our own data, so only a corrupt build could fail here.
  if (!local.ok) return fail("no-timezone");
  return {
    ok: true,
    chart: computeChart(local.utc),
    place: place.place,
    utcOffset: formatOffset(local.offsetSeconds),
  };
}
