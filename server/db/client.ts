import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { schema } from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  /** The handle every service uses; inside `transaction()` it resolves to the open transaction. */
  db: Db;
  kind: "pglite" | "postgres";
  /** A printable description for the start-up log (no credentials). */
  label: string;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock: on PostgreSQL a session advisory lock, so instances
   * starting at once migrate and ensure the admin one after the other (docs/decisions/058).
   * PGlite has one process by construction.
   */
  startUpExclusively<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in one transaction. Every query made through `db` while it runs — including
   * Better Auth's, whose adapter holds the same handle — joins it, so a user, their profile
   * and their e-mail are written together or not at all.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs `fn` outside any open transaction (background work must not ride on a request's). */
  outsideTransaction<T>(fn: () => T): T;
  /**
   * A read run on nearly every request, kept parsed and planned (a prepared statement): `text` is
   * SQL with `$1…` placeholders, given once; each call binds `params` and answers the rows as
   * objects keyed by column name, with each driver's own types (compare, convert: a timestamp may
   * be a Date or a string, a bigint a number or a string). Planning is most of a small query's
   * cost on PGlite, which runs it on the server's own thread (issue 23).
   */
  prepared(name: string, text: string): (params: string[]) => Promise<Record<string, unknown>[]>;
  ping(): Promise<boolean>;
  /** The connection pool right now (/metrics); PGlite has its one connection. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The advisory lock key every instance takes around its start-up work (a constant of this site). */
const START_UP_LOCK = 0x355e4c1a;

/** What the migrations expect of the server (PostgreSQL ships them as contrib modules). */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which
 * never shrinks: 16 MB keeps the embedded default's idle memory under 300 MB (issue 23) while the
 * operating system's file cache still holds the data files (docs/decisions/062).
 */
const PGLITE_SHARED_BUFFERS = "16MB";

// The migration folder sits beside this file in the source tree; the bundled server
// (build/server) finds it from the project root.
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "server", "db", "migrations");
    if (existsSync(candidate)) return candidate;
    const local = path.join(dir, "migrations");
    if (existsSync(path.join(local, "meta"))) return local;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Pasta de migrações não encontrada (server/db/migrations)");
    dir = parent;
  }
}

// The store lives on the Database object, not in this module: the page bundle and the server
// bundle each load their own copy of this file, and both must see the same transaction.
function transactionScope(root: Db) {
  const store = new AsyncLocalStorage<Db>();
  const db = new Proxy(root, {
    get(target, prop) {
      const current = (store.getStore() ?? target) as unknown as Record<string | symbol, unknown>;
      const value = current[prop];
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(current) : value;
    },
  });
  return {
    db,
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const active = store.getStore();
      if (active) return fn(active);
      return root.transaction((tx) => store.run(tx as unknown as Db, () => fn(tx as unknown as Db)));
    },
    outsideTransaction: <T>(fn: () => T): T => store.exit(fn),
    /** A query inside the open transaction must run in it (on PGlite, outside it would wait for it forever). */
    inTransaction: () => store.getStore(),
  };
}

/** `$1…` placeholders as drizzle parameters, for running a prepared statement's text in a transaction. */
function bound(text: string, params: string[]) {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

/**
 * A string as an SQL literal. With standard_conforming_strings (PostgreSQL's default since 9.1,
 * and PGlite's) a quote doubled is the only escape a literal needs; NUL cannot be stored at all.
 */
export function sqlLiteral(value: string): string {
  if (value.includes("\0")) throw new Error("NUL não cabe num literal SQL");
  return `'${value.replaceAll("'", "''")}'`;
}

export async function openDatabase(options: { url?: string; dataDir: string; onIdleError?: (err: Error) => void }): Promise<Database> {
  const folder = migrationsFolder();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, terminated backend) emits
    // 'error' on the pool; without a listener that would end the process. The pool replaces it.
    pool.on("error", options.onIdleError ?? (() => {}));
    const root = drizzlePg({ client: pool, schema }) as unknown as Db;
    const u = new URL(options.url);
    const scope = transactionScope(root);
    return {
      ...scope,
      kind: "postgres",
      label: `PostgreSQL em ${u.hostname}:${u.port || 5432}${u.pathname}`,
      migrate: () => migratePg(root as never, { migrationsFolder: folder }),
      async startUpExclusively(fn) {
        // A connection of its own holds the lock; the work itself uses the pool as usual.
        const holder = await pool.connect();
        try {
          await holder.query("select pg_advisory_lock($1)", [START_UP_LOCK]);
          return await fn();
        } finally {
          await holder.query("select pg_advisory_unlock($1)", [START_UP_LOCK]).catch(() => undefined);
          holder.release();
        }
      },
      ping: () => ping(root),
      // Each connection parses a named statement once and keeps its plan (node-postgres).
      prepared: (name, text) => async (params) => {
        const tx = scope.inTransaction();
        if (tx) return ((await tx.execute(bound(text, params))) as unknown as { rows: Record<string, unknown>[] }).rows;
        return (await pool.query({ name, text, values: params })).rows;
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, "db");
  const client = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const root = drizzlePglite({ client, schema }) as unknown as Db;
  const scope = transactionScope(root);
  const statements = new Map<string, Promise<unknown>>();
  return {
    ...scope,
    kind: "pglite",
    label: `PGlite em ${dir}`,
    migrate: () => migratePglite(root as never, { migrationsFolder: folder }),
    startUpExclusively: (fn) => fn(),
    ping: () => ping(root),
    // PGlite's own query() parses and plans every call; SQL's PREPARE keeps the plan in its one
    // session, and EXECUTE takes the parameters as literals (simple protocol: its exec()).
    prepared: (name, text) => async (params) => {
      const tx = scope.inTransaction();
      if (tx) return ((await tx.execute(bound(text, params))) as unknown as { rows: Record<string, unknown>[] }).rows;
      let prepared = statements.get(name);
      if (!prepared) {
        prepared = client.exec(`prepare ${name} as ${text}`);
        statements.set(name, prepared);
        prepared.catch(() => statements.delete(name));
      }
      await prepared;
      const [result] = await client.exec(`execute ${name}(${params.map(sqlLiteral).join(", ")})`);
      return result.rows as Record<string, unknown>[];
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
