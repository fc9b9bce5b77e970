import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { ROUTES } from "#domain/paths.ts";
import { sessions } from "#server/db/schema.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";
import { signedInPerson } from "./support/people.ts";
import { statementsDuring } from "./support/statements.ts";

// Issue 23: who is asking is read once per request — the root's loader and the page's ask side by
// side — and in one round trip (session, account and profile together), while a sign-out or a
// changed role still counts on the very next request (docs/decisions/062).

/** The session read: its text on PostgreSQL, its prepared statement's execution on PGlite. */
const readsSessions = (statement: string) => /from "sessions"|^execute viewer_session\(/.test(statement);
const readsProfile = (statement: string) =>
  (/"profiles"\."full_name"/.test(statement) && /"profiles"\."role"/.test(statement)) || /^execute viewer_session\(/.test(statement);

describe.each(await availableDatabases())("the viewer, once per request (%s)", (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db });
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a signed-in page reads the session and the profile in one query, once", async () => {
    const person = await signedInPerson(app, { name: "Rita Uma Vez" });
    let html = "";
    const statements = await statementsDuring(async () => {
      html = await person.client.page(ROUTES.clientArea);
    });
    expect(html).toContain("Rita Uma Vez");
    expect(statements.filter(readsSessions)).toHaveLength(1);
    expect(statements.filter(readsProfile)).toHaveLength(1);
    // One and the same statement: on PGlite the prepared viewer_session, whose text reads both.
    expect(statements.filter(readsProfile)).toEqual(statements.filter(readsSessions));
  });

  it("a session removed from the database (signed out elsewhere) counts on the next request", async () => {
    const person = await signedInPerson(app, { name: "Sara Sai Daqui" });
    expect(await person.client.page(ROUTES.clientArea)).toContain("Sara Sai Daqui");
    await app.db.delete(sessions);
    const response = await person.client.get(ROUTES.clientArea);
    expect(response.status).toBe(302);
  });

  it("a cookie whose signature is not ours is nobody", async () => {
    const person = await signedInPerson(app, { name: "Fausto Forjado" });
    const [row] = await app.db.select({ token: sessions.token }).from(sessions).limit(1);
    const forged = app.client();
    forged.cookies.set("essencia.session_token", encodeURIComponent(`${row.token}.${Buffer.alloc(32).toString("base64")}`));
    const response = await forged.get(ROUTES.clientArea);
    expect(response.status).toBe(302);
    expect(await person.client.page(ROUTES.clientArea)).toContain("Fausto Forjado");
  });
});
