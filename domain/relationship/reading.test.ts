import { describe, expect, it } from "vitest";

import { birthToChart } from "../hd/birth.ts";
import { analyzeRelationship } from "../hd/relationship.ts";
import { channelMeaning, relationshipReading } from "./reading.ts";

function analysis() {
  const a = birthToChart({ date: "1990-05-17", time: "10:45", city: "São Paulo", uf: "SP" });
  const b = birthToChart({ date: "1985-11-02", time: "23:10", city: "Manaus", uf: "AM" });
  if (!a.ok || !b.ok) throw new Error("fixture");
  return analyzeRelationship({ name: "Ana", chart: a.chart }, { name: "Bruno", chart: b.chart });
}

describe("the relationship reading in plain words", () => {
  it("says what flows, where they complete each other and where they may clash, by name and without channel numbers", () => {
    const reading = relationshipReading(analysis());
    expect(reading.flows).toContain("Juntos, Ana e Bruno formam uma energia de Gerador Manifestante");
    expect(reading.flows).toContain("Há atração");
    expect(reading.completes).toContain("Bruno dá constância ao centro Sacral, aberto em Ana.");
    expect(reading.clashes).toContain("Bruno tende a ceder a Ana em Inspiração");
    // Centers the pair defines together are not called open.
    expect(reading.clashes).not.toContain("Baço");
    for (const part of Object.values(reading)) expect(part).not.toMatch(/\d+-\d+/);
  });

  it("gives each channel a one-line meaning", () => {
    expect(channelMeaning("1-8")).toBe(
      "Dá o dom de expressar a própria individualidade de forma criativa, servindo de exemplo que inspira os outros a serem autênticos.",
    );
  });
});
