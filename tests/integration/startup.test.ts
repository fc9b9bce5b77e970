import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServices } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { PreparationError, prepareEmbeddedDatabase } from "#server/db/prepare.ts";
import { createLogger } from "#server/logger.ts";
import type { AppServices } from "#server/services/context.ts";
import { createPostgresDatabase, postgresAvailable, type PostgresDatabase } from "#tests/fixtures/postgres.ts";
import { BUILT_MAIN, type BuiltServer, ROOT, startBuiltServer } from "#tests/support/built-server.ts";

// Several instances as one (docs/decisions/058): three servers starting at the same moment on one
// fresh PostgreSQL database apply every migration once, ensure the admin once, and all serve.

describe.runIf(await postgresAvailable())("three instances starting at once on one fresh PostgreSQL", () => {
  const started: AppServices[] = [];
  const dirs: string[] = [];
  let database: PostgresDatabase;

  beforeAll(async () => {
    database = await createPostgresDatabase("startup");
  });
  afterAll(async () => {
    for (const services of started) await services.database.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const start = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "essencia-startup-"));
    dirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: database.url, APP_URL: "http://essencia.test" });
    return createServices(config, createLogger(config));
  };

  it("each migration applied exactly once, one first admin, and all three answer", async () => {
    started.push(...(await Promise.all([start(), start(), start()])));
    const [services] = started;
    const select = async <T>(query: SQL) => ((await services.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const applied = await select<{ hash: string; n: number }>(sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`);
    const journal = await select<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.every((row) => row.n === 1)).toBe(true);
    expect(journal[0].n).toBeGreaterThanOrEqual(12);
    // No ADMIN_EMAIL: the first start creates one admin with a random password; the others find it.
    const admins = await select<{ n: number }>(sql`select count(*)::int as n from profiles where role = 'admin'`);
    expect(admins[0].n).toBe(1);
    for (const instance of started) expect(await instance.database.ping()).toBe(true);
  });
});

// The embedded database (docs/decisions/065): the built server has initdb and the migrations run in
// a process of its own, which exits before the server opens the directory; a start on data that is
// ready finds nothing to do; a directory it cannot prepare stops the start with a message in
// Portuguese and a non-zero exit.
const MIGRATIONS = (JSON.parse(readFileSync(path.join(ROOT, "server/db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;

interface Started extends BuiltServer {
  pid: number;
  /** The server's JSON log lines so far (LOG_LEVEL=info). */
  logs: () => Record<string, unknown>[];
  stop: () => Promise<number | null>;
}

/** The built server on `dataDir`, as `npm start` runs it; resolves when /healthz answers or the process has exited. */
async function startBuilt(dataDir: string): Promise<Started> {
  let stdout = "";
  const server = await startBuiltServer({
    env: { LOG_LEVEL: "info", DATA_DIR: dataDir },
    onStdout: (chunk) => (stdout += chunk),
    timeoutMs: 90_000,
  });
  const { child, exited } = server;
  return {
    ...server,
    pid: child.pid as number,
    logs: () =>
      stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(existsSync(BUILT_MAIN))("the embedded database is prepared in a process of its own (built server, PGlite)", () => {
  const dirs: string[] = [];
  const servers: Started[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "essencia-embedded-"));
    dirs.push(dir);
    return dir;
  };

  it(
    "a fresh install: initdb and every migration in a process that has exited before the server serves; a restart finds it ready",
    { timeout: 180_000 },
    async () => {
      const dir = dataDir();
      const first = await startBuilt(dir);
      servers.push(first);
      expect(first.output()).not.toMatch(/"level":(50|60)/);
      const created = first.logs().find((line) => line.msg === "banco embutido criado num processo à parte");
      expect(created, first.output()).toMatchObject({ created: true, applied: MIGRATIONS });
      const childPid = created?.childPid as number;
      expect(childPid).not.toBe(first.pid);
      expect(isRunning(childPid)).toBe(false);
      // Ready, complete, and nothing half-made left beside it.
      expect(existsSync(path.join(dir, "db", "PG_VERSION"))).toBe(true);
      expect(readdirSync(dir)).not.toContain(".db-preparing");
      const home = await fetch(`${first.base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("<title>");
      expect(await first.stop()).toBe(0);

      const again = await startBuilt(dir);
      servers.push(again);
      expect(again.logs().find((line) => line.msg === "banco embutido verificado num processo à parte")).toMatchObject({ created: false, applied: 0 });
      expect((await fetch(`${again.base}/healthz`)).status).toBe(200);
      expect(await again.stop()).toBe(0);
    },
  );

  it("a directory it cannot prepare stops the start with the reason in Portuguese and a non-zero exit", { timeout: 60_000 }, async () => {
    const dir = dataDir();
    mkdirSync(path.join(dir, "db"));
    writeFileSync(path.join(dir, "db", "notas.txt"), "não é um banco");
    const server = await startBuilt(dir);
    servers.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Não foi possível preparar o banco embutido em ${path.join(dir, "db")}`);
    expect(server.output()).toContain("tem arquivos mas não um banco (falta PG_VERSION): mova ou apague a pasta e inicie de novo.");
    // Nothing was written over what was there.
    expect(readdirSync(path.join(dir, "db"))).toEqual(["notas.txt"]);
  });
});

describe("prepareEmbeddedDatabase from the source tree (through tsx)", () => {
  it("rejects with the preparing process's reason when the directory holds something else", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "essencia-embedded-src-"));
    try {
      mkdirSync(path.join(dir, "db"));
      writeFileSync(path.join(dir, "db", "notas.txt"), "não é um banco");
      const failed = prepareEmbeddedDatabase(dir);
      await expect(failed).rejects.toBeInstanceOf(PreparationError);
      await expect(failed).rejects.toThrow(
        `Não foi possível preparar o banco embutido em ${path.join(dir, "db")}: ${path.join(dir, "db")} tem arquivos mas não um banco`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
