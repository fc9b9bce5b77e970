// The relationship result in plain Portuguese (issue 22 §12): before any channel number, what flows
// between the two, where they complete each other and where they may clash, from the analysis the
// engine computed (domain/hd/relationship.ts). Reference: docs/human-design.md.
import { CHANNEL_KNOWLEDGE } from "../compass/knowledge.ts";
import { CENTER_LABELS, CHANNEL_NAMES, TYPE_LABELS } from "../hd/labels.ts";
import type { ChannelConnection, PersonKey, RelationshipAnalysis } from "../hd/relationship.ts";

export interface RelationshipReading {
  flows: string;
  completes: string;
  clashes: string;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

/** 'Inspiração (1-8)': the channel's name first, its number only as a reference. */
export const channelName = (id: string) => `${CHANNEL_NAMES[id]} (${id})`;

/** The channel's meaning in one line (its first sentence). */
export function channelMeaning(id: string): string {
  const text = CHANNEL_KNOWLEDGE[id] ?? "";
  return text.split(/(?<=\.)\s/)[0] ?? text;
}

export function relationshipReading(analysis: RelationshipAnalysis): RelationshipReading {
  const { personA, personB, connections, composite, centers } = analysis;
  const name = (k: PersonKey) => (k === "a" ? personA.name : personB.name);
  const of = (kind: ChannelConnection["kind"]) => connections.filter((c) => c.kind === kind);
  const names = (items: ChannelConnection[]) => list(items.map((c) => CHANNEL_NAMES[c.channel] as string));
  const both = `${personA.name} e ${personB.name}`;

  const em = of("electromagnetic");
  const shared = of("companionship");
  const flows = [
    `Juntos, ${both} formam uma energia de ${TYPE_LABELS[composite.type]}: ${composite.definedCenters.length} dos 9 centros ficam definidos quando estão perto um do outro.`,
    em.length > 0
      ? `Há atração: cada um traz a metade de ${em.length === 1 ? "um canal que só se completa" : `${em.length} canais que só se completam`} com o outro (${names(em)}).`
      : "Não há um canal que um complete no outro: a atração, se houver, vem de outros lugares.",
    shared.length > 0 ? `Vocês também reconhecem um no outro o mesmo jeito de ser em ${names(shared)}, o que traz amizade e conforto.` : "",
  ]
    .filter(Boolean)
    .join(" ");

  const giving = (k: PersonKey) =>
    Object.entries(centers)
      .filter(([, share]) => share === (k === "a" ? "onlyA" : "onlyB"))
      .map(([center]) => CENTER_LABELS[center as keyof typeof CENTER_LABELS]);
  const fromA = giving("a");
  const fromB = giving("b");
  const completes = [
    fromA.length > 0
      ? `${personA.name} dá constância ${fromA.length === 1 ? "ao centro" : "aos centros"} ${list(fromA)}, aberto${fromA.length === 1 ? "" : "s"} em ${personB.name}.`
      : "",
    fromB.length > 0
      ? `${personB.name} dá constância ${fromB.length === 1 ? "ao centro" : "aos centros"} ${list(fromB)}, aberto${fromB.length === 1 ? "" : "s"} em ${personA.name}.`
      : "",
    em.length > 0 ? `No que um começa e o outro termina (${names(em)}), vocês se completam.` : "",
  ]
    .filter(Boolean)
    .join(" ");

  const compromise = of("compromise");
  const dominance = of("dominance");
  // Open in both and not defined by the pair either (an electromagnetic channel can define it).
  const openBoth = Object.entries(centers)
    .filter(([center, share]) => share === "none" && !composite.definedCenters.includes(center as (typeof composite.definedCenters)[number]))
    .map(([center]) => CENTER_LABELS[center as keyof typeof CENTER_LABELS]);
  const yields = (k: PersonKey) => compromise.filter((c) => c.compromising === k);
  const yielding = (["a", "b"] as const)
    .filter((k) => yields(k).length > 0)
    .map((k) => `${name(k)} tende a ceder a ${name(k === "a" ? "b" : "a")} em ${names(yields(k))}`);
  const clashes = [
    yielding.length > 0 ? `${yielding.join("; ")}: vale conversar para que não seja sempre a mesma pessoa abrindo mão.` : "",
    dominance.length > 0 ? `Onde só um tem o canal (${names(dominance)}), o outro pode se sentir conduzido.` : "",
    openBoth.length > 0
      ? `${openBoth.length === 1 ? "O centro" : "Os centros"} ${list(openBoth)} ${openBoth.length === 1 ? "fica aberto" : "ficam abertos"} nos dois: ali vocês podem amplificar juntos o que vem de fora.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");

  return {
    flows,
    completes: completes || `Os centros definidos de ${both} são os mesmos: vocês se reconhecem mais do que se completam.`,
    clashes: clashes || "Nenhum canal em que um tenda a ceder ao outro.",
  };
}
