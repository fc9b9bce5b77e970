// Speed of the Human Design engine: `npm run bench:hd`.
// Targets on the 2-core CI machine: one chart < 5 ms, one relationship < 15 ms (p99).
import { birthToChart } from "../domain/hd/birth.ts";
import { computeChart } from "../domain/hd/chart.ts";
import { analyzeRelationship } from "../domain/hd/relationship.ts";

const CHARTS = 2_000;
const RELATIONSHIPS = 1_000;
const TARGET_CHART_MS = 5;
const TARGET_RELATIONSHIP_MS = 15;

// Seeded births 1900–2030 so runs are comparable.
let seed = 42;
function random(): number {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const START = Date.UTC(1900, 0, 1);
const SPAN = Date.UTC(2031, 0, 1) - START;
const births = (n: number) => Array.from({ length: n }, () => new Date(START + Math.floor(random() * SPAN)));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function measure(label: string, inputs: unknown[], run: (input: never) => unknown, targetMs?: number): boolean {
  const times: number[] = [];
  const t0 = performance.now();
  for (const input of inputs) {
    const s = performance.now();
    run(input as never);
    times.push(performance.now() - s);
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p99 = percentile(times, 0.99);
  const ok = targetMs === undefined || p99 < targetMs;
  console.log(
    `${label.padEnd(34)} ${((inputs.length / total) * 1000).toFixed(0).padStart(6)}/s   p50 ${p50.toFixed(3)} ms   p99 ${p99.toFixed(3)} ms` +
      (targetMs === undefined ? "" : `   target p99 < ${targetMs} ms: ${ok ? "ok" : "MISSED"}`),
  );
  return ok;
}

const cold = performance.now();
computeChart(new Date("1990-05-17T13:45:00Z"));
console.log(`${"first chart (cold start)".padEnd(34)} ${(performance.now() - cold).toFixed(1)} ms`);

// Warm up the JIT and astronomy-engine's Pluto cache.
for (const b of births(300)) computeChart(b);

const chartsOk = measure("chart (computeChart)", births(CHARTS), (b: Date) => computeChart(b), TARGET_CHART_MS);
const pairs = Array.from({ length: RELATIONSHIPS }, () => births(2));
const relOk = measure(
  "relationship (2 charts + analysis)",
  pairs,
  ([a, b]: Date[]) => analyzeRelationship({ name: "A", chart: computeChart(a) }, { name: "B", chart: computeChart(b) }),
  TARGET_RELATIONSHIP_MS,
);
const charts = pairs.map(([a, b]) => [computeChart(a), computeChart(b)]);
measure("analysis only (2 ready charts)", charts, ([a, b]: ReturnType<typeof computeChart>[]) =>
  analyzeRelationship({ name: "A", chart: a }, { name: "B", chart: b }),
);
const cities = [
  ["São Paulo", "SP"],
  ["Manaus", "AM"],
  ["Rio Branco", "AC"],
  ["Recife", "PE"],
  ["Porto Alegre", "RS"],
];
const forms = births(CHARTS).map((d, i) => ({
  date: d.toISOString().slice(0, 10),
  time: d.toISOString().slice(11, 16),
  city: cities[i % cities.length][0],
  uf: cities[i % cities.length][1],
}));
measure("birthToChart (place + zone + chart)", forms, (f: Parameters<typeof birthToChart>[0]) => birthToChart(f));

if (!chartsOk || !relOk) process.exitCode = 1;
