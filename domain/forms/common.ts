import { z } from "#domain/zod.ts";

import { parseBrDate, todayInBrazil } from "../br.ts";
import { isReadableName, nameMessages } from "../names.ts";

// Building blocks shared by the public forms' schemas: the browser form and the server action
// parse with the same schema, so every rule and message exists once.

/** Caps on free text: generous for a person, small enough that nobody can park a document in a row. */
const TEXT_MAX = 200;
export const ADDRESS_MAX = 300;
const EMAIL_MAX = 254;

/** x@y.z: the free soul map's rule (§5), also used for the healing sign-up, whose address receives replies. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** x@y: the club sign-up's "simple pattern" (§5). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const formMessages = {
  tooLong: "Texto muito longo.",
  wrongType: "Formato de dado inválido.",
  invalidCharacters: "Este campo contém caracteres inválidos. Apague-o e digite novamente.",
  submissionIdInvalid: "Identificador de envio inválido. Recarregue a página e tente novamente.",
  unknownFields: (keys: string[]) => `Campos não permitidos: ${keys.join(", ")}.`,
} as const;

/**
 * False for text PostgreSQL cannot store or that is not text at all: a NUL character, or half of
 * a UTF-16 surrogate pair without its other half. Every text field of every form refuses these.
 */
export function isSafeText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xdc00 && unit <= 0xdfff) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

/** A string with only storable characters; the check runs first, so its message is the field's. */
export const safeString = (error: Parameters<typeof z.string>[0]) => z.string(error).check(z.refine(isSafeText, formMessages.invalidCharacters));

/**
 * Refuses the value inside a transform with `message` (zod/mini's transforms have no `ctx.addIssue`):
 * `return refuse(ctx, message)`.
 */
export function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: "custom", message, input: ctx.value });
  return z.NEVER;
}

/** A missing value reads as `required`; a value of another type (number, object…) as a type error. */
const typeError = (required: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? required : formMessages.wrongType);

/** Required text, trimmed; blank counts as missing. */
export function requiredText(required: string, max = TEXT_MAX) {
  return safeString({ error: typeError(required) }).check(z.trim(), z.minLength(1, required), z.maxLength(max, formMessages.tooLong));
}

/** A person's name: required text with a visible letter and no bidi control (domain/names.ts). */
export function personName(required: string, max = TEXT_MAX) {
  return requiredText(required, max).check(z.refine(isReadableName, nameMessages.unreadable));
}

/** Optional text, trimmed; blank or absent becomes null (stored as SQL NULL, shown as N/A). */
export function optionalText(max = TEXT_MAX) {
  return z.pipe(
    z.optional(safeString({ error: formMessages.wrongType }).check(z.trim(), z.maxLength(max, formMessages.tooLong))),
    z.transform((v) => (v ? v : null)),
  );
}

/** An e-mail checked against `pattern`, stored lower-cased so the same address always matches itself. */
export function emailMatching(pattern: RegExp, invalid: string, required = invalid) {
  return z.pipe(
    safeString({ error: typeError(required) }).check(z.trim(), z.minLength(1, required), z.maxLength(EMAIL_MAX, invalid), z.regex(pattern, invalid)),
    z.transform((v) => v.toLowerCase()),
  );
}

/** A birth date typed as 'DD/MM/AAAA' in `text`, stored as 'YYYY-MM-DD'; not a date, or a future one, is refused. */
export function brBirthDate<T extends z.ZodMiniType<string>>(text: T, invalid: string, future: string) {
  return z
    .pipe(
      text.check(z.refine((v) => parseBrDate(v) !== null, invalid)),
      z.transform((v) => parseBrDate(v) as string),
    )
    .check(z.refine((iso) => iso <= todayInBrazil(), future));
}

/** A checkbox that must be ticked: only the boolean `true` passes. */
export const mustAccept = (message: string) => z.literal(true, { error: message });

/**
 * The random id the browser draws when a form mounts; the server stores it in a unique column so
 * a repeat of the same submission (double click, retried request) stores nothing new.
 */
export const submissionIdField = z.uuid({ error: formMessages.submissionIdInvalid });

/**
 * What an object says about itself, in Portuguese (zod/mini carries no locale): input that is not
 * an object at all, or a key it does not declare (forged fields such as user_id).
 */
export const objectError = {
  error: (issue: z.core.$ZodRawIssue) => (issue.code === "unrecognized_keys" ? formMessages.unknownFields(issue.keys) : formMessages.wrongType),
};

/** An object that rejects any key it does not declare. */
export function formObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, objectError);
}
