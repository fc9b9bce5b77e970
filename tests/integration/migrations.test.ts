import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";

import { PGLITE_EXTENSIONS } from "#server/db/client.ts";

// Migrations that change stored values, tested from the schema before them.

const MIGRATIONS = path.resolve(import.meta.dirname, "../../server/db/migrations");

/** A copy of the migrations folder holding only the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "essencia-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe("0002_role-enum", () => {
  it("turns every role other than admin or therapist into cliente (spec §3) and refuses unknown roles afterwards", async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    const before = migrationsUpTo(2);
    try {
      await migrate(db, { migrationsFolder: before });
      for (const [id, role] of [
        ["u1", "admin"],
        ["u2", "therapist"],
        ["u3", "cliente"],
        ["u4", "superusuaria"],
        ["u5", "Admin"],
      ]) {
        await db.execute(sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@exemplo.org.br`})`);
        await db.execute(sql`insert into profiles (id, full_name, email, role) values (${id}, ${id}, ${`${id}@exemplo.org.br`}, ${role})`);
      }
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const { rows } = await db.execute<{ id: string; role: string }>(sql`select id, role::text as role from profiles order by id`);
      expect(rows).toEqual([
        { id: "u1", role: "admin" },
        { id: "u2", role: "therapist" },
        { id: "u3", role: "cliente" },
        { id: "u4", role: "cliente" },
        { id: "u5", role: "cliente" },
      ]);
      await expect(db.execute(sql`update profiles set role = 'superusuaria' where id = 'u1'`)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/invalid input value for enum/) },
      });
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("0008_product-author-follows-profile", () => {
  it("brings each product's author name to its owner's current name, and keeps it there when the owner is renamed", async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    const before = migrationsUpTo(8);
    const authors = async () =>
      (await db.execute<{ title: string; instructor: string }>(sql`select title, instructor from products order by title`)).rows.map((r) => [
        r.title,
        r.instructor,
      ]);
    try {
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into users (id, name, email) values ('t1', 'Clarice Nova', 't1@exemplo.org.br')`);
      await db.execute(sql`insert into profiles (id, full_name, email, role) values ('t1', 'Clarice Nova', 't1@exemplo.org.br', 'therapist')`);
      const product = (title: string, instructor: string, owner: string | null) =>
        db.execute(
          sql`insert into products (title, instructor, instructor_id, price_cents, image, category) values (${title}, ${instructor}, ${owner}, 100, 'x', 'Produto')`,
        );
      await product("Mandala", "Clarice Antiga", "t1");
      await product("Tambor", "Sem Dona", null);
      await migrate(db, { migrationsFolder: MIGRATIONS });
      expect(await authors()).toEqual([
        ["Mandala", "Clarice Nova"],
        ["Tambor", "Sem Dona"],
      ]);
      await db.execute(sql`update profiles set full_name = 'Clarice Renomeada' where id = 't1'`);
      expect(await authors()).toEqual([
        ["Mandala", "Clarice Renomeada"],
        ["Tambor", "Sem Dona"],
      ]);
      // The search key (a generated column) follows too.
      const { rows } = await db.execute<{ title: string }>(sql`select title from products where search like '%renomeada%'`);
      expect(rows).toEqual([{ title: "Mandala" }]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
