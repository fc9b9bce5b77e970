/**
 * Sorting the course agenda (spec §2 and §9): by month, named in Portuguese in the
 * period text, then by the first day number the period text starts with.
 * When the text carries a year, the year is compared first, so a January
 * course of the following year never jumps ahead of this year's March.
 */

const MONTHS = ["janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"] as const;

interface PeriodStart {
  /** First day number of the period, or null when the text does not start with one. */
  day: number | null;
  /** 1–12 from the first Portuguese month name in the text, or null when none is found. */
  month: number | null;
  /** First four-digit year in the text, or null. */
  year: number | null;
}

/** Lower-case and strip accents, so 'Março', 'março' and 'marco' read the same. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

const monthPattern = new RegExp(`\\b(${MONTHS.join("|")})\\b`);

/** Reads where a period such as '28 de fevereiro a 2 de março de 2027' begins. */
export function parsePeriodStart(period: string): PeriodStart {
  const text = fold(period);
  const day = /^\s*(\d{1,2})\b/.exec(text);
  const month = monthPattern.exec(text);
  const year = /\b(\d{4})\b/.exec(text);
  return {
    day: day ? Number(day[1]) : null,
    month: month ? MONTHS.indexOf(month[1] as (typeof MONTHS)[number]) + 1 : null,
    year: year ? Number(year[1]) : null,
  };
}

/** Missing parts sort last, so a malformed period never hides a well-formed one. */
function key(value: number | null): number {
  return value ?? Number.POSITIVE_INFINITY;
}

function compareKeys(a: number | null, b: number | null): number {
  const ka = key(a);
  const kb = key(b);
  return ka === kb ? 0 : ka < kb ? -1 : 1;
}

export function comparePeriods(a: string, b: string): number {
  const pa = parsePeriodStart(a);
  const pb = parsePeriodStart(b);
  // Without a year on both sides the spec's month-then-day rule applies as is.
  const byYear = pa.year !== null && pb.year !== null ? compareKeys(pa.year, pb.year) : 0;
  return byYear || compareKeys(pa.month, pb.month) || compareKeys(pa.day, pb.day);
}

/** A new array in agenda order; the sort is stable, so equal periods keep catalogue order. */
export function sortCourses<T extends { dates: { period: string } }>(courses: readonly T[]): T[] {
  return [...courses].sort((a, b) => comparePeriods(a.dates.period, b.dates.period));
}
