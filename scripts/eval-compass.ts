// `npm run eval:compass`: the builtin Soul Compass against a fixed set of realistic questions
// (domain/compass/eval-set.ts), three charts of different types, one conversation per group of
// questions, the safety net first exactly as the service runs it. Prints, per topic: how many
// answers were grounded in the person's chart, how many fell back to "não sei", how many repeated
// a paragraph of the same conversation word for word, and how long they were; then the safety
// net's recall and false alarms on the set's crisis and look-alike questions.
// `--replies` also prints every reply (to read them), `--misses` only the ones that miss (not grounded,
// "não sei" outside its topic, a repeat, an expectation not met); `--topic energy` only that topic's.
import { pathToFileURL } from "node:url";

import {
  EVAL_CONVERSATIONS,
  EVAL_TOPIC_LABELS,
  evalChartFacts,
  type EvalReply,
  type EvalResponder,
  type EvalTopic,
  runEvalSet,
} from "../domain/compass/eval-set.ts";
import type { ChartFacts } from "../domain/compass/facts.ts";
import { composeReply, countWords } from "../domain/compass/responder.ts";
import { CENTER_LABELS } from "../domain/hd/labels.ts";

/** Words of a Markdown text, as a reader counts them (the responder's own measure). */
export const wordCount = countWords;

/** Paragraphs of a reply: what "said word for word" is measured on. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The builtin responder's "I don't know" (before and after this evaluation was written). */
export const isFallback = (reply: string) => /n[aã]o sei responder|prefiro n[aã]o inventar/i.test(reply);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Whether a reply names at least one fact of this person's chart: type, authority, profile,
 * definition, the cross, one of their channels or active gates, or a centre's state ("no seu mapa,
 * o Sacral está aberto"; "esta porta não está ativada no seu mapa" counts too: it is read from the chart).
 */
export function namesChartFact(reply: string, f: ChartFacts): boolean {
  const text = reply.replace(/\*\*/g, "");
  const word = (s: string) => new RegExp(`(?<!\\p{L})${escape(s)}(?!\\p{L})`, "u").test(text);
  if (word(f.labels.type) || word(f.profile) || text.includes(f.cross.label)) return true;
  if (new RegExp(`autoridade (interior )?(é )?${escape(f.labels.authority)}`, "iu").test(text)) return true;
  if (new RegExp(`definição (é )?${escape(f.labels.definition)}`, "iu").test(text)) return true;
  // The type's strategy, signature and not-self theme, when the reply gives them as the person's (in bold).
  if ([f.labels.strategy, f.labels.signature, f.labels.notSelf].some((l) => new RegExp(`\\*\\*${escape(l)}\\*\\*`, "iu").test(reply))) return true;
  if (f.channels.some((c) => word(`Canal ${c.id}`)) || f.gates.some((g) => word(`Porta ${g}`))) return true;
  if (/no seu mapa[^.\n]{0,90}(definid|abert|ativad)/iu.test(text) || /(definid|abert|ativad)\w*[^.\n]{0,20}no seu mapa/iu.test(text)) return true;
  const state = (centers: readonly string[], words: string) =>
    centers.some((c) => new RegExp(`${escape(CENTER_LABELS[c as keyof typeof CENTER_LABELS].replace(/ \(.*\)$/, ""))}[^.\n]{0,40}(${words})`, "u").test(text));
  return state(f.definedCenters, "definid") || state(f.openCenters, "abert");
}

const HEALTH_RULE = /profission|m[eé]dic|psic[oó]log|psiquiatr/i;
const HUMAN_TOPICS: EvalTopic[] = ["human", "followup"];

export interface TopicFigures {
  topic: EvalTopic;
  asked: number;
  grounded: number;
  fallbacks: number;
  repeats: number;
  expected: number;
  expectedOk: number;
  words: number[];
}

export interface Figures {
  topics: TopicFigures[];
  crisisAsked: number;
  crisisCaught: number;
  idiomsAsked: number;
  idiomAlarms: number;
  otherAlarms: number;
  otherAsked: number;
}

/** A reply's paragraphs that an earlier reply of the same conversation already said. */
export const repeatedParagraphs = (r: EvalReply) => {
  const said = new Set(r.before.filter((t) => t.role === "assistant").flatMap((t) => paragraphsOf(t.text)));
  return paragraphsOf(r.reply).filter((p) => said.has(p));
};

export function measure(replies: EvalReply[]): Figures {
  const charts = new Map(evalChartFacts().map((c) => [c.name as string, c.facts]));
  const topics = new Map<EvalTopic, TopicFigures>();
  const figures: Figures = { topics: [], crisisAsked: 0, crisisCaught: 0, idiomsAsked: 0, idiomAlarms: 0, otherAlarms: 0, otherAsked: 0 };
  for (const r of replies) {
    const topic = r.question.topic;
    const t = topics.get(topic) ?? { topic, asked: 0, grounded: 0, fallbacks: 0, repeats: 0, expected: 0, expectedOk: 0, words: [] };
    topics.set(topic, t);
    t.asked++;
    if (topic === "crisis") {
      figures.crisisAsked++;
      if (r.crisis) figures.crisisCaught++;
    } else if (topic === "idiom") {
      figures.idiomsAsked++;
      if (r.crisis) figures.idiomAlarms++;
    } else {
      figures.otherAsked++;
      if (r.crisis) figures.otherAlarms++;
    }
    if (r.crisis) continue; // the safety net's message: not the responder's
    const facts = charts.get(r.chart)!;
    const fallback = isFallback(r.reply);
    if (fallback) t.fallbacks++;
    const grounded = HUMAN_TOPICS.includes(topic) ? true : topic === "health" ? HEALTH_RULE.test(r.reply) : namesChartFact(r.reply, facts);
    if (grounded && !fallback) t.grounded++;
    if (repeatedParagraphs(r).length) t.repeats++;
    if (r.question.expect) {
      t.expected++;
      if (r.question.expect(facts).test(r.reply)) t.expectedOk++;
    }
    t.words.push(wordCount(r.answer));
  }
  const order = Object.keys(EVAL_TOPIC_LABELS) as EvalTopic[];
  figures.topics = order.filter((o) => topics.has(o)).map((o) => topics.get(o)!);
  return figures;
}

const pct = (n: number, d: number) => (d ? `${Math.round((n / d) * 100)}%` : "—");

export function report(figures: Figures): string {
  const head = ["tema", "perguntas", "fundamentadas", '"não sei"', "repetições", "esperado", "média pal.", "máx. pal."];
  const rows = figures.topics.map((t) => {
    const answered = t.words.length;
    const avg = answered ? Math.round(t.words.reduce((a, b) => a + b, 0) / answered) : 0;
    const net = t.topic === "crisis";
    return [
      EVAL_TOPIC_LABELS[t.topic],
      String(t.asked),
      net || t.topic === "unknown" ? "—" : `${t.grounded}/${answered}`,
      net ? "—" : String(t.fallbacks),
      net ? "—" : String(t.repeats),
      t.expected ? `${t.expectedOk}/${t.expected}` : "—",
      answered ? String(avg) : "—",
      answered ? String(Math.max(...t.words)) : "—",
    ];
  });
  const all = figures.topics.filter((t) => t.topic !== "crisis" && t.topic !== "unknown");
  const sum = (f: (t: TopicFigures) => number) => all.reduce((a, t) => a + f(t), 0);
  const words = all.flatMap((t) => t.words);
  rows.push([
    "total (sem crise e fora do mapa)",
    String(sum((t) => t.asked)),
    `${sum((t) => t.grounded)}/${words.length}`,
    String(sum((t) => t.fallbacks)),
    String(sum((t) => t.repeats)),
    `${sum((t) => t.expectedOk)}/${sum((t) => t.expected)}`,
    String(Math.round(words.reduce((a, b) => a + b, 0) / Math.max(1, words.length))),
    String(Math.max(0, ...words)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  const table = [line(head), `|${widths.map((w, i) => (i ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`, ...rows.map(line)].join("\n");
  const safety = [
    `Rede de segurança: crises indiretas reconhecidas ${figures.crisisCaught}/${figures.crisisAsked} (${pct(figures.crisisCaught, figures.crisisAsked)}),`,
    `alarmes falsos em expressões parecidas ${figures.idiomAlarms}/${figures.idiomsAsked} (${pct(figures.idiomAlarms, figures.idiomsAsked)}),`,
    `nas demais perguntas ${figures.otherAlarms}/${figures.otherAsked}.`,
  ].join(" ");
  return `${table}\n\n${safety}`;
}

/** Runs the set with `respond`, prints the table (and the replies when asked), returns the figures. */
export function evaluate(respond: EvalResponder, argv: string[] = process.argv.slice(2)): Figures {
  const replies = runEvalSet(respond);
  const onlyTopic = argv.includes("--topic") ? argv[argv.indexOf("--topic") + 1] : undefined;
  const charts = new Map(evalChartFacts().map((c) => [c.name as string, c.facts]));
  const misses = (r: EvalReply) => {
    if (r.crisis) return r.question.topic !== "crisis";
    const facts = charts.get(r.chart)!;
    const topic = r.question.topic;
    if (topic === "crisis") return true;
    if (repeatedParagraphs(r).length) return true;
    if (topic === "unknown") return false;
    if (isFallback(r.reply)) return true;
    if (r.question.expect && !r.question.expect(facts).test(r.reply)) return true;
    if (HUMAN_TOPICS.includes(topic)) return false;
    return topic === "health" ? !HEALTH_RULE.test(r.reply) : !namesChartFact(r.reply, facts);
  };
  if (argv.includes("--replies") || argv.includes("--misses")) {
    for (const r of replies) {
      if (onlyTopic && r.question.topic !== onlyTopic) continue;
      if (argv.includes("--misses") && !misses(r)) continue;
      const flags = [r.crisis ? "CRISE" : "", repeatedParagraphs(r).length ? "REPETE" : "", isFallback(r.reply) ? "NÃO SEI" : ""].filter(Boolean).join(" ");
      console.log(
        `\n── ${r.chart} · ${r.conversation} · ${r.question.topic} ${flags ? `[${flags}]` : ""}\n> ${r.question.text}\n\n${r.reply}\n(${wordCount(r.answer)} palavras)`,
      );
    }
  }
  const distinct = new Set(EVAL_CONVERSATIONS.flatMap((c) => c.questions.map((q) => q.text))).size;
  const asked = EVAL_CONVERSATIONS.reduce((n, c) => n + c.questions.length, 0);
  const figures = measure(replies);
  console.log(
    `\nBússola da Alma, respondedor embutido: ${distinct} perguntas diferentes (${asked} turnos) em ${EVAL_CONVERSATIONS.length} conversas, para 3 mapas (${evalChartFacts()
      .map((c) => `${c.name} ${c.facts.labels.authority} ${c.facts.profile}`)
      .join("; ")}).\n`,
  );
  console.log(report(figures));
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  evaluate(({ facts, question, history, firstName }) => composeReply({ facts, question, history, firstName }));
}
