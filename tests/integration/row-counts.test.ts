import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { leads, rowCounts, users } from "#server/db/schema.ts";
import { seedPerson } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";

// The /admin tiles read each list's total from `row_counts` (migration 0014): it must be exactly
// what count(*) says after every way rows come and go — one insert, many in one statement, a
// delete, a cascade, a truncate, a rolled-back transaction.

const COUNTED = ["soul_map_submissions", "leads", "healing_submissions", "profiles", "products", "orders", "therapist_club_subscriptions"];

describe.each(await availableDatabases())("row_counts (%s)", (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function expectExact() {
    for (const table of COUNTED) {
      const [{ n }] = await app.query<{ n: string }>(`select count(*) as n from ${table}`);
      const [stored] = await app.db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.tableName, table));
      expect({ table, n: stored?.n }).toEqual({ table, n: Number(n) });
    }
  }

  it("agrees with count(*) through inserts, deletes, cascades, truncates and rollbacks", async () => {
    await expectExact();
    await app.db.insert(leads).values({ name: "Um Lead", email: "um@exemplo.org" });
    await app.query(`insert into leads (name, email) select 'Lead ' || i, 'lead' || i || '@exemplo.org' from generate_series(1, 250) as i`);
    await expectExact();
    await app.db.delete(leads).where(eq(leads.email, "um@exemplo.org"));
    await expectExact();
    // A person and their profile; removing the account cascades to the profile.
    const person = await seedPerson(app.db, { name: "Conta Que Sai" });
    await expectExact();
    await app.db.delete(users).where(eq(users.id, person.id));
    await expectExact();
    await app.db
      .transaction(async (tx) => {
        await tx.insert(leads).values({ name: "Desfeito", email: "desfeito@exemplo.org" });
        throw new Error("desfazer");
      })
      .catch(() => undefined);
    await expectExact();
    await app.db.execute(sql`truncate leads`);
    await expectExact();
    const [{ n }] = await app.db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.tableName, "leads"));
    expect(n).toBe(0);
  });
});
