import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "#tests/support/chromium.ts";

// npm run bench:signup: sign-ups per second with 30 concurrent sign-ups, and the latency of
// /healthz (p50/p99) while they run and at rest, on the BUILT server (npm run build first), on
// PGlite and PostgreSQL. BENCH_SERVER=path/to/main.js measures another build (e.g. an older commit).

const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER = process.env.BENCH_SERVER ?? "build/server/main.js";
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

if (!existsSync(SERVER)) {
  console.error(`${SERVER} não existe: rode \`npm run build\` antes.`);
  process.exit(1);
}

async function start(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER], {
    cwd: path.resolve(path.dirname(SERVER), "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      MAIL_TRANSPORT: "log",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      AUTH_SECRET: "b".repeat(48),
      RATE_LIMIT_AUTH_MAX: "1000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 150; i++) {
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

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

async function freshPgDatabase() {
  const name = `bench_signup_${process.pid}_${Date.now()}`;
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
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-signup-"));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let db: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
  if (kind === "PostgreSQL") {
    try {
      db = await freshPgDatabase();
      env.DATABASE_URL = db.url;
    } catch (err) {
      console.error(`PostgreSQL indisponível em ${PG_URL}: ${(err as Error).message}`);
      continue;
    }
  }
  // A free port: fixed ones collide with another benchmark running on the same machine.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await start(env, port);
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
  await stop(server);
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${SERVER}: ${CONCURRENCY} cadastros simultâneos por ${SECONDS} s\n`);
const header = ["banco", "cadastros/s", "falhas", "/healthz p50/p99 em repouso", "/healthz p50/p99 durante os cadastros"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i])).join("  "));
