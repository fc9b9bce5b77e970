import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "#server/db/client.ts";
import { healingSubmissions, leads } from "#server/db/schema.ts";
import { backup, restore } from "#server/ops/backup.ts";
import { seedPerson } from "#tests/fixtures/people.ts";
import { availableDatabases, createPostgresDatabase, type PostgresDatabase } from "#tests/fixtures/postgres.ts";

import { createTestServices } from "./support/app.ts";

// npm run backup / restore (docs/decisions/058): a populated site is backed up, restored into a
// fresh database and data folder, and every row of every table and every photo is found again.

type Counted = Record<string, number>;

async function countEveryTable(url: string | undefined, dataDir: string): Promise<Counted> {
  const database = await openDatabase({ url, dataDir });
  try {
    const rows = (
      (await database.db.execute(sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`)) as unknown as { rows: { name: string }[] }
    ).rows;
    const counted: Counted = {};
    for (const { name } of rows) {
      const [schema, table] = name.split(".");
      const [row] = ((await database.db.execute(sql.raw(`select count(*)::int as n from "${schema}"."${table}"`))) as unknown as { rows: { n: number }[] })
        .rows;
      counted[name] = row.n;
    }
    return counted;
  } finally {
    await database.close();
  }
}

describe.each(await availableDatabases())("backup and restore (%s)", (db) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("restores every row of every table and every photo into a fresh data folder", async () => {
    const app = await createTestServices({ db });
    cleanup.push(() => app.close());
    for (let i = 0; i < 3; i++) await seedPerson(app.db, { name: `Pessoa ${i}` });
    await app.db.insert(leads).values({ name: "Lead Salvo", email: "lead@exemplo.org.br", reading: "Uma leitura\ncom duas linhas" });
    await app.db.insert(healingSubmissions).values({ name: "Cura Salva", email: "cura@exemplo.org.br" });
    const photo = path.join(app.dataDir, "images", "ab", "abcdef-640.avif");
    mkdirSync(path.dirname(photo), { recursive: true });
    writeFileSync(photo, Buffer.from("uma foto qualquer"));

    const url = app.services.config.DATABASE_URL;
    // PGlite: one process owns the directory, so the server stops first (as the README says).
    if (!url) await app.closeDatabase();
    const before = await countEveryTable(url, app.dataDir);
    expect(before["public.users"]).toBeGreaterThanOrEqual(3);
    expect(before["public.leads"]).toBe(1);

    const out = mkdtempSync(path.join(tmpdir(), "essencia-backups-"));
    cleanup.push(() => rmSync(out, { recursive: true, force: true }));
    const dir = await backup({ databaseUrl: url, dataDir: app.dataDir }, out, new Date("2026-11-24T23:50:07Z"));
    expect(path.basename(dir)).toBe("essencia-20261124-235007");

    const freshDir = mkdtempSync(path.join(tmpdir(), "essencia-restored-"));
    cleanup.push(() => rmSync(freshDir, { recursive: true, force: true }));
    let fresh: PostgresDatabase | undefined;
    if (url) {
      fresh = await createPostgresDatabase("restored");
      cleanup.push(() => fresh?.drop());
    }
    const manifest = await restore(dir, { databaseUrl: fresh?.url, dataDir: freshDir });
    expect(manifest).toMatchObject({ database: url ? "postgres" : "pglite", images: "copied" });

    expect(await countEveryTable(fresh?.url, freshDir)).toEqual(before);
    expect(readFileSync(path.join(freshDir, "images", "ab", "abcdef-640.avif"), "utf8")).toBe("uma foto qualquer");
    // Restoring over a database is refused rather than mixing two sites.
    if (!url) await expect(restore(dir, { dataDir: freshDir })).rejects.toThrow(/já tem um banco/);
  });
});
