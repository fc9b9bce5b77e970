import { fork } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { sql } from "drizzle-orm";

import { seedCatalogue } from "../catalogue/store.ts";
import { type Database, openDatabase } from "./client.ts";

// The embedded database is made ready — created by PGlite's initdb when new, every pending
// migration applied, the default catalogue seeded — in a child process that exits before the
// server opens the directory
// (docs/decisions/065). PGlite's WebAssembly memory never shrinks, and initdb alone takes a second
// PostgreSQL instance, the initdb program and the whole new data directory as a tarball in memory
// (~750 MB at its peak); done in the server, that memory stayed with it until the next restart.
// A process that exits hands all of it back. PostgreSQL needs none of this: its migrations run in
// the server under the advisory lock (docs/decisions/058).

/** What the preparing process did, for the start-up log. */
export interface Preparation {
  /** The directory was new: initdb ran. */
  created: boolean;
  /** Migrations applied now (0 on an ordinary restart). */
  applied: number;
  seconds: number;
  /** The preparing process's peak resident memory (MB): the start-up peak, now outside the server. */
  peakMb: number;
  /** The preparing process, gone by the time the server opens the directory. */
  childPid: number;
}

/** Why the embedded database could not be made ready: its message is for the person starting the site. */
export class PreparationError extends Error {
  override name = "PreparationError";
}

type ChildMessage = { ok: true; preparation: Omit<Preparation, "childPid"> } | { ok: false; message: string };

/** The directory PGlite keeps its files in. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, "db");

/**
 * Runs in the preparing process (server/db/prepare-process.ts). A new database is built in a folder
 * beside DATA_DIR/db and renamed into place once complete, so an interrupted first start (a killed
 * process, a full disk) leaves nothing half-made that a later start would take for a database. An
 * empty DATA_DIR/db (a volume mounted there) is initialised where it is.
 */
export async function prepareInThisProcess(dataDir: string): Promise<Omit<Preparation, "childPid">> {
  const started = performance.now();
  const dir = embeddedDatabaseDir(dataDir);
  const exists = existsSync(dir);
  const created = !existsSync(path.join(dir, "PG_VERSION"));
  if (created && exists && readdirSync(dir).length > 0) {
    throw new PreparationError(`${dir} tem arquivos mas não um banco (falta PG_VERSION): mova ou apague a pasta e inicie de novo.`);
  }
  // PGlite's directory is <data folder>/db: a new one is built in a data folder of its own.
  const staging = created && !exists ? path.join(dataDir, ".db-preparing") : undefined;
  if (staging) {
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
  }
  const database = await openDatabase({ dataDir: staging ?? dataDir });
  let applied: number;
  try {
    const before = await migrationsApplied(database);
    await database.migrate();
    applied = (await migrationsApplied(database)) - before;
    await seedCatalogue(database);
  } finally {
    await database.close();
  }
  if (staging) {
    renameSync(embeddedDatabaseDir(staging), dir);
    rmSync(staging, { recursive: true, force: true });
  }
  return {
    created,
    applied,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

async function migrationsApplied(database: Database): Promise<number> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [journal] = await rows<{ exists: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!journal?.exists) return 0;
  const [counted] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return counted?.n ?? 0;
}

/** An error and its causes in one line, for the person starting the site (Drizzle's query parameters left out). */
export function describeFailure(err: unknown): string {
  const parts: string[] = [];
  for (let current = err, depth = 0; current !== undefined && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const message = current instanceof Error ? current.message : String(current);
    parts.push(message.replace(/\n?params: [\s\S]*$/, "").trim());
    if (!(current instanceof Error)) break;
  }
  return parts.filter(Boolean).join(": ");
}

/**
 * The preparing process's entry: beside this module in the source tree (run through tsx), and
 * build/server/prepare-db.js beside main.js in the build (scripts/build-server.ts bundles it).
 */
function childEntry(): { script: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith(".ts")) return { script: fileURLToPath(new URL("./prepare-process.ts", here)), execArgv: ["--import", "tsx"] };
  return { script: fileURLToPath(new URL("./prepare-db.js", here)), execArgv: [] };
}

/**
 * Makes DATA_DIR/db ready in a child process and resolves once that process has exited (its memory
 * back with the system); rejects with a PreparationError whose message says what went wrong.
 */
export function prepareEmbeddedDatabase(dataDir: string): Promise<Preparation> {
  const { script, execArgv } = childEntry();
  return new Promise((resolve, reject) => {
    const child = fork(script, [dataDir], { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "json" });
    let answer: ChildMessage | undefined;
    child.on("message", (message: ChildMessage) => {
      answer = message;
    });
    child.on("error", (err) => reject(new PreparationError(`Não foi possível iniciar o processo que prepara o banco embutido: ${err.message}`)));
    child.on("exit", (code, signal) => {
      const where = embeddedDatabaseDir(dataDir);
      if (answer?.ok && code === 0) resolve({ ...answer.preparation, childPid: child.pid as number });
      else if (answer && !answer.ok) reject(new PreparationError(`Não foi possível preparar o banco embutido em ${where}: ${answer.message}`));
      else reject(new PreparationError(`O processo que prepara o banco embutido em ${where} terminou sem concluir (${signal ?? `código ${code}`}).`));
    });
  });
}
