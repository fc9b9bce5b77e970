import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServices } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import type { AppServices } from "#server/services/context.ts";
import { createPostgresDatabase, postgresAvailable, type PostgresDatabase } from "#tests/fixtures/postgres.ts";

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
