// Human Design CLI: JSON on stdout, a message on stderr and a non-zero exit on bad input.
//   npm run --silent hd -- chart --utc 1990-05-17T13:45:00Z
//   npm run --silent hd -- chart --date 1990-05-17 --time 10:45 --city "São Paulo" --state SP
//   npm run --silent hd -- relationship --name1 Ana --date1 … --time1 … --city1 … --state1 … --name2 Bruno --date2 …
import { parseArgs } from "node:util";

import { birthToChart } from "../domain/hd/birth.ts";
import { computeChart, type HumanDesignChart, SUPPORTED_YEARS } from "../domain/hd/chart.ts";
import { analyzeRelationship } from "../domain/hd/relationship.ts";
import { isValidDate } from "../domain/hd/time.ts";

const USAGE = `Uso / usage:
  hd chart --utc 1990-05-17T13:45:00Z
  hd chart --date 1990-05-17 --time 10:45 --city "São Paulo" --state SP
  hd relationship [--name1 Ana] --date1 … --time1 … --city1 … --state1 …
                  [--name2 Bruno] --date2 … --time2 … --city2 … --state2 …
                  (or --utc1 / --utc2 instead of date, time, city and state)`;

class InputError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const UTC_RE = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function chartFromUtc(value: string): HumanDesignChart {
  const m = UTC_RE.exec(value);
  const ms = Date.parse(value);
  if (!m || !isValidDate(m[1]) || Number.isNaN(ms)) {
    throw new InputError(`Instante UTC inválido: "${value}" (ex.: 1990-05-17T13:45:00Z).`);
  }
  const year = new Date(ms).getUTCFullYear();
  if (year < SUPPORTED_YEARS.min || year > SUPPORTED_YEARS.max) {
    throw new InputError(`Só calculamos nascimentos entre ${SUPPORTED_YEARS.min} e ${SUPPORTED_YEARS.max}.`);
  }
  return computeChart(new Date(ms));
}

type Values = Record<string, string | boolean | undefined>;

function text(values: Values, key: string): string | undefined {
  const v = values[key];
  return typeof v === "string" ? v : undefined;
}

/** A chart from --utc<suffix>, or from --date/--time/--city/--state<suffix>. */
function chartFrom(values: Values, suffix = ""): HumanDesignChart {
  const utc = text(values, `utc${suffix}`);
  if (utc !== undefined) return chartFromUtc(utc);
  const fields = ["date", "time", "city", "state"] as const;
  const missing = fields.filter((f) => !text(values, `${f}${suffix}`)?.trim());
  if (missing.length > 0) {
    throw new InputError(`Faltam opções: ${missing.map((f) => `--${f}${suffix}`).join(", ")}.\n${USAGE}`, 2);
  }
  const [date, time, city, uf] = fields.map((f) => text(values, `${f}${suffix}`)!.trim());
  const r = birthToChart({ date, time, city, uf });
  if (!r.ok) {
    const who = suffix ? ` (pessoa ${suffix})` : "";
    throw new InputError(`${r.error.message}${who} [${r.error.code}]`);
  }
  return r.chart;
}

const PERSON_OPTIONS = ["utc", "date", "time", "city", "state", "name"] as const;

function run(argv: string[]): unknown {
  const options: Record<string, { type: "string" } | { type: "boolean"; short?: string }> = { help: { type: "boolean", short: "h" } };
  for (const o of PERSON_OPTIONS) for (const s of ["", "1", "2"]) options[`${o}${s}`] = { type: "string" };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new InputError(`${(e as Error).message}\n${USAGE}`, 2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return undefined;
  }
  const [command, ...rest] = positionals;
  if (rest.length > 0) throw new InputError(`Argumentos inesperados: ${rest.join(" ")}\n${USAGE}`, 2);
  if (command === "chart") return chartFrom(values);
  if (command === "relationship") {
    return analyzeRelationship(
      { name: text(values, "name1") ?? "Pessoa 1", chart: chartFrom(values, "1") },
      { name: text(values, "name2") ?? "Pessoa 2", chart: chartFrom(values, "2") },
    );
  }
  throw new InputError(`${command ? `Comando desconhecido: ${command}` : "Falta o comando"} (chart | relationship).\n${USAGE}`, 2);
}

try {
  const out = run(process.argv.slice(2));
  if (out !== undefined) process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} catch (e) {
  if (!(e instanceof InputError)) throw e;
  process.stderr.write(`Erro: ${e.message}\n`);
  process.exitCode = e.exitCode;
}
