import { describe, expect, it } from "vitest";

import { CHANNEL_BY_ID } from "./bodygraph.ts";
import { analyzeRelationship, connectionFor } from "./relationship.ts";
import { chartWithGates } from "./test-helpers.ts";

const ch = CHANNEL_BY_ID.get("34-57")!;
const kind = (a: number[], b: number[]) => connectionFor(ch, new Set(a), new Set(b));

describe("connection kinds", () => {
  it("electromagnetic: each has the gate the other lacks", () => {
    expect(kind([34], [57])).toMatchObject({ kind: "electromagnetic", gatesA: [34], gatesB: [57] });
    expect(kind([57], [34])?.kind).toBe("electromagnetic");
  });
  it("companionship: both have the whole channel", () => {
    expect(kind([34, 57], [34, 57])?.kind).toBe("companionship");
  });
  it("dominance: one has the whole channel, the other neither gate", () => {
    expect(kind([34, 57], [])).toMatchObject({ kind: "dominance", dominant: "a" });
    expect(kind([1], [34, 57])).toMatchObject({ kind: "dominance", dominant: "b" });
  });
  it("compromise: one has the whole channel, the other one gate", () => {
    expect(kind([34, 57], [57])).toMatchObject({ kind: "compromise", dominant: "a", compromising: "b" });
    expect(kind([34], [34, 57])).toMatchObject({ kind: "compromise", dominant: "b", compromising: "a" });
  });
  it("no connection when the channel is not completed", () => {
    expect(kind([34], [34])).toBeNull();
    expect(kind([34], [])).toBeNull();
    expect(kind([], [])).toBeNull();
  });
});

describe("analyzeRelationship", () => {
  // Ana: 1-8, 11-56, 34-57 (Generator, split); hanging 59.
  const a = chartWithGates({ gates: [34, 57, 1, 8, 59, 11, 56] });
  // Bruno: 4-63, 11-56, 20-57 (Projector, splenic); hanging 6.
  const b = chartWithGates({ gates: [57, 20, 4, 63, 6, 11, 56] });
  const r = analyzeRelationship({ name: "Ana", chart: a }, { name: "Bruno", chart: b });

  it("classifies every shared channel, in channel order", () => {
    expect(r.connections.map(({ channel, kind, dominant, compromising }) => ({ channel, kind, dominant, compromising }))).toEqual([
      { channel: "1-8", kind: "dominance", dominant: "a", compromising: undefined },
      { channel: "4-63", kind: "dominance", dominant: "b", compromising: undefined },
      { channel: "6-59", kind: "electromagnetic", dominant: undefined, compromising: undefined },
      { channel: "11-56", kind: "companionship", dominant: undefined, compromising: undefined },
      { channel: "20-34", kind: "electromagnetic", dominant: undefined, compromising: undefined },
      { channel: "20-57", kind: "compromise", dominant: "b", compromising: "a" },
      { channel: "34-57", kind: "compromise", dominant: "a", compromising: "b" },
    ]);
  });

  it("finds electromagnetic channels completed only together", () => {
    const c = analyzeRelationship({ name: "A", chart: chartWithGates({ gates: [10, 37] }) }, { name: "B", chart: chartWithGates({ gates: [20, 40] }) });
    expect(c.connections.map((x) => [x.channel, x.kind])).toEqual([
      ["10-20", "electromagnetic"],
      ["37-40", "electromagnetic"],
    ]);
    expect(c.composite).toMatchObject({ channels: ["10-20", "37-40"], type: "projector", definition: "split", count: "4-5" });
  });

  it("builds the composite from the union of gates", () => {
    expect(r.composite.channels).toEqual(["1-8", "4-63", "6-59", "11-56", "20-34", "20-57", "34-57"]);
    expect(r.composite.definedCenters).toEqual(["head", "ajna", "throat", "g", "spleen", "solarPlexus", "sacral"]);
    expect(r.composite).toMatchObject({ type: "manifesting-generator", definition: "single", count: "7-2" });
  });

  it("compares centers person by person", () => {
    expect(r.centers).toEqual({
      head: "onlyB",
      ajna: "both",
      throat: "both",
      g: "onlyA",
      heart: "none",
      spleen: "both",
      solarPlexus: "none",
      sacral: "onlyA",
      root: "none",
    });
  });

  it("summarizes in Portuguese with both names and types", () => {
    expect(r.summary).toContain("Ana é do tipo Gerador, com autoridade Sacral");
    expect(r.summary).toContain("Bruno é do tipo Projetor, com autoridade Esplênica");
    expect(r.summary).toContain("composto 7-2, do tipo Gerador Manifestante");
    expect(r.summary).toContain("Atração eletromagnética (um completa o canal do outro): Canal 6-59 (Intimidade) e Canal 20-34 (Carisma).");
    expect(r.summary).toContain("Companheirismo (os dois têm o canal): Canal 11-56 (Curiosidade).");
    expect(r.summary).toContain("Bruno cede a Ana no Canal 34-57 (Poder)");
    expect(r.summary).toContain("Centros abertos nos dois: Coração (Ego), Plexo Solar e Raiz.");
  });

  it("falls back to neutral names", () => {
    const s = analyzeRelationship({ name: " ", chart: a }, { name: "", chart: b }).summary;
    expect(s).toMatch(/^Pessoa 1 é do tipo .*Pessoa 2 é do tipo/);
  });
});
