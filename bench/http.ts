import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

// npm run bench: requests/s and latency of the BUILT server (npm run build first),
// for the home page (server-rendered) and /healthz, on PGlite and on PostgreSQL.
// Target: home at 20 connections with p99 under 50 ms.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

if (!existsSync("build/server/main.js")) {
  console.error("Rode `npm run build` antes: o benchmark mede o servidor construído.");
  process.exit(1);
}

async function start(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      MAIL_TRANSPORT: "log",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      AUTH_SECRET: "b".repeat(48),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("o servidor não respondeu a /healthz");
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function measure(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { "accept-encoding": "gzip" } }); // warm-up
  // Browsers ask for compressed pages, so the figures include gzip.
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "gzip" } });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function freshPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const rows: string[][] = [];
for (const kind of ["PGlite", "PostgreSQL"] as const) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  let pgDb: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === "PostgreSQL") {
    try {
      pgDb = await freshPgDatabase();
      env.DATABASE_URL = pgDb.url;
    } catch (err) {
      console.error(`PostgreSQL indisponível em ${PG_URL}: ${(err as Error).message}`);
      continue;
    }
  }
  const port = 3900 + rows.length;
  const server = await start(env, port);
  for (const route of ["/", "/healthz"]) {
    const m = await measure(`http://127.0.0.1:${port}${route}`);
    rows.push([kind, route, m.rps.toFixed(0), `${m.p50} ms`, `${m.p99} ms`, String(m.errors)]);
  }
  await stop(server);
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${CONNECTIONS} conexões, ${DURATION} s por rota\n`);
const header = ["banco", "rota", "req/s", "p50", "p99", "erros"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i])).join("  "));
const home = rows.filter((r) => r[1] === "/");
const worst = Math.max(...home.map((r) => Number.parseFloat(r[4])));
console.log(`\nmeta: p99 da página inicial < 50 ms com ${CONNECTIONS} conexões → ${worst < 50 ? "atingida" : "NÃO atingida"} (pior p99: ${worst} ms)`);
