import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { PostgresDatabase } from "#tests/fixtures/postgres.ts";
import { freePort } from "#tests/support/chromium.ts";

import { freshPostgres, percentile, PG_URL, printTable, requireBuild, SERVER, startServer, stopServer } from "./support/built-server.ts";

// npm run bench:signup: sign-ups per second with 30 concurrent sign-ups, and the latency of
// /healthz (p50/p99) while they run and at rest, on the BUILT server (npm run build first), on
// PGlite and PostgreSQL. BENCH_SERVER=path/to/main.js measures another build (e.g. an older commit).

const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

requireBuild();

/** Sequential /healthz requests until `until`; their latencies in ms. */
async function probeHealth(base: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const t = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times.sort((a, b) => a - b);
}

async function signUps(base: string, until: number) {
  let ok = 0;
  let failed = 0;
  let n = 0;
  async function worker(w: number) {
    while (Date.now() < until) {
      const email = `bench.${process.pid}.${w}.${n++}@exemplo.com`;
      const response = await fetch(`${base}/conta/cadastro-rapido`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ name: "Pessoa de Teste", email, password: "senha-do-benchmark-1" }),
      });
      await response.arrayBuffer();
      if (response.status === 200) ok++;
      else failed++;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
  return { ok, failed, seconds: (performance.now() - started) / 1000 };
}

const rows: string[][] = [];
for (const kind of ["PGlite", "PostgreSQL"] as const) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-signup-"));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let db: PostgresDatabase | undefined;
  if (kind === "PostgreSQL") {
    try {
      db = await freshPostgres("bench_signup");
      env.DATABASE_URL = db.url;
    } catch (err) {
      console.error(`PostgreSQL indisponível em ${PG_URL}: ${(err as Error).message}`);
      continue;
    }
  }
  // A free port: fixed ones collide with another benchmark running on the same machine.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Every sign-up from one address: the limit per address is not what is measured here.
  const { child: server } = await startServer(port, { RATE_LIMIT_AUTH_MAX: "1000000", ...env });
  const idle = await probeHealth(base, Date.now() + 3000);
  const until = Date.now() + SECONDS * 1000;
  const [load, busy] = await Promise.all([signUps(base, until), probeHealth(base, until)]);
  rows.push([
    kind,
    (load.ok / load.seconds).toFixed(1),
    String(load.failed),
    `${percentile(idle, 50).toFixed(1)} / ${percentile(idle, 99).toFixed(1)} ms`,
    `${percentile(busy, 50).toFixed(1)} / ${percentile(busy, 99).toFixed(1)} ms`,
  ]);
  await stopServer(server);
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${SERVER}: ${CONCURRENCY} cadastros simultâneos por ${SECONDS} s\n`);
printTable(["banco", "cadastros/s", "falhas", "/healthz p50/p99 em repouso", "/healthz p50/p99 durante os cadastros"], rows);
