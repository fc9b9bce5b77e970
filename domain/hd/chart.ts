// From activations to a chart. deriveBodygraph() is the pure gates → chart
// rule set; computeChart() adds the ephemeris.
import { type Center, CENTERS, CHANNELS, MOTORS } from "./bodygraph.ts";
import { type IncarnationCross, incarnationCross } from "./cross.ts";
import { designTime, longitudesAt, type Planet, PLANETS, toAstroTime } from "./ephemeris.ts";
import { type Activation, activationAt } from "./wheel.ts";

export type HdType = "generator" | "manifesting-generator" | "manifestor" | "projector" | "reflector";
export type Authority = "emotional" | "sacral" | "splenic" | "ego-manifested" | "ego-projected" | "self-projected" | "mental" | "lunar";
export type Definition = "none" | "single" | "split" | "triple-split" | "quadruple-split";
export type Strategy = "to-respond" | "to-respond-then-inform" | "to-inform" | "wait-for-the-invitation" | "wait-a-lunar-cycle";
export type Signature = "satisfaction" | "peace" | "success" | "surprise";
export type NotSelfTheme = "frustration" | "anger" | "bitterness" | "disappointment";
export type Arrow = "left" | "right";

export type Activations = Record<Planet, Activation>;

export interface Variables {
  /** Design Sun tone: digestion / determination. */
  determination: Arrow;
  /** Design North Node tone. */
  environment: Arrow;
  /** Personality Sun tone. */
  motivation: Arrow;
  /** Personality North Node tone. */
  perspective: Arrow;
}

export interface Bodygraph {
  /** Defined channel ids in canonical order. */
  channels: string[];
  /** Defined centers in canonical order. */
  definedCenters: Center[];
  type: HdType;
  authority: Authority;
  definition: Definition;
}

export interface HumanDesignChart extends Bodygraph {
  birthUtc: string;
  designUtc: string;
  personality: Activations;
  design: Activations;
  profile: string;
  incarnationCross: IncarnationCross;
  variables: Variables;
  strategy: Strategy;
  signature: Signature;
  notSelfTheme: NotSelfTheme;
}

const DEFINITIONS: readonly Definition[] = ["none", "single", "split", "triple-split", "quadruple-split"];

/** Connected components of the defined centers, as a center → component-root map. */
function components(channels: readonly (readonly [Center, Center])[]): Map<Center, Center> {
  const parent = new Map<Center, Center>();
  const find = (c: Center): Center => {
    let root = c;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(c, root);
    return root;
  };
  for (const [a, b] of channels) {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    parent.set(find(a), find(b));
  }
  for (const c of parent.keys()) find(c);
  return parent;
}

function typeOf(defined: ReadonlySet<Center>, motorToThroat: boolean): HdType {
  if (defined.size === 0) return "reflector";
  if (defined.has("sacral")) return motorToThroat ? "manifesting-generator" : "generator";
  return motorToThroat ? "manifestor" : "projector";
}

function authorityOf(defined: ReadonlySet<Center>, connected: (a: Center, b: Center) => boolean): Authority {
  if (defined.has("solarPlexus")) return "emotional";
  if (defined.has("sacral")) return "sacral";
  if (defined.has("spleen")) return "splenic";
  if (defined.has("heart")) return connected("heart", "throat") ? "ego-manifested" : "ego-projected";
  if (defined.has("g") && connected("g", "throat")) return "self-projected";
  if (defined.size === 0) return "lunar";
  // Every remaining definition lies among Head, Ajna and Throat: a G or Root
  // cannot be defined here without a center already tested above.
  return "mental";
}

/** The pure rule set: which channels, centers, type, authority and definition a set of active gates gives. */
export function deriveBodygraph(activeGates: Iterable<number>): Bodygraph {
  const active = new Set(activeGates);
  const defined = CHANNELS.filter((c) => active.has(c.gates[0]) && active.has(c.gates[1]));
  const root = components(defined.map((c) => c.centers));
  const definedCenters = CENTERS.filter((c) => root.has(c));
  const definedSet = new Set(definedCenters);
  const connected = (a: Center, b: Center) => root.has(a) && root.get(a) === root.get(b);
  const motorToThroat = [...MOTORS].some((m) => connected(m, "throat"));
  const componentCount = new Set(root.values()).size;
  return {
    channels: defined.map((c) => c.id),
    definedCenters,
    type: typeOf(definedSet, motorToThroat),
    authority: authorityOf(definedSet, connected),
    definition: DEFINITIONS[componentCount],
  };
}

const STRATEGY: Record<HdType, { strategy: Strategy; signature: Signature; notSelfTheme: NotSelfTheme }> = {
  generator: { strategy: "to-respond", signature: "satisfaction", notSelfTheme: "frustration" },
  "manifesting-generator": { strategy: "to-respond-then-inform", signature: "satisfaction", notSelfTheme: "frustration" },
  manifestor: { strategy: "to-inform", signature: "peace", notSelfTheme: "anger" },
  projector: { strategy: "wait-for-the-invitation", signature: "success", notSelfTheme: "bitterness" },
  reflector: { strategy: "wait-a-lunar-cycle", signature: "surprise", notSelfTheme: "disappointment" },
};

const arrow = (a: Activation): Arrow => (a.tone <= 3 ? "left" : "right");

export function activeGatesOf(chart: Pick<HumanDesignChart, "personality" | "design">): Set<number> {
  const gates = new Set<number>();
  for (const p of PLANETS) {
    gates.add(chart.personality[p].gate);
    gates.add(chart.design[p].gate);
  }
  return gates;
}

/** ISO 8601 UTC to the second: the Design moment is solved to ~0.1 s, birth times are given to the minute. */
export function formatUtc(date: Date): string {
  return new Date(Math.round(date.getTime() / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

/** Assemble a chart from the 2 × 13 activations (exported so rules can be tested without an ephemeris). */
export function chartFromActivations(birthUtc: Date, designUtc: Date, personality: Activations, design: Activations): HumanDesignChart {
  const bodygraph = deriveBodygraph(activeGatesOf({ personality, design }));
  const pSun = personality.sun;
  const dSun = design.sun;
  return {
    birthUtc: formatUtc(birthUtc),
    designUtc: formatUtc(designUtc),
    personality,
    design,
    type: bodygraph.type,
    authority: bodygraph.authority,
    profile: `${pSun.line}/${dSun.line}`,
    definition: bodygraph.definition,
    definedCenters: bodygraph.definedCenters,
    channels: bodygraph.channels,
    incarnationCross: incarnationCross([pSun.gate, personality.earth.gate, dSun.gate, design.earth.gate], pSun.line, dSun.line),
    variables: {
      determination: arrow(dSun),
      environment: arrow(design.northNode),
      motivation: arrow(pSun),
      perspective: arrow(personality.northNode),
    },
    ...STRATEGY[bodygraph.type],
  };
}

// Micro-degree (0.0036″) rounding keeps the JSON short and identical across
// JS engines whose Math.sin/cos differ in the last bits; gates are read first.
const round6 = (x: number) => (Math.round(x * 1e6) / 1e6) % 360;

export function activationsFromLongitudes(longitudes: readonly number[]): Activations {
  const out = {} as Activations;
  PLANETS.forEach((p, i) => {
    const a = activationAt(longitudes[i]);
    out[p] = { ...a, longitude: round6(a.longitude) };
  });
  return out;
}

/**
 * Years the engine is verified for (against the Swiss Ephemeris, 1900–2030)
 * with margin; the lunar theory drifts far from J2000.
 */
export const SUPPORTED_YEARS = { min: 1800, max: 2100 } as const;

/** The full chart for a birth instant (UTC). */
export function computeChart(birthUtc: Date): HumanDesignChart {
  const year = birthUtc.getUTCFullYear();
  if (!(year >= SUPPORTED_YEARS.min && year <= SUPPORTED_YEARS.max)) {
    throw new RangeError(`birth instant must be a valid date in ${SUPPORTED_YEARS.min}–${SUPPORTED_YEARS.max}`);
  }
  const birth = toAstroTime(birthUtc);
  const personalityLongitudes = longitudesAt(birth);
  const design = designTime(birth, personalityLongitudes[0]);
  return chartFromActivations(birthUtc, design.date, activationsFromLongitudes(personalityLongitudes), activationsFromLongitudes(longitudesAt(design)));
}
