// The Human Design mandala: 64 gates of 5.625° laid on the tropical zodiac,
// starting at 302° (gate 41). Each gate splits into 6 lines, each line into
// 6 colors, each color into 6 tones and each tone into 5 bases.

export const WHEEL_START = 302;
export const GATE_SIZE = 5.625;

export const WHEEL: readonly number[] = [
  41, 19, 13, 49, 30, 55, 37, 63, 22, 36, 25, 17, 21, 51, 42, 3, 27, 24, 2, 23, 8, 20, 16, 35, 45, 12, 15, 52, 39, 53, 62, 56, 31, 33, 7, 4, 29, 59, 40, 64, 47,
  6, 46, 18, 48, 57, 32, 50, 28, 44, 1, 43, 14, 34, 9, 5, 26, 11, 10, 58, 38, 54, 61, 60,
];

// A base is 5.625° / (6·6·6·5) = 1/192°. Working in whole bases after one floor()
// keeps gate, line, color, tone and base consistent with each other exactly on
// the edges, where repeated float divisions could disagree by one.
const BASES_PER_DEGREE = 192;
const BASES_PER_GATE = 1080;
const BASES_PER_LINE = 180;
const BASES_PER_COLOR = 30;
const BASES_PER_TONE = 5;

export interface Activation {
  gate: number;
  line: number;
  color: number;
  tone: number;
  base: number;
  /** Ecliptic longitude in degrees, [0, 360). */
  longitude: number;
}

export function normalizeDegrees(deg: number): number {
  const x = deg % 360;
  const y = x < 0 ? x + 360 : x;
  // -1e-15 + 360 rounds to 360.
  return y >= 360 ? 0 : y;
}

export function activationAt(longitude: number): Activation {
  const lon = normalizeDegrees(longitude);
  const offset = normalizeDegrees(lon - WHEEL_START);
  const b = Math.min(Math.floor(offset * BASES_PER_DEGREE), 360 * BASES_PER_DEGREE - 1);
  const inGate = b % BASES_PER_GATE;
  return {
    gate: WHEEL[Math.floor(b / BASES_PER_GATE)],
    line: Math.floor(inGate / BASES_PER_LINE) + 1,
    color: Math.floor((inGate % BASES_PER_LINE) / BASES_PER_COLOR) + 1,
    tone: Math.floor((inGate % BASES_PER_COLOR) / BASES_PER_TONE) + 1,
    base: (inGate % BASES_PER_TONE) + 1,
    longitude: lon,
  };
}

/** Longitude where a gate starts (its line 1 edge). */
export function gateStart(gate: number): number {
  const i = WHEEL.indexOf(gate);
  if (i < 0) throw new RangeError(`gate ${gate} is not in 1..64`);
  return normalizeDegrees(WHEEL_START + i * GATE_SIZE);
}
