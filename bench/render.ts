import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import { freePort } from "#tests/support/chromium.ts";

import { printTable, requireBuild, SERVER, startServer, stopServer } from "./support/built-server.ts";

// npm run bench:render: what one full server render of a public page costs (issue 23 asks for
// twice the requests per second of the build it was filed against). The BUILT server (npm run
// build first) on PGlite renders each page with a query string, which skips the page cache:
// 1,500 renders to warm up, then 3,000 at 20 connections, with the server's CPU time read from
// /proc around them (Linux). BENCH_BASELINE=old/build/server/main.js measures that build in the
// same run, the two alternating BENCH_ROUNDS times (default 2): the machine's load moves single
// rounds by ~15 %, so only a same-run ratio means anything. BENCH_PATHS=/,/courses picks pages.

const WARM_UP = 1500;
const RENDERS = 3000;
const CONNECTIONS = 20;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const PATHS = (process.env.BENCH_PATHS ?? "/,/courses,/events").split(",");
const BASELINE = process.env.BENCH_BASELINE;
/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

requireBuild();
if (BASELINE && !existsSync(BASELINE)) {
  console.error(`${BASELINE} não existe: construa a versão de comparação antes (npm run build na cópia dela).`);
  process.exit(1);
}

/** User + system CPU time of a process so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

interface Measured {
  rps: number;
  p99: number;
  cpuPerRender: number;
}

async function measureBuild(server: string): Promise<Map<string, Measured>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-render-"));
  const port = await freePort();
  const { child } = await startServer(port, { DATA_DIR: dataDir }, { server });
  const results = new Map<string, Measured>();
  try {
    for (const page of PATHS) {
      const url = `http://127.0.0.1:${port}${page}?sem-cache=1`;
      const headers = { "accept-encoding": "gzip" };
      await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP, headers });
      const before = cpuMs(child.pid!);
      const r = await autocannon({ url, connections: CONNECTIONS, amount: RENDERS, headers });
      const cpu = cpuMs(child.pid!) - before;
      if (r.errors + r.non2xx > 0) throw new Error(`${page}: ${r.errors} erros e ${r.non2xx} respostas fora de 2xx`);
      results.set(page, { rps: r.requests.average, p99: r.latency.p99, cpuPerRender: cpu / RENDERS });
    }
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const builds = BASELINE ? [BASELINE, SERVER] : [SERVER];
const rounds: Array<Map<string, Map<string, Measured>>> = [];
for (let round = 0; round < ROUNDS; round++) {
  const measured = new Map<string, Map<string, Measured>>();
  for (const build of builds) measured.set(build, await measureBuild(build));
  rounds.push(measured);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
}
const rows: string[][] = [];
for (const page of PATHS) {
  for (const build of builds) {
    const all = rounds.map((r) => r.get(build)!.get(page)!);
    rows.push([
      page,
      build,
      all.map((m) => m.rps.toFixed(0)).join(" / "),
      all.map((m) => `${m.p99} ms`).join(" / "),
      all.map((m) => `${m.cpuPerRender.toFixed(2)} ms`).join(" / "),
    ]);
  }
  if (BASELINE) {
    const cpu = (build: string) => median(rounds.map((r) => r.get(build)!.get(page)!.cpuPerRender));
    rows.push([page, "razão (base ÷ atual, CPU por render)", "", "", `${(cpu(BASELINE) / cpu(SERVER)).toFixed(2)}×`]);
  }
}
console.log(`\nRender completo sem cache (PGlite), ${CONNECTIONS} conexões, ${RENDERS} renders por página e rodada, ${ROUNDS} rodada(s)\n`);
printTable(["página", "versão", "req/s", "p99", "CPU por render"], rows);
console.log("\nmeta (issue 23): o dobro das requisições por segundo da versão em que a issue foi aberta, isto é, razão ≥ 2×.");
