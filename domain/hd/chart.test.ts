import { describe, expect, it } from "vitest";

import { CENTER_GATES, CENTERS, CHANNELS } from "./bodygraph.ts";
import { computeChart, deriveBodygraph } from "./chart.ts";
import { PLANETS } from "./ephemeris.ts";
import { activation, chartWithGates } from "./test-helpers.ts";

const gatesOf = (...channels: string[]) => channels.flatMap((c) => c.split("-").map(Number));
const derive = (...channels: string[]) => deriveBodygraph(gatesOf(...channels));

describe("bodygraph geometry", () => {
  it("has 64 gates over 9 centers and 36 channels whose gates sit in their centers", () => {
    expect(CENTERS.flatMap((c) => CENTER_GATES[c]).sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    expect(CHANNELS).toHaveLength(36);
    for (const ch of CHANNELS) {
      expect(ch.gates[0]).toBeLessThan(ch.gates[1]);
      ch.gates.forEach((g, i) => expect(CENTER_GATES[ch.centers[i]]).toContain(g));
    }
  });
});

describe("type", () => {
  it("Reflector: no defined center (gates without a channel)", () => {
    const b = deriveBodygraph([1, 2, 3, 4, 5]);
    expect(b).toMatchObject({ type: "reflector", definedCenters: [], channels: [], definition: "none" });
  });
  it("Generator: Sacral defined, no motor reaching the Throat", () => {
    expect(derive("2-14").type).toBe("generator");
  });
  it("Manifesting Generator: Sacral defined and joined to the Throat", () => {
    expect(derive("20-34").type).toBe("manifesting-generator");
    // Through the G: Sacral → G → Throat.
    expect(derive("2-14", "1-8").type).toBe("manifesting-generator");
  });
  it("Manifestor: Sacral open, a motor joined to the Throat", () => {
    expect(derive("21-45").type).toBe("manifestor");
    expect(derive("35-36").type).toBe("manifestor");
    // The Root is a motor too: Root → Spleen → Throat.
    expect(derive("18-58", "16-48").type).toBe("manifestor");
  });
  it("Projector: Sacral open, no motor joined to the Throat", () => {
    expect(derive("1-8").type).toBe("projector");
    expect(derive("25-51").type).toBe("projector");
    expect(derive("19-49", "1-8").type).toBe("projector");
  });
});

describe("authority (first match)", () => {
  it("Emotional: Solar Plexus defined, even with the Sacral", () => {
    expect(derive("6-59").authority).toBe("emotional");
  });
  it("Sacral", () => {
    expect(derive("2-14", "18-58").authority).toBe("sacral");
  });
  it("Splenic", () => {
    expect(derive("16-48").authority).toBe("splenic");
  });
  it("Ego manifested: Heart joined to the Throat, directly or through the G", () => {
    expect(derive("21-45").authority).toBe("ego-manifested");
    expect(derive("25-51", "1-8").authority).toBe("ego-manifested");
  });
  it("Ego projected: Heart not joined to the Throat", () => {
    expect(derive("25-51")).toMatchObject({ authority: "ego-projected", type: "projector" });
  });
  it("Self-projected: G joined to the Throat", () => {
    expect(derive("1-8", "4-63").authority).toBe("self-projected");
  });
  it("Mental (environmental): only Head, Ajna, Throat defined", () => {
    expect(derive("4-63").authority).toBe("mental");
    expect(derive("11-56", "24-61").authority).toBe("mental");
  });
  it("Lunar: nothing defined", () => {
    expect(deriveBodygraph([]).authority).toBe("lunar");
  });
});

describe("definition", () => {
  it.each([
    [[], "none"],
    [["2-14"], "single"],
    [["2-14", "4-63"], "split"],
    [["2-14", "4-63", "18-58"], "triple-split"],
    [["4-63", "1-8", "18-58", "6-59"], "quadruple-split"],
  ] as const)("%j → %s", (channels, definition) => {
    expect(derive(...channels).definition).toBe(definition);
  });
  it("counts components, not channels: a chain through three centers is single", () => {
    expect(derive("2-14", "1-8", "10-34").definition).toBe("single");
  });
});

describe("channels and centers", () => {
  it("lists defined channels lower gate first and centers in canonical order", () => {
    const b = deriveBodygraph([57, 34, 20, 1]);
    expect(b.channels).toEqual(["20-34", "20-57", "34-57"]);
    expect(b.definedCenters).toEqual(["throat", "spleen", "sacral"]);
  });
  it("a single gate of a channel defines nothing", () => {
    expect(deriveBodygraph([34]).definedCenters).toEqual([]);
  });
});

describe("profile, cross and variables", () => {
  const chart = (pLine: number, dLine: number, pGate = 13, dGate = 7) =>
    chartWithGates({
      gates: [pGate, dGate],
      personalitySun: activation(pGate, pLine),
      designSun: activation(dGate, dLine),
    });

  it("profile is Personality Sun line / Design Sun line", () => {
    expect(chart(1, 3).profile).toBe("1/3");
    expect(chart(6, 2).profile).toBe("6/2");
  });

  it.each([
    [1, 3, "right-angle"],
    [1, 4, "right-angle"],
    [2, 4, "right-angle"],
    [2, 5, "right-angle"],
    [3, 5, "right-angle"],
    [3, 6, "right-angle"],
    [4, 6, "right-angle"],
    [4, 1, "juxtaposition"],
    [5, 1, "left-angle"],
    [5, 2, "left-angle"],
    [6, 2, "left-angle"],
    [6, 3, "left-angle"],
  ] as const)("profile %i/%i → %s", (p, d, angle) => {
    expect(chart(p, d).incarnationCross.angle).toBe(angle);
  });

  it("names the cross by the Personality Sun gate", () => {
    expect(chart(1, 3, 13).incarnationCross.name).toBe("Right Angle Cross of the Sphinx 1");
    expect(chart(2, 4, 1).incarnationCross.name).toBe("Right Angle Cross of the Sphinx 4");
    expect(chart(4, 1, 13).incarnationCross.name).toBe("Juxtaposition Cross of Listening");
    expect(chart(5, 1, 7).incarnationCross.name).toBe("Left Angle Cross of Masks 2");
    expect(chart(6, 3, 34).incarnationCross.name).toBe("Left Angle Cross of Duality 2");
  });

  it("takes the cross gates from both Suns and Earths", () => {
    const c = chartWithGates({ gates: [1, 2, 3, 4] });
    expect(c.incarnationCross.gates).toEqual([c.personality.sun.gate, c.personality.earth.gate, c.design.sun.gate, c.design.earth.gate]);
  });

  it("reads variables from the tones of both Suns and both North Nodes (1–3 left, 4–6 right)", () => {
    const c = chartWithGates({
      gates: [1, 2],
      designSun: activation(1, 1, 3),
      designNode: activation(1, 1, 4),
      personalitySun: activation(2, 1, 1),
      personalityNode: activation(2, 1, 6),
    });
    expect(c.variables).toEqual({ determination: "left", environment: "right", motivation: "left", perspective: "right" });
  });

  it.each([
    [["2-14"], "generator", "to-respond", "satisfaction", "frustration"],
    [["20-34"], "manifesting-generator", "to-respond-then-inform", "satisfaction", "frustration"],
    [["21-45"], "manifestor", "to-inform", "peace", "anger"],
    [["1-8"], "projector", "wait-for-the-invitation", "success", "bitterness"],
    [[], "reflector", "wait-a-lunar-cycle", "surprise", "disappointment"],
  ] as const)("%j: %s → %s / %s / %s", (channels, type, strategy, signature, notSelfTheme) => {
    const gates = channels.length ? gatesOf(...channels) : [1];
    expect(chartWithGates({ gates })).toMatchObject({ type, strategy, signature, notSelfTheme });
  });
});

describe("computeChart", () => {
  const chart = computeChart(new Date("1990-05-17T13:45:00Z"));

  it("has the 13 bodies in order, Earth and South Node opposite Sun and North Node", () => {
    expect(Object.keys(chart.personality)).toEqual([...PLANETS]);
    expect(Object.keys(chart.design)).toEqual([...PLANETS]);
    for (const side of [chart.personality, chart.design]) {
      expect((side.earth.longitude - side.sun.longitude + 360) % 360).toBeCloseTo(180, 5);
      expect((side.southNode.longitude - side.northNode.longitude + 360) % 360).toBeCloseTo(180, 5);
    }
  });

  it("places the Design Sun 88° behind the birth Sun, 86.6–92 days earlier", () => {
    const arc = (chart.personality.sun.longitude - chart.design.sun.longitude + 360) % 360;
    expect(arc).toBeCloseTo(88, 4);
    const days = (Date.parse(chart.birthUtc) - Date.parse(chart.designUtc)) / 86_400_000;
    expect(days).toBeGreaterThan(86.6);
    expect(days).toBeLessThan(92);
  });

  it("matches the Swiss Ephemeris chart of this birth", () => {
    // Cross-checked with sweph (Moshier, true node) — see accuracy.test.ts.
    expect(chart).toMatchObject({
      type: "projector",
      authority: "emotional",
      profile: "3/5",
      definition: "triple-split",
      channels: ["1-8", "13-33", "19-49", "24-61", "30-41"],
      incarnationCross: { angle: "right-angle", gates: [8, 14, 30, 29], name: "Right Angle Cross of Contagion 2" },
    });
  });

  it("rejects instants outside the supported years", () => {
    expect(() => computeChart(new Date("1700-01-01T00:00:00Z"))).toThrow(RangeError);
    expect(() => computeChart(new Date("nope"))).toThrow(RangeError);
  });
});
