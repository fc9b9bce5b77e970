import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ADMIN_ROUTES, RESTRICTED_STATUS, ROUTES } from "#domain/paths.ts";
import { leads, profiles, UNVERSIONED_TABLES } from "#server/db/schema.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";
import { signedInPerson } from "./support/people.ts";
import { statementsDuring } from "./support/statements.ts";

// Issue 23 (docs/decisions/063): a signed-in page is kept for its viewer under the data version, a
// number every committed change to a shown table raises once (migration 0017). Kept pages come back
// without their loaders; any change, a sign-out or a role change counts on the very next request;
// nobody is answered someone else's page.

/** The session read: its text on PostgreSQL, its prepared statement's execution on PGlite. */
const readsSessions = (statement: string) => /from "sessions"|^execute viewer_session\(/.test(statement);

describe.each(await availableDatabases())("the data version and the pages kept for their viewer (%s)", (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db });
  });
  afterAll(async () => {
    await app?.close();
  });

  const version = async () => Number((await app.query<{ version: string }>("select version from data_version"))[0].version);

  it("every table a page can show has the trigger; the bookkeeping tables do not", async () => {
    const tables = await app.query<{ name: string }>(
      "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'",
    );
    const triggered = await app.query<{ name: string }>(
      "select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = c.relname || '_data_version'",
    );
    const unversioned: readonly string[] = [...UNVERSIONED_TABLES, "data_version", "row_counts"];
    const expected = tables.map((t) => t.name).filter((name) => !unversioned.includes(name));
    expect(expected.length).toBeGreaterThan(20);
    expect(triggered.map((t) => t.name).sort()).toEqual(expected.sort());
  });

  it("rises once per committed transaction that changes rows; not for a rollback, a no-op or bookkeeping", async () => {
    let before = await version();
    await app.query("insert into leads (name, email) select 'Lead ' || i, 'lead' || i || '@exemplo.org' from generate_series(1, 50) as i");
    expect(await version()).toBe(before + 1);

    before = await version();
    await app.services.database.transaction(async (tx) => {
      await tx.insert(leads).values({ name: "Lia Junta", email: "lia@exemplo.org" });
      await tx.update(leads).set({ name: "Lia Junta Mudou" }).where(eq(leads.email, "lia@exemplo.org"));
      await tx.delete(leads).where(eq(leads.email, "lead1@exemplo.org"));
    });
    expect(await version()).toBe(before + 1);

    before = await version();
    await app.db.update(leads).set({ name: "Ninguém" }).where(eq(leads.email, "ninguem@exemplo.org"));
    await expect(
      app.services.database.transaction(async (tx) => {
        await tx.insert(leads).values({ name: "Desfeita", email: "desfeita@exemplo.org" });
        throw new Error("desfeita");
      }),
    ).rejects.toThrow("desfeita");
    await app.query("insert into rate_limits (key, count, window_start) values ('teste:versão', 1, now())");
    expect(await version()).toBe(before);

    await app.query("truncate notifications");
    expect(await version()).toBe(before + 1);
  });

  it("a signed-in page comes back without its loaders, and shows a change on the very next request", async () => {
    const person = await signedInPerson(app, { name: "Clara Guardada" });
    const first = await person.client.get(ROUTES.clientArea);
    expect(await first.text()).toContain("Clara Guardada");
    expect(first.headers.get("x-viewer-cache")).toBeNull();

    let html = "";
    const statements = await statementsDuring(async () => {
      const again = await person.client.get(ROUTES.clientArea);
      expect(again.headers.get("x-viewer-cache")).toBeNull();
      // Its inline scripts are allowed by their hashes: the kept copy carries no nonce.
      expect(again.headers.get("content-security-policy")).toMatch(/'sha256-/);
      html = await again.text();
    });
    expect(html).toContain("Clara Guardada");
    // Only the session (with the data version) was read: the page's own queries did not run.
    expect(statements).toHaveLength(1);
    expect(statements.filter(readsSessions)).toHaveLength(1);

    await app.db.update(profiles).set({ fullName: "Clara Renomeada" }).where(eq(profiles.id, person.id));
    const changed = await person.client.page(ROUTES.clientArea);
    expect(changed).toContain("Clara Renomeada");
    expect(changed).not.toContain("Clara Guardada");
  });

  it("a client-side navigation's data is kept like its page, and follows a change", async () => {
    const person = await signedInPerson(app, { name: "Gil Navegante" });
    const data = `${ROUTES.clientArea}.data`;
    const first = await person.client.get(data);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Gil Navegante");
    let again = "";
    const statements = await statementsDuring(async () => {
      again = await (await person.client.get(data)).text();
    });
    expect(again).toContain("Gil Navegante");
    expect(statements).toHaveLength(1);
    await app.db.update(profiles).set({ fullName: "Gil Mudou" }).where(eq(profiles.id, person.id));
    expect(await (await person.client.get(data)).text()).toContain("Gil Mudou");
  });

  it("nobody is answered another person's kept page", async () => {
    const ana = await signedInPerson(app, { name: "Ana Primeira" });
    const bia = await signedInPerson(app, { name: "Bia Segunda" });
    expect(await ana.client.page(ROUTES.clientArea)).toContain("Ana Primeira");
    expect(await ana.client.page(ROUTES.clientArea)).toContain("Ana Primeira");
    const seen = await bia.client.page(ROUTES.clientArea);
    expect(seen).toContain("Bia Segunda");
    expect(seen).not.toContain("Ana Primeira");
  });

  it("an admin whose role is taken away is refused at once, though the page was kept", async () => {
    const admin = await signedInPerson(app, { role: "admin", name: "Dora Admin" });
    await admin.client.page(ROUTES.admin);
    await admin.client.page(ROUTES.admin);
    await app.db.update(profiles).set({ role: "cliente" }).where(eq(profiles.id, admin.id));
    expect((await admin.client.get(ROUTES.admin)).status).toBe(RESTRICTED_STATUS);
  });

  it("looking at an admin list again writes nothing, so pages stay kept; a new row is written with the next look", async () => {
    const admin = await signedInPerson(app, { role: "admin", name: "Eva Listas" });
    // The first look writes the visit (a change: the page is rendered again once, writing nothing).
    await admin.client.page(ADMIN_ROUTES.leads);
    const settled = await version();
    await admin.client.page(ADMIN_ROUTES.leads);
    expect(await version()).toBe(settled);
    const statements = await statementsDuring(() => admin.client.page(ADMIN_ROUTES.leads));
    expect(statements).toHaveLength(1);
    expect(await version()).toBe(settled);

    await app.db.insert(leads).values({ name: "Nina Nova", email: "nina@exemplo.org" });
    expect(await admin.client.page(ADMIN_ROUTES.leads)).toContain("Nina Nova");
    // The visit that saw Nina is written: the /admin tile no longer counts her as new.
    expect(await version()).toBe(settled + 2);
  });
});
