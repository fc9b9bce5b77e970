// The Soul Compass's builtin responder through the AI SDK, as the chat endpoint runs it (streamText →
// UI message stream): time to first token and tokens per second, over many charts and questions.
// Part of `npm run bench`. Unpaced shows what the responder and the SDK cost; paced is what a person
// sees (BUILTIN_PACE_MS per word, so a reply reads as it is written).
import { streamText } from "ai";

import { chartFacts } from "../domain/compass/facts.ts";
import { computeChart } from "../domain/hd/chart.ts";
import { builtinModel } from "../server/compass/builtin-model.ts";
import { BUILTIN_PACE_MS } from "../server/compass/model.ts";

const QUESTIONS = [
  "Oi!",
  "Qual é o meu tipo e a minha estratégia?",
  "Como devo tomar decisões?",
  "O que significa o meu perfil?",
  "Quais são os meus centros definidos e abertos?",
  "Quais dons os meus canais me dão?",
  "Fale da porta 34",
  "Qual é o propósito da minha cruz de encarnação?",
  "Como vivo os relacionamentos?",
  "Que trabalho combina comigo?",
];

let seed = 7;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const START = Date.UTC(1940, 0, 1);
const SPAN = Date.UTC(2010, 0, 1) - START;
const charts = Array.from({ length: 20 }, () => chartFacts(computeChart(new Date(START + Math.floor(random() * SPAN)))));

interface Run {
  firstTokenMs: number;
  tokens: number;
  totalMs: number;
}

async function ask(paceMs: number, facts: (typeof charts)[number], question: string): Promise<Run> {
  const started = performance.now();
  const result = streamText({ model: builtinModel(facts, "Ana", { paceMs }), messages: [{ role: "user", content: question }] });
  let firstTokenMs = 0;
  let tokens = 0;
  for await (const part of result.toUIMessageStream()) {
    if (part.type !== "text-delta") continue;
    if (tokens++ === 0) firstTokenMs = performance.now() - started;
  }
  return { firstTokenMs, tokens, totalMs: performance.now() - started };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function measure(label: string, paceMs: number, pairs: [(typeof charts)[number], string][]) {
  const runs: Run[] = [];
  for (const [facts, question] of pairs) runs.push(await ask(paceMs, facts, question));
  const ttft = runs.map((r) => r.firstTokenMs).sort((a, b) => a - b);
  const rates = runs.map((r) => (r.tokens / r.totalMs) * 1000).sort((a, b) => a - b);
  const tokens = runs.reduce((sum, r) => sum + r.tokens, 0);
  console.log(
    `${label.padEnd(30)} ${String(runs.length).padStart(4)} respostas, ${Math.round(tokens / runs.length)} tokens em média   ` +
      `1º token p50 ${percentile(ttft, 0.5).toFixed(2)} ms p95 ${percentile(ttft, 0.95).toFixed(2)} ms   ` +
      `tokens/s p50 ${percentile(rates, 0.5).toFixed(0)} (mín. ${rates[0].toFixed(0)})`,
  );
}

const all = charts.flatMap((facts) => QUESTIONS.map((q): [(typeof charts)[number], string] => [facts, q]));
console.log("Bússola da Alma — respondedor embutido (streamText → fluxo de mensagens da UI)");
await ask(0, charts[0], QUESTIONS[1]); // warm-up
await measure("sem ritmo (custo do cálculo)", 0, all);
await measure(
  `com ritmo (${BUILTIN_PACE_MS} ms por palavra)`,
  BUILTIN_PACE_MS,
  all.filter((_, i) => i % 10 === 0),
);
