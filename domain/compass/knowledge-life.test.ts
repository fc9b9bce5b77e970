import { describe, expect, it } from "vitest";

import { CENTERS } from "../hd/bodygraph.ts";
import type { Authority, HdType } from "../hd/chart.ts";
import { AUTHORITY_LABELS, TYPE_LABELS } from "../hd/labels.ts";
import {
  AUTHORITY_PRACTICE,
  AUTHORITY_SIMPLE,
  CENTER_LIFE,
  CHILDREN_KNOWLEDGE,
  ENERGY_KNOWLEDGE,
  ENTREPRENEUR_KNOWLEDGE,
  FAMILY_KNOWLEDGE,
  FEELING_KNOWLEDGE,
  HEALTH_KNOWLEDGE,
  LIFE_NOTES,
  LINE_LOVE,
  LINE_PRACTICE,
  LIVING_WITH_TYPE,
  MONEY_KNOWLEDGE,
  MOOD_KNOWLEDGE,
  TODAY_KNOWLEDGE,
  TYPE_AURA,
  TYPE_DYNAMICS,
  TYPE_IS_COMPUTED,
  TYPE_ORDER,
  TYPE_PRACTICE,
  typePairKey,
} from "./knowledge-life.ts";

const TYPES = Object.keys(TYPE_LABELS) as HdType[];
const AUTHORITIES = Object.keys(AUTHORITY_LABELS) as Authority[];
const sortedKeys = (o: object) => Object.keys(o).sort();

/** Every text of this knowledge base, labelled by where it lives. */
function allTexts(): [string, string][] {
  const out: [string, string][] = [];
  const add = (where: string, value: unknown) => {
    if (typeof value === "string") out.push([where, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => add(`${where}[${i}]`, v));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) add(`${where}.${k}`, v);
  };
  add("energy", ENERGY_KNOWLEDGE);
  add("centerLife", CENTER_LIFE);
  add("money", MONEY_KNOWLEDGE);
  add("family", FAMILY_KNOWLEDGE);
  add("children", CHILDREN_KNOWLEDGE);
  add("typeIsComputed", TYPE_IS_COMPUTED);
  add("dynamics", TYPE_DYNAMICS);
  add("livingWith", LIVING_WITH_TYPE);
  add("typePractice", TYPE_PRACTICE);
  add("today", TODAY_KNOWLEDGE);
  add("authoritySimple", AUTHORITY_SIMPLE);
  add("authorityPractice", AUTHORITY_PRACTICE);
  add("linePractice", LINE_PRACTICE);
  add("lineLove", LINE_LOVE);
  add("feeling", FEELING_KNOWLEDGE);
  for (const [subject, k] of Object.entries(HEALTH_KNOWLEDGE)) add(`health.${subject}.care`, k.care);
  add("aura", TYPE_AURA);
  add("entrepreneur", ENTREPRENEUR_KNOWLEDGE);
  add("mood", MOOD_KNOWLEDGE);
  add("notes", LIFE_NOTES);
  return out;
}

/** Whether a text names a type: case-insensitive, any ending ("Projetores"), "Gerador Manifestante" before "Gerador". */
function typesNamed(text: string): HdType[] {
  let rest = text;
  const found: HdType[] = [];
  for (const type of ["manifesting-generator", "generator", "manifestor", "projector", "reflector"] as HdType[]) {
    const label = type === "manifesting-generator" ? "Geradora?e?s? Manifestantes?" : TYPE_LABELS[type];
    const re = new RegExp(`(?<!\\p{L})${label}`, "giu");
    if (re.test(rest)) found.push(type);
    rest = rest.replace(re, " ");
  }
  return found;
}

describe("everyday-life knowledge: completeness", () => {
  it("covers every type, centre, authority and line", () => {
    for (const table of [
      ENERGY_KNOWLEDGE,
      MONEY_KNOWLEDGE,
      FAMILY_KNOWLEDGE,
      LIVING_WITH_TYPE,
      TYPE_PRACTICE,
      TODAY_KNOWLEDGE,
      TYPE_AURA,
      ENTREPRENEUR_KNOWLEDGE,
    ]) {
      expect(sortedKeys(table)).toEqual([...TYPES].sort());
    }
    expect(sortedKeys(CENTER_LIFE)).toEqual([...CENTERS].sort());
    expect(sortedKeys(AUTHORITY_SIMPLE)).toEqual([...AUTHORITIES].sort());
    expect(sortedKeys(AUTHORITY_PRACTICE)).toEqual([...AUTHORITIES].sort());
    expect(sortedKeys(LINE_PRACTICE)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(sortedKeys(LINE_LOVE)).toEqual(["1", "2", "3", "4", "5", "6"]);
    for (const tips of Object.values(TODAY_KNOWLEDGE)) expect(tips.length).toBeGreaterThanOrEqual(3);
  });

  it("has a text for each of the 15 pairs of types, found from either side", () => {
    const pairs = new Set(TYPE_ORDER.flatMap((a) => TYPE_ORDER.map((b) => typePairKey(a, b))));
    expect(pairs.size).toBe(15);
    expect(sortedKeys(TYPE_DYNAMICS)).toEqual([...pairs].sort());
    expect(typePairKey("projector", "generator")).toBe(typePairKey("generator", "projector"));
  });
});

describe("everyday-life knowledge: form", () => {
  it.each(allTexts())("%s is a clean, trimmed sentence with no question", (_where, text) => {
    expect(text.length).toBeGreaterThan(20);
    expect(text).toBe(text.trim());
    expect(text).not.toMatch(/\s{2,}/);
    expect(text).toMatch(/^[\p{Lu}“]/u);
    expect(text).toMatch(/[.!]$/);
    // The one question of an answer is the responder's closing, never a knowledge text.
    expect(text).not.toContain("?");
    expect(text).not.toMatch(/[<>*_`#]/);
  });

  it.each(allTexts())("%s states no fact about a particular person", (_where, text) => {
    expect(text).not.toMatch(/(?<!\p{L})(seu|sua)\s+(tipo|perfil|autoridade|cruz|definição|estratégia|assinatura)\s+(é|de)(?!\p{L})/iu);
    expect(text).not.toMatch(/(?<!\p{L})você\s+é\s+(um|uma)?(?!\p{L})/iu);
    expect(text).not.toMatch(/(?<!\p{L})no seu mapa(?!\p{L})/iu);
    expect(text).not.toMatch(/(?<!\p{L})(seu|sua|seus|suas)\s+(centro\s+)?[\p{L}]+(\s+\([\p{L}]+\))?\s+(definid|abert)[oa]s?(?!\p{L})/iu);
  });
});

describe("health openings", () => {
  it.each(Object.entries(HEALTH_KNOWLEDGE))("%s opens kindly in one short sentence, or not at all", (_subject, k) => {
    if (k.opening) expect(k.opening).toMatch(/^\p{Lu}[^?]*\.$/u);
  });
});

describe("each text names only the types it is about", () => {
  it.each(Object.entries(TYPE_DYNAMICS))("%s names its two types and no other", (key, text) => {
    const own = key.split("+") as HdType[];
    const named = typesNamed(text);
    for (const t of named) expect(own, `${key} names ${t}`).toContain(t);
    for (const t of own) {
      // A pair of the same type may say "Dois Projetores"; "Os dois" is fine when both are the same.
      if (own[0] !== own[1] || named.length) expect(named, `${key} names ${t}`).toContain(t);
    }
  });

  it.each(TYPES)("the texts keyed by %s name no other type", (type) => {
    for (const [where, text] of [
      ["energy", Object.values(ENERGY_KNOWLEDGE[type]).join(" ")],
      ["money", MONEY_KNOWLEDGE[type]],
      ["family", FAMILY_KNOWLEDGE[type]],
      ["livingWith", LIVING_WITH_TYPE[type]],
      ["practice", TYPE_PRACTICE[type]],
      ["today", TODAY_KNOWLEDGE[type].join(" ")],
      ["entrepreneur", ENTREPRENEUR_KNOWLEDGE[type]],
    ]) {
      const others = typesNamed(text).filter((t) => t !== type);
      // The Manifesting Generator is "um tipo de Gerador": its texts may say Gerador.
      const allowed = type === "manifesting-generator" ? ["generator"] : [];
      expect(
        others.filter((t) => !allowed.includes(t)),
        `${type}.${where}`,
      ).toEqual([]);
    }
  });

  it("the texts keyed by a centre's state, an authority, a line or a feeling name no type", () => {
    const untyped = allTexts().filter(([where]) =>
      /^(centerLife|authoritySimple|authorityPractice|linePractice|lineLove|feeling|health|mood|notes|children|typeIsComputed)/.test(where),
    );
    for (const [where, text] of untyped) expect(typesNamed(text), where).toEqual([]);
  });
});
