import { describe, expect, it } from "vitest";

import { CENTERS, CHANNEL_BY_ID, CHANNELS } from "../hd/bodygraph.ts";
import type { Authority, Definition, HdType } from "../hd/chart.ts";
import type { CrossAngle } from "../hd/cross.ts";
import { ANGLE_LABELS, AUTHORITY_LABELS, CENTER_LABELS, CHANNEL_NAMES, DEFINITION_LABELS, TYPE_LABELS } from "../hd/labels.ts";
import {
  AUTHORITY_KNOWLEDGE,
  CENTER_KNOWLEDGE,
  CHANNEL_KNOWLEDGE,
  CROSS_ANGLE_KNOWLEDGE,
  DEFINITION_KNOWLEDGE,
  GATE_KNOWLEDGE,
  GENERAL_KNOWLEDGE,
  LINE_KNOWLEDGE,
  PROFILE_KNOWLEDGE,
  type ProfileLine,
  TYPE_KNOWLEDGE,
} from "./knowledge.ts";

const TYPES = Object.keys(TYPE_LABELS) as HdType[];
const AUTHORITIES = Object.keys(AUTHORITY_LABELS) as Authority[];
const DEFINITIONS = Object.keys(DEFINITION_LABELS) as Definition[];
const ANGLES = Object.keys(ANGLE_LABELS) as CrossAngle[];
const LINES: ProfileLine[] = [1, 2, 3, 4, 5, 6];
const PROFILES = ["1/3", "1/4", "2/4", "2/5", "3/5", "3/6", "4/6", "4/1", "5/1", "5/2", "6/2", "6/3"];
const ALL_GATES = Array.from({ length: 64 }, (_, i) => i + 1);
const LINE_NAMES: Record<ProfileLine, string> = { 1: "Investigador", 2: "Eremita", 3: "Mártir", 4: "Oportunista", 5: "Herege", 6: "Modelo" };

const sortedKeys = (o: object) => Object.keys(o).sort();

// ── text helpers ──────────────────────────────────────────────────────────────

/** Every text of the knowledge base, labelled by where it lives. */
function allTexts(): [string, string][] {
  const out: [string, string][] = [];
  for (const [t, k] of Object.entries(TYPE_KNOWLEDGE)) for (const [f, s] of Object.entries(k)) out.push([`type ${t}.${f}`, s]);
  for (const [a, k] of Object.entries(AUTHORITY_KNOWLEDGE)) for (const [f, s] of Object.entries(k)) out.push([`authority ${a}.${f}`, s]);
  for (const [l, k] of Object.entries(LINE_KNOWLEDGE)) out.push([`line ${l}.theme`, k.theme]);
  for (const [p, s] of Object.entries(PROFILE_KNOWLEDGE)) out.push([`profile ${p}`, s]);
  for (const [c, k] of Object.entries(CENTER_KNOWLEDGE)) for (const [f, s] of Object.entries(k)) out.push([`center ${c}.${f}`, s]);
  for (const [c, s] of Object.entries(CHANNEL_KNOWLEDGE)) out.push([`channel ${c}`, s]);
  for (const [g, k] of Object.entries(GATE_KNOWLEDGE)) out.push([`gate ${g}.keynote`, k.keynote]);
  for (const [d, s] of Object.entries(DEFINITION_KNOWLEDGE)) out.push([`definition ${d}`, s]);
  for (const [a, s] of Object.entries(CROSS_ANGLE_KNOWLEDGE)) out.push([`angle ${a}`, s]);
  for (const [g, s] of Object.entries(GENERAL_KNOWLEDGE)) out.push([`general ${g}`, s]);
  return out;
}

/** Short names (gate and line names): not sentences. */
function allNames(): [string, string][] {
  return [
    ...Object.entries(GATE_KNOWLEDGE).map(([g, k]): [string, string] => [`gate ${g}.name`, k.name]),
    ...Object.entries(LINE_KNOWLEDGE).map(([l, k]): [string, string] => [`line ${l}.name`, k.name]),
  ];
}

/** Letters, digits, spaces and ordinary Portuguese punctuation; nothing else (no NUL, tabs, newlines, emoji, markup). */
const ALLOWED = /^[\p{Script=Latin}0-9 .,;:!?()/“”'’—–-]+$/u;

/** Sentences in a text: split after . ! ? followed by a space and an upper-case letter. */
const sentences = (s: string) => s.split(/(?<=[.!?])\s+(?=[\p{Lu}“])/u).length;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const STOPWORDS = new Set(["do", "da", "de", "dos", "das", "e"]);

/** The words of a label that name it: "do Ego (Projetada)" → Ego, Projetada; "G (Identidade)" → G, Identidade. */
function labelTerms(label: string): string[] {
  return label.split(/[^\p{L}]+/u).filter((w) => w && !STOPWORDS.has(w.toLowerCase()));
}

/**
 * Whether `text` names `term`: case-insensitive, at the start of a word, with any ending (so "Projetor"
 * also catches "Projetores"). One-letter terms ("G") must be a whole upper-case word.
 */
function names(text: string, term: string): boolean {
  if (term.length < 3) return new RegExp(`(?<!\\p{L})${escape(term)}(?!\\p{L})`, "u").test(text);
  return new RegExp(`(?<!\\p{L})${escape(term)}`, "iu").test(text);
}

/** Terms of the other labels that the own label does not share (so Gerador Manifestante may say "Gerador"). */
function foreignTerms<K extends string>(labels: Record<K, string>, own: K): string[] {
  const ownTerms = new Set(labelTerms(labels[own]).map((t) => t.toLowerCase()));
  const out = new Set<string>();
  for (const [k, label] of Object.entries(labels) as [K, string][]) {
    if (k === own) continue;
    for (const t of labelTerms(label)) if (!ownTerms.has(t.toLowerCase())) out.add(t);
  }
  return [...out];
}

function namedForeign<K extends string>(labels: Record<K, string>, own: K, text: string): string[] {
  return foreignTerms(labels, own).filter((t) => names(text, t));
}

// ── completeness ──────────────────────────────────────────────────────────────

describe("knowledge base completeness", () => {
  it("covers every type, authority, center, definition and angle", () => {
    expect(sortedKeys(TYPE_KNOWLEDGE)).toEqual([...TYPES].sort());
    expect(sortedKeys(AUTHORITY_KNOWLEDGE)).toEqual([...AUTHORITIES].sort());
    expect(sortedKeys(CENTER_KNOWLEDGE)).toEqual([...CENTERS].sort());
    expect(sortedKeys(DEFINITION_KNOWLEDGE)).toEqual([...DEFINITIONS].sort());
    expect(sortedKeys(CROSS_ANGLE_KNOWLEDGE)).toEqual([...ANGLES].sort());
    expect(sortedKeys(GENERAL_KNOWLEDGE)).toEqual(["centers", "channels", "cross", "gates"]);
  });

  it("covers the 36 channels, by the ids of the bodygraph", () => {
    expect(sortedKeys(CHANNEL_KNOWLEDGE)).toEqual(CHANNELS.map((c) => c.id).sort());
    expect(sortedKeys(CHANNEL_KNOWLEDGE)).toEqual(sortedKeys(CHANNEL_NAMES));
    expect(Object.keys(CHANNEL_KNOWLEDGE)).toHaveLength(36);
  });

  it("covers the 64 gates", () => {
    expect(
      Object.keys(GATE_KNOWLEDGE)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ALL_GATES);
  });

  it("covers exactly the 12 profiles", () => {
    expect(sortedKeys(PROFILE_KNOWLEDGE)).toEqual([...PROFILES].sort());
  });

  it("covers the 6 lines with their Portuguese names", () => {
    expect(sortedKeys(LINE_KNOWLEDGE)).toEqual(LINES.map(String));
    for (const l of LINES) expect(LINE_KNOWLEDGE[l].name).toBe(LINE_NAMES[l]);
  });

  it("names the gates with the standard Portuguese names", () => {
    expect(GATE_KNOWLEDGE[1]?.name).toBe("Autoexpressão");
    expect(GATE_KNOWLEDGE[34]?.name).toBe("Poder");
    expect(GATE_KNOWLEDGE[57]?.name).toBe("Clareza Intuitiva");
    expect(GATE_KNOWLEDGE[64]?.name).toBe("Confusão");
    expect(new Set(Object.values(GATE_KNOWLEDGE).map((g) => g.name)).size).toBe(64);
  });
});

// ── form ──────────────────────────────────────────────────────────────────────

describe("knowledge base texts", () => {
  const texts = allTexts();

  it("has the expected number of texts", () => {
    // 5 types × 6 + 8 authorities × 2 + 6 lines + 12 profiles + 9 centers × 3 + 36 channels + 64 gates + 5 + 3 + 4
    expect(texts).toHaveLength(5 * 6 + 8 * 2 + 6 + 12 + 9 * 3 + 36 + 64 + 5 + 3 + 4);
  });

  it.each(texts)("%s is a clean, trimmed sentence", (_where, text) => {
    expect(typeof text).toBe("string");
    expect(text.length).toBeGreaterThan(20);
    expect(text).toBe(text.trim());
    expect(text).not.toMatch(/\s{2,}/);
    expect(text).toMatch(ALLOWED);
    expect(text).toMatch(/^[\p{Lu}“]/u);
    expect(text).toMatch(/[.!?]$/);
  });

  it.each(allNames())("%s is a clean name", (_where, name) => {
    expect(name).toBe(name.trim());
    expect(name.length).toBeGreaterThan(2);
    expect(name).toMatch(ALLOWED);
    expect(name).toMatch(/^\p{Lu}/u);
    expect(name).not.toMatch(/[.!?,;:]$/);
    expect(name).not.toMatch(/\s{2,}/);
  });

  it("keeps to the lengths of the interface", () => {
    const max = (where: string, text: string, n: number) => expect(sentences(text), `${where}: ${text}`).toBeLessThanOrEqual(n);
    for (const [t, k] of Object.entries(TYPE_KNOWLEDGE)) {
      for (const f of ["essence", "strategy", "relationships", "work"] as const) max(`${t}.${f}`, k[f], 3);
      for (const f of ["signature", "notSelf"] as const) max(`${t}.${f}`, k[f], 2);
    }
    for (const [a, k] of Object.entries(AUTHORITY_KNOWLEDGE)) {
      max(`${a}.essence`, k.essence, 2);
      max(`${a}.howToDecide`, k.howToDecide, 3);
    }
    for (const [l, k] of Object.entries(LINE_KNOWLEDGE)) max(`line ${l}`, k.theme, 2);
    for (const [p, s] of Object.entries(PROFILE_KNOWLEDGE)) expect(sentences(s), `profile ${p}`).toBe(2);
    for (const [c, k] of Object.entries(CENTER_KNOWLEDGE)) {
      max(`${c}.theme`, k.theme, 1);
      max(`${c}.defined`, k.defined, 2);
      max(`${c}.open`, k.open, 2);
    }
    for (const [c, s] of Object.entries(CHANNEL_KNOWLEDGE)) max(`channel ${c}`, s, 2);
    for (const [g, k] of Object.entries(GATE_KNOWLEDGE)) max(`gate ${g}`, k.keynote, 1);
    for (const [d, s] of Object.entries(DEFINITION_KNOWLEDGE)) max(`definition ${d}`, s, 3);
    for (const [a, s] of Object.entries(CROSS_ANGLE_KNOWLEDGE)) max(`angle ${a}`, s, 3);
    for (const [g, s] of Object.entries(GENERAL_KNOWLEDGE)) max(`general ${g}`, s, 3);
  });

  it.each(texts)("%s states no fact about a particular person", (_where, text) => {
    // "(?<!\p{L})" and "(?!\p{L})": word edges that know accented letters (\b does not).
    expect(text).not.toMatch(/(?<!\p{L})(seu|sua)\s+(tipo|perfil|autoridade|cruz|definição|estratégia|assinatura)\s+(é|de)(?!\p{L})/iu);
    expect(text).not.toMatch(/(?<!\p{L})você\s+é\s+(um|uma)(?!\p{L})/iu);
    expect(text).not.toMatch(/(?<!\p{L})(seu|sua|seus|suas)\s+(centro\s+)?[\p{L}]+(\s+\([\p{L}]+\))?\s+(definid|abert)[oa]s?(?!\p{L})/iu);
  });
});

// ── the "does not name other values" rule ────────────────────────────────────

describe("the term checker", () => {
  it("catches other values and lets shared words through", () => {
    expect(names("Os Projetores esperam.", "Projetor")).toBe(true);
    expect(names("um projeto novo", "Projetor")).toBe(false);
    expect(names("o centro G define", "G")).toBe(true);
    expect(names("a gente", "G")).toBe(false);
    expect(foreignTerms(TYPE_LABELS, "manifesting-generator")).not.toContain("Gerador");
    expect(foreignTerms(TYPE_LABELS, "generator")).toContain("Manifestante");
    expect(foreignTerms(TYPE_LABELS, "manifestor")).toContain("Gerador");
    expect(foreignTerms(AUTHORITY_LABELS, "ego-manifested")).toContain("Projetada");
    expect(foreignTerms(AUTHORITY_LABELS, "ego-manifested")).not.toContain("Ego");
    expect(foreignTerms(AUTHORITY_LABELS, "emotional")).toEqual(expect.arrayContaining(["Sacral", "Esplênica", "Ego", "Mental", "Lunar"]));
    expect(foreignTerms(CENTER_LABELS, "heart")).toEqual(expect.arrayContaining(["G", "Identidade", "Plexo", "Sacral"]));
    // A broken text would fail the rule.
    expect(namedForeign(TYPE_LABELS, "generator", "Como os Projetores, o Gerador espera.")).toEqual(["Projetor"]);
    expect(namedForeign(AUTHORITY_LABELS, "emotional", "Diferente da autoridade Sacral, espere.")).toEqual(["Sacral"]);
    expect(namedForeign(CENTER_LABELS, "throat", "A Garganta fala pelo Plexo Solar.")).toEqual(["Plexo", "Solar"]);
  });
});

describe("each text names only its own value", () => {
  it.each(TYPES)("type %s names no other type", (type) => {
    for (const [field, text] of Object.entries(TYPE_KNOWLEDGE[type])) expect(namedForeign(TYPE_LABELS, type, text), `${type}.${field}`).toEqual([]);
  });

  it("only the type texts name a type", () => {
    const typeTerms = [...new Set(Object.values(TYPE_LABELS).flatMap(labelTerms))];
    for (const [where, text] of allTexts()) {
      if (where.startsWith("type ")) continue;
      expect(
        typeTerms.filter((t) => names(text, t)),
        where,
      ).toEqual([]);
    }
  });

  it.each(AUTHORITIES)("authority %s names no other authority", (authority) => {
    // Checked against the other authorities only: "Sacral" is also a center, and the centers are not authorities.
    for (const [field, text] of Object.entries(AUTHORITY_KNOWLEDGE[authority]))
      expect(namedForeign(AUTHORITY_LABELS, authority, text), `${authority}.${field}`).toEqual([]);
  });

  it.each([...CENTERS])("center %s names no other center", (center) => {
    for (const [field, text] of Object.entries(CENTER_KNOWLEDGE[center])) expect(namedForeign(CENTER_LABELS, center, text), `${center}.${field}`).toEqual([]);
  });

  it("center texts name their own center", () => {
    for (const center of CENTERS) expect(names(CENTER_KNOWLEDGE[center].theme, labelTerms(CENTER_LABELS[center])[0]!), center).toBe(true);
  });

  it.each(CHANNELS.map((c) => c.id))("channel %s names no center outside it and no gate number", (id) => {
    const text = CHANNEL_KNOWLEDGE[id]!;
    const [a, b] = CHANNEL_BY_ID.get(id)!.centers;
    const foreign = CENTERS.filter((c) => c !== a && c !== b).flatMap((c) => labelTerms(CENTER_LABELS[c]));
    const own = new Set([...labelTerms(CENTER_LABELS[a]), ...labelTerms(CENTER_LABELS[b])].map((t) => t.toLowerCase()));
    expect(
      foreign.filter((t) => !own.has(t.toLowerCase()) && names(text, t)),
      id,
    ).toEqual([]);
    expect(text).not.toMatch(/\d/);
  });

  it("gate keynotes name no center and no number", () => {
    const centerTerms = [...new Set(CENTERS.flatMap((c) => labelTerms(CENTER_LABELS[c])))];
    for (const g of ALL_GATES) {
      const { keynote } = GATE_KNOWLEDGE[g]!;
      expect(
        centerTerms.filter((t) => names(keynote, t)),
        `gate ${g}`,
      ).toEqual([]);
      expect(keynote, `gate ${g}`).not.toMatch(/\d/);
    }
  });

  it.each(LINES)("line %s names no other line", (line) => {
    const { theme } = LINE_KNOWLEDGE[line];
    expect(theme).not.toMatch(/\d/);
    const others = LINES.filter((l) => l !== line).map((l) => LINE_NAMES[l]);
    expect(
      others.filter((n) => names(theme, n)),
      `line ${line}`,
    ).toEqual([]);
  });

  it.each(PROFILES)("profile %s names its two lines and no other", (profile) => {
    const text = PROFILE_KNOWLEDGE[profile]!;
    const own = profile.split("/").map((l) => Number(l) as ProfileLine);
    expect(text).not.toMatch(/\d/);
    for (const l of own) expect(names(text, LINE_NAMES[l]), `${profile} names ${LINE_NAMES[l]}`).toBe(true);
    const others = LINES.filter((l) => !own.includes(l)).map((l) => LINE_NAMES[l]);
    expect(others.filter((n) => names(text, n))).toEqual([]);
  });

  it.each(DEFINITIONS)("definition %s names no other definition", (definition) => {
    expect(namedForeign(DEFINITION_LABELS, definition, DEFINITION_KNOWLEDGE[definition])).toEqual([]);
  });

  it.each(ANGLES)("angle %s names no other angle", (angle) => {
    expect(namedForeign(ANGLE_LABELS, angle, CROSS_ANGLE_KNOWLEDGE[angle])).toEqual([]);
  });
});
