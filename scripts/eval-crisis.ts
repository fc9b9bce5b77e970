// Prints how the Soul Compass's safety net (domain/compass/crisis.ts) reads a labelled set: recall on
// crisis messages and the false-alarm rate on the rest, for the rules, the learned half and both,
// per family, and every error of the whole net.
//   npm run eval:crisis                      the set kept in the repository (domain/compass/crisis-set.ts)
//   npm run eval:crisis -- --file set.json   any other set: a JSON array of { text, crisis, family? }
//   npm run eval:crisis -- --cv              the learned half on each author's messages, trained without them
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { crisisScore, detectCrisis, MODEL_THRESHOLD, readSigns } from "#domain/compass/crisis.ts";
import { trainCrisisModel } from "#domain/compass/crisis-learn.ts";
import { CRISIS_SET, type LabelledMessage } from "#domain/compass/crisis-set.ts";

const { values } = parseArgs({ options: { file: { type: "string" }, cv: { type: "boolean" } } });
const set: readonly LabelledMessage[] = values.file
  ? (JSON.parse(readFileSync(values.file, "utf8")) as LabelledMessage[]).map((m) => ({ ...m, family: m.family ?? (m.crisis ? "crise" : "comum") }))
  : CRISIS_SET;
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "—");

/** Recall and false alarms of `fires` on `messages`. */
function figures(messages: readonly LabelledMessage[], fires: (m: LabelledMessage) => boolean) {
  const crisis = messages.filter((m) => m.crisis);
  const calm = messages.filter((m) => !m.crisis);
  const caught = crisis.filter(fires).length;
  const alarms = calm.filter(fires).length;
  return `recall ${caught}/${crisis.length} = ${pct(caught, crisis.length)} · falsos alarmes ${alarms}/${calm.length} = ${pct(alarms, calm.length)}`;
}

const rules = (m: LabelledMessage) => {
  const read = readSigns(m.text);
  return !read.retracted && !read.resolved && (read.strong > 0 || read.weak >= 2);
};

if (values.cv) {
  // Authors: the first part's families are one author; each later part is named "<n>-author…".
  const authorOf = (m: LabelledMessage) => (m.family.includes("author") ? m.family : "first-author");
  console.log(`parte aprendida, limiar ${MODEL_THRESHOLD}, treinada sem as mensagens do autor avaliado:\n`);
  for (const author of [...new Set(set.map(authorOf))]) {
    const model = trainCrisisModel(set.filter((m) => authorOf(m) !== author));
    const held = set.filter((m) => authorOf(m) === author);
    console.log(`${author.padEnd(28)} ${figures(held, (m) => crisisScore(readSigns(m.text).text, model) >= MODEL_THRESHOLD)}`);
  }
  process.exit(0);
}

const families = new Map<string, { total: number; flagged: number }>();
const wrong: LabelledMessage[] = [];
for (const message of set) {
  const flagged = detectCrisis(message.text);
  const key = `${message.crisis ? "crise" : "não crise"} · ${message.family}`;
  const row = families.get(key) ?? { total: 0, flagged: 0 };
  row.total++;
  if (flagged) row.flagged++;
  families.set(key, row);
  if (flagged !== message.crisis) wrong.push(message);
}

console.log(`conjunto: ${values.file ?? "domain/compass/crisis-set.ts"} (${set.length} mensagens)\n`);
console.log("| família | mensagens | sinalizadas |");
console.log("|---|---|---|");
for (const [key, row] of [...families].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`| ${key} | ${row.total} | ${row.flagged} (${pct(row.flagged, row.total)}) |`);
console.log(`\nregras:           ${figures(set, rules)}`);
console.log(`parte aprendida:  ${figures(set, (m) => crisisScore(readSigns(m.text).text) >= MODEL_THRESHOLD)}`);
console.log(`rede (as duas):   ${figures(set, (m) => detectCrisis(m.text))}`);
if (wrong.length) {
  console.log("\nerros:");
  for (const m of wrong) console.log(`  ${m.crisis ? "NÃO PEGOU" : "ALARME   "} [${m.family}] ${m.text}`);
}
