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

const brl = once(() => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));

/** Intl puts a no-break space (U+00A0) after "R$"; a plain space keeps output stable and test-friendly. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

function assertCents(cents: number): void {
  if (!Number.isInteger(cents)) throw new TypeError(`price must be integer cents, got ${cents}`);
}

/**
 * Each amount's text, once: a page shows a few prices many times over, and Intl's formatting is
 * ~3 µs a call. Bounded, so a list of many different amounts cannot grow it without end.
 */
const priceTexts = new Map<number, string>();
const PRICE_TEXTS_MAX = 1000;

/** Integer cents to 'R$ 1.290,00' (always two decimals, comma). */
export function formatPrice(cents: number): string {
  let text = priceTexts.get(cents);
  if (text !== undefined) return text;
  assertCents(cents);
  text = plainSpaces(brl().format(cents / 100));
  if (priceTexts.size >= PRICE_TEXTS_MAX) priceTexts.clear();
  priceTexts.set(cents, text);
  return text;
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

const longFormatters = new Map<string, Intl.DateTimeFormat>();
function longFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = longFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone });
    longFormatters.set(timeZone, f);
  }
  return f;
}

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
  return longFormatter(timeZone).format(date);
}

/** '17 de maio de 2026 às 09:05', Brasília time; for admin lists (leads, healing sign-ups). */
export function formatDateTime(value: DateInput): string {
  const { date } = resolve(value, SITE_TIME_ZONE);
  return `${longFormatter(SITE_TIME_ZONE).format(date)} às ${timeFormatter().format(date)}`;
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

const birthFormatter = once(() => new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }));

/**
 * Birth dates as 'DD/MM/AAAA' (the same shape as the input mask), formatted in
 * UTC: a birth date is stored as a bare day and must not shift with the viewer's zone.
 */
export function formatBirthDateUtc(value: DateInput): string {
  const { date } = resolve(value, "UTC");
  return birthFormatter().format(date);
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
