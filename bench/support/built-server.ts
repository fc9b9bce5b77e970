import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";

import { ACCOUNT_ACTIONS } from "#domain/paths.ts";
import { createPostgresDatabase, type PostgresDatabase } from "#tests/fixtures/postgres.ts";
import { startBuiltServer } from "#tests/support/built-server.ts";

// What every benchmark shares: the BUILT server started as `npm start` starts it, in production
// mode on a port of its own, and a PostgreSQL database of its own on TEST_DATABASE_URL's server.

/** BENCH_SERVER=path/to/main.js measures another build (e.g. an older commit's). */
export const SERVER = process.env.BENCH_SERVER ?? "build/server/main.js";
export const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Ends the benchmark with a Portuguese hint when there is nothing built to measure. */
export function requireBuild(): void {
  if (existsSync(SERVER)) return;
  console.error(`${SERVER} não existe: rode \`npm run build\` antes (o benchmark mede o servidor construído).`);
  process.exit(1);
}

/** The staff account a benchmark's server is started with (ADMIN_EMAIL/ADMIN_PASSWORD: `adminEnv`). */
export const BENCH_ADMIN = { email: "bench.admin@essencia.test", password: "senha-do-bench-admin" };
export const adminEnv = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };

/** Signs in through the site's own sign-in action (staff's by default) and returns the session's Cookie header. */
export async function signIn(base: string, person = BENCH_ADMIN, action: string = ACCOUNT_ACTIONS.adminSignIn): Promise<string> {
  const res = await fetch(`${base}${action}`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify(person) });
  if (!res.ok) throw new Error(`login falhou (${action}): ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export interface Started {
  child: ChildProcess;
  /** From spawning to the first 200 of /healthz. */
  seconds: number;
}

/**
 * Starts the server on 127.0.0.1:`port` (tests/support/built-server.ts) and resolves once /healthz
 * answers; a server that exits first ends the benchmark with what it wrote. `env` adds to or
 * overrides a production start's. Its error output passes through to ours unless `quiet` (a trial
 * that provokes warnings on purpose keeps them only to explain a failed start). `stdout` reads its
 * log (bench:images reads the processing times); `nodeArgs` go to Node before the script (e.g. a V8
 * flag to compare); `server` is another build's main.js.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  { quiet = false, stdout, nodeArgs = [], server = SERVER }: { quiet?: boolean; stdout?: (chunk: string) => void; nodeArgs?: string[]; server?: string } = {},
): Promise<Started> {
  const started = performance.now();
  const { child, serving, output } = await startBuiltServer({
    port,
    env,
    server,
    nodeArgs,
    onStdout: stdout,
    onStderr: quiet ? undefined : (chunk) => process.stderr.write(chunk),
  });
  if (!serving) throw new Error(`o servidor saiu (${child.exitCode ?? child.signalCode}): ${output().slice(-4000)}`);
  return { child, seconds: (performance.now() - started) / 1000 };
}

export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

/** A fresh database on PG_URL's server, for one benchmark run; `drop()` removes it. */
export function freshPostgres(label: string): Promise<PostgresDatabase> {
  return createPostgresDatabase(label, PG_URL);
}

/**
 * PostgreSQL's half of a benchmark: a fresh database, or null with the reason added to `skipped`
 * when the server is not there. With TEST_DATABASE_URL set the benchmark needs it and ends instead.
 */
export async function postgresOrSkip(label: string, skipped: string[]): Promise<PostgresDatabase | null> {
  try {
    return await freshPostgres(label);
  } catch (err) {
    const problem = `PostgreSQL indisponível em ${PG_URL}: ${(err as Error).message}`;
    if (process.env.TEST_DATABASE_URL) {
      console.error(`${problem}\nTEST_DATABASE_URL está definido: o benchmark precisa do PostgreSQL.`);
      process.exit(1);
    }
    skipped.push(`${problem} (não medido; defina TEST_DATABASE_URL para exigir)`);
    return null;
  }
}

/** Nearest-rank percentile of ascending `sorted`. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** A plain-text table, columns padded to their widest cell. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i])).join("  "));
}
