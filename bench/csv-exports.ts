import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";

import { ADMIN_ROUTES } from "#domain/paths.ts";
import { openDatabase } from "#server/db/client.ts";
import { freePort } from "#tests/support/chromium.ts";

import { adminEnv, percentile, printTable, requireBuild, SERVER, signIn, startServer, stopServer } from "./support/built-server.ts";

// npm run bench:exports — PARALLEL (default 5) gzip CSV exports of a list of ROWS leads (default
// 100,000) at once on the built server (PGlite): the server's peak RSS while they run, and the
// latency of /healthz asked every 100 ms meanwhile (issue 19: a buffered gzip took 1.39 GB and
// stalled /healthz 9.5 s). BENCH_SERVER=path/to/main.js measures another build.

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 5);

requireBuild();

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-exports-"));
const database = await openDatabase({ dataDir });
await database.migrate();
await database.db.execute(sql`insert into leads (name, email, whatsapp, reading, created_at)
  select 'Pessoa da Silva ' || i, 'pessoa' || i || '@exemplo.org.br', '(11) 98765-4321',
    'Você é Gerador: sua estratégia é responder. ' || repeat('Uma leitura com alguns parágrafos. ', 8), now() - (i || ' minutes')::interval
  from generate_series(1, ${ROWS}) as i`);
await database.close();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { child } = await startServer(port, { DATA_DIR: dataDir, ...adminEnv });
const cookie = await signIn(base);

const idle = rssMb(child.pid!);
let peak = idle;
let running = true;
const health: number[] = [];
let healthFailures = 0;
const sampler = (async () => {
  while (running && child.exitCode === null) {
    peak = Math.max(peak, rssMb(child.pid!));
    const started = performance.now();
    try {
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      health.push(performance.now() - started);
    } catch {
      healthFailures++;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();

const started = performance.now();
const sizes = await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    try {
      const res = await fetch(`${base}${ADMIN_ROUTES.exportCsv.replace(":list", "leads")}`, { headers: { cookie, "accept-encoding": "gzip" } });
      if (!res.ok) return { bytes: 0, outcome: `HTTP ${res.status}` };
      let bytes = 0;
      for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
      return { bytes, outcome: res.headers.get("content-encoding") ?? "sem gzip" };
    } catch (err) {
      return { bytes: 0, outcome: `falhou (${((err as Error).cause as Error | undefined)?.message ?? (err as Error).message})` };
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
running = false;
await sampler;
const exitCode = child.exitCode;
await stopServer(child);
rmSync(dataDir, { recursive: true, force: true });

health.sort((a, b) => a - b);
console.log(`\n${PARALLEL} exportações CSV paralelas de ${ROWS} leads (${SERVER}, PGlite)\n`);
printTable(
  ["RSS parado", "RSS pico", "/healthz p50", "/healthz p99", "/healthz máx", "amostras (falhas)", "tempo total", "exportações (descomprimido)"],
  [
    [
      `${idle.toFixed(0)} MB`,
      `${peak.toFixed(0)} MB`,
      `${percentile(health, 50).toFixed(1)} ms`,
      `${percentile(health, 99).toFixed(1)} ms`,
      `${(health.at(-1) ?? NaN).toFixed(1)} ms`,
      `${health.length} (${healthFailures})`,
      `${seconds.toFixed(1)} s`,
      sizes.map((s) => `${(s.bytes / 1e6).toFixed(1)} MB ${s.outcome}`).join(", "),
    ],
  ],
);
if (exitCode !== null) console.log(`\nO servidor caiu durante as exportações (código ${exitCode}).`);
