// A chart's facts as the Soul Compass speaks of them: the engine's values with their pt-BR
// names. The system prompt of every provider and the builtin responder both read these, so
// whatever the Compass says about a person comes from their own computed chart.
import { type Center, CENTERS, CHANNEL_BY_ID } from "../hd/bodygraph.ts";
import type { Authority, Definition, HdType, HumanDesignChart } from "../hd/chart.ts";
import type { CrossAngle } from "../hd/cross.ts";
import { type Planet, PLANETS } from "../hd/ephemeris.ts";
import {
  AUTHORITY_LABELS,
  CENTER_LABELS,
  CHANNEL_NAMES,
  DEFINITION_LABELS,
  incarnationCrossLabel,
  NOT_SELF_LABELS,
  PLANET_LABELS,
  SIGNATURE_LABELS,
  STRATEGY_LABELS,
  TYPE_LABELS,
} from "../hd/labels.ts";
import type { ProfileLine } from "./knowledge.ts";

export type Side = "personality" | "design";

export const SIDE_LABELS: Record<Side, string> = { personality: "Personalidade (consciente)", design: "Design (inconsciente)" };

export interface ActivationFact {
  side: Side;
  planet: Planet;
  gate: number;
  line: number;
}

export interface ChannelFact {
  id: string;
  name: string;
  centers: readonly [Center, Center];
}

export interface ChartFacts {
  type: HdType;
  authority: Authority;
  definition: Definition;
  /** "1/3" */
  profile: string;
  profileLines: readonly [ProfileLine, ProfileLine];
  definedCenters: readonly Center[];
  openCenters: readonly Center[];
  channels: readonly ChannelFact[];
  /** The 26 activations, Personality first, in the planets' canonical order. */
  activations: readonly ActivationFact[];
  /** Every active gate, ascending. */
  gates: readonly number[];
  cross: { label: string; angle: CrossAngle; gates: readonly [number, number, number, number] };
  labels: {
    type: string;
    strategy: string;
    signature: string;
    notSelf: string;
    authority: string;
    definition: string;
  };
}

export function chartFacts(chart: HumanDesignChart): ChartFacts {
  const defined = new Set(chart.definedCenters);
  const activations: ActivationFact[] = (["personality", "design"] as const).flatMap((side) =>
    PLANETS.map((planet) => ({ side, planet, gate: chart[side][planet].gate, line: chart[side][planet].line })),
  );
  const [conscious, unconscious] = chart.profile.split("/").map(Number) as [ProfileLine, ProfileLine];
  return {
    type: chart.type,
    authority: chart.authority,
    definition: chart.definition,
    profile: chart.profile,
    profileLines: [conscious, unconscious],
    definedCenters: CENTERS.filter((c) => defined.has(c)),
    openCenters: CENTERS.filter((c) => !defined.has(c)),
    channels: chart.channels.map((id) => ({ id, name: CHANNEL_NAMES[id], centers: CHANNEL_BY_ID.get(id)!.centers })),
    activations,
    gates: [...new Set(activations.map((a) => a.gate))].sort((a, b) => a - b),
    cross: { label: incarnationCrossLabel(chart.incarnationCross), angle: chart.incarnationCross.angle, gates: chart.incarnationCross.gates },
    labels: {
      type: TYPE_LABELS[chart.type],
      strategy: STRATEGY_LABELS[chart.strategy],
      signature: SIGNATURE_LABELS[chart.signature],
      notSelf: NOT_SELF_LABELS[chart.notSelfTheme],
      authority: AUTHORITY_LABELS[chart.authority],
      definition: DEFINITION_LABELS[chart.definition],
    },
  };
}

/** "Sol (Personalidade, linha 3)" for each activation of a gate in this chart. */
export function activationsOfGate(facts: ChartFacts, gate: number): ActivationFact[] {
  return facts.activations.filter((a) => a.gate === gate);
}

export const activationLabel = (a: ActivationFact) => `${PLANET_LABELS[a.planet]} (${a.side === "personality" ? "Personalidade" : "Design"}, linha ${a.line})`;

export const centerList = (centers: readonly Center[]) => (centers.length ? centers.map((c) => CENTER_LABELS[c]).join(", ") : "nenhum");

export const channelTitle = (c: ChannelFact) => `Canal ${c.id} (${c.name})`;
