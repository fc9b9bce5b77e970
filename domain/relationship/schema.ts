// The relationship form's rules, shared by the browser form and the server
// (POST /api/relationship): one person is name, day, month, year, time
// (HH:MM), city and state (two-letter UF), as in spec §3.
import { z } from "#domain/zod.ts";

import { todayInBrazil, toUf } from "../br.ts";
import { refuse, safeString } from "../forms/common.ts";
import { SUPPORTED_YEARS } from "../hd/chart.ts";
import type { RelationshipAnalysis } from "../hd/relationship.ts";
import { isValidDate, isValidTime } from "../hd/time.ts";
import type { Place } from "../places/index.ts";
import { fieldErrorsOf, type Result } from "../result.ts";
import { CITY_MAX, NAME_MAX } from "./fields.ts";
import { fieldErrorToast, relationshipMessages as m } from "./messages.ts";

const text = (required: string, max: number) => safeString({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, m.tooLong));

/**
 * A whole number typed in a numeric input: the browser sends digits as text,
 * an API client may send a number. Anything else is the field's own message.
 */
const wholeNumber = (required: string, invalid: string, digits: RegExp, min: number, max: number) =>
  z.pipe(
    z.union([z.number(), safeString(undefined)], { error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) }),
    z.transform((value, ctx) => {
      const s = typeof value === "number" ? String(value) : value.trim();
      if (s === "") return refuse(ctx, required);
      const n = Number(s);
      if (!digits.test(s) || n < min || n > max) return refuse(ctx, invalid);
      return n;
    }),
  );

const DATE_PARTS = new Set(["day", "month", "year"]);

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export const personSchema = z
  .object(
    {
      name: text(m.nameRequired, NAME_MAX),
      day: wholeNumber(m.dayRequired, m.dayInvalid, /^\d{1,2}$/, 1, 31),
      month: wholeNumber(m.monthRequired, m.monthInvalid, /^\d{1,2}$/, 1, 12),
      year: wholeNumber(m.yearRequired, m.yearInvalid, /^\d{4}$/, 0, 9999).check(
        z.refine((y) => y >= SUPPORTED_YEARS.min && y <= SUPPORTED_YEARS.max, m.yearOutOfRange),
      ),
      time: safeString({ error: m.timeRequired }).check(z.trim(), z.minLength(1, m.timeRequired), z.refine(isValidTime, m.timeInvalid)),
      city: text(m.cityRequired, CITY_MAX),
      state: z.pipe(
        safeString({ error: m.stateRequired }).check(z.trim(), z.minLength(1, m.stateRequired)),
        z.transform((v, ctx) => toUf(v) ?? refuse(ctx, m.stateInvalid)),
      ),
    },
    { error: m.personMissing },
  )
  .check(
    // 31/02 passes each field's range but is no date; said next to the day.
    z.refine((p) => isValidDate(`${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`), {
      message: m.dateInvalid,
      path: ["day"],
      // Also when other fields failed, so every mistake shows at once; not when a date part or the object itself did.
      when: (payload) => !payload.issues.some((i) => !i.path?.length || DATE_PARTS.has(String(i.path[0]))),
    }),
    // A birth after today in Brazil is a typo in the year: said next to the year.
    z.refine((p) => `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}` <= todayInBrazil(), {
      message: m.dateFuture,
      path: ["year"],
      when: (payload) => !payload.issues.some((i) => !i.path?.length || DATE_PARTS.has(String(i.path[0]))),
    }),
  );

export type PersonInput = z.input<typeof personSchema>;
type PersonData = z.output<typeof personSchema>;

export const relationshipRequestSchema = z.object({ person1: personSchema, person2: personSchema }, { error: m.personMissing });

export type RelationshipRequest = z.output<typeof relationshipRequestSchema>;

/**
 * Both people checked at once; errors keyed "person1.day", first message of each field, in form
 * order, and the toast that names the first one's card.
 */
export function validateRelationship(input: unknown): Result<{ data: RelationshipRequest }> {
  const parsed = relationshipRequestSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors = fieldErrorsOf(parsed.error);
  return { ok: false, status: 400, fieldErrors, toast: fieldErrorToast(fieldErrors) };
}

/** The engine's birth input: 'YYYY-MM-DD' (zero-padded, as the original provider took it) and the local time. */
export function birthInputOf(p: PersonData) {
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: p.time, city: p.city, uf: p.state };
}

/** Where and in which offset each birth was placed, beside the analysis: what POST /api/relationship answers. */
export interface ResolvedBirth {
  place: Place;
  /** e.g. "-03:00"; "-03:06:28" for local mean time before 1914. */
  utcOffset: string;
}

export interface RelationshipReport {
  analysis: RelationshipAnalysis;
  births: Record<"person1" | "person2", ResolvedBirth>;
}
