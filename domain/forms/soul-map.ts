import { z } from "#domain/zod.ts";

import { stateField } from "../account/schemas.ts";
import { isCalendarDate, todayInBrazil } from "../br.ts";
import { isValidTime } from "../hd/time.ts";
import { EMAIL_PATTERN, emailMatching, formObject, optionalText, personName, requiredText, safeString, submissionIdField } from "./common.ts";
import { soulMapMessages } from "./soul-map-texts.ts";

// Free soul map request (/soul-map), spec §2 "Free soul map screen", §3 soul_map_submissions and §5.

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
    name: personName(m.nameRequired),
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
