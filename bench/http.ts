import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import type { PostgresDatabase } from "#tests/fixtures/postgres.ts";
import { freePort } from "#tests/support/chromium.ts";

import { freshPostgres, PG_URL, printTable, requireBuild, startServer, stopServer } from "./support/built-server.ts";

// npm run bench: requests/s and latency of the BUILT server (npm run build first),
// for the home page (server-rendered) and /healthz, on PGlite and on PostgreSQL.
// Target: home at 20 connections with p99 under 50 ms.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

requireBuild();

async function measure(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { "accept-encoding": "gzip" } }); // warm-up
  // Browsers ask for compressed pages, so the figures include gzip.
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "gzip" } });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const rows: string[][] = [];
for (const kind of ["PGlite", "PostgreSQL"] as const) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  let pgDb: PostgresDatabase | undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === "PostgreSQL") {
    try {
      pgDb = await freshPostgres("bench");
      env.DATABASE_URL = pgDb.url;
    } catch (err) {
      console.error(`PostgreSQL indisponível em ${PG_URL}: ${(err as Error).message}`);
      continue;
    }
  }
  const port = await freePort();
  const { child } = await startServer(port, env);
  for (const route of ["/", "/healthz"]) {
    const m = await measure(`http://127.0.0.1:${port}${route}`);
    rows.push([kind, route, m.rps.toFixed(0), `${m.p50} ms`, `${m.p99} ms`, String(m.errors)]);
  }
  await stopServer(child);
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${CONNECTIONS} conexões, ${DURATION} s por rota\n`);
printTable(["banco", "rota", "req/s", "p50", "p99", "erros"], rows);
const home = rows.filter((r) => r[1] === "/");
const worst = Math.max(...home.map((r) => Number.parseFloat(r[4])));
console.log(`\nmeta: p99 da página inicial < 50 ms com ${CONNECTIONS} conexões → ${worst < 50 ? "atingida" : "NÃO atingida"} (pior p99: ${worst} ms)`);
