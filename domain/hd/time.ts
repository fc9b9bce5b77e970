// Local civil time → UTC with the IANA history bundled in the JS engine's ICU
// (Node, browsers), so Brazil's many DST rule changes and pre-1914 local mean
// time come for free. No I/O, no tz library.

export type LocalTimeError = "invalid-date" | "invalid-time" | "invalid-zone";

export type LocalToUtcResult =
  { ok: true; utc: Date; /** UTC offset in seconds at that instant (east positive). */ offsetSeconds: number } | { ok: false; error: LocalTimeError };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        era: "short",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      return null;
    }
    formatters.set(zone, f);
  }
  return f;
}

/** Offset (seconds, east positive) of `zone` at instant `ms`; seconds matter for LMT (e.g. −03:06:28). */
function offsetAt(f: Intl.DateTimeFormat, ms: number): number {
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(new Date(ms))) parts[p.type] = p.value;
  const year = parts.era === "BC" ? 1 - Number(parts.year) : Number(parts.year);
  const wall = Date.UTC(year, Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return (wall - wholeSecond) / 1000;
}

/** True when y-m-d is a real Gregorian date. */
export function isValidDate(date: string): boolean {
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(2000, mo - 1, d));
  probe.setUTCFullYear(y);
  return mo >= 1 && mo <= 12 && d >= 1 && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

export function isValidTime(time: string): boolean {
  const m = TIME_RE.exec(time);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59;
}

/**
 * Resolve a local wall-clock time in an IANA zone to a UTC instant, with the
 * "compatible" rule of Temporal: a time skipped by a DST start moves forward by
 * the gap; a time repeated at a DST end takes the earlier of its two instants.
 */
export function localToUtc(date: string, time: string, zone: string): LocalToUtcResult {
  if (!isValidDate(date)) return { ok: false, error: "invalid-date" };
  if (!isValidTime(time)) return { ok: false, error: "invalid-time" };
  const meaning = localTimeMeaning(date, time, zone);
  if (!meaning) return { ok: false, error: "invalid-zone" };
  const { utc, offsetSeconds } = meaning.kind === "fold" ? meaning.instants[0] : meaning.instant;
  return { ok: true, utc, offsetSeconds };
}

/** One instant a wall-clock time can mean, with the offset in force then (seconds, east positive). */
export interface LocalInstant {
  utc: Date;
  offsetSeconds: number;
}

/**
 * What a wall-clock time means in a zone, without choosing for the person: one instant ("single"),
 * none because the clocks jumped over it at a daylight-saving start ("gap": the instant Temporal's
 * "compatible" rule gives, moved forward by the gap), or two because the clocks went back over it at
 * a daylight-saving end ("fold": earlier first). Brazil had daylight saving until 2019.
 */
export type LocalTimeMeaning =
  | { kind: "single"; instant: LocalInstant }
  | { kind: "gap"; instant: LocalInstant; offsetBefore: number }
  | { kind: "fold"; instants: [LocalInstant, LocalInstant] };

export function localTimeMeaning(date: string, time: string, zone: string): LocalTimeMeaning | null {
  const f = isValidDate(date) && isValidTime(time) ? formatterFor(zone) : null;
  if (!f) return null;
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wallDate = new Date(Date.UTC(2000, mo - 1, d, h, mi));
  wallDate.setUTCFullYear(y);
  const wall = wallDate.getTime();
  const before = offsetAt(f, wall - DAY_MS);
  const after = offsetAt(f, wall + DAY_MS);
  const valid = [...new Set([before, after])]
    .map((off) => wall - off * 1000)
    .filter((ms) => offsetAt(f, ms) * 1000 === wall - ms)
    .sort((a, b) => a - b)
    .map((ms) => ({ utc: new Date(ms), offsetSeconds: offsetAt(f, ms) }));
  if (valid.length === 2) return { kind: "fold", instants: [valid[0], valid[1]] };
  if (valid.length === 1) return { kind: "single", instant: valid[0] };
  const ms = wall - before * 1000;
  return { kind: "gap", instant: { utc: new Date(ms), offsetSeconds: offsetAt(f, ms) }, offsetBefore: before };
}
