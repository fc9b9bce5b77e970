// What the builtin Compass says about each subject, as "sections": the paragraphs ("facets") it can
// say, best first, each joining the person's own facts (facts.ts) to the general texts of the
// knowledge bases (knowledge.ts, knowledge-life.ts). The responder (responder.ts) picks among them
// by what the conversation already has. Every chart fact here comes from the `ChartFacts` passed in.
import { type Center, CENTER_GATES, CHANNELS } from "../hd/bodygraph.ts";
import type { Authority, HdType } from "../hd/chart.ts";
import { AUTHORITY_LABELS, CENTER_LABELS, CHANNEL_NAMES, NOT_SELF_LABELS, TYPE_LABELS } from "../hd/labels.ts";
import { ROUTES } from "../paths.ts";
import { activationLabel, activationsOfGate, centerList, channelTitle, type ChartFacts } from "./facts.ts";
import {
  AUTHORITY_KNOWLEDGE,
  CENTER_KNOWLEDGE,
  CHANNEL_KNOWLEDGE,
  CROSS_ANGLE_KNOWLEDGE,
  DEFINITION_KNOWLEDGE,
  GATE_KNOWLEDGE,
  GENERAL_KNOWLEDGE,
  LINE_KNOWLEDGE,
  PROFILE_KNOWLEDGE,
  type ProfileLine,
  TYPE_KNOWLEDGE,
} from "./knowledge.ts";
import {
  AUTHORITY_PRACTICE,
  AUTHORITY_SIMPLE,
  CENTER_LIFE,
  CHILDREN_KNOWLEDGE,
  ENERGY_KNOWLEDGE,
  ENTREPRENEUR_KNOWLEDGE,
  FAMILY_KNOWLEDGE,
  type Feeling,
  FEELING_KNOWLEDGE,
  HEALTH_KNOWLEDGE,
  type HealthSubject,
  LIFE_NOTES,
  LINE_LOVE,
  LINE_PRACTICE,
  LIVING_WITH_TYPE,
  MONEY_KNOWLEDGE,
  MOOD_KNOWLEDGE,
  TODAY_KNOWLEDGE,
  TYPE_AURA,
  TYPE_DYNAMICS,
  TYPE_IS_COMPUTED,
  TYPE_PRACTICE,
  typePairKey,
} from "./knowledge-life.ts";
import type { OtherPerson, QuestionAnalysis, Topic } from "./reading.ts";

// ── small helpers for Portuguese text ─────────────────────────────────────────

export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
export const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0];
/** Bold the first mention of a value in a general text: "A **amargura** sinaliza…". */
const emphasize = (text: string, label: string) => text.replace(new RegExp(`(?<!\\p{L})(${escape(label)})(?!\\p{L})`, "iu"), "**$1**");
/** "Com o Sacral aberto, a energia…" → "a energia…": the sentence before already named the centre. */
const withoutCentreLead = (text: string) => lowerFirst(text.replace(/^Com (?:o|a) [^,]+, /, ""));
/** "Para o Projetor, o descanso…" → "o descanso…": the sentence before already named the type. */
/** "A, B e C". */
const listPt = (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`);
const centreNames = (centers: readonly Center[]) => listPt(centers.map((c) => CENTER_LABELS[c]));
/** "Na definição Tripla, há três áreas…" → "Há três áreas…": the sentence before already named it. */
const definitionText = (f: ChartFacts) => upperFirst(DEFINITION_KNOWLEDGE[f.definition].replace(/^(?:Na definição [^,]+|Sem definição), /, ""));
/** "O Projetor é o guia: …" → "é o guia: …", said right after the type was named. */
const typeEssenceRest = (type: HdType) => TYPE_KNOWLEDGE[type].essence.replace(new RegExp(`^O ${escape(TYPE_LABELS[type])} `), "");
/** "A autoridade Sacral é a resposta…" → "é a resposta…", said right after the authority was named. */
const authorityEssenceRest = (authority: Authority) => AUTHORITY_KNOWLEDGE[authority].essence.replace(/^A autoridade .+? (?=(?:é|vem|acompanha) )/, "");
/** "A autoridade Emocional vem de uma onda…" → "Ela vem de uma onda…", after "Sua autoridade interior é Emocional." */
const authorityEssenceText = (authority: Authority) => {
  const rest = authorityEssenceRest(authority);
  return rest === AUTHORITY_KNOWLEDGE[authority].essence ? rest.replace(/^Na autoridade [^ ]+ /, "Nela ") : `Ela ${rest}`;
};
/** Relationships for the person's type, with the type named first. */
const relationshipsText = (f: ChartFacts) => `Você é **${f.labels.type}**, e isso aparece nos vínculos. ${TYPE_KNOWLEDGE[f.type].relationships}`;
/** A centre's text right after the sentence that gave its state: "…está **aberto**. A energia…". */
const afterState = (text: string) => upperFirst(withoutCentreLead(text));
export const withoutTypeLead = (text: string) => text.replace(/^Para o [^,]+, /, "");
/** "seu filho" → "do seu filho", "sua mãe" → "da sua mãe". */
const ofPhrase = (phrase: string) => phrase.replace(/^seu /, "do seu ").replace(/^sua /, "da sua ");
const state = (f: ChartFacts, c: Center) => (f.definedCenters.includes(c) ? "defined" : "open");
export const stateWord = (f: ChartFacts, c: Center) => (f.definedCenters.includes(c) ? "definido" : "aberto");
const stateWordF = (f: ChartFacts, c: Center) => (f.definedCenters.includes(c) ? "definida" : "aberta");
const gateName = (gate: number) => `Porta ${gate} (${GATE_KNOWLEDGE[gate].name})`;
const centreItem = (c: Center, text: string) => `- **${CENTER_LABELS[c]}:** ${upperFirst(withoutCentreLead(firstSentence(text)))}`;
const invitation = () =>
  `A [Análise de Relacionamento](${ROUTES.relationship}) mostra os dois mapas juntos, com os canais que vocês completam e os centros que um abre no outro: basta informar a data, o horário e a cidade de nascimento de cada um.`;

function strategyText(f: ChartFacts): string {
  const k = TYPE_KNOWLEDGE[f.type].strategy;
  const strategy = lowerFirst(f.labels.strategy);
  const head = `A estratégia é ${strategy}`;
  return k.startsWith(head) ? `Sua estratégia é **${strategy}**${k.slice(head.length)}` : `Sua estratégia é **${strategy}**. ${k}`;
}

const signatureText = (f: ChartFacts) =>
  `${emphasize(TYPE_KNOWLEDGE[f.type].signature, f.labels.signature)} ${emphasize(TYPE_KNOWLEDGE[f.type].notSelf, f.labels.notSelf)}`;

// ── what an answer is made of ─────────────────────────────────────────────────

/** One paragraph an answer can say, and the words of a question that make it the one to say first. */
export interface Facet {
  text: string;
  when?: RegExp;
  /** Said only when the question has those words (the advice on saudade is no answer to a fear). */
  only?: boolean;
}

export const facet = (text: string, when?: RegExp): Facet => ({ text, when });
const onlyWhen = (when: RegExp, text: string): Facet => ({ text, when, only: true });

export type OfferTopic =
  "type" | "strategy" | "authority" | "profile" | "centers" | "channels" | "energy" | "mood" | "relationships" | "work" | "today" | "cross";

export interface Section {
  topic: Topic | "feeling" | "human";
  /** How the answer names the subject ("a sua energia"). */
  name: string;
  /** In the order they should be said: the first is the answer itself, the rest other facets. */
  facets: Facet[];
  /** Said every time, in the first wording not said yet (the house rule on health). */
  rule?: string[];
  /** One of these opens the section's first paragraph (a feeling's welcome), the first not said yet. */
  openings?: string[];
  /** The opening is said even when every wording of it was said before (who the two people are). */
  alwaysOpen?: boolean;
  /** Subjects to offer next, best first. */
  offers?: OfferTopic[];
  /** A question back, preferred to an offer. */
  asks?: string[];
  /** Neighbouring subjects, for when every facet of this one was said. */
  related?: Topic[];
  /** Paragraphs of this section in one answer, at most. */
  maxParas?: number;
  /** "Vou por outro ângulo." when the answer itself was said before: for explanations, not for human turns. */
  revisitLead?: boolean;
  /** The fact in one short sentence, to open an answer to a question asked again ("Como eu disse, você é **Projetor**."). */
  recap?: string[];
}

/** A closing question that offers the next subject: a "sim" afterwards means that subject. */
export function offerText(f: ChartFacts, topic: OfferTopic): string | undefined {
  switch (topic) {
    case "type":
      return `Quer entender melhor o que significa ser **${f.labels.type}**?`;
    case "strategy":
      return `Quer ver como viver a estratégia de **${lowerFirst(f.labels.strategy)}** no dia a dia?`;
    case "authority":
      return `Quer ver como a sua autoridade **${f.labels.authority}** ajuda nas decisões do dia a dia?`;
    case "profile":
      return `Quer saber o que o seu perfil **${f.profile}** diz sobre o seu jeito de aprender?`;
    case "centers":
      return f.openCenters.length
        ? "Quer conhecer os seus centros abertos, onde você mais sente as outras pessoas?"
        : "Quer conhecer os seus centros definidos?";
    case "channels":
      return f.channels.length ? "Quer conhecer os dons dos seus canais?" : undefined;
    case "energy":
      return "Quer que eu fale de como cuidar da sua energia?";
    case "mood":
      return "Quer entender como as emoções funcionam no seu mapa?";
    case "relationships":
      return "Quer ver o que o seu mapa diz sobre relacionamentos?";
    case "work":
      return "Quer olhar o que o seu mapa diz sobre trabalho?";
    case "today":
      return "Quer uma sugestão prática para hoje?";
    case "cross":
      return "Quer conhecer a sua cruz de encarnação, o tema da sua vida?";
  }
}

export const OFFER_TOPICS: OfferTopic[] = [
  "type",
  "strategy",
  "authority",
  "profile",
  "centers",
  "channels",
  "energy",
  "mood",
  "relationships",
  "work",
  "today",
  "cross",
];
export const DEFAULT_OFFERS: OfferTopic[] = ["authority", "energy", "profile", "today", "relationships", "work", "centers", "cross", "type"];

// ── the chart ─────────────────────────────────────────────────────────────────

function typeSection(f: ChartFacts, claimed: boolean): Section {
  const k = TYPE_KNOWLEDGE[f.type];
  const e = ENERGY_KNOWLEDGE[f.type];
  return {
    topic: "type",
    name: "o seu tipo",
    facets: [
      facet(claimed ? k.essence : `**Seu tipo é ${f.labels.type}.** ${upperFirst(typeEssenceRest(f.type))}`),
      facet(strategyText(f)),
      facet(signatureText(f)),
      facet(TYPE_AURA[f.type]),
      facet(TYPE_PRACTICE[f.type]),
      facet(`Ser **${f.labels.type}** também pesa na energia. ${e.why}`),
      facet(`Nos vínculos, ser **${f.labels.type}** tem um jeito próprio. ${TYPE_KNOWLEDGE[f.type].relationships}`),
      facet(`E no trabalho: ${lowerFirst(TYPE_KNOWLEDGE[f.type].work)}`),
    ],
    offers: ["authority", "energy", "today"],
    related: ["strategy", "authority"],
    recap: [`Como eu disse, você é **${f.labels.type}**.`, `Você é **${f.labels.type}**, como vimos.`],
  };
}

function strategySection(f: ChartFacts): Section {
  return {
    topic: "strategy",
    name: "a sua estratégia",
    facets: [
      facet(`Você é **${f.labels.type}**. ${strategyText(f)}`),
      facet(TYPE_PRACTICE[f.type]),
      facet(`Viver a estratégia de **${lowerFirst(f.labels.strategy)}** também cuida da energia. ${ENERGY_KNOWLEDGE[f.type].strategy}`),
      facet(signatureText(f)),
    ],
    offers: ["authority", "today"],
    related: ["type", "authority"],
    recap: [`A sua estratégia, como vimos, é **${lowerFirst(f.labels.strategy)}**.`],
  };
}

function signatureSection(f: ChartFacts): Section {
  const k = TYPE_KNOWLEDGE[f.type];
  return {
    topic: "signature",
    name: "a sua assinatura",
    facets: [
      facet(`Como você é **${f.labels.type}**, ${lowerFirst(emphasize(k.signature, f.labels.signature))}`),
      facet(`E o sinal de desalinhamento: ${lowerFirst(emphasize(k.notSelf, f.labels.notSelf))}`),
      facet(TYPE_PRACTICE[f.type]),
    ],
    offers: ["today", "energy"],
    related: ["type"],
  };
}

function otherTypeSection(f: ChartFacts, types: HdType[]): Section {
  const [t, second] = types;
  const facets = [facet(`**${TYPE_LABELS[t]}.** ${TYPE_KNOWLEDGE[t].essence}`)];
  facets.push(
    facet(
      t === f.type
        ? `E esse é o seu tipo: no seu mapa, você é **${f.labels.type}**.`
        : `No seu mapa, o seu tipo é **${f.labels.type}**. ${TYPE_DYNAMICS[typePairKey(f.type, t)]}`,
    ),
  );
  if (second) facets.push(facet(`**${TYPE_LABELS[second]}.** ${TYPE_KNOWLEDGE[second].essence}`));
  facets.push(facet(LIVING_WITH_TYPE[t]));
  return { topic: "otherType", name: "os tipos", facets, offers: ["type"], related: ["type"] };
}

function authoritySection(f: ChartFacts, claimed: boolean): Section {
  const k = AUTHORITY_KNOWLEDGE[f.authority];
  return {
    topic: "authority",
    name: "a sua autoridade",
    facets: [
      facet(claimed ? k.essence : `**Sua autoridade interior é ${f.labels.authority}.** ${authorityEssenceText(f.authority)}`),
      facet(`Na prática, ${lowerFirst(k.howToDecide)}`),
      facet(AUTHORITY_PRACTICE[f.authority]),
      facet(
        `A estratégia e a autoridade trabalham juntas: a estratégia (**${lowerFirst(f.labels.strategy)}**) mostra quando algo chegou até você, e a autoridade **${f.labels.authority}** diz se é para você.`,
        /\b(aceitar|proposta|convite)\b/,
      ),
      facet(`A sua definição, **${f.labels.definition}**, também conta na hora de decidir. ${definitionText(f)}`),
    ],
    offers: ["today", "strategy", "profile"],
    related: ["strategy", "profile"],
    recap: [`A sua autoridade, como vimos, é **${f.labels.authority}**.`, `Ainda sobre a sua autoridade, **${f.labels.authority}**.`],
  };
}

function profileSection(f: ChartFacts, claimed: boolean): Section {
  const [a, b] = f.profileLines;
  const lines = a === b ? [a] : [a, b];
  const head = claimed
    ? `No ${f.profile}, a linha ${a} (${LINE_KNOWLEDGE[a].name}) está na Personalidade, consciente, e a linha ${b} (${LINE_KNOWLEDGE[b].name}) no Design, inconsciente.`
    : `**Seu perfil é ${f.profile}**: linha ${a} (${LINE_KNOWLEDGE[a].name}) na Personalidade, consciente, e linha ${b} (${LINE_KNOWLEDGE[b].name}) no Design, inconsciente.`;
  return {
    topic: "profile",
    name: "o seu perfil",
    facets: [
      facet(`${head} ${PROFILE_KNOWLEDGE[f.profile]}`),
      facet(lines.map((line) => `- **Linha ${line} – ${LINE_KNOWLEDGE[line].name}:** ${LINE_KNOWLEDGE[line].theme}`).join("\n")),
      facet(
        `O seu perfil, **${f.profile}**, pede ${lines.length === 1 ? "uma coisa" : "duas coisas"} no dia a dia. ${lines.map((line: ProfileLine) => LINE_PRACTICE[line]).join(" ")}`,
      ),
      onlyWhen(/\b(amor|relaciona\w*)\b/, `No amor, o perfil **${f.profile}** também aparece. ${lines.map((line: ProfileLine) => LINE_LOVE[line]).join(" ")}`),
    ],
    offers: ["work", "relationships"],
    related: ["work", "relationships"],
    recap: [`O seu perfil, como vimos, é **${f.profile}**.`],
  };
}

function centersSection(f: ChartFacts, focus?: "open" | "defined"): Section {
  const n = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);
  const summary = f.definedCenters.length
    ? `No seu mapa, ${n(f.definedCenters.length, "um centro é definido", "centros são definidos")} (${centerList(f.definedCenters)})${
        f.openCenters.length ? ` e ${n(f.openCenters.length, "um está aberto", "estão abertos")} (${centerList(f.openCenters)})` : ", e nenhum está aberto"
      }.`
    : "No seu mapa, nenhum centro é definido: os nove estão abertos.";
  const general = GENERAL_KNOWLEDGE.centers.split(/(?<=\.)\s+/)[1];
  const defined = f.definedCenters.length
    ? facet(
        `**Centros definidos no seu mapa (${f.definedCenters.length}):**\n${f.definedCenters.map((c) => centreItem(c, CENTER_KNOWLEDGE[c].defined)).join("\n")}`,
      )
    : undefined;
  const open = f.openCenters.length
    ? facet(`**Centros abertos no seu mapa (${f.openCenters.length}):**\n${f.openCenters.map((c) => centreItem(c, CENTER_KNOWLEDGE[c].open)).join("\n")}`)
    : undefined;
  const traps = f.openCenters.length
    ? facet(
        `Um ponto de atenção para cada centro aberto:\n${f.openCenters
          .map((c) => `- **${CENTER_LABELS[c]}:** ${CENTER_KNOWLEDGE[c].open.split(/(?<=\.)\s+/)[1] ?? firstSentence(CENTER_KNOWLEDGE[c].open)}`)
          .join("\n")}`,
      )
    : undefined;
  const lists = focus === "defined" ? [defined, open] : [open, defined];
  return {
    topic: "centers",
    name: "os seus centros",
    facets: [facet(`${summary} ${general}`), ...lists, traps].filter((x): x is Facet => Boolean(x)),
    offers: ["mood", "energy", "channels"],
    related: ["mood", "anxiety", "pressure"],
  };
}

function centerSection(f: ChartFacts, center: Center): Section {
  const k = CENTER_KNOWLEDGE[center];
  const defined = f.definedCenters.includes(center);
  const through = f.channels.filter((c) => c.centers.includes(center));
  const active = CENTER_GATES[center].filter((g) => f.gates.includes(g));
  return {
    topic: "center",
    name: `o centro ${CENTER_LABELS[center]}`,
    facets: [
      facet(`${k.theme} No seu mapa este centro está **${defined ? "definido" : "aberto"}**. ${afterState(defined ? k.defined : k.open)}`),
      facet(
        [
          through.length ? `Ele é definido por: ${through.map(channelTitle).join(", ")}.` : "",
          active.length
            ? `Portas ativas neste centro no seu mapa: ${active.map(gateName).join(", ")}.`
            : "Nenhuma porta deste centro está ativada no seu mapa.",
        ]
          .filter(Boolean)
          .join(" "),
      ),
      facet(
        `No dia a dia, com o centro ${CENTER_LABELS[center]} ${defined ? "definido" : "aberto"}: ${withoutCentreLead(CENTER_LIFE[center][state(f, center)])}`,
      ),
    ],
    offers: ["centers"],
    related: ["centers"],
  };
}

function channelsSection(f: ChartFacts): Section {
  if (!f.channels.length) {
    return {
      topic: "channels",
      name: "os seus dons",
      facets: [
        facet(
          `Seu mapa não tem canais definidos: os seus dons aparecem nas portas ativadas, que se completam no encontro com outras pessoas. Suas portas: ${f.gates.map(gateName).join(", ")}.`,
        ),
      ],
      offers: ["centers", "cross"],
      related: ["cross"],
    };
  }
  const general = GENERAL_KNOWLEDGE.channels.split(/(?<=\.)\s+/)[1];
  return {
    topic: "channels",
    name: "os seus dons",
    facets: [
      facet(
        `${general} No seu mapa, ${f.channels.length === 1 ? "o canal definido é" : `os ${f.channels.length} canais definidos são`}:\n${f.channels
          .map((c) => `- **${channelTitle(c)}**: ${CHANNEL_KNOWLEDGE[c.id]}`)
          .join("\n")}`,
      ),
      facet(
        `Cada canal liga dois centros e os deixa definidos: ${f.channels.map((c) => `o ${c.id} liga ${CENTER_LABELS[c.centers[0]]} e ${CENTER_LABELS[c.centers[1]]}`).join("; ")}.`,
      ),
    ],
    offers: ["work", "cross"],
    related: ["work", "cross"],
  };
}

function channelSection(f: ChartFacts, id: string): Section {
  const channel = CHANNELS.find((c) => c.id === id)!;
  const head = `**Canal ${id} (${CHANNEL_NAMES[id]})**, entre ${CENTER_LABELS[channel.centers[0]]} e ${CENTER_LABELS[channel.centers[1]]}. ${CHANNEL_KNOWLEDGE[id]}`;
  const half = channel.gates.filter((g) => f.gates.includes(g));
  const mine = f.channels.some((c) => c.id === id)
    ? "Este canal está **definido** no seu mapa: é um dom constante seu."
    : half.length
      ? `Este canal não está definido no seu mapa, mas você tem a ${gateName(half[0])} ativa: metade dele, que se completa quando alguém traz a outra porta.`
      : "Este canal não está definido no seu mapa e nenhuma das portas dele está ativada.";
  return { topic: "channel", name: `o canal ${id}`, facets: [facet(`${head}\n\n${mine}`)], offers: ["channels"], related: ["channels"] };
}

function gateSection(f: ChartFacts, gate: number): Section {
  const k = GATE_KNOWLEDGE[gate];
  const found = activationsOfGate(f, gate);
  const mine = found.length ? `No seu mapa ela está ativada por: ${found.map(activationLabel).join("; ")}.` : "Esta porta não está ativada no seu mapa.";
  return {
    topic: "gate",
    name: `a porta ${gate}`,
    facets: [facet(`**Porta ${gate} – ${k.name}.** ${k.keynote}\n\n${mine}`)],
    offers: ["channels"],
    related: ["channels"],
  };
}

function definitionSection(f: ChartFacts): Section {
  return {
    topic: "definition",
    name: "a sua definição",
    facets: [
      facet(`**Sua definição é ${f.labels.definition}.** ${definitionText(f)}`),
      ...(f.definedCenters.length ? [facet(`Os centros definidos que formam essa definição: ${centerList(f.definedCenters)}.`)] : []),
    ],
    offers: ["relationships", "centers"],
    related: ["centers"],
  };
}

function crossSection(f: ChartFacts): Section {
  const [pSun, pEarth, dSun, dEarth] = f.cross.gates;
  return {
    topic: "cross",
    name: "a sua cruz de encarnação",
    facets: [
      facet(`**Sua cruz de encarnação é a ${f.cross.label}.** ${GENERAL_KNOWLEDGE.cross}`),
      facet(CROSS_ANGLE_KNOWLEDGE[f.cross.angle]),
      facet(
        [
          `- Sol da Personalidade: ${gateName(pSun)}`,
          `- Terra da Personalidade: ${gateName(pEarth)}`,
          `- Sol do Design: ${gateName(dSun)}`,
          `- Terra do Design: ${gateName(dEarth)}`,
        ].join("\n"),
      ),
    ],
    offers: ["work", "profile"],
    related: ["profile"],
  };
}

// ── everyday life ─────────────────────────────────────────────────────────────

function energySection(f: ChartFacts, restFirst: boolean): Section {
  const e = ENERGY_KNOWLEDGE[f.type];
  const open = f.openCenters.filter((c) => c !== "sacral");
  const section: Section = {
    topic: "energy",
    name: "a sua energia",
    facets: [
      facet(`Você é **${f.labels.type}**, e isso diz muito sobre a sua energia. ${e.why}`, /\b(cansad\w*|cansaco|energia|exaust\w*|esgot\w*|pique|moid\w*)\b/),
      facet(`Como você é **${f.labels.type}**, ${withoutTypeLead(e.rest)}`, /\b(descans\w*|pausa|desconectar|tempo para mim|sumir)\b/),
      facet(`No seu mapa, o Sacral, centro da energia de trabalho, está **${stateWord(f, "sacral")}**. ${afterState(CENTER_LIFE.sacral[state(f, "sacral")])}`),
      onlyWhen(
        /\b(dormi\w*|durmo|sono|acordo|acordar|noite|cama)\b/,
        `${e.sleep} No seu mapa, o Sacral está **${stateWord(f, "sacral")}**, e isso conta na hora de deitar.`,
      ),
      onlyWhen(/\b(trabalh\w*|emprego|servico|expediente)\b/, `${e.work} É assim para quem é **${f.labels.type}**.`),
      facet(
        `Um sinal para observar: quando o cansaço vem junto com **${lowerFirst(f.labels.notSelf)}**, é o seu tipo avisando que a energia foi para onde não devia.`,
      ),
      facet(`Viver a sua estratégia, **${lowerFirst(f.labels.strategy)}**, também cuida da energia. ${e.strategy}`),
      ...(open.length
        ? [
            facet(
              `Com ${open.length === 1 ? "o centro" : "os centros"} ${centreNames(open)} ${open.length === 1 ? "aberto" : "abertos"} no seu mapa, parte do cansaço pode vir do ambiente e das pessoas, e não de você.`,
              /\b(pessoas|gente|ambiente)\b/,
            ),
          ]
        : []),
    ],
    openings: [],
    offers: ["today", "authority"],
    related: ["today", "pressure", "mood"],
  };
  if (restFirst) section.facets.unshift(...section.facets.splice(1, 1));
  return section;
}

function moodSection(f: ChartFacts): Section {
  const sp = state(f, "solarPlexus");
  const m = MOOD_KNOWLEDGE[sp];
  return {
    topic: "mood",
    name: "as suas emoções",
    facets: [
      facet(`No seu mapa, o Plexo Solar, centro das emoções, está **${stateWord(f, "solarPlexus")}**. ${afterState(CENTER_LIFE.solarPlexus[sp])}`),
      facet(
        f.authority === "emotional"
          ? `E ele é a sua autoridade, **${f.labels.authority}**. ${AUTHORITY_SIMPLE.emotional} ${AUTHORITY_PRACTICE.emotional}`
          : `As emoções não decidem por você: a sua autoridade é **${f.labels.authority}**. ${AUTHORITY_SIMPLE[f.authority]}`,
      ),
      onlyWhen(
        /\b(chor\w*)\b/,
        `${LIFE_NOTES.tears} Com o Plexo Solar **${stateWord(f, "solarPlexus")}**, ${withoutCentreLead(CENTER_KNOWLEDGE.solarPlexus[sp])}`,
      ),
      facet(`Uma prática para o seu Plexo Solar **${stateWord(f, "solarPlexus")}**: ${m.practice.replace(/^Uma prática: /, "")}`, /\b(lidar|como)\b/),
      facet(
        m.love + ` Esse é o seu caso: o Plexo Solar está **${stateWord(f, "solarPlexus")}** no seu mapa.`,
        /\b(outros|pessoas|absorv\w*|parceir\w*|relaciona\w*)\b/,
      ),
      facet(
        `Um sinal do seu tipo, **${f.labels.type}**, para observar nas emoções: ${lowerFirst(emphasize(TYPE_KNOWLEDGE[f.type].notSelf, f.labels.notSelf))}`,
      ),
    ],
    offers: ["authority", "relationships"],
    related: ["relationships", "anxiety", "today"],
  };
}

function anxietySection(f: ChartFacts): Section {
  const spleen = state(f, "spleen");
  const [a, b] = f.profileLines;
  const errLine = [a, b].find((l) => l === 3 || l === 1);
  return {
    topic: "anxiety",
    name: "os seus medos",
    facets: [
      facet(`No seu mapa, o Baço, centro do instinto e da intuição, está **${stateWord(f, "spleen")}**. ${afterState(CENTER_LIFE.spleen[spleen])}`),
      facet(
        `A Raiz, centro da pressão, está **${stateWordF(f, "root")}** no seu mapa. ${afterState(CENTER_LIFE.root[state(f, "root")])}`,
        /\b(pressa|pressao|urgen\w*)\b/,
      ),
      facet(
        `Com o Baço **${stateWord(f, "spleen")}**, ${withoutCentreLead(CENTER_KNOWLEDGE.spleen[spleen])}`,
        /\b(largar|soltar|faz mal|fazem mal|apego|apegad\w*)\b/,
      ),
      onlyWhen(
        /\b(err\w*|falh\w*)\b/,
        errLine
          ? `${LIFE_NOTES.mistakes} No seu perfil, **${f.profile}**, isso pesa ainda mais. ${LINE_PRACTICE[errLine]}`
          : `${LIFE_NOTES.mistakes} O seu perfil, **${f.profile}**, ajuda nisso. ${LINE_PRACTICE[a]}`,
      ),
      onlyWhen(
        /\b(insegur\w*|autoestima|valor)\b/,
        `${LIFE_NOTES.insecurity} No seu mapa, o G, centro da identidade, está **${stateWord(f, "g")}**: ${withoutCentreLead(CENTER_LIFE.g[state(f, "g")])}`,
      ),
      facet(`Com o Ajna **${stateWord(f, "ajna")}** no seu mapa, ${withoutCentreLead(CENTER_LIFE.ajna[state(f, "ajna")])}`, /\b(pens\w*|mente|cabeca)\b/),
      facet(
        `Para o seu Baço **${stateWord(f, "spleen")}**, uma prática: ${lowerFirst(FEELING_KNOWLEDGE.anxious.practice.replace(/^Uma prática simples: /, ""))}`,
      ),
      facet(`Decidir com medo raramente dá certo: espere a decisão passar pela sua autoridade **${f.labels.authority}**. ${AUTHORITY_SIMPLE[f.authority]}`),
    ],
    offers: ["today", "mood"],
    related: ["pressure", "mood", "today"],
  };
}

function pressureSection(f: ChartFacts, rootFirst: boolean): Section {
  const e = ENERGY_KNOWLEDGE[f.type];
  const facets: Facet[] = [
    facet(
      `No seu mapa, a Cabeça está **${stateWordF(f, "head")}** e o Ajna está **${stateWord(f, "ajna")}**. ${afterState(CENTER_LIFE.ajna[state(f, "ajna")])}`,
      /\b(pens\w*|mente|cabeca|overthinking)\b/,
    ),
    facet(
      `A Raiz, centro da pressão, está **${stateWordF(f, "root")}** no seu mapa. ${afterState(CENTER_LIFE.root[state(f, "root")])}`,
      /\b(pressao|pressa|urgen\w*|cobr\w*|prazo\w*)\b/,
    ),
    onlyWhen(/\b(procrastin\w*|adi\w*|enrol\w*)\b/, `Como você é **${f.labels.type}**, ${lowerFirst(withoutTypeLead(e.procrastination))}`),
    facet(`Um alívio: quem decide não é o pensamento, e sim a sua autoridade **${f.labels.authority}**. ${AUTHORITY_SIMPLE[f.authority]}`),
    onlyWhen(
      /\b(noite|dormir|deitar)\b/,
      `${LIFE_NOTES.night} Com a Cabeça **${stateWordF(f, "head")}**, ${withoutCentreLead(CENTER_LIFE.head[state(f, "head")])}`,
    ),
    facet(`No seu mapa, a Cabeça, centro das perguntas e da inspiração, está **${stateWordF(f, "head")}**. ${afterState(CENTER_LIFE.head[state(f, "head")])}`),
    facet(`Com a Raiz **${stateWordF(f, "root")}** no seu mapa, uma prática ajuda. ${LIFE_NOTES.priorities}`),
  ];
  // "vivo com pressa, tudo é urgente" is answered from the Root first; "penso demais" from the mind.
  if (rootFirst) facets.unshift(...facets.splice(1, 1));
  return { topic: "pressure", name: "a pressão", facets, offers: ["authority", "today"], related: ["anxiety", "energy", "today"] };
}

function personSection(f: ChartFacts, p: OtherPerson): Section {
  const label = TYPE_LABELS[p.type];
  const k = TYPE_KNOWLEDGE[p.type];
  if (p.guess) {
    return {
      topic: "person",
      name: "o tipo de alguém",
      openings: [`Só o mapa ${ofPhrase(p.phrase)} pode dizer se o tipo é **${label}**.`, `O tipo ${ofPhrase(p.phrase)} só o mapa dele pode dizer.`],
      alwaysOpen: true,
      facets: [facet(`${TYPE_IS_COMPUTED} No seu caso, o mapa diz que você é **${f.labels.type}**.`), facet(invitation())],
      offers: ["relationships"],
      revisitLead: false,
    };
  }
  const same = p.type === f.type;
  const Phrase = upperFirst(p.phrase);
  return {
    topic: "person",
    name: "vocês dois",
    openings: same
      ? [
          `Você e ${p.phrase} são do mesmo tipo, **${label}**.`,
          `${Phrase} é do tipo **${label}**, como você.`,
          `Voltando a vocês dois: você e ${p.phrase} são do tipo **${label}**.`,
        ]
      : [
          `Você é **${f.labels.type}**, e ${p.phrase} é do tipo **${label}**.`,
          `${Phrase} é do tipo **${label}**, e você é **${f.labels.type}**.`,
          `Voltando a vocês dois: você é **${f.labels.type}** e ${p.phrase} é do tipo **${label}**.`,
        ],
    alwaysOpen: true,
    facets: [
      facet(TYPE_DYNAMICS[typePairKey(f.type, p.type)]),
      facet(LIVING_WITH_TYPE[p.type]),
      facet(invitation()),
      facet(`Do lado ${ofPhrase(p.phrase)}, ${lowerFirst(firstSentence(k.strategy))}`),
      ...(p.partner ? [facet(`E do seu lado: ${lowerFirst(TYPE_KNOWLEDGE[f.type].relationships)}`)] : []),
      facet(`Um sinal para observar na relação: ${lowerFirst(k.notSelf)}`),
      facet(`Nas decisões a dois, a sua autoridade **${f.labels.authority}** continua valendo. ${AUTHORITY_SIMPLE[f.authority]}`),
    ],
    offers: ["relationships", "authority"],
    related: ["relationships"],
    revisitLead: false,
  };
}

function relationshipsSection(f: ChartFacts): Section {
  const [a, b] = f.profileLines;
  const lines = a === b ? [a] : [a, b];
  return {
    topic: "relationships",
    name: "os seus relacionamentos",
    facets: [
      facet(relationshipsText(f)),
      facet(`Nos vínculos, a sua autoridade **${f.labels.authority}** continua sendo a sua bússola. ${AUTHORITY_KNOWLEDGE[f.authority].howToDecide}`),
      onlyWhen(
        /\b(duram|termin\w*|separ\w*|acab\w*)\b/,
        `O seu perfil, **${f.profile}**, também aparece no amor. ${lines.map((l: ProfileLine) => LINE_LOVE[l]).join(" ")}`,
      ),
      facet(
        `${MOOD_KNOWLEDGE[state(f, "solarPlexus")].love} No seu mapa, o Plexo Solar está **${stateWord(f, "solarPlexus")}**.`,
        /\b(brig\w*|discut\w*|emoc\w*)\b/,
      ),
      ...(f.openCenters.length
        ? [
            facet(
              `Nos seus centros abertos (${centerList(f.openCenters)}) você sente com intensidade a energia de quem está perto: vale perceber o que é seu e o que é do outro.`,
            ),
          ]
        : []),
      facet(`A sua definição, **${f.labels.definition}**, também aparece nos vínculos. ${definitionText(f)}`),
      facet(`Se quiser olhar uma relação específica, ${lowerFirst(invitation())}`),
    ],
    offers: ["authority", "work"],
    related: ["mood"],
  };
}

function familySection(f: ChartFacts): Section {
  const sp = state(f, "solarPlexus");
  return {
    topic: "family",
    name: "a sua família",
    facets: [
      facet(`Você é **${f.labels.type}**, e isso aparece em casa. ${FAMILY_KNOWLEDGE[f.type]}`),
      onlyWhen(/\b(filh[oa]s?|crianca\w*|bebe|adolescente|educar|maternidade|paternidade|mae de)\b/, `${CHILDREN_KNOWLEDGE} ${invitation()}`),
      onlyWhen(
        /\b(brig\w*|critic\w*|conflit\w*|discut\w*|cobr\w*)\b/,
        `${LIFE_NOTES.conflict} No seu mapa, o Coração, centro do valor próprio, está **${stateWord(f, "heart")}**: ${withoutCentreLead(CENTER_KNOWLEDGE.heart[state(f, "heart")])}`,
      ),
      onlyWhen(
        /\b(saudade|distancia|longe)\b/,
        `${LIFE_NOTES.distance} No seu mapa, o G, centro do amor, está **${stateWord(f, "g")}**: ${withoutCentreLead(CENTER_LIFE.g[state(f, "g")])}`,
      ),
      facet(`Em casa, vale lembrar que no seu mapa o Plexo Solar está **${stateWord(f, "solarPlexus")}**: ${withoutCentreLead(CENTER_LIFE.solarPlexus[sp])}`),
      facet(`Nas decisões de família, a sua autoridade **${f.labels.authority}** continua valendo. ${AUTHORITY_SIMPLE[f.authority]}`),
      facet(`Vale contar à sua família o que ajuda na convivência com o seu tipo, **${f.labels.type}**. ${LIVING_WITH_TYPE[f.type]}`),
      ...(f.openCenters.length
        ? [
            facet(
              `Nos seus centros abertos (${centerList(f.openCenters)}), o clima da casa chega com força: um tempo a sós depois de um dia em família ajuda a voltar para si.`,
            ),
          ]
        : []),
    ],
    offers: ["relationships", "today"],
    related: ["relationships", "mood"],
  };
}

function workSection(f: ChartFacts): Section {
  const [a] = f.profileLines;
  return {
    topic: "work",
    name: "o seu trabalho",
    facets: [
      facet(`Você é **${f.labels.type}**, e isso diz muito sobre a sua vocação. ${TYPE_KNOWLEDGE[f.type].work}`),
      facet(
        f.channels.length
          ? `Os dons constantes do seu mapa, que pedem espaço no que você faz: ${f.channels.map(channelTitle).join(", ")}.`
          : `Seus dons aparecem nas portas ativadas: ${f.gates.slice(0, 6).map(gateName).join(", ")}.`,
      ),
      facet(
        `Antes de aceitar uma proposta ou de sair, lembre-se da sua estratégia (**${lowerFirst(f.labels.strategy)}**) e da sua autoridade **${f.labels.authority}**. ${AUTHORITY_SIMPLE[f.authority]}`,
        /\b(aceitar|proposta|largar|sair|mudar|demiss\w*|pedir demissao)\b/,
      ),
      onlyWhen(/\b(empreend\w*|negocio\w*|proprio|autonom\w*)\b/, `${ENTREPRENEUR_KNOWLEDGE[f.type]} É o que vale para você, que é **${f.labels.type}**.`),
      onlyWhen(
        /\b(chefe|reconhec\w*|valoriz\w*)\b/,
        f.type === "projector"
          ? `Falta de reconhecimento pesa muito para quem é **${f.labels.type}**: ${lowerFirst(emphasize(TYPE_KNOWLEDGE[f.type].notSelf, f.labels.notSelf))}`
          : `Quando o trabalho não traz **${lowerFirst(f.labels.signature)}**, vale prestar atenção: ${lowerFirst(emphasize(TYPE_KNOWLEDGE[f.type].notSelf, f.labels.notSelf))}`,
      ),
      facet(`No trabalho, o seu perfil **${f.profile}** também conta. ${LINE_PRACTICE[a]}`),
      facet(`${ENERGY_KNOWLEDGE[f.type].work} É o caso de quem é **${f.labels.type}**.`),
    ],
    offers: ["authority", "energy"],
    related: ["money", "energy"],
  };
}

function moneySection(f: ChartFacts): Section {
  return {
    topic: "money",
    name: "o dinheiro",
    facets: [
      facet(`Como você é **${f.labels.type}**, ${withoutTypeLead(MONEY_KNOWLEDGE[f.type])}`),
      facet(
        `No seu mapa, o Coração (Ego), centro da força de vontade e do valor próprio, está **${stateWord(f, "heart")}**. ${afterState(CENTER_LIFE.heart[state(f, "heart")])}`,
        /\b(sobra|cobr\w*|preco|valor|ganhar)\b/,
      ),
      facet(`Antes de uma decisão de dinheiro, ouça a sua autoridade **${f.labels.authority}**. ${AUTHORITY_SIMPLE[f.authority]}`),
      facet(
        f.channels.length
          ? `Os dons do seu mapa são também fontes de renda: ${f.channels.map(channelTitle).join(", ")}.`
          : `Os dons das suas portas ativas também podem virar renda: ${f.gates.slice(0, 4).map(gateName).join(", ")}.`,
      ),
    ],
    offers: ["work", "authority"],
    related: ["work"],
  };
}

const OUT_OF_SCOPE_RULE = [
  "Sobre investimentos, dívidas ou questões jurídicas, a Bússola não dá orientação: para isso, procure um profissional habilitado, como um contador, um consultor financeiro ou um advogado.",
  "Vale repetir: para investimentos, dívidas ou questões jurídicas, quem pode orientar é um profissional habilitado, como um contador, um consultor financeiro ou um advogado.",
];

function outOfScopeSection(f: ChartFacts): Section {
  return {
    topic: "outOfScope",
    name: "isso",
    rule: OUT_OF_SCOPE_RULE.map(
      (r) =>
        `${r} O que posso fazer é olhar com você como o seu mapa vive essas decisões: a sua autoridade é **${f.labels.authority}**. ${AUTHORITY_SIMPLE[f.authority]}`,
    ),
    facets: [],
    offers: ["work"],
    revisitLead: false,
  };
}

function healthSection(f: ChartFacts, subjects: HealthSubject[]): Section {
  const [first] = subjects;
  const care = subjects.map((s) => HEALTH_KNOWLEDGE[s].care).join(" ");
  const opening = HEALTH_KNOWLEDGE[first].opening;
  const sacralFacet = facet(
    `O que o seu mapa pode dizer, sem substituir esse cuidado: você é **${f.labels.type}**, e o Sacral está **${stateWord(f, "sacral")}**. ${afterState(CENTER_LIFE.sacral[state(f, "sacral")])}`,
  );
  const emotions = facet(
    `O que o seu mapa pode dizer, sem substituir esse cuidado: o Plexo Solar está **${stateWord(f, "solarPlexus")}**, e ${withoutCentreLead(CENTER_LIFE.solarPlexus[state(f, "solarPlexus")])}`,
  );
  return {
    topic: "health",
    name: "a sua saúde",
    rule: [
      `${opening ? `${opening} ` : ""}Sobre saúde, a Bússola não dá orientação médica. ${care}`,
      `${opening ? `${opening} ` : ""}Como sempre, com carinho: sobre saúde eu não oriento. ${care}`,
      `Sobre isso, a palavra é de um profissional de saúde. ${care}`,
    ],
    facets: [
      ...(first === "mental" ? [emotions, sacralFacet] : [sacralFacet, emotions]),
      onlyWhen(/\b(insonia|dorm\w*|sono)\b/, `${ENERGY_KNOWLEDGE[f.type].sleep} Isso vale para quem é **${f.labels.type}**, sem substituir o cuidado médico.`),
      facet(
        `Para as decisões de saúde, tomadas junto com quem cuida de você, a sua autoridade **${f.labels.authority}** ajuda. ${AUTHORITY_SIMPLE[f.authority]}`,
      ),
      facet(`No seu mapa, o Baço, centro do instinto de bem-estar, está **${stateWord(f, "spleen")}**. ${afterState(CENTER_LIFE.spleen[state(f, "spleen")])}`),
      facet(`Como você é **${f.labels.type}**, ${withoutTypeLead(ENERGY_KNOWLEDGE[f.type].rest)}`),
    ],
    offers: ["energy", "today"],
    maxParas: 2,
    revisitLead: false,
  };
}

const TODAY_LEADS = (f: ChartFacts) => [
  `Uma sugestão para hoje, pensando no seu tipo, **${f.labels.type}**:`,
  `Para hoje, como **${f.labels.type}**:`,
  `Mais uma ideia para o dia, sendo **${f.labels.type}**:`,
];

function todaySection(f: ChartFacts): Section {
  const leads = TODAY_LEADS(f);
  const tips = TODAY_KNOWLEDGE[f.type].map((s, i) => facet(`${leads[i % leads.length]} ${lowerFirst(s)}`));
  const care = f.openCenters.map((c) => facet(`Um cuidado para o dia, com o centro ${CENTER_LABELS[c]} aberto: ${withoutCentreLead(CENTER_LIFE[c].open)}`));
  const facets: Facet[] = [];
  for (let i = 0; i < Math.max(tips.length, care.length); i++) {
    if (tips[i]) facets.push(tips[i]);
    if (care[i]) facets.push(care[i]);
  }
  facets.push(facet(`Se surgir uma decisão, lembre-se da sua autoridade **${f.labels.authority}**. ${AUTHORITY_SIMPLE[f.authority]}`));
  return { topic: "today", name: "o seu dia", facets, offers: ["energy", "authority"], related: ["energy"], maxParas: 2, revisitLead: false };
}

// ── feelings ──────────────────────────────────────────────────────────────────

const NOT_SELF_OF: Partial<Record<Feeling, string>> = {
  angry: NOT_SELF_LABELS.anger,
  frustrated: NOT_SELF_LABELS.frustration,
  bitter: NOT_SELF_LABELS.bitterness,
  disappointed: NOT_SELF_LABELS.disappointment,
};

const ASK_BACK = [
  "Quer me contar um pouco mais do que está acontecendo?",
  "O que você acha que mais pesou nisso?",
  "Quer olhar comigo o que pode estar por trás disso?",
  "Como você está agora, enquanto conversamos?",
];

/** A feeling said again later in the conversation: welcomed again, in other words. */
export const WELCOME_AGAIN = ["Continuo aqui com você.", "Obrigada por me contar de novo como está.", "Isso ainda pesa, e tudo bem: vamos com calma."];

export function feelingSection(f: ChartFacts, feeling: Feeling): Section {
  const k = FEELING_KNOWLEDGE[feeling];
  const sp = state(f, "solarPlexus");
  const emotions = facet(
    `No seu mapa, o Plexo Solar está **${stateWord(f, "solarPlexus")}**: ${withoutCentreLead(CENTER_LIFE.solarPlexus[sp])}${
      f.authority === "emotional" ? " Como a sua autoridade é **Emocional**, evite decidir algo importante no fundo da onda." : ""
    }`,
  );
  const g = facet(`No seu mapa, o G, centro do amor e da direção, está **${stateWord(f, "g")}**: ${withoutCentreLead(CENTER_LIFE.g[state(f, "g")])}`);
  const spleen = facet(
    `No seu mapa, o Baço, centro do instinto, está **${stateWord(f, "spleen")}**: ${withoutCentreLead(CENTER_LIFE.spleen[state(f, "spleen")])}`,
  );
  const root = facet(`A Raiz, centro da pressão, está **${stateWordF(f, "root")}** no seu mapa: ${withoutCentreLead(CENTER_LIFE.root[state(f, "root")])}`);
  const ajna = facet(`Com o Ajna **${stateWord(f, "ajna")}** no seu mapa, ${withoutCentreLead(CENTER_LIFE.ajna[state(f, "ajna")])}`);
  const open = f.openCenters.length
    ? facet(
        `No seu mapa há ${f.openCenters.length} ${f.openCenters.length === 1 ? "centro aberto" : "centros abertos"} (${centerList(f.openCenters)}): muito do que vem do ambiente chega até você e se soma ao que já é seu.`,
      )
    : facet("No seu mapa todos os centros são definidos: a sua energia é constante, e o peso costuma vir de assumir mais do que ela pede.");
  const notSelf = facet(
    `Como você é **${f.labels.type}**, vale olhar para isso com carinho: ${lowerFirst(emphasize(TYPE_KNOWLEDGE[f.type].notSelf, f.labels.notSelf))}`,
  );
  const moodPractice = facet(
    `Uma prática para o seu Plexo Solar **${stateWord(f, "solarPlexus")}**: ${MOOD_KNOWLEDGE[sp].practice.replace(/^Uma prática: /, "")}`,
  );
  const authority = facet(
    `Quando houver uma escolha a fazer, deixe que ela passe pela sua autoridade **${f.labels.authority}**. ${AUTHORITY_SIMPLE[f.authority]}`,
  );
  const strategy = facet(strategyText(f));
  const relationships = facet(relationshipsText(f));
  const practice = facet(k.practice);
  const mine = NOT_SELF_OF[feeling] === f.labels.notSelf;
  const sacral = facet(`No seu mapa, o Sacral está **${stateWord(f, "sacral")}**: ${withoutCentreLead(CENTER_LIFE.sacral[state(f, "sacral")])}`);
  const heart = facet(
    `No seu mapa, o Coração, centro do valor próprio, está **${stateWord(f, "heart")}**: ${withoutCentreLead(CENTER_LIFE.heart[state(f, "heart")])}`,
  );
  const signature = facet(
    `O sinal de que a vida está no rumo, para quem é **${f.labels.type}**: ${lowerFirst(emphasize(TYPE_KNOWLEDGE[f.type].signature, f.labels.signature))}`,
  );
  // After the feeling's own links, the rest of the chart that can honestly speak to a feeling.
  const tail = [authority, emotions, open, g, notSelf, strategy, moodPractice, sacral, heart, signature];
  const links: Record<Feeling, Facet[]> = {
    sad: [emotions, practice, open, moodPractice, authority],
    anxious: [spleen, practice, root, ajna, authority],
    lonely: [g, practice, relationships, emotions],
    angry: mine ? [notSelf, practice, emotions, root] : [emotions, practice, root, notSelf],
    frustrated: mine ? [notSelf, practice, emotions, strategy] : [emotions, practice, strategy],
    bitter: mine ? [notSelf, practice, heart, strategy] : [heart, practice, emotions, strategy],
    disappointed: mine ? [notSelf, practice, emotions, g] : [emotions, practice, g],
    lost: [g, practice, strategy, authority],
    overwhelmed: [open, practice, root, emotions],
    tired: [],
    happy: [facet(`${k.practice} Momentos assim mostram o que faz bem a quem é **${f.labels.type}** como você.`)],
  };
  return {
    topic: "feeling",
    name: "o que você sente",
    openings: [k.welcome, ...WELCOME_AGAIN],
    facets: feeling === "happy" ? links.happy : [...new Set([...links[feeling], ...tail])],
    asks: feeling === "happy" ? [] : ASK_BACK,
    offers: feeling === "happy" ? ["today"] : [],
    maxParas: 2,
    revisitLead: false,
  };
}

/** Plain words for the subject of the previous turn, for "não entendi". */
export function simpleWords(f: ChartFacts, topic: Topic | undefined): string | undefined {
  switch (topic) {
    case "type":
    case "strategy":
    case "signature":
      return `Em palavras simples: você é **${f.labels.type}**, e o seu jeito de agir é **${lowerFirst(f.labels.strategy)}**. Quando isso acontece, você sente **${lowerFirst(f.labels.signature)}**; quando sente **${lowerFirst(f.labels.notSelf)}**, é sinal de que vale parar e rever o caminho.`;
    case "authority":
      return `Em palavras simples: a autoridade é o jeito como você sabe o que é certo para você, e a sua é **${f.labels.authority}**. ${AUTHORITY_SIMPLE[f.authority]}`;
    case "profile": {
      const [a, b] = f.profileLines;
      return `Em palavras simples: o perfil **${f.profile}** mostra o seu jeito de aprender e de se relacionar. ${LINE_PRACTICE[a]}${a === b ? "" : ` ${LINE_PRACTICE[b]}`}`;
    }
    case "centers":
    case "center":
      return `Em palavras simples: os centros definidos são energias suas, que funcionam sempre do mesmo jeito; os abertos são onde você sente e amplifica as pessoas ao redor. No seu mapa, os abertos são: ${centerList(f.openCenters)}.`;
    case "channels":
      return f.channels.length
        ? `Em palavras simples: canais são talentos que funcionam em você o tempo todo. Os seus são: ${f.channels.map((c) => c.name).join(", ")}.`
        : undefined;
    case "energy":
      return `Em palavras simples: você é **${f.labels.type}**. ${ENERGY_KNOWLEDGE[f.type].simple}`;
    case "mood":
      return `Em palavras simples: o Plexo Solar, centro das emoções, está **${stateWord(f, "solarPlexus")}** no seu mapa. ${
        f.definedCenters.includes("solarPlexus")
          ? "As suas emoções têm ondas próprias, que sobem e descem."
          : "Você sente com força as emoções de quem está perto."
      }`;
    default:
      return undefined;
  }
}

/** A practical example for the subject of the previous turn, for "pode explicar melhor?". */
export function exampleOf(f: ChartFacts, topic: Topic | undefined): string | undefined {
  switch (topic) {
    case "type":
    case "strategy":
    case "signature":
      return TYPE_PRACTICE[f.type];
    case "authority":
      return AUTHORITY_PRACTICE[f.authority];
    case "profile":
      return `Um exemplo do perfil **${f.profile}** no dia a dia: ${lowerFirst(LINE_PRACTICE[f.profileLines[0]])}`;
    case "energy":
      return `Um exemplo, para quem é **${f.labels.type}**: ${lowerFirst(ENERGY_KNOWLEDGE[f.type].sleep)}`;
    default:
      return undefined;
  }
}

export function sectionsFor(f: ChartFacts, a: QuestionAnalysis, topics: Topic[], q: string): Section[] {
  return topics.flatMap((topic): Section[] => {
    switch (topic) {
      case "health":
        return [healthSection(f, a.healthSubjects.length ? a.healthSubjects : ["general"])];
      case "outOfScope":
        return [outOfScopeSection(f)];
      case "gate":
        return a.gates.map((g) => gateSection(f, g));
      case "channel":
        return a.channels.map((id) => channelSection(f, id));
      case "center":
        return a.centers.map((c) => centerSection(f, c));
      case "type":
        return [typeSection(f, a.claims.type !== undefined)];
      case "strategy":
        return [strategySection(f)];
      case "signature":
        return [signatureSection(f)];
      case "otherType":
        return a.otherTypes.length ? [otherTypeSection(f, a.otherTypes)] : [];
      case "authority":
        return [authoritySection(f, a.claims.authority !== undefined)];
      case "profile":
        return [profileSection(f, a.claims.profile !== undefined)];
      case "centers":
        return [centersSection(f, a.centersFocus)];
      case "channels":
        return [channelsSection(f)];
      case "definition":
        return [definitionSection(f)];
      case "cross":
        return [crossSection(f)];
      case "energy":
        return [energySection(f, /\b(descans\w*|pausa|desconectar)\b/.test(q) && !/\b(cansad\w*|cansaco|exaust\w*)\b/.test(q))];
      case "mood":
        return [moodSection(f)];
      case "anxiety":
        return [anxietySection(f)];
      case "pressure":
        return [pressureSection(f, /\b(pressao|pressa|urgen\w*|cobr\w*|prazo\w*)\b/.test(q) && !/\b(pens\w*|mente|cabeca)\b/.test(q))];
      case "person":
        return a.person ? [personSection(f, a.person)] : [];
      case "relationships":
        return [relationshipsSection(f)];
      case "family":
        return [familySection(f)];
      case "work":
        return [workSection(f)];
      case "money":
        return [moneySection(f)];
      case "today":
        return [todaySection(f)];
    }
  });
}

/** A claim about the chart ("meu perfil é 5/1", "sou projetora"), corrected gently or confirmed. */
export function claimsParagraphs(f: ChartFacts, claims: QuestionAnalysis["claims"]): { wrong?: string; right?: string } {
  const wrong: string[] = [];
  const right: string[] = [];
  if (claims.type) {
    if (claims.type === f.type) right.push(`no seu mapa o tipo é **${f.labels.type}**`);
    else wrong.push(`no seu mapa o tipo é **${f.labels.type}**, e não ${TYPE_LABELS[claims.type]}, que ${firstSentence(typeEssenceRest(claims.type))}`);
  }
  if (claims.profile) {
    if (claims.profile === f.profile) right.push(`no seu mapa o perfil é **${f.profile}**`);
    else {
      const [c1, c2] = claims.profile.split("/").map(Number) as [ProfileLine, ProfileLine];
      const about =
        claims.profile in PROFILE_KNOWLEDGE
          ? `O ${claims.profile} une a linha ${c1} (${LINE_KNOWLEDGE[c1].name}) e a linha ${c2} (${LINE_KNOWLEDGE[c2].name}).`
          : `O ${claims.profile} não é um dos doze perfis do Desenho Humano.`;
      wrong.push(`no seu mapa o perfil é **${f.profile}**, e não ${claims.profile}. ${about}`);
    }
  }
  if (claims.authority) {
    const mine = claims.authority === f.authority || (claims.authority === "ego" && f.authority.startsWith("ego"));
    if (mine) right.push(`no seu mapa a autoridade é **${f.labels.authority}**`);
    else {
      const named = claims.authority === "ego" ? "do Ego" : AUTHORITY_LABELS[claims.authority];
      const rest = claims.authority === "ego" ? "" : authorityEssenceRest(claims.authority);
      const about = rest.startsWith("é ") || rest.startsWith("vem ") || rest.startsWith("acompanha ") ? `, que ${firstSentence(rest)}` : ".";
      wrong.push(`no seu mapa a autoridade é **${f.labels.authority}**, e não ${named}${about}`);
    }
  }
  return {
    wrong: wrong.length ? wrong.map((w, i) => (i ? upperFirst(w) : w)).join(" ") : undefined,
    right: right.length ? `Isso mesmo: ${right.join("; ")}.` : undefined,
  };
}

export const CORRECTION_LEADS = ["Um ajuste carinhoso antes.", "Só um cuidado.", "Vale corrigir com carinho."];
