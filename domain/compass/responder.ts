// The builtin responder (AI_PROVIDER=builtin): a deterministic reader of the person's own chart.
// It recognises what a question is about, then joins the person's facts (facts.ts) to the general
// texts of the knowledge base (knowledge.ts). Every chart fact it states comes from `facts`.
import { CENTER_GATES, CENTERS, CHANNELS, type Center } from "../hd/bodygraph.ts";
import { CENTER_LABELS, CHANNEL_NAMES } from "../hd/labels.ts";
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
  TYPE_KNOWLEDGE,
} from "./knowledge.ts";

export type Topic =
  | "crisis"
  | "outOfScope"
  | "gate"
  | "channel"
  | "center"
  | "type"
  | "authority"
  | "profile"
  | "centers"
  | "channels"
  | "definition"
  | "cross"
  | "relationships"
  | "work"
  | "greeting";

/** Lower case, no accents, single spaces: "Qual é a minha Autoridade?" → "qual e a minha autoridade?". */
export const normalize = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

const CRISIS =
  /\b(suicid\w*|me matar|tirar (a )?minha (propria )?vida|acabar com (a )?minha vida|quero morrer|nao quero (mais )?viver|me machucar|automutila\w*)\b/;
const OUT_OF_SCOPE =
  /\b(doenca|remedio|medicamento|medico|diagnostic\w*|tratamento|sintoma\w*|cancer|gravidez|advogad\w*|process(o|ar) judicial|justica|divorcio judicial|investi(r|mento\w*)|acoes da bolsa|bolsa de valores|criptomoeda\w*|emprestimo|divida\w*)\b/;
const GATE = /\b(?:porta|portao|portal|comporta|gate)s?\s*(?:n[o.]?\s*)?(\d{1,2})\b/g;
const CHANNEL = /\bcana(?:l|is)\s*(\d{1,2})\s*(?:-|\/|e|a)\s*(\d{1,2})\b/g;

const CENTER_WORDS: Record<Center, RegExp> = {
  head: /\bcabeca\b/,
  ajna: /\bajna\b/,
  throat: /\bgarganta\b/,
  g: /\bcentro g\b|\bidentidade\b/,
  heart: /\bcoracao\b|\bcentro do ego\b/,
  spleen: /\bbaco\b/,
  solarPlexus: /\bplexo( solar)?\b/,
  sacral: /\b(centro )?sacral\b/,
  root: /\braiz\b/,
};

const TOPIC_WORDS: [Topic, RegExp][] = [
  ["type", /\b(tipo|estrategia|gerador\w*|manifestador\w*|projetor\w*|refletor\w*|aura|frustracao|amargura|raiva|decepcao|satisfacao|como devo agir)\b/],
  ["authority", /\b(autoridade|decis(ao|oes)|decidir|decido|escolh\w+|escolha|devo ou nao|sim ou nao)\b/],
  ["profile", /\b(perfil|linhas?|papel de vida)\b/],
  ["centers", /\b(centros?|definidos?|abertos?|indefinidos?)\b/],
  ["channels", /\b(canal|canais|dons?|talentos?|habilidades?)\b/],
  ["definition", /\b(definicao|dividida|tripla|quadrupla)\b/],
  ["cross", /\b(cruz|encarnacao|proposito|missao|destino|para que (eu )?vim)\b/],
  [
    "relationships",
    /\b(relacionamentos?|relacao|amor(oso|osa)?|parceir[oa]s?|casamento|casad[oa]|namor\w*|conjuge|marido|esposa|familia|amizades?|amig[oa]s?|filh[oa]s?|compatib\w*)\b/,
  ],
  ["work", /\b(trabalh\w*|carreira|vocacao|profissao|profissional|emprego|negocio\w*|empreend\w*|proposito profissional|chefe|equipe)\b/],
  ["greeting", /^(oi|ola|opa|bom dia|boa tarde|boa noite|saudacoes|hey|e ai|tudo bem)\b/],
];

const AUTHORITY_WORDS = /\b(autoridade|decis(ao|oes)|decidir)\b/;

export interface QuestionAnalysis {
  topics: Topic[];
  gates: number[];
  channels: string[];
  centers: Center[];
}

/** What a question asks about, in the order the answer should take (at most a few parts). */
export function analyzeQuestion(question: string): QuestionAnalysis {
  const q = normalize(question);
  const gates = [...q.matchAll(GATE)].map((m) => Number(m[1])).filter((g) => g >= 1 && g <= 64);
  const channels = [...q.matchAll(CHANNEL)].map((m) => [Number(m[1]), Number(m[2])].sort((a, b) => a - b).join("-")).filter((id) => id in CHANNEL_NAMES);
  for (const [id, name] of Object.entries(CHANNEL_NAMES)) {
    if (/\bcana(l|is)\b/.test(q) && q.includes(normalize(name)) && !channels.includes(id)) channels.push(id);
  }
  // "autoridade sacral" asks about the authority, "centro sacral" or "meu sacral" about the centre.
  const aboutAuthority = AUTHORITY_WORDS.test(q) && !/\bcentro\b/.test(q);
  const centers = aboutAuthority ? [] : CENTERS.filter((c) => CENTER_WORDS[c].test(q));

  const topics: Topic[] = [];
  if (CRISIS.test(q)) return { topics: ["crisis"], gates: [], channels: [], centers: [] };
  if (OUT_OF_SCOPE.test(q)) topics.push("outOfScope");
  if (gates.length) topics.push("gate");
  if (channels.length) topics.push("channel");
  if (centers.length) topics.push("center");
  for (const [topic, words] of TOPIC_WORDS) {
    if (!words.test(q)) continue;
    // A named gate, channel or centre already answers the general question about them.
    if (topic === "centers" && centers.length) continue;
    if (topic === "channels" && channels.length) continue;
    if (topic === "greeting" && (topics.length || q.split(" ").length > 6)) continue;
    topics.push(topic);
  }
  return { topics: topics.slice(0, 3), gates: gates.slice(0, 3), channels: channels.slice(0, 3), centers: centers.slice(0, 3) };
}

const gateName = (gate: number) => `Porta ${gate} (${GATE_KNOWLEDGE[gate].name})`;

function typePart(f: ChartFacts): string {
  const k = TYPE_KNOWLEDGE[f.type];
  return [
    `**Seu tipo é ${f.labels.type}.** ${k.essence}`,
    `**Sua estratégia: ${f.labels.strategy}.** ${k.strategy}`,
    `Quando você vive a sua estratégia, a assinatura é **${f.labels.signature}**: ${k.signature} Quando aparece **${f.labels.notSelf}**, ${lowerFirst(k.notSelf)}`,
  ].join("\n\n");
}

function authorityPart(f: ChartFacts): string {
  const k = AUTHORITY_KNOWLEDGE[f.authority];
  return `**Sua autoridade interior é ${f.labels.authority}.** ${k.essence}\n\n${k.howToDecide}`;
}

function profilePart(f: ChartFacts): string {
  const [a, b] = f.profileLines;
  const lines = a === b ? [a] : [a, b];
  return [
    `**Seu perfil é ${f.profile}**: linha ${a} (${LINE_KNOWLEDGE[a].name}) na Personalidade, consciente, e linha ${b} (${LINE_KNOWLEDGE[b].name}) no Design, inconsciente. ${PROFILE_KNOWLEDGE[f.profile]}`,
    lines.map((line) => `- **Linha ${line} – ${LINE_KNOWLEDGE[line].name}:** ${LINE_KNOWLEDGE[line].theme}`).join("\n"),
  ].join("\n\n");
}

function centersPart(f: ChartFacts): string {
  const item = (c: Center, text: string) => `- **${CENTER_LABELS[c]}:** ${text}`;
  return [
    GENERAL_KNOWLEDGE.centers,
    f.definedCenters.length
      ? `**Centros definidos no seu mapa (${f.definedCenters.length}):**\n${f.definedCenters.map((c) => item(c, CENTER_KNOWLEDGE[c].defined)).join("\n")}`
      : "**No seu mapa, nenhum centro é definido:** todos os nove estão abertos.",
    f.openCenters.length
      ? `**Centros abertos no seu mapa (${f.openCenters.length}):**\n${f.openCenters.map((c) => item(c, CENTER_KNOWLEDGE[c].open)).join("\n")}`
      : "**No seu mapa, nenhum centro está aberto.**",
  ].join("\n\n");
}

function centerPart(f: ChartFacts, center: Center): string {
  const k = CENTER_KNOWLEDGE[center];
  const defined = f.definedCenters.includes(center);
  const through = f.channels.filter((c) => c.centers.includes(center));
  const active = CENTER_GATES[center].filter((g) => f.gates.includes(g));
  return [
    `**Centro ${CENTER_LABELS[center]}.** ${k.theme}`,
    defined ? `No seu mapa este centro está **definido**. ${k.defined}` : `No seu mapa este centro está **aberto**. ${k.open}`,
    through.length ? `Ele é definido por: ${through.map(channelTitle).join(", ")}.` : "",
    active.length ? `Portas ativas neste centro no seu mapa: ${active.map(gateName).join(", ")}.` : "Nenhuma porta deste centro está ativada no seu mapa.",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function channelsPart(f: ChartFacts): string {
  if (!f.channels.length) {
    return `${GENERAL_KNOWLEDGE.channels}\n\nSeu mapa não tem canais definidos: seus dons aparecem nas portas ativadas, que se completam no encontro com outras pessoas. Suas portas: ${f.gates.map(gateName).join(", ")}.`;
  }
  return [
    GENERAL_KNOWLEDGE.channels,
    `**Seus canais definidos (${f.channels.length}):**`,
    f.channels
      .map((c) => `- **${channelTitle(c)}**, entre ${CENTER_LABELS[c.centers[0]]} e ${CENTER_LABELS[c.centers[1]]}: ${CHANNEL_KNOWLEDGE[c.id]}`)
      .join("\n"),
  ].join("\n\n");
}

function channelPart(f: ChartFacts, id: string): string {
  const channel = CHANNELS.find((c) => c.id === id)!;
  const head = `**Canal ${id} (${CHANNEL_NAMES[id]})**, entre ${CENTER_LABELS[channel.centers[0]]} e ${CENTER_LABELS[channel.centers[1]]}. ${CHANNEL_KNOWLEDGE[id]}`;
  if (f.channels.some((c) => c.id === id)) return `${head}\n\nEste canal está **definido** no seu mapa: é um dom constante seu.`;
  const half = channel.gates.filter((g) => f.gates.includes(g));
  if (half.length)
    return `${head}\n\nEste canal não está definido no seu mapa, mas você tem a ${gateName(half[0])} ativa: metade dele, que se completa quando alguém traz a outra porta.`;
  return `${head}\n\nEste canal não está definido no seu mapa e nenhuma das portas dele está ativada.`;
}

function gatePart(f: ChartFacts, gate: number): string {
  const k = GATE_KNOWLEDGE[gate];
  const head = `**Porta ${gate} – ${k.name}.** ${k.keynote}`;
  const found = activationsOfGate(f, gate);
  if (!found.length) return `${head}\n\nEsta porta não está ativada no seu mapa.`;
  return `${head}\n\nNo seu mapa ela está ativada por: ${found.map(activationLabel).join("; ")}.`;
}

function definitionPart(f: ChartFacts): string {
  return `**Sua definição é ${f.labels.definition}.** ${DEFINITION_KNOWLEDGE[f.definition]}`;
}

function crossPart(f: ChartFacts): string {
  const [pSun, pEarth, dSun, dEarth] = f.cross.gates;
  return [
    `**Sua cruz de encarnação é a ${f.cross.label}.** ${GENERAL_KNOWLEDGE.cross}`,
    CROSS_ANGLE_KNOWLEDGE[f.cross.angle],
    [
      `- Sol da Personalidade: ${gateName(pSun)}`,
      `- Terra da Personalidade: ${gateName(pEarth)}`,
      `- Sol do Design: ${gateName(dSun)}`,
      `- Terra do Design: ${gateName(dEarth)}`,
    ].join("\n"),
  ].join("\n\n");
}

function relationshipsPart(f: ChartFacts): string {
  return [
    `**Relacionamentos para quem é ${f.labels.type}.** ${TYPE_KNOWLEDGE[f.type].relationships}`,
    `Nos vínculos, sua autoridade ${f.labels.authority} continua sendo a sua bússola: ${lowerFirst(AUTHORITY_KNOWLEDGE[f.authority].howToDecide)}`,
    f.openCenters.length
      ? `Nos seus centros abertos (${centerList(f.openCenters)}) você sente com intensidade a energia de quem está perto: vale perceber o que é seu e o que é do outro.`
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function workPart(f: ChartFacts): string {
  return [
    `**Trabalho e vocação para quem é ${f.labels.type}.** ${TYPE_KNOWLEDGE[f.type].work}`,
    f.channels.length
      ? `Os dons constantes do seu mapa, que pedem espaço no que você faz: ${f.channels.map(channelTitle).join(", ")}.`
      : `Seus dons aparecem nas portas ativadas: ${f.gates.slice(0, 6).map(gateName).join(", ")}.`,
    `E antes de aceitar uma proposta, lembre-se da sua estratégia (${f.labels.strategy}) e da sua autoridade ${f.labels.authority}.`,
  ].join("\n\n");
}

const TOPICS_I_KNOW =
  "Posso conversar sobre o seu **tipo e estratégia**, a sua **autoridade** e como decidir, o seu **perfil**, os seus **centros** definidos e abertos, os seus **canais** e dons, qualquer **centro, canal ou porta** que você citar, a sua **cruz de encarnação** e propósito, e o que o seu mapa diz sobre **relacionamentos** e **trabalho**.";

function greetingPart(f: ChartFacts, firstName: string): string {
  return `Olá, ${firstName}! ✨ Que bom ter você aqui. No seu Mapa da Alma Integral você é **${f.labels.type}**, com autoridade **${f.labels.authority}** e perfil **${f.profile}**.\n\n${TOPICS_I_KNOW}`;
}

const CRISIS_REPLY =
  "Sinto muito que você esteja passando por isso, e fico feliz que tenha falado. **Você não está sozinha(o).** Agora, o mais importante é falar com alguém que possa ajudar de verdade: o **CVV** atende 24 horas, de graça, pelo telefone **188** ou pelo site [cvv.org.br](https://cvv.org.br). Em uma emergência, ligue **192** (SAMU) ou procure o pronto-socorro mais próximo. Se puder, chame também alguém de confiança para ficar com você.";

const OUT_OF_SCOPE_REPLY =
  "Sobre saúde, questões jurídicas ou dinheiro, a Bússola não dá orientação: para isso, procure um profissional habilitado (médico, advogado, contador ou consultor financeiro). O que posso fazer é olhar com você o que o seu mapa diz sobre como você decide e vive essas situações.";

function fallbackPart(f: ChartFacts): string {
  return `Ainda não sei responder a essa pergunta a partir do seu mapa, e prefiro não inventar. ${TOPICS_I_KNOW}\n\nPara começar: você é **${f.labels.type}**, sua estratégia é **${f.labels.strategy}** e sua autoridade é **${f.labels.authority}**.`;
}

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The builtin Compass's answer to one question, in Markdown. */
export function composeReply(facts: ChartFacts, question: string, firstName: string): string {
  const asked = analyzeQuestion(question);
  if (!asked.topics.length) return fallbackPart(facts);
  const parts = asked.topics.flatMap((topic): string[] => {
    switch (topic) {
      case "crisis":
        return [CRISIS_REPLY];
      case "outOfScope":
        return [OUT_OF_SCOPE_REPLY];
      case "gate":
        return asked.gates.map((g) => gatePart(facts, g));
      case "channel":
        return asked.channels.map((id) => channelPart(facts, id));
      case "center":
        return asked.centers.map((c) => centerPart(facts, c));
      case "type":
        return [typePart(facts)];
      case "authority":
        return [authorityPart(facts)];
      case "profile":
        return [profilePart(facts)];
      case "centers":
        return [centersPart(facts)];
      case "channels":
        return [channelsPart(facts)];
      case "definition":
        return [definitionPart(facts)];
      case "cross":
        return [crossPart(facts)];
      case "relationships":
        return [relationshipsPart(facts)];
      case "work":
        return [workPart(facts)];
      case "greeting":
        return [greetingPart(facts, firstName)];
    }
  });
  return parts.join("\n\n");
}

/** The short reading of a free soul map request: what the thank-you screen shows and the lead keeps. */
export interface MiniReading {
  /** Plain text (no Markdown): type, strategy, authority and profile. */
  text: string;
  type: string;
  strategy: string;
  authority: string;
  profile: string;
  definedCenters: Center[];
  channels: string[];
}

export function miniReadingOf(facts: ChartFacts): MiniReading {
  const type = TYPE_KNOWLEDGE[facts.type];
  const text = [
    `Você é ${facts.labels.type}. ${type.essence}`,
    `Sua estratégia é ${lowerFirst(facts.labels.strategy)}: ${type.strategy}`,
    `Sua autoridade interior é ${facts.labels.authority}. ${AUTHORITY_KNOWLEDGE[facts.authority].howToDecide}`,
    `Seu perfil é ${facts.profile}: ${PROFILE_KNOWLEDGE[facts.profile]}`,
  ].join("\n\n");
  return {
    text,
    type: facts.labels.type,
    strategy: facts.labels.strategy,
    authority: facts.labels.authority,
    profile: facts.profile,
    definedCenters: [...facts.definedCenters],
    channels: facts.channels.map((c) => c.id),
  };
}
