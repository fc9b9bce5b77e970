// Incarnation cross: the four Sun/Earth gates, an angle set by the profile and
// a name set by the Personality Sun gate.

export type CrossAngle = "right-angle" | "juxtaposition" | "left-angle";

export interface IncarnationCross {
  angle: CrossAngle;
  /** Personality Sun, Personality Earth, Design Sun, Design Earth. */
  gates: [number, number, number, number];
  /** Canonical English name, e.g. "Right Angle Cross of the Sphinx 1". */
  name: string;
}

/** Right Angle: 16 themes, variants 1–4 by Personality Sun gate. */
export const RIGHT_ANGLE_THEMES: readonly (readonly [string, readonly number[]])[] = [
  ["the Sphinx", [13, 2, 7, 1]],
  ["Explanation", [49, 23, 4, 43]],
  ["Contagion", [30, 8, 29, 14]],
  ["the Sleeping Phoenix", [55, 20, 59, 34]],
  ["Planning", [37, 16, 40, 9]],
  ["Consciousness", [63, 35, 64, 5]],
  ["Rulership", [22, 45, 47, 26]],
  ["Eden", [36, 12, 6, 11]],
  ["the Vessel of Love", [25, 15, 46, 10]],
  ["Service", [17, 52, 18, 58]],
  ["Tension", [21, 39, 48, 38]],
  ["Penetration", [51, 53, 57, 54]],
  ["Maya", [42, 62, 32, 61]],
  ["Laws", [3, 56, 50, 60]],
  ["the Unexpected", [27, 31, 28, 41]],
  ["the Four Ways", [24, 33, 44, 19]],
];

/** Left Angle: 32 themes, variants 1/2 by Personality Sun gate. */
export const LEFT_ANGLE_THEMES: readonly (readonly [string, readonly number[]])[] = [
  ["Masks", [13, 7]],
  ["Revolution", [49, 4]],
  ["Industry", [30, 29]],
  ["Spirit", [55, 59]],
  ["Migration", [37, 40]],
  ["Dominion", [63, 64]],
  ["Informing", [22, 47]],
  ["the Plane", [36, 6]],
  ["Healing", [25, 46]],
  ["Upheaval", [17, 18]],
  ["Endeavor", [21, 48]],
  ["the Clarion", [51, 57]],
  ["Limitation", [42, 32]],
  ["Wishes", [3, 50]],
  ["Alignment", [27, 28]],
  ["Incarnation", [24, 44]],
  ["Defiance", [2, 1]],
  ["Dedication", [23, 43]],
  ["Uncertainty", [8, 14]],
  ["Duality", [20, 34]],
  ["Identification", [16, 9]],
  ["Separation", [35, 5]],
  ["Confrontation", [45, 26]],
  ["Education", [12, 11]],
  ["Prevention", [15, 10]],
  ["Demands", [52, 58]],
  ["Individualism", [39, 38]],
  ["Cycles", [53, 54]],
  ["Obscuration", [62, 61]],
  ["Distraction", [56, 60]],
  ["the Alpha", [31, 41]],
  ["Refinement", [33, 19]],
];

/** Juxtaposition: one theme per Personality Sun gate. */
export const JUXTAPOSITION_THEMES: Readonly<Record<number, string>> = {
  1: "Self-Expression",
  2: "the Driver",
  3: "Mutation",
  4: "Formulation",
  5: "Habits",
  6: "Conflict",
  7: "Interaction",
  8: "Contribution",
  9: "Focus",
  10: "Behavior",
  11: "Ideas",
  12: "Articulation",
  13: "Listening",
  14: "Empowering",
  15: "Extremes",
  16: "Experimentation",
  17: "Opinions",
  18: "Correction",
  19: "Need",
  20: "the Now",
  21: "Control",
  22: "Grace",
  23: "Assimilation",
  24: "Rationalization",
  25: "Innocence",
  26: "the Trickster",
  27: "Caring",
  28: "Risks",
  29: "Commitment",
  30: "Fates",
  31: "Influence",
  32: "Conservation",
  33: "Retreat",
  34: "Power",
  35: "Experience",
  36: "Crisis",
  37: "Bargains",
  38: "Opposition",
  39: "Provocation",
  40: "Denial",
  41: "Fantasy",
  42: "Completion",
  43: "Insight",
  44: "Alertness",
  45: "Possession",
  46: "Serendipity",
  47: "Oppression",
  48: "Depth",
  49: "Principles",
  50: "Values",
  51: "Shock",
  52: "Stillness",
  53: "Beginnings",
  54: "Ambition",
  55: "Moods",
  56: "Stimulation",
  57: "Intuition",
  58: "Vitality",
  59: "Strategy",
  60: "Limitation",
  61: "Thinking",
  62: "Detail",
  63: "Doubts",
  64: "Confusion",
};

export const ANGLE_NAMES: Readonly<Record<CrossAngle, string>> = {
  "right-angle": "Right Angle Cross",
  juxtaposition: "Juxtaposition Cross",
  "left-angle": "Left Angle Cross",
};

/** 1/3 … 4/6 are Right Angle, 4/1 is the only Juxtaposition, 5/x and 6/x are Left Angle. */
export function crossAngle(personalityLine: number, designLine: number): CrossAngle {
  if (personalityLine === 4 && designLine === 1) return "juxtaposition";
  return personalityLine >= 5 ? "left-angle" : "right-angle";
}

export interface CrossTheme {
  /** English theme, the key of the pt-BR label. */
  theme: string;
  /** 1–4 (Right Angle) or 1–2 (Left Angle); absent for Juxtaposition. */
  variant?: number;
}

function themeIn(table: readonly (readonly [string, readonly number[]])[], sunGate: number): CrossTheme {
  for (const [theme, gates] of table) {
    const i = gates.indexOf(sunGate);
    if (i >= 0) return { theme, variant: i + 1 };
  }
  throw new RangeError(`gate ${sunGate} is not in 1..64`);
}

export function crossTheme(angle: CrossAngle, personalitySunGate: number): CrossTheme {
  if (angle === "right-angle") return themeIn(RIGHT_ANGLE_THEMES, personalitySunGate);
  if (angle === "left-angle") return themeIn(LEFT_ANGLE_THEMES, personalitySunGate);
  const theme = JUXTAPOSITION_THEMES[personalitySunGate];
  if (!theme) throw new RangeError(`gate ${personalitySunGate} is not in 1..64`);
  return { theme };
}

export function incarnationCross(gates: [number, number, number, number], personalitySunLine: number, designSunLine: number): IncarnationCross {
  const angle = crossAngle(personalitySunLine, designSunLine);
  const { theme, variant } = crossTheme(angle, gates[0]);
  const name = `${ANGLE_NAMES[angle]} of ${theme}${variant === undefined ? "" : ` ${variant}`}`;
  return { angle, gates, name };
}
