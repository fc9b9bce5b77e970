import { type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "#tests/support/chromium.ts";

import { postgresOrSkip, printTable, requireBuild, startServer, stopServer } from "./support/built-server.ts";

// npm run bench:memory — the resident memory of the BUILT server (npm run build first), started as
// `npm start` starts it, on PGlite and on PostgreSQL (for reference): at idle ~9 s after /healthz
// first answers, on the first start of a fresh install and again after a restart on the same data;
// the server's start-up peak (VmHWM); and, on PGlite, the peak of the process that prepared the
// database (its own log line, docs/decisions/065). Each figure is the median of BENCH_ROUNDS rounds
// (default 3; the range beside it). The idle figure is split into V8's heap, PGlite's WebAssembly
// memory (resident part), file-mapped pages (node's binary, libraries) and the rest (the C
// allocator, stacks, compiled code). Issue 23: idle under 300 MB on PGlite, aim ≤ 260 MB.
// Beside them, the time to the first /healthz and the CPU spent until then (the server's and the
// preparing process's: a figure the other work on the machine changes less than the time).
// BENCH_SERVER=old/build/server/main.js measures another build; BENCH_IDLE_SECONDS changes the wait;
// BENCH_LATE_SECONDS=30 also reads the idle memory that late (after V8's memory reducer has run).

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 9);
const LATE_SECONDS = Number(process.env.BENCH_LATE_SECONDS ?? 0);
const PROBE = path.resolve(import.meta.dirname, "support/memory-probe.mjs");
const MB = 1024 * 1024;

requireBuild();

interface Sample {
  rss: number;
  peak: number;
  heap: number;
  wasm: number;
  files: number;
  rest: number;
  healthz: number;
  /** CPU seconds until /healthz answered, the preparing process's included (it has been waited for). */
  cpu: number;
  /** Idle RSS at BENCH_LATE_SECONDS, when asked for. */
  late?: number;
  /** PGlite: the preparing process's peak and duration, from its log line (absent before decision 065). */
  preparationPeak?: number;
  preparationSeconds?: number;
}

const status = (pid: number) => readFileSync(`/proc/${pid}/status`, "utf8");
const kbField = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) * 1024;
/** utime + stime + cutime + cstime, in seconds (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

/**
 * PGlite's WebAssembly memory, resident part: V8 reserves ~10 GB of address space for a 32-bit
 * memory and makes only its current size accessible, so it shows as a read-write anonymous mapping
 * followed at once by an inaccessible one of several GB.
 */
function wasmResident(pid: number): number {
  const mappings: { start: bigint; end: bigint; perms: string; named: boolean; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) mappings.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3], named: head[4] !== "", rss: 0 });
    else if (line.startsWith("Rss:") && mappings.length) mappings[mappings.length - 1].rss = Number(line.split(/\s+/)[1]) * 1024;
  }
  let total = 0;
  for (let i = 0; i + 1 < mappings.length; i++) {
    const [memory, guard] = [mappings[i], mappings[i + 1]];
    const isGuard = !guard.named && guard.perms.startsWith("---") && guard.end - guard.start >= 4n * 1024n * BigInt(MB);
    if (!memory.named && memory.perms.startsWith("rw") && memory.end === guard.start && isGuard) total += memory.rss;
  }
  return total;
}

/** Asks the probe inside the server for V8's own account. */
function probe(child: ChildProcess): Promise<{ heapTotal: number }> {
  return new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error("a sonda de memória não respondeu")), 5000);
    const listen = (chunk: Buffer) => {
      text += chunk.toString();
      const line = /MEMORY-PROBE (\{.*\})\n/.exec(text);
      if (!line) return;
      clearTimeout(timer);
      child.stderr?.off("data", listen);
      resolve(JSON.parse(line[1]) as { heapTotal: number });
    };
    child.stderr?.on("data", listen);
    child.kill("SIGUSR2");
  });
}

async function startAndMeasure(env: Record<string, string>): Promise<Sample> {
  const port = await freePort();
  let log = "";
  const { child, seconds } = await startServer(
    port,
    { LOG_LEVEL: "info", ...env },
    { quiet: true, stdout: (chunk) => (log += chunk), nodeArgs: ["--import", PROBE] },
  );
  const pid = child.pid as number;
  const cpu = cpuSeconds(pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const text = status(pid);
  const rss = kbField(text, "VmRSS");
  const files = kbField(text, "RssFile");
  const wasm = wasmResident(pid);
  const { heapTotal } = await probe(child);
  let late: number | undefined;
  if (LATE_SECONDS > IDLE_SECONDS) {
    await new Promise((resolve) => setTimeout(resolve, (LATE_SECONDS - IDLE_SECONDS) * 1000));
    late = kbField(status(pid), "VmRSS");
  }
  await stopServer(child);
  const preparation = log
    .split("\n")
    .filter((line) => line.includes("processo à parte"))
    .map((line) => JSON.parse(line) as { peakMb: number; seconds: number })[0];
  return {
    rss,
    peak: kbField(text, "VmHWM"),
    heap: heapTotal,
    wasm,
    files,
    rest: rss - heapTotal - wasm - files,
    healthz: seconds,
    cpu,
    late,
    preparationPeak: preparation ? preparation.peakMb * MB : undefined,
    preparationSeconds: preparation?.seconds,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes: number) => `${Math.round(bytes / MB)}`;
/** The median in MB, with the range when the rounds differ. */
function figure(samples: Sample[], pick: (s: Sample) => number | undefined): string {
  const values = samples.map(pick).filter((v): v is number => v !== undefined);
  if (values.length === 0) return "—";
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return mb(low) === mb(high) ? `${mb(median(values))} MB` : `${mb(median(values))} MB (${mb(low)}–${mb(high)})`;
}
const seconds = (samples: Sample[], pick: (s: Sample) => number | undefined) => {
  const values = samples.map(pick).filter((v): v is number => v !== undefined);
  return values.length ? `${median(values).toFixed(1)} s` : "—";
};

const results: { kind: string; start: string; samples: Sample[] }[] = [];
const skipped: string[] = [];
for (const kind of ["PGlite", "PostgreSQL"] as const) {
  const fresh: Sample[] = [];
  const restart: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
    const pgDb = kind === "PostgreSQL" ? await postgresOrSkip("bench_memory", skipped) : undefined;
    if (pgDb === null) {
      rmSync(dataDir, { recursive: true, force: true });
      break;
    }
    const env = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
    try {
      fresh.push(await startAndMeasure(env));
      restart.push(await startAndMeasure(env));
    } finally {
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.error(
      `${kind}, rodada ${round + 1}/${ROUNDS}: ociosa ${mb(fresh.at(-1)!.rss)} MB no primeiro início, ${mb(restart.at(-1)!.rss)} MB após reiniciar`,
    );
  }
  if (fresh.length)
    results.push({ kind, start: "primeiro início (instalação nova)", samples: fresh }, { kind, start: "reinício (mesmos dados)", samples: restart });
}

console.log(`\nMemória residente do servidor construído (mediana de ${ROUNDS} rodadas; ociosa = ${IDLE_SECONDS} s após o primeiro /healthz)\n`);
printTable(
  [
    "banco",
    "início",
    "ociosa (RSS)",
    ...(LATE_SECONDS > IDLE_SECONDS ? [`ociosa após ${LATE_SECONDS} s`] : []),
    "pico do servidor (VmHWM)",
    "pico do preparo do banco",
    "preparo",
    "/healthz em",
    "CPU até /healthz",
  ],
  results.map(({ kind, start, samples }) => [
    kind,
    start,
    figure(samples, (s) => s.rss),
    ...(LATE_SECONDS > IDLE_SECONDS ? [figure(samples, (s) => s.late)] : []),
    figure(samples, (s) => s.peak),
    figure(samples, (s) => s.preparationPeak),
    seconds(samples, (s) => s.preparationSeconds),
    seconds(samples, (s) => s.healthz),
    seconds(samples, (s) => s.cpu),
  ]),
);
console.log("\nDe que é feita a memória ociosa (medianas)\n");
printTable(
  ["banco", "início", "heap do V8", "WASM do PGlite", "arquivos mapeados", "resto (alocador C, pilhas, código)"],
  results.map(({ kind, start, samples }) => [
    kind,
    start,
    figure(samples, (s) => s.heap),
    figure(samples, (s) => s.wasm),
    figure(samples, (s) => s.files),
    figure(samples, (s) => s.rest),
  ]),
);
const pglite = results.filter((r) => r.kind === "PGlite").map((r) => median(r.samples.map((s) => s.rss)) / MB);
if (pglite.length) {
  const worst = Math.round(Math.max(...pglite));
  console.log(`\nmeta: PGlite ociosa < 300 MB (alvo ≤ 260 MB) → ${worst < 300 ? "atingida" : "NÃO atingida"} (pior mediana: ${worst} MB)`);
}
for (const line of skipped) console.log(`\n${line}`);
