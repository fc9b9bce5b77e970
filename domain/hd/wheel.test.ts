import { describe, expect, it } from "vitest";

import { activationAt, gateStart, normalizeDegrees, WHEEL } from "./wheel.ts";

const pick = (lon: number) => {
  const { gate, line, color, tone, base } = activationAt(lon);
  return [gate, line, color, tone, base];
};

describe("wheel", () => {
  it("holds each of the 64 gates once", () => {
    expect(new Set(WHEEL).size).toBe(64);
    expect([...WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
  });

  it("starts gate 41 exactly at 302°", () => {
    expect(pick(302)).toEqual([41, 1, 1, 1, 1]);
    expect(pick(302 - 1e-9)).toEqual([60, 6, 6, 6, 5]);
  });

  it("puts a longitude exactly on a gate edge in the next gate", () => {
    expect(pick(307.625)).toEqual([19, 1, 1, 1, 1]);
    expect(pick(307.625 - 1e-9)).toEqual([41, 6, 6, 6, 5]);
    expect(gateStart(19)).toBe(307.625);
  });

  it("puts a longitude exactly on a line edge in the next line", () => {
    expect(pick(302.9375)).toEqual([41, 2, 1, 1, 1]);
    expect(pick(302.9375 - 1e-9)).toEqual([41, 1, 6, 6, 5]);
    expect(pick(302 + 5 * 0.9375)).toEqual([41, 6, 1, 1, 1]);
  });

  it("wraps 360° to 0°, inside gate 25 line 2", () => {
    expect(pick(360)).toEqual(pick(0));
    expect(pick(0)[0]).toBe(25);
    expect(pick(0)[1]).toBe(2);
    expect(activationAt(360).longitude).toBe(0);
    expect(activationAt(-0.5).longitude).toBe(359.5);
    expect(normalizeDegrees(-1e-20)).toBe(0);
  });

  it("splits a gate into 6 lines × 6 colors × 6 tones × 5 bases", () => {
    const color = 0.9375 / 6;
    const tone = color / 6;
    const base = tone / 5;
    const lon = gateStart(34) + 2 * 0.9375 + 3 * color + 4 * tone + 2.5 * base;
    expect(pick(lon)).toEqual([34, 3, 4, 5, 3]);
  });

  it("puts the Vessel of Love gates 25, 15, 46, 10 on the four cardinal points", () => {
    expect([0, 90, 180, 270].map((lon) => pick(lon)[0])).toEqual([25, 15, 46, 10]);
  });
});
