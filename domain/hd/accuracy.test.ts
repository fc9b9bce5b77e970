// Accuracy against the Swiss Ephemeris (sweph, Moshier mode: no data files),
// the reference most Human Design software uses. The Design moment is solved
// independently with sweph's own Sun. Default: 1,000 seeded births 1900–2030;
// HD_ACCURACY_FULL=1 runs 10,000.
import sweph from "sweph";
import { describe, expect, it } from "vitest";

import { activationsFromLongitudes, chartFromActivations, computeChart, type HumanDesignChart } from "./chart.ts";
import { PLANETS } from "./ephemeris.ts";
import { normalizeDegrees } from "./wheel.ts";

const { constants: C } = sweph;
const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SPEED;
const FULL = process.env.HD_ACCURACY_FULL === "1";
const BIRTHS = FULL ? 10_000 : 1_000;
const START = Date.UTC(1900, 0, 1);
const END = Date.UTC(2031, 0, 1);
const JD_UNIX_EPOCH = 2440587.5;

// Seeded PRNG (mulberry32): the same births on every run.
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const toJd = (ms: number) => ms / 86_400_000 + JD_UNIX_EPOCH;
const fromJd = (jd: number) => (jd - JD_UNIX_EPOCH) * 86_400_000;

function calc(jd: number, body: number): number[] {
  const r = sweph.calc_ut(jd, body, FLAGS);
  if (r.error) throw new Error(r.error);
  return r.data;
}

const SWEPH_BODIES = [C.SE_MERCURY, C.SE_VENUS, C.SE_MARS, C.SE_JUPITER, C.SE_SATURN, C.SE_URANUS, C.SE_NEPTUNE, C.SE_PLUTO];

function swephLongitudes(jd: number): number[] {
  const sun = calc(jd, C.SE_SUN)[0];
  const node = calc(jd, C.SE_TRUE_NODE)[0];
  return [sun, normalizeDegrees(sun + 180), calc(jd, C.SE_MOON)[0], node, normalizeDegrees(node + 180), ...SWEPH_BODIES.map((b) => calc(jd, b)[0])];
}

/** Newton on sweph's Sun with its own speed. */
function swephDesignJd(jd: number): number {
  const target = normalizeDegrees(calc(jd, C.SE_SUN)[0] - 88);
  let t = jd - 89;
  for (let i = 0; i < 30; i++) {
    const [lon, , , speed] = calc(t, C.SE_SUN);
    const d = normalizeDegrees(lon - target + 180) - 180;
    t -= d / speed;
    if (Math.abs(d / speed) < 1e-7) return t;
  }
  throw new Error("sweph design did not converge");
}

function swephChart(ms: number): HumanDesignChart {
  const jd = toJd(ms);
  const design = swephDesignJd(jd);
  return chartFromActivations(
    new Date(ms),
    new Date(fromJd(design)),
    activationsFromLongitudes(swephLongitudes(jd)),
    activationsFromLongitudes(swephLongitudes(design)),
  );
}

const sameActivation = (a: { gate: number; line: number }, b: { gate: number; line: number }) => a.gate === b.gate && a.line === b.line;

describe("accuracy against the Swiss Ephemeris", () => {
  it(
    `agrees on gate.line for ≥ 99.8% of activations and on every derived value (${BIRTHS} births)`,
    () => {
      const random = mulberry32(20_240_601);
      let activations = 0;
      let sameActivations = 0;
      let identicalCharts = 0;
      let identicalDerived = 0;
      let maxDesignSeconds = 0;
      const missesByBody = new Map<string, number>();
      const arcSeconds = new Map<string, number>();

      for (let i = 0; i < BIRTHS; i++) {
        const ms = Math.round((START + random() * (END - START)) / 60_000) * 60_000;
        const ours = computeChart(new Date(ms));
        const ref = swephChart(ms);
        maxDesignSeconds = Math.max(maxDesignSeconds, Math.abs(Date.parse(ours.designUtc) - Date.parse(ref.designUtc)) / 1000);
        let all = true;
        for (const side of ["personality", "design"] as const) {
          for (const p of PLANETS) {
            const a = ours[side][p];
            const b = ref[side][p];
            activations++;
            const d = Math.abs(normalizeDegrees(a.longitude - b.longitude + 180) - 180) * 3600;
            arcSeconds.set(p, (arcSeconds.get(p) ?? 0) + d);
            if (sameActivation(a, b)) sameActivations++;
            else {
              all = false;
              missesByBody.set(p, (missesByBody.get(p) ?? 0) + 1);
            }
          }
        }
        if (!all) continue;
        identicalCharts++;
        const keys = ["channels", "definedCenters", "type", "authority", "profile", "definition"] as const;
        if (keys.every((k) => JSON.stringify(ours[k]) === JSON.stringify(ref[k]))) identicalDerived++;
      }

      const share = sameActivations / activations;
      const meanArc = [...arcSeconds].map(([p, s]) => `${p} ${(s / (2 * BIRTHS)).toFixed(1)}″`).join(", ");
      console.log(
        [
          `births: ${BIRTHS} (1900–2030), activations: ${activations}`,
          `identical gate.line: ${sameActivations}/${activations} = ${(share * 100).toFixed(3)}%`,
          `misses by body: ${JSON.stringify(Object.fromEntries(missesByBody))}`,
          `mean |Δλ|: ${meanArc}`,
          `max |Δ design moment|: ${maxDesignSeconds} s`,
          `charts with all 26 identical: ${identicalCharts}/${BIRTHS}; of those with identical channels, centers, type, authority, profile, definition: ${identicalDerived}/${identicalCharts}`,
        ].join("\n"),
      );
      expect(share).toBeGreaterThanOrEqual(0.998);
      expect(identicalDerived).toBe(identicalCharts);
    },
    FULL ? 600_000 : 60_000,
  );

  it("agrees exactly on the example chart used in the docs", () => {
    const ms = Date.parse("1990-05-17T13:45:00Z");
    const ours = computeChart(new Date(ms));
    const ref = swephChart(ms);
    for (const side of ["personality", "design"] as const)
      for (const p of PLANETS) expect(sameActivation(ours[side][p], ref[side][p]), `${side}.${p}`).toBe(true);
    expect(ours.channels).toEqual(ref.channels);
  });
});
