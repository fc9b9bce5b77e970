// The builtin responder (AI_PROVIDER=builtin): a deterministic reader of the person's own chart
// that listens to the conversation. It reads what a message is (a question about the chart or
// about life, a feeling, a thank-you, a "não entendi"), joins the person's facts (facts.ts) to the
// general texts of the knowledge bases (knowledge.ts, knowledge-life.ts), and uses the earlier
// messages to follow up and never to say a paragraph twice. Every chart fact it states comes from
// `facts`. It is not the safety net: a crisis is answered by the service before any model runs
// (crisis.ts); the responder only skips such turns when it looks back.
import type { Center } from "../hd/bodygraph.ts";
import {
  claimsParagraphs,
  CORRECTION_LEADS,
  DEFAULT_OFFERS,
  exampleOf,
  type Facet,
  facet,
  feelingSection,
  firstSentence,
  lowerFirst,
  OFFER_TOPICS,
  offerText,
  type OfferTopic,
  type Section,
  sectionsFor,
  simpleWords,
  stateWord,
  upperFirst,
  WELCOME_AGAIN,
  withoutTypeLead,
} from "./answers.ts";
import { detectCrisis } from "./crisis.ts";
import { centerList, type ChartFacts } from "./facts.ts";
import { AUTHORITY_KNOWLEDGE, PROFILE_KNOWLEDGE, TYPE_KNOWLEDGE } from "./knowledge.ts";
import { AUTHORITY_SIMPLE, ENERGY_KNOWLEDGE, type Feeling, FEELING_KNOWLEDGE } from "./knowledge-life.ts";
import { analyzeQuestion, normalize, type QuestionAnalysis, type Topic } from "./reading.ts";

/** One earlier message of the conversation, as the service sends it to every model. */
export interface CompassTurn {
  role: "user" | "assistant";
  text: string;
}

export interface ReplyRequest {
  facts: ChartFacts;
  /** The message to answer. */
  question: string;
  /** The conversation before it, oldest first (the service sends the last COMPASS_HISTORY_MESSAGES). */
  history?: readonly CompassTurn[];
  firstName: string;
}

export { analyzeQuestion, normalize, type QuestionAnalysis, type Topic } from "./reading.ts";

/** An answer's length in words, unless the person asks to go deeper ("me fala mais"). */
export const REPLY_WORDS = 180;
export const DEEP_REPLY_WORDS = 400;

/** Words of a Markdown text, as a reader counts them. */
export const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

// ── the conversation so far ───────────────────────────────────────────────────

interface Conversation {
  /** Everything the Compass already said, without Markdown emphasis, to never say it twice. */
  said: string;
  /** The subject of the latest turn that had one (never from before a crisis turn). */
  previous: Topic[];
  /** Every subject asked about so far. */
  asked: Set<Topic>;
  lastReply: string;
  /** The person's last message was read as a crisis by the safety net. */
  afterCrisis: boolean;
}

const plain = (text: string) => text.replace(/\*\*/g, "");

/** The feeling's own area, so that "estou triste" and then "não entendi" is understood. */
const FEELING_AREA: Partial<Record<Feeling, Topic>> = {
  sad: "mood",
  anxious: "anxiety",
  overwhelmed: "pressure",
  tired: "energy",
  angry: "mood",
  lonely: "relationships",
};

function conversationOf(history: readonly CompassTurn[]): Conversation {
  const said = plain(
    history
      .filter((t) => t.role === "assistant")
      .map((t) => t.text)
      .join("\n\n"),
  );
  const lastReply = [...history].reverse().find((t) => t.role === "assistant")?.text ?? "";
  const users = history.filter((t) => t.role === "user");
  const afterCrisis = users.length > 0 && detectCrisis(users[users.length - 1].text);
  const asked = new Set<Topic>();
  let previous: Topic[] = [];
  let pastCrisis = false;
  for (let i = users.length - 1; i >= 0; i--) {
    if (detectCrisis(users[i].text)) {
      pastCrisis = true;
      continue;
    }
    const a = analyzeQuestion(users[i].text);
    const topics = [...a.topics];
    const area = a.feeling && FEELING_AREA[a.feeling];
    if (area && !topics.includes(area)) topics.unshift(area);
    for (const t of topics) asked.add(t);
    if (!previous.length && !pastCrisis && topics.length) previous = topics;
  }
  return { said, previous, asked, lastReply, afterCrisis };
}

/** Long sentences (and clauses) of a paragraph: what "already said" is checked on, besides the whole paragraph. */
const clausesOf = (paragraph: string) =>
  plain(paragraph)
    .split(/(?<=[.!?:;])\s+|\n/)
    .map((s) => s.replace(/^[-\s]+/, "").trim())
    .filter((s) => s.length >= 50);

// ── putting an answer together ────────────────────────────────────────────────

const REVISIT_LEADS = ["Vou por outro ângulo.", "Indo um pouco mais fundo.", "Mais uma camada disso.", "Tem mais um aspecto que vale olhar."];

const NEIGHBOUR_LEADS = [
  (name: string) => `Sobre ${name}, o principal já está na nossa conversa, então vou por um ponto vizinho que também conta.`,
  (name: string) => `Já falamos bastante sobre ${name}; vale olhar por um caminho ao lado.`,
  (name: string) => `Para não repetir o que já disse sobre ${name}, vou por um tema vizinho.`,
];

const SAID_ALL = [
  (name: string) => `Sobre ${name}, acho que já disse o principal nesta conversa, e não quero só repetir.`,
  (name: string) => `Já percorremos ${name} por vários lados nesta conversa.`,
  (name: string) => `Sobre ${name}, o que o seu mapa mostra já está aqui em cima.`,
];

const TELL_ME = [
  "Para eu não repetir o que já disse, me conta: o que você tem percebido no dia a dia?",
  "O que mais está chamando a sua atenção nisso agora?",
  "Tem alguma situação concreta em que isso aparece e que você queira olhar comigo?",
];

const STILL_HERE = ["Estou aqui, no seu ritmo.", "Sigo por aqui, para o que você precisar.", "Estou com você nesta conversa."];

interface Plan {
  /** Said first, as they are (a correction, plain words for "não entendi"). */
  prefix: string[];
  /** Words glued before the first paragraph ("Bom dia, Ana!", "Vamos levar isso para o trabalho."). */
  lead: string[];
  sections: Section[];
  budget: number;
  /** Paragraphs from the sections, at most. */
  maxParas: number;
  /** A question back that comes before any section's. */
  asks?: string[];
  /** No closing question (a goodbye, the turn after a crisis). */
  quiet?: boolean;
  /** The normalized message: facets whose words it has come first. */
  q: string;
  /** The sections of other subjects, for when everything about this one was said. */
  neighbours: (topics: Topic[]) => Section[];
}

function pick(variants: readonly string[], said: string): string | undefined {
  return variants.find((v) => !said.includes(plain(v)));
}

function assemble(f: ChartFacts, plan: Plan, talk: Conversation, current: Set<Topic>): string {
  const said = talk.said;
  // What this answer already has counts too: two subjects must not bring the same sentence.
  let now = "";
  const stale = (p: string) => said.includes(plain(p)) || clausesOf(p).some((c) => said.includes(c));
  const usable = (p: string) => !stale(p) && !clausesOf(p).some((c) => now.includes(c));
  const out = plan.prefix.filter((p) => !said.includes(plain(p)));
  now = plain(out.join("\n"));
  let words = out.reduce((n, p) => n + countWords(p), 0);
  const fits = (p: string) => words + countWords(p) <= plan.budget - 12;
  const asks = [...(plan.asks ?? [])];
  let taken = 0;
  let revisited = out.length > 0;
  const aside = new Set<Section>();

  // The answer itself first, then the facets the message's own words ask for, then the general ones;
  // a facet kept for other words ("medo de errar") waits until they are asked.
  const asked = (x: Facet) => x.when?.test(plan.q) ?? false;
  const ordered = (s: Section) => {
    const [core, ...rest] = s.facets;
    if (!core) return [];
    return [core, ...rest.filter(asked), ...rest.filter((x) => !asked(x) && !x.only)].map((x) => x.text);
  };
  const askedTexts = new Set(plan.sections.flatMap((s) => s.facets.filter(asked).map((x) => x.text)));
  const chosen = new Map<Section, string[]>(plan.sections.map((s) => [s, []]));
  const add = (s: Section, p: string) => {
    chosen.get(s)!.push(p);
    words += countWords(p);
    taken++;
    now += `\n${plain(p)}`;
  };
  // The rule of a section is said every time; then the answer of each section, then other facets.
  for (const s of plan.sections) {
    const rule = s.rule && (pick(s.rule, said) ?? s.rule[s.rule.length - 1]);
    if (rule) add(s, rule);
  }
  for (const pass of [1, 2]) {
    for (const s of plan.sections) {
      const list = chosen.get(s)!;
      // A subject asked again gets one new facet (two when the message asks for a second one).
      const again = stale(s.facets[0]?.text ?? "");
      const limit = s.maxParas ?? (again ? 1 + Number(s.facets.slice(1).some((x) => askedTexts.has(x.text) && !stale(x.text))) : 3);
      for (const p of ordered(s)) {
        if (taken >= plan.maxParas || list.length >= limit) break;
        if (!usable(p) || list.includes(p) || out.some((o) => o.includes(p))) continue;
        if (taken + out.length > 0 && !fits(p)) continue;
        add(s, p);
        if (pass === 1) break;
      }
    }
  }
  // Everything about a subject was said: a neighbouring subject, or a question back. Never the same words again.
  for (const s of plan.sections) {
    const list = chosen.get(s)!;
    if (list.length || s.topic === "human" || !ordered(s).every(stale)) continue;
    const near = plan.neighbours(s.related ?? []);
    const neighbour = [...near.flatMap((n) => n.facets.filter(asked).map((x) => x.text)), ...near.flatMap(ordered)].find(
      (p) => usable(p) && ![...chosen.values()].some((l) => l.includes(p)),
    );
    const lead = NEIGHBOUR_LEADS.map((l) => l(s.name)).find((l) => !said.includes(l));
    if (neighbour && lead && (taken === 0 || fits(neighbour))) {
      add(s, `${lead} ${neighbour}`);
      aside.add(s);
    } else {
      const line = SAID_ALL.map((l) => l(s.name)).find((l) => !said.includes(l));
      if (line) add(s, line);
      asks.unshift(...TELL_ME);
    }
  }

  const body: string[] = [];
  plan.sections.forEach((s, i) => {
    const list = chosen.get(s)!;
    list.forEach((p, j) => {
      const leads = j === 0 && i === 0 ? [...plan.lead] : [];
      if (j === 0 && s.openings?.length) {
        const opening = s.openings.find((o) => !said.includes(plain(o)) && !body.some((b) => b.includes(o))) ?? (s.alwaysOpen ? s.openings[0] : undefined);
        if (opening) leads.push(opening);
      }
      const isRule = s.rule?.includes(p) ?? false;
      const core = s.facets[0]?.text;
      if (
        j === 0 &&
        !isRule &&
        !revisited &&
        !leads.length &&
        !aside.has(s) &&
        s.revisitLead !== false &&
        core &&
        stale(core) &&
        !SAID_ALL.some((l) => p === l(s.name))
      ) {
        const lead = pick(s.recap ?? [], said) ?? pick(REVISIT_LEADS, said);
        if (lead) leads.push(lead);
        revisited = true;
      }
      body.push(leads.length ? `${leads.join(" ")} ${p}` : p);
    });
  });
  if (!body.length && plan.lead.length && out.length) out[0] = `${plan.lead.join(" ")} ${out[0]}`;
  out.push(...body);
  // Leads and openings add words after the choice: the last facets give way (never the first paragraph).
  const total = () => out.reduce((n, p) => n + countWords(p), 0);
  while (out.length > 1 && total() > plan.budget) out.pop();
  words = total();

  if (!out.length) out.push(pick(STILL_HERE, said) ?? STILL_HERE[0]);
  // One closing question at most: a question back, or an offer of a subject not yet talked about.
  if (plan.quiet) return out.join("\n\n");
  const offers = [...plan.sections.flatMap((s) => s.offers ?? []), ...DEFAULT_OFFERS]
    .filter((t) => !talk.asked.has(t) && !current.has(t))
    .map((t) => offerText(f, t))
    .filter((t): t is string => Boolean(t));
  const questions = [...asks, ...plan.sections.flatMap((s) => s.asks ?? [])];
  const closing = [...questions, ...offers].find((c) => !said.includes(plain(c)));
  if (closing && !out.join(" ").includes("?") && words + countWords(closing) <= plan.budget) out.push(closing);
  return out.join("\n\n");
}

const TOPICS_I_KNOW =
  "Pode me perguntar sobre o seu tipo e a sua estratégia, como decidir, o seu perfil, os seus centros e canais, a sua energia e o cansaço, as emoções, os medos, os relacionamentos, a família, o trabalho, o dinheiro ou o que fazer hoje.";

const FALLBACK_LEADS = (firstName: string) => [
  "Isso foge um pouco do que o seu mapa pode me mostrar, e prefiro não inventar.",
  `Sobre isso eu não tenho como falar a partir do seu mapa, ${firstName}, e prefiro não inventar.`,
  "Aqui eu prefiro não inventar: isso está fora do que o seu mapa me mostra.",
  "Essa eu deixo passar, porque prefiro não inventar: o seu mapa não fala disso.",
  `Não tenho como responder isso a partir do seu mapa, ${firstName}, e prefiro não inventar.`,
];

/** Only for what the chart cannot speak to: warm, honest, and three things it can talk about. */
function fallback(f: ChartFacts, firstName: string, talk: Conversation): string {
  const options = [
    `a sua energia como **${f.labels.type}** e como descansar`,
    `como decidir com a sua autoridade **${f.labels.authority}**`,
    `o que o seu perfil **${f.profile}** diz sobre você`,
    f.openCenters.length ? `os seus centros abertos (${centerList(f.openCenters)})` : `os seus centros definidos (${centerList(f.definedCenters)})`,
    "relacionamentos e trabalho vistos pelo seu mapa",
    "uma sugestão prática para hoje",
  ];
  const leads = FALLBACK_LEADS(firstName);
  const n = talk.said.split("prefiro não inventar").length - 1;
  const three = [0, 1, 2].map((i) => options[(n * 3 + i) % options.length]);
  const list = three.map((o, i) => `- ${o}${i === 2 ? "." : ";"}`).join("\n");
  const closing = pick(["Por onde quer começar?", "Qual desses temas chama mais você?", "Quer escolher um deles?"], talk.said);
  return [`${leads[n % leads.length]} Posso conversar com você sobre:\n${list}`, closing].filter(Boolean).join("\n\n");
}

/** What to say to an ordinary human turn that asks nothing of the chart. */
function humanPlan(f: ChartFacts, a: QuestionAnalysis, q: string, firstName: string, talk: Conversation, base: Omit<Plan, "sections">): Plan {
  const plan = (paras: (string | undefined)[], options: { offers?: OfferTopic[]; asks?: string[]; quiet?: boolean } = {}): Plan => ({
    ...base,
    sections: [
      {
        topic: "human",
        name: "isso",
        facets: paras.filter((p): p is string => Boolean(p)).map((p) => facet(p)),
        offers: options.offers ?? DEFAULT_OFFERS,
        asks: options.asks,
      },
    ],
    maxParas: 2,
    quiet: options.quiet,
  });
  const said = talk.said;
  const headline = `No seu Mapa da Alma Integral você é **${f.labels.type}**, com autoridade **${f.labels.authority}** e perfil **${f.profile}**.`;
  const keyline = (): string => {
    const t = talk.previous[0];
    if (!t) return "";
    const lines: Partial<Record<Topic, string>> = {
      authority: ` Para levar com você, da sua autoridade **${f.labels.authority}**: ${lowerFirst(AUTHORITY_SIMPLE[f.authority])}`,
      energy: ` Para levar com você: ${lowerFirst(firstSentence(withoutTypeLead(ENERGY_KNOWLEDGE[f.type].rest)))}`,
      mood: ` Para levar com você: o seu Plexo Solar está **${stateWord(f, "solarPlexus")}**, então dê tempo às emoções.`,
    };
    const line = lines[t] ?? ` Para levar com você: como **${f.labels.type}**, ${lowerFirst(f.labels.strategy)} é o seu caminho.`;
    return said.includes(plain(line.trim())) ? "" : line;
  };
  switch (a.human[0]) {
    case "thanks": {
      if (talk.afterCrisis) {
        return plan(
          [
            pick(
              [
                `Eu que agradeço por você ter confiado em mim, ${firstName}. Estou aqui, no seu ritmo: podemos continuar conversando ou só ficar com o que você sentiu.`,
                `Obrigada por falar comigo, ${firstName}. Não há pressa: quando quiser, seguimos conversando.`,
              ],
              said,
            ) ?? `Estou aqui, ${firstName}.`,
          ],
          { quiet: true },
        );
      }
      const line = pick(
        [
          `De nada, ${firstName}! 💛 Fico feliz em ajudar.`,
          `Por nada, ${firstName}! Foi bom conversar com você.`,
          `Imagina, ${firstName}! É uma alegria acompanhar você nessa jornada.`,
          `Eu que agradeço, ${firstName}! 💛`,
          `Com prazer, ${firstName}! Estou sempre por aqui.`,
          `Disponha, ${firstName}! Volte sempre que quiser.`,
        ],
        said,
      );
      return plan([`${line ?? `De nada, ${firstName}!`}${keyline()}`]);
    }
    case "farewell": {
      const line = pick(
        [
          `Até logo, ${firstName}! 🌙 Leve com você a sua estratégia: **${lowerFirst(f.labels.strategy)}**.`,
          `Até mais, ${firstName}! Que o seu dia siga leve, no seu ritmo de **${f.labels.type}**.`,
          `Tchau, ${firstName}! Sempre que quiser, é só voltar.`,
        ],
        said,
      );
      return plan([line ?? `Até breve, ${firstName}!`], { quiet: true });
    }
    case "greeting": {
      const word = a.greetingWord ?? "Olá";
      const fine = /\b(tudo bem|tudo bom|como vai)\b/.test(q) ? " Por aqui, tudo em paz." : "";
      if (!said) return plan([`${word}, ${firstName}! ✨${fine} Que bom ter você aqui. ${headline}`, TOPICS_I_KNOW], { asks: ["Por onde quer começar?"] });
      if (word === "Boa noite") {
        const line = pick(
          [
            `Boa noite, ${firstName}! 🌙 Se for hora de descansar, que o sono venha tranquilo; se quiser continuar, estou aqui.`,
            `Boa noite, ${firstName}! Que a noite traga descanso.`,
          ],
          said,
        );
        return plan([line ?? `Boa noite, ${firstName}!`], { quiet: true });
      }
      return plan([
        pick(
          [
            `${word}, ${firstName}! Que bom continuar a conversa.${fine}`,
            `${word} de novo, ${firstName}! Estou aqui.${fine}`,
            `${word}, ${firstName}! Seguimos.`,
          ],
          said,
        ) ?? `${word}, ${firstName}!`,
      ]);
    }
    case "about": {
      const machine = /\b(ia|robo|bot|inteligencia artificial|pessoa|humana?|real|gente)\b/.test(q);
      const who = machine
        ? "Sou um programa, sim: não sou uma pessoa nem uma terapeuta. Respondo a partir do seu Mapa da Alma Integral e de textos sobre Desenho Humano, sem inventar; para saúde, dinheiro ou questões jurídicas, indico um profissional."
        : "Sou a Bússola da Alma, um programa de autoconhecimento que conversa a partir do seu Mapa da Alma Integral, calculado com a sua data, hora e cidade de nascimento. Não sou terapeuta e não invento: respondo com o que o seu mapa mostra e com textos sobre Desenho Humano.";
      return plan([
        who,
        said.includes(plain(TOPICS_I_KNOW))
          ? undefined
          : `${TOPICS_I_KNOW} Para começar: você é **${f.labels.type}**, e a sua estratégia é **${lowerFirst(f.labels.strategy)}**.`,
        `No seu caso, converso a partir de um mapa **${f.labels.type}**, com autoridade **${f.labels.authority}** e perfil **${f.profile}**.`,
      ]);
    }
    case "no":
      return plan(
        [pick([`Tudo bem, ${firstName}. Estou aqui quando quiser continuar.`, `Sem problema, ${firstName}. Fique à vontade.`], said) ?? "Tudo bem."],
        { quiet: true },
      );
    default: {
      const line = pick(["Que bom que fez sentido!", "Fico feliz que tenha ressoado.", "Que bom!", "Combinado."], said) ?? "Certo.";
      return plan([`${line}${keyline()}`]);
    }
  }
}

/** "to morrendo de fome", "esse calor": a few friendly words, with what the chart says about energy. */
function smallTalkPlan(f: ChartFacts, kind: "hunger" | "weather", base: Plan): Plan {
  const sacral = `No seu mapa o Sacral está **${stateWord(f, "sacral")}**`;
  const lines =
    kind === "hunger"
      ? [
          `Então é hora de uma pausa para comer com calma! 🍽️ Cuidar do corpo também é cuidar da energia: ${sacral}, e comer bem ajuda a sustentar o dia.`,
          "Bom apetite! Uma pausa para comer com calma faz bem a qualquer tipo.",
        ]
      : [
          `Dias assim pesam no corpo de qualquer um. ${sacral}: beba água e pegue mais leve hoje, sem culpa.`,
          "Tempo assim pede mais pausas e mais água. Cuide-se!",
        ];
  return { ...base, sections: [{ topic: "human", name: "isso", facets: lines.map((l) => facet(l)), offers: ["energy", "today"] }], maxParas: 1 };
}

/** The builtin Compass's answer to one message of a conversation, in Markdown. */
export function composeReply({ facts: f, question, history = [], firstName }: ReplyRequest): string {
  const a = analyzeQuestion(question);
  const talk = conversationOf(history);
  const q = normalize(question);
  let topics = [...a.topics];
  const neighbours = (list: Topic[]) => sectionsFor(f, { ...a, centersFocus: undefined }, list, q);
  const plan: Plan = { prefix: [], lead: [], sections: [], budget: a.deep ? DEEP_REPLY_WORDS : REPLY_WORDS, maxParas: a.deep ? 6 : 3, q, neighbours };

  // "sim" after an offer: the offered subject.
  if (!topics.length && !a.feeling && a.human[0] === "yes") {
    const offered = OFFER_TOPICS.find((t) => {
      const text = offerText(f, t);
      return text !== undefined && talk.lastReply.trimEnd().endsWith(text);
    });
    if (offered) {
      topics = [offered];
      plan.lead.push("Vamos lá.");
    }
  }

  // "não entendi", "pode explicar melhor?", "me fala mais": the previous subject, said another way.
  const follow = a.human.find((h) => h === "confused" || h === "clarify" || h === "deeper");
  if (!topics.length && !a.feeling && follow) {
    if (!talk.previous.length) {
      const options = `o seu tipo (**${f.labels.type}**), a sua autoridade (**${f.labels.authority}**), o seu perfil (**${f.profile}**) ou outro tema do seu mapa`;
      plan.sections = [
        {
          topic: "human",
          name: "isso",
          facets: [
            facet(`Desculpe se não fui clara, ${firstName}. Posso explicar ${options}.`),
            facet(`Vamos com calma, ${firstName}. Posso começar por ${options}.`),
          ],
          asks: ["Sobre qual parte você quer que eu fale melhor?", "Qual desses temas você quer que eu explique?"],
        },
      ];
      plan.maxParas = 1;
      return assemble(f, plan, talk, new Set());
    }
    topics = talk.previous.slice(0, follow === "deeper" ? 2 : 1);
    if (follow === "deeper") {
      plan.budget = DEEP_REPLY_WORDS;
      plan.maxParas = 6;
      plan.lead.push("Vamos mais fundo.");
    } else {
      const simple = simpleWords(f, topics[0]);
      const example = exampleOf(f, topics[0]);
      const fresh = (p?: string) => p && !talk.said.includes(plain(p));
      if (follow === "confused" && fresh(simple)) {
        plan.prefix.push(`Desculpe, fui complicada. ${simple}`);
        plan.maxParas = 0;
        plan.asks = ["Qual parte ficou menos clara?"];
      } else if (fresh(example)) {
        plan.prefix.push(`${follow === "confused" ? "Vou tentar com um exemplo." : "Claro, com um exemplo."} ${example}`);
        plan.maxParas = fresh(simple) ? 0 : 1;
        if (fresh(simple)) plan.prefix.unshift(simple!);
      } else if (fresh(simple)) {
        plan.prefix.push(`Claro. ${simple}`);
        plan.maxParas = 1;
      } else {
        plan.lead.push(follow === "confused" ? "Vou tentar de outro jeito." : "Vou por outro caminho.");
        plan.maxParas = 1;
      }
    }
  }

  if (a.feeling && a.feeling !== "tired") plan.sections.push(feelingSection(f, a.feeling));
  plan.sections.push(...sectionsFor(f, { ...a, topics }, topics, q));
  if (a.feeling === "tired") {
    const energy = plan.sections.find((s) => s.topic === "energy");
    if (energy) energy.openings = [FEELING_KNOWLEDGE.tired.welcome, ...WELCOME_AGAIN];
  }

  if (!plan.sections.length) {
    if (a.human.length) return assemble(f, humanPlan(f, a, q, firstName, talk, plan), talk, new Set());
    if (a.smallTalk) return assemble(f, smallTalkPlan(f, a.smallTalk, plan), talk, new Set());
    return fallback(f, firstName, talk);
  }

  // A greeting or a thank-you in front of a question: answered in a few words, then the question.
  if (a.human.includes("greeting") && a.greetingWord) plan.lead.unshift(`${a.greetingWord}, ${firstName}!`);
  else if (a.human.includes("thanks")) plan.lead.unshift("De nada!");
  // "e isso no trabalho?": the previous subject carried into a new area.
  const AREAS: Partial<Record<Topic, string>> = { work: "o trabalho", relationships: "os relacionamentos", family: "a família", money: "o dinheiro" };
  const area = topics.find((t) => AREAS[t]);
  const from = talk.previous[0];
  if (a.followUp && area && from && !talk.previous.includes(area)) {
    const what: Partial<Record<Topic, string>> = {
      type: `o seu tipo, **${f.labels.type}**,`,
      strategy: "a sua estratégia",
      authority: `a sua autoridade **${f.labels.authority}**`,
      profile: `o seu perfil **${f.profile}**`,
      channels: "os seus dons",
      centers: "os seus centros",
      energy: "a sua energia",
      mood: "as suas emoções",
    };
    plan.lead.push(`Vamos levar ${what[from] ?? "isso"} para ${AREAS[area]}.`);
  }
  const claimed = claimsParagraphs(f, a.claims);
  if (claimed.wrong) {
    const wrong = claimed.wrong;
    plan.prefix.push(
      CORRECTION_LEADS.map((l) => `${l} ${upperFirst(wrong)}`).find((p) => !talk.said.includes(plain(p))) ?? `${CORRECTION_LEADS[0]} ${upperFirst(wrong)}`,
    );
  }
  if (claimed.right) plan.prefix.push(claimed.right);
  if (talk.afterCrisis) plan.quiet = true;
  return assemble(f, plan, talk, new Set(topics));
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
