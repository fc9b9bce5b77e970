// Connection analysis of two charts: how each of the 36 channels is shared,
// and the composite chart of both people's gates together.
import { type Center, CENTERS, type Channel, CHANNELS } from "./bodygraph.ts";
import { activeGatesOf, type Definition, deriveBodygraph, type HdType, type HumanDesignChart } from "./chart.ts";
import { AUTHORITY_LABELS, CENTER_LABELS, channelLabel, DEFINITION_LABELS, TYPE_LABELS } from "./labels.ts";

export type ConnectionKind = "electromagnetic" | "companionship" | "dominance" | "compromise";
export type PersonKey = "a" | "b";
export type CenterShare = "both" | "onlyA" | "onlyB" | "none";

export interface ChannelConnection {
  channel: string;
  kind: ConnectionKind;
  /** The channel's gates each person has. */
  gatesA: number[];
  gatesB: number[];
  /** Dominance and compromise: who has the whole channel. */
  dominant?: PersonKey;
  /** Compromise: who has only one of its gates (and tends to give way). */
  compromising?: PersonKey;
}

export interface Person {
  name: string;
  chart: HumanDesignChart;
}

export interface CompositeChart {
  channels: string[];
  definedCenters: Center[];
  definition: Definition;
  type: HdType;
  /** Defined-open, e.g. "7-2". */
  count: string;
}

export interface RelationshipAnalysis {
  personA: Person;
  personB: Person;
  /** Channels with a connection, in canonical channel order; the others have none. */
  connections: ChannelConnection[];
  composite: CompositeChart;
  centers: Record<Center, CenterShare>;
  summary: string;
}

/** How one channel is shared between two sets of active gates, or null when it is not. */
export function connectionFor(channel: Channel, gatesA: ReadonlySet<number>, gatesB: ReadonlySet<number>): ChannelConnection | null {
  const hasA = channel.gates.filter((g) => gatesA.has(g));
  const hasB = channel.gates.filter((g) => gatesB.has(g));
  const base = { channel: channel.id, gatesA: hasA, gatesB: hasB };
  const wholeA = hasA.length === 2;
  const wholeB = hasB.length === 2;
  if (wholeA && wholeB) return { ...base, kind: "companionship" };
  if (wholeA || wholeB) {
    const dominant: PersonKey = wholeA ? "a" : "b";
    const other = wholeA ? hasB : hasA;
    if (other.length === 0) return { ...base, kind: "dominance", dominant };
    return { ...base, kind: "compromise", dominant, compromising: wholeA ? "b" : "a" };
  }
  // Neither has it whole: electromagnetic when each brings the gate the other lacks.
  if (hasA.length === 1 && hasB.length === 1 && hasA[0] !== hasB[0]) return { ...base, kind: "electromagnetic" };
  return null;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

function summarize(
  nameA: string,
  nameB: string,
  a: HumanDesignChart,
  b: HumanDesignChart,
  connections: ChannelConnection[],
  composite: CompositeChart,
  centers: Record<Center, CenterShare>,
): string {
  const name = (k: PersonKey) => (k === "a" ? nameA : nameB);
  const describe = (n: string, c: HumanDesignChart) =>
    `${n} é do tipo ${TYPE_LABELS[c.type]}, com autoridade ${AUTHORITY_LABELS[c.authority]} e perfil ${c.profile}`;
  const of = (kind: ConnectionKind) => connections.filter((c) => c.kind === kind);
  const sentences = [
    `${describe(nameA, a)}; ${describe(nameB, b)}.`,
    `Juntos, formam um composto ${composite.count}, do tipo ${TYPE_LABELS[composite.type]}, com definição ${DEFINITION_LABELS[composite.definition]}.`,
  ];
  const em = of("electromagnetic");
  if (em.length > 0) sentences.push(`Atração eletromagnética (um completa o canal do outro): ${list(em.map((c) => channelLabel(c.channel)))}.`);
  const comp = of("companionship");
  if (comp.length > 0) sentences.push(`Companheirismo (os dois têm o canal): ${list(comp.map((c) => channelLabel(c.channel)))}.`);
  const dom = of("dominance");
  if (dom.length > 0)
    sentences.push(
      `Dominância (só um tem o canal, o outro nenhum dos portões): ${list(dom.map((c) => `${channelLabel(c.channel)}, de ${name(c.dominant!)}`))}.`,
    );
  const cmp = of("compromise");
  if (cmp.length > 0)
    sentences.push(
      `Compromisso (quem tem só um dos portões tende a ceder): ${list(cmp.map((c) => `${name(c.compromising!)} cede a ${name(c.dominant!)} no ${channelLabel(c.channel)}`))}.`,
    );
  if (connections.length === 0) sentences.push("Nenhum canal é formado ou compartilhado entre os dois.");
  const open = CENTERS.filter((c) => centers[c] === "none");
  if (open.length > 0) sentences.push(`Centros abertos nos dois: ${list(open.map((c) => CENTER_LABELS[c]))}.`);
  return sentences.join(" ");
}

export function analyzeRelationship(personA: Person, personB: Person): RelationshipAnalysis {
  const gatesA = activeGatesOf(personA.chart);
  const gatesB = activeGatesOf(personB.chart);
  const connections = CHANNELS.flatMap((ch) => connectionFor(ch, gatesA, gatesB) ?? []);
  const union = deriveBodygraph([...gatesA, ...gatesB]);
  const composite: CompositeChart = {
    channels: union.channels,
    definedCenters: union.definedCenters,
    definition: union.definition,
    type: union.type,
    count: `${union.definedCenters.length}-${CENTERS.length - union.definedCenters.length}`,
  };
  const definedA = new Set(personA.chart.definedCenters);
  const definedB = new Set(personB.chart.definedCenters);
  const centers = {} as Record<Center, CenterShare>;
  for (const c of CENTERS) {
    const inA = definedA.has(c);
    const inB = definedB.has(c);
    centers[c] = inA && inB ? "both" : inA ? "onlyA" : inB ? "onlyB" : "none";
  }
  const nameA = personA.name.trim() || "Pessoa 1";
  const nameB = personB.name.trim() || "Pessoa 2";
  return {
    personA,
    personB,
    connections,
    composite,
    centers,
    summary: summarize(nameA, nameB, personA.chart, personB.chart, connections, composite, centers),
  };
}
