/**
 * When a nucleus or event happens: one dated occurrence, or a rule that repeats
 * ("todas as segundas-feiras às 20h", "primeira quarta-feira de cada mês às 20h").
 * Times are wall-clock times in São Paulo, which has kept UTC−3 all year since
 * daylight saving ended in 2019, so a local time converts with a fixed offset and
 * no time-zone database is needed on either side of hydration.
 */

/** São Paulo's offset from UTC in hours (no DST since 2019). */
const SAO_PAULO_OFFSET_HOURS = -3;
const DAY_MS = 86_400_000;

/** 0 = domingo … 6 = sábado, as Date#getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** 1–4: the n-th weekday of the month; -1: the last one. */
export type Ordinal = 1 | 2 | 3 | 4 | -1;

export const LOCAL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A repeating meeting; the editor's schema (domain/content/editor.ts) checks each field. */
export interface Recurrence {
  weekday: Weekday;
  /** null: every week. */
  ordinal: Ordinal | null;
  /** "hh:mm", São Paulo wall clock. */
  time: string;
  durationMinutes: number;
  /** Last day (inclusive) the rule runs, São Paulo calendar day. */
  until: string | null;
  /** Calendar days on which the meeting does not happen (holidays, breaks). */
  skip: string[];
}

/** The UTC instant of a São Paulo wall-clock time on a São Paulo calendar day. */
export function saoPauloInstant(day: string, time: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  return new Date(Date.UTC(y, m - 1, d, h - SAO_PAULO_OFFSET_HOURS, min));
}

/** The São Paulo calendar day ('YYYY-MM-DD') and time ('HH:MM') of an instant. */
export function saoPauloParts(instant: Date): { day: string; time: string } {
  const shifted = new Date(instant.getTime() + SAO_PAULO_OFFSET_HOURS * 3_600_000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** Whether a São Paulo calendar day (read at UTC midnight) is one the rule names, ignoring skips and end. */
function matches(rule: Pick<Recurrence, "weekday" | "ordinal">, dayUtc: Date): boolean {
  if (dayUtc.getUTCDay() !== rule.weekday) return false;
  if (rule.ordinal === null) return true;
  const date = dayUtc.getUTCDate();
  if (rule.ordinal === -1) return new Date(dayUtc.getTime() + 7 * DAY_MS).getUTCMonth() !== dayUtc.getUTCMonth();
  return Math.ceil(date / 7) === rule.ordinal;
}

/** Monthly rules need at most ~5 weeks to meet their day; 400 days covers a year of skipped dates too. */
const SEARCH_DAYS = 400;

/**
 * The next start at or after `now` (a meeting already under way still counts
 * until it ends), or null once the rule has ended.
 */
export function nextOccurrence(rule: Recurrence, now: Date): Date | null {
  const earliestStart = now.getTime() - rule.durationMinutes * 60_000;
  const today = saoPauloParts(new Date(earliestStart)).day;
  const skipped = new Set(rule.skip);
  let dayUtc = new Date(`${today}T00:00:00Z`);
  for (let i = 0; i < SEARCH_DAYS; i++, dayUtc = new Date(dayUtc.getTime() + DAY_MS)) {
    const day = dayUtc.toISOString().slice(0, 10);
    if (rule.until !== null && day > rule.until) return null;
    if (!matches(rule, dayUtc) || skipped.has(day)) continue;
    const start = saoPauloInstant(day, rule.time);
    if (start.getTime() > earliestStart) return start;
  }
  return null;
}

/**
 * Whether a rule with no next occurrence (nextOccurrence null) is over for good: its last day
 * falls inside the days searched. Otherwise its first day lies beyond them and it comes back.
 */
export function ruleEnded(rule: Recurrence, now: Date): boolean {
  const firstDaySearched = saoPauloParts(new Date(now.getTime() - rule.durationMinutes * 60_000)).day;
  const lastDaySearched = new Date(Date.parse(`${firstDaySearched}T00:00:00Z`) + (SEARCH_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return rule.until !== null && rule.until < lastDaySearched;
}

const WEEKDAYS_PLURAL = ["domingos", "segundas-feiras", "terças-feiras", "quartas-feiras", "quintas-feiras", "sextas-feiras", "sábados"];
const WEEKDAYS = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];
const WEEKDAYS_SHORT = ["domingo", "segunda", "terça", "quarta", "quinta", "sexta", "sábado"];
const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
/** Sábado and domingo are masculine in Portuguese; the other weekdays (feiras) feminine. */
const masculine = (weekday: number) => weekday === 0 || weekday === 6;
const ORDINALS: Record<Ordinal, [feminine: string, masculine: string]> = {
  1: ["primeira", "primeiro"],
  2: ["segunda", "segundo"],
  3: ["terceira", "terceiro"],
  4: ["quarta", "quarto"],
  [-1]: ["última", "último"],
};

/** '20h', '19h30'. */
export function formatHour(time: string): string {
  const [h, m] = time.split(":");
  return `${Number(h)}h${m === "00" ? "" : m}`;
}

/** '1º de dezembro' (the first day is an ordinal in Portuguese), '15 de março'. */
function dayAndMonth(day: string): string {
  const [, m, d] = day.split("-").map(Number);
  return `${d === 1 ? "1º" : d} de ${MONTHS[m - 1]}`;
}

/** 'todas as segundas-feiras às 20h', 'primeira quarta-feira de cada mês às 20h', 'todos os sábados às 10h, até 15 de dezembro de 2026'. */
export function describeRecurrence(rule: Recurrence): string {
  const male = masculine(rule.weekday);
  const when =
    rule.ordinal === null
      ? `${male ? "todos os" : "todas as"} ${WEEKDAYS_PLURAL[rule.weekday]}`
      : `${ORDINALS[rule.ordinal][male ? 1 : 0]} ${WEEKDAYS[rule.weekday]} de cada mês`;
  const until = rule.until ? `, até ${dayAndMonth(rule.until)} de ${rule.until.slice(0, 4)}` : "";
  return `${when} às ${formatHour(rule.time)}${until}`;
}

/** 'segunda, 1º de dezembro, 20h': a São Paulo date and time as the cards show it. */
export function describeOccurrence(start: Date): string {
  const { day, time } = saoPauloParts(start);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return `${WEEKDAYS_SHORT[weekday]}, ${dayAndMonth(day)}, ${formatHour(time)}`;
}

/** 'sábado, 12 de dezembro de 2026, 10h às 12h' for one dated occurrence. */
export function describeDated(start: Date, end: Date | null): string {
  const from = saoPauloParts(start);
  const weekday = new Date(`${from.day}T00:00:00Z`).getUTCDay();
  const head = `${WEEKDAYS_SHORT[weekday]}, ${dayAndMonth(from.day)} de ${from.day.slice(0, 4)}, ${formatHour(from.time)}`;
  if (!end) return head;
  const to = saoPauloParts(end);
  return to.day === from.day ? `${head} às ${formatHour(to.time)}` : `${head} a ${dayAndMonth(to.day)}, ${formatHour(to.time)}`;
}

/** Sentence case for a text that opens a line ('Todas as segundas-feiras às 20h'). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** RFC 5545 RRULE body ('FREQ=WEEKLY;BYDAY=MO', 'FREQ=MONTHLY;BYDAY=1WE', with UNTIL in UTC). */
export function rrule(rule: Recurrence): string {
  const day = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][rule.weekday];
  const parts = rule.ordinal === null ? ["FREQ=WEEKLY", `BYDAY=${day}`] : ["FREQ=MONTHLY", `BYDAY=${rule.ordinal}${day}`];
  if (rule.until) {
    // The last instant of the São Paulo day, in UTC as RFC 5545 requires with a zoned DTSTART.
    const end = saoPauloInstant(rule.until, "23:59");
    parts.push(`UNTIL=${end.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`);
  }
  return parts.join(";");
}
