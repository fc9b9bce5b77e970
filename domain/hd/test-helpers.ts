// Builders for tests: charts from hand-chosen gates, without an ephemeris.
import { type Activations, chartFromActivations, type HumanDesignChart } from "./chart.ts";
import { PLANETS } from "./ephemeris.ts";
import { type Activation, activationAt, gateStart } from "./wheel.ts";

const LINE = 0.9375;
const TONE = LINE / 36;

/** An activation in the middle of the given gate, line and tone. */
export function activation(gate: number, line = 1, tone = 1): Activation {
  return activationAt(gateStart(gate) + (line - 1) * LINE + (tone - 1) * TONE + TONE / 2);
}

export interface ChartSpec {
  /** Active gates, at most 26; spread over the 26 activations. */
  gates: number[];
  personalitySun?: Activation;
  designSun?: Activation;
  personalityNode?: Activation;
  designNode?: Activation;
}

function activations(gates: number[], offset: number): Activations {
  const out = {} as Activations;
  PLANETS.forEach((p, i) => (out[p] = activation(gates[(offset + i) % gates.length])));
  return out;
}

/** A chart whose active gates are exactly `spec.gates` (plus the Suns/Nodes when given). */
export function chartWithGates(spec: ChartSpec): HumanDesignChart {
  if (spec.gates.length === 0 || spec.gates.length > 26) throw new RangeError("1..26 gates");
  const personality = activations(spec.gates, 0);
  const design = activations(spec.gates, 13);
  if (spec.personalitySun) personality.sun = spec.personalitySun;
  if (spec.designSun) design.sun = spec.designSun;
  if (spec.personalityNode) personality.northNode = spec.personalityNode;
  if (spec.designNode) design.northNode = spec.designNode;
  return chartFromActivations(new Date("2000-01-01T12:00:00Z"), new Date("1999-10-04T00:00:00Z"), personality, design);
}
