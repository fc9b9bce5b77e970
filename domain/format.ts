/**
 * pt-BR formatting shared by server rendering and the browser. Outputs must be
 * byte-identical on both sides (hydration), so anything ICU versions may render
 * differently (non-breaking spaces, the "às" joiner) is normalised or built here.
 */

/** The home page cuts nuclei descriptions to this many characters (spec §9). */
export const NUCLEUS_DESCRIPTION_MAX = 70;

/** Where the institute is: dates and times are shown in Brasília time unless they are birth dates. */
export const SITE_TIME_ZONE = "America/Sao_Paulo";

const ELLIPSIS = "…";

/**
 * A formatter made the first time it is used: building one costs ICU work that every page's
 * module evaluation would otherwise pay before hydrating (a long task on a slow phone, issue 23).
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

// Prices and calendar days are written out here rather than by Intl: a browser's first Intl
// formatter costs it 40–100 ms of ICU set-up (a long task on a phone, issue 23, decision 068), and
// their pt-BR forms are fixed. Only instants, which need Brasília's time-zone rules, go through
// Intl. The tests hold these to Intl's own output.

const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

const twoDigits = (n: number) => String(n).padStart(2, "0");

function assertCents(cents: number): void {
  if (!Number.isInteger(cents)) throw new TypeError(`price must be integer cents, got ${cents}`);
}

/** Integer cents to 'R$ 1.290,00' (always two decimals, comma; a plain space after R$, where Intl puts a no-break one). */
export function formatPrice(cents: number): string {
  assertCents(cents);
  // BigInt writes every digit of any integer (String(1e21) would not).
  const digits = BigInt(Math.abs(cents)).toString().padStart(3, "0");
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ".");
  return `${cents < 0 ? "-" : ""}R$ ${reais},${digits.slice(-2)}`;
}

/**
 * Like formatPrice but drops ',00' on whole amounts: 'R$ 1.650', 'R$ 1.567,50'.
 * The club's display texts are written this way in the spec.
 */
export function formatPriceCompact(cents: number): string {
  const full = formatPrice(cents);
  return cents % 100 === 0 ? full.slice(0, -3) : full;
}

type DateInput = Date | string | number;

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A 'YYYY-MM-DD' string names a calendar day, not an instant: it is read at
 * UTC midnight and formatted in UTC so no time zone can move it a day back.
 */
function resolve(value: DateInput, timeZone: string): { date: Date; timeZone: string } {
  if (typeof value === "string" && calendarDay.test(value)) {
    return { date: new Date(`${value}T00:00:00Z`), timeZone: "UTC" };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(value)}`);
  return { date, timeZone };
}

const longFormatter = once(() => new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: SITE_TIME_ZONE }));

/** '4 de outubro de 2025' for a day read in UTC. */
const utcDayLong = (date: Date) => `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;

const timeFormatter = once(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: SITE_TIME_ZONE,
    }),
);

/** '17 de maio de 2026' (Brasília time; calendar-day strings are kept as they are). */
export function formatDateLong(value: DateInput): string {
  const { date, timeZone } = resolve(value, SITE_TIME_ZONE);
  return timeZone === "UTC" ? utcDayLong(date) : longFormatter().format(date);
}

/** '17 de maio de 2026 às 09:05', Brasília time; for admin lists (leads, healing sign-ups). */
export function formatDateTime(value: DateInput): string {
  const { date } = resolve(value, SITE_TIME_ZONE);
  return `${longFormatter().format(date)} às ${timeFormatter().format(date)}`;
}

const shortFormatter = once(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: SITE_TIME_ZONE,
    }),
);

/** '17/05/2026 09:05', Brasília time: what a Brazilian spreadsheet reads as a date and time (CSV exports). */
export function formatDateTimeShort(value: DateInput): string {
  const { date } = resolve(value, SITE_TIME_ZONE);
  return shortFormatter().format(date).replace(", ", " ");
}

/** '15h20', Brasília time: a time of day as people say it ("volte às 15h20"). */
export function formatClockTime(value: DateInput): string {
  const { date } = resolve(value, SITE_TIME_ZONE);
  return timeFormatter().format(date).replace(":", "h");
}

/**
 * Birth dates as 'DD/MM/AAAA' (the same shape as the input mask), formatted in
 * UTC: a birth date is stored as a bare day and must not shift with the viewer's zone.
 */
export function formatBirthDateUtc(value: DateInput): string {
  const { date } = resolve(value, "UTC");
  return `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/**
 * Shortens text to at most `max` characters. The ellipsis counts within `max`
 * (a 70-character limit yields at most 70 characters, the last being '…'), so
 * cards keep a predictable length. Counts code points, so no emoji is split.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max < 1) return "";
  return (
    chars
      .slice(0, max - 1)
      .join("")
      .trimEnd() + ELLIPSIS
  );
}
