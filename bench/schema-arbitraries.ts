import fc from "fast-check";

// fast-check arbitraries derived from the shared zod schemas (docs/decisions/040, reliability suite): each
// field's rules — type, length bounds, patterns, formats (e-mail, uuid), choices — give valid,
// boundary and invalid values for it, beside hostile strings that no schema names. Read through
// zod's `_zod.def`, which zod and zod/mini share.

/** Strings no form expects: bad bytes, injections, odd Unicode, sizes, look-alikes of other types. */
export const HOSTILE = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "%00%ff",
  "${jndi:ldap://x/a}",
  "{{7*7}}",
  "\u202egnp.exe",
  "🌟".repeat(500),
  "a".repeat(20_000),
  " ",
  "\r\n\r\n",
  "__proto__",
  "null",
  "-1",
  "1e309",
];

/** What one field's schema asks of its input, gathered through wrappers and pipes. */
export interface Rules {
  types: Set<string>;
  min?: number;
  max?: number;
  patterns: RegExp[];
  formats: Set<string>;
  choices: unknown[];
  optional: boolean;
}

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
  options?: Schema[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number; pattern?: RegExp; format?: string } } }[];
  format?: string;
  pattern?: RegExp;
}
type Schema = { _zod: { def: Def } };

const defOf = (schema: unknown): Def => (schema as Schema)._zod.def;

/** The fields of the object a schema parses, each with its schemas (a discriminated union's options give several). */
function shapeOf(schema: unknown): Record<string, Schema[]> | null {
  const def = defOf(schema);
  if (def.type === "object") return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, [field]]));
  if (def.type === "pipe") return shapeOf(def.in);
  if (def.type === "union") {
    const shapes = (def.options ?? []).map(shapeOf).filter((s): s is Record<string, Schema[]> => s !== null);
    if (!shapes.length) return null;
    const merged: Record<string, Schema[]> = {};
    for (const shape of shapes) for (const [key, fields] of Object.entries(shape)) (merged[key] ??= []).push(...fields);
    return merged;
  }
  return null;
}

function gather(schema: unknown, rules: Rules): void {
  const def = defOf(schema);
  switch (def.type) {
    case "pipe":
      gather(def.in, rules);
      // A string piped into z.email(): the e-mail format is a rule of the input too.
      if (def.out && defOf(def.out).type === "string") gather(def.out, rules);
      return;
    case "optional":
    case "default":
    case "prefault":
    case "nullable":
      rules.optional = true;
      gather(def.innerType, rules);
      return;
    case "union":
      for (const option of def.options ?? []) gather(option, rules);
      return;
    case "enum":
      rules.types.add("choice");
      rules.choices.push(...Object.values(def.entries ?? {}));
      return;
    case "literal":
      rules.types.add("choice");
      rules.choices.push(...(def.values ?? []));
      return;
    case "string":
      rules.types.add("string");
      if (def.format && def.format !== "regex") rules.formats.add(def.format);
      if (def.pattern) rules.patterns.push(def.pattern);
      for (const { _zod } of def.checks ?? []) {
        const check = _zod.def;
        if (check.check === "min_length") rules.min = Math.max(rules.min ?? 0, check.minimum ?? 0);
        if (check.check === "max_length") rules.max = Math.min(rules.max ?? Infinity, check.maximum ?? Infinity);
        if (check.check === "length_equals") rules.min = rules.max = check.length;
        if (check.check === "string_format" && check.pattern) rules.patterns.push(check.pattern);
        if (check.check === "string_format" && check.format && check.format !== "regex") rules.formats.add(check.format);
      }
      return;
    default:
      rules.types.add(def.type);
  }
}

/** A field's rules; nested objects are walked into, their fields named "outer.inner". */
export function fieldRules(schema: unknown, prefix = ""): Map<string, Rules> {
  const out = new Map<string, Rules>();
  for (const [key, fields] of Object.entries(shapeOf(schema) ?? {})) {
    const name = prefix + key;
    if (fields.length === 1 && defOf(fields[0]).type !== "union" && shapeOf(fields[0])) {
      for (const [inner, rules] of fieldRules(fields[0], `${name}.`)) out.set(inner, rules);
      continue;
    }
    const rules: Rules = { types: new Set(), patterns: [], formats: new Set(), choices: [], optional: false };
    for (const field of fields) gather(field, rules);
    out.set(name, rules);
  }
  return out;
}

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

/** Strings that match a pattern, if fast-check can read it; and the same, one character off. */
function matching(pattern: RegExp): fc.Arbitrary<string>[] {
  try {
    const arbitrary = fc.stringMatching(pattern, { size: "small" });
    return [arbitrary, arbitrary.map((s) => `${s}x`), arbitrary.map((s) => s.slice(1))];
  } catch {
    return [];
  }
}

/** Valid, boundary and invalid values for one field, given the valid value the catalogue sends. */
export function fieldArbitrary(rules: Rules, valid: unknown): fc.Arbitrary<unknown> {
  const text = typeof valid === "string" ? valid : String(valid ?? "");
  const validish: fc.Arbitrary<unknown>[] = [fc.constant(valid)];
  const boundary: fc.Arbitrary<unknown>[] = [fc.constant(undefined)];
  const invalid: fc.Arbitrary<unknown>[] = [
    wrongType,
    fc.constantFrom(...HOSTILE),
    fc.constantFrom(...HOSTILE).map((h) => text.slice(0, 1) + h + text.slice(1)),
  ];

  if (rules.types.has("choice") && rules.choices.length) {
    validish.push(fc.constantFrom(...rules.choices));
    invalid.push(fc.constantFrom(...rules.choices.map((c) => (typeof c === "string" ? c.toUpperCase() : `${String(c)}x`))), fc.constant("x"));
  }
  if (rules.types.has("boolean")) {
    validish.push(fc.boolean());
    invalid.push(fc.constantFrom("true", "sim", 1, 0));
  }
  if (rules.types.has("number")) {
    validish.push(fc.integer({ min: 0, max: 3000 }));
    boundary.push(fc.constantFrom(0, -1, Infinity, Number.MAX_SAFE_INTEGER + 2, 1.5));
  }
  if (rules.types.has("string")) {
    validish.push(fc.constant(text.toUpperCase()), fc.constant(`  ${text}  `));
    boundary.push(fc.constant(""), fc.constant("   "));
    if (rules.min !== undefined) boundary.push(fc.constant("a".repeat(rules.min)), fc.constant("a".repeat(Math.max(0, rules.min - 1))));
    if (rules.max !== undefined && Number.isFinite(rules.max))
      boundary.push(fc.constant("a".repeat(rules.max)), fc.constant("a".repeat(rules.max + 1)), fc.constant("é".repeat(rules.max + 1)));
    for (const pattern of rules.patterns) validish.push(...matching(pattern));
    if (rules.formats.has("email"))
      validish.push(
        fc.emailAddress(),
        fc.emailAddress().map((e) => e.toUpperCase()),
      );
    if (rules.formats.has("email")) invalid.push(fc.constantFrom("a@b", "@exemplo.com", "ana@", "ana@@exemplo.com"));
    if (rules.formats.has("uuid"))
      validish.push(
        fc.uuid(),
        fc.uuid().map((u) => u.toUpperCase()),
      );
    if (rules.formats.has("uuid")) invalid.push(fc.constantFrom("abc", "00000000-0000-0000-0000-00000000000g", "{7d444840-9dc0-11d1-b245-5ffdce74fad2}"));
    invalid.push(fc.string({ unit: "grapheme", maxLength: (rules.max ?? 40) + 5 }), fc.string({ unit: "binary", maxLength: 64 }));
  }
  return fc.oneof(
    { arbitrary: fc.oneof(...validish), weight: 2 },
    { arbitrary: fc.oneof(...boundary), weight: 1 },
    { arbitrary: fc.oneof(...invalid), weight: 2 },
  );
}
