import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { accountNotices, toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS } from "#domain/paths.ts";
import type { Db } from "#server/db/client.ts";
import { mailOutbox, profiles, users } from "#server/db/schema.ts";
import { SIGN_UP_REPEAT_WINDOW_SECONDS } from "#server/services/accounts.ts";
import { PASSWORD, registration, uniqueEmail } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";

// Sign-up under load (docs/decisions/040): the password is hashed before the transaction
// opens (a hash inside it holds PGlite's only connection for its whole duration), and an identical
// sign-up sent twice — at the same moment, or again after the first was stored — makes one account
// and answers both as the first; a different sign-up for a taken address reads that it is taken.

const DATABASES = await availableDatabases();

describe.each(DATABASES)("sign-up under load (%s)", (db) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db, env: { RATE_LIMIT_AUTH_MAX: "100000" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("hashes the password while no transaction is open", async () => {
    // Count the transactions open right now: every service opens them through `database.transaction`.
    // (Comparing now() with statement_timestamp() looked simpler but flickers: with the extended
    // query protocol the two clocks are read at different messages even outside a transaction.)
    const { database } = app.services;
    const transaction = database.transaction.bind(database);
    let open = 0;
    database.transaction = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
      open++;
      try {
        return await transaction(fn);
      } finally {
        open--;
      }
    };
    const auth = await app.services.auth.$context;
    const hash = auth.password.hash;
    const seen: number[] = [];
    auth.password.hash = async (password: string) => {
      seen.push(open);
      return hash(password);
    };
    try {
      expect((await app.client().action(ACCOUNT_ACTIONS.signUp, registration())).status).toBe(200);
      expect((await app.client().action(ACCOUNT_ACTIONS.quickSignUp, { name: "Ana", email: uniqueEmail("ana"), password: PASSWORD })).status).toBe(200);
    } finally {
      auth.password.hash = hash;
      database.transaction = transaction;
    }
    expect(seen).toEqual([0, 0]);
  });

  /** What one address left behind: accounts, profiles with the wizard's CPF, confirmation e-mails. */
  const storedFor = async (email: string) => ({
    users: await app.db.$count(users, eq(users.email, email)),
    profiles: await app.db.$count(profiles, and(eq(profiles.email, email), eq(profiles.cpf, "52998224725"))),
    confirmations: await app.db.$count(mailOutbox, and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "confirm-email"))),
  });

  const duplicate = {
    ok: false,
    status: 409,
    fieldErrors: { email: accountNotices.duplicateEmail },
    toast: toasts.signupFailed(accountNotices.duplicateEmail),
  };

  it("two identical sign-ups at once: one account, one confirmation e-mail, and both people told it worked", async () => {
    for (let pair = 0; pair < 25; pair++) {
      const input = registration();
      const email = input.email.toLowerCase();
      const answers = await Promise.all([app.client().action(ACCOUNT_ACTIONS.signUp, input), app.client().action(ACCOUNT_ACTIONS.signUp, input)]);
      expect(answers, `par ${pair}`).toEqual([
        { status: 200, body: { ok: true } },
        { status: 200, body: { ok: true } },
      ]);
      expect(await storedFor(email), `par ${pair}`).toEqual({ users: 1, profiles: 1, confirmations: 1 });
    }
  });

  it("two different sign-ups for one address at once: one account; the other person reads that the e-mail is taken", async () => {
    for (let pair = 0; pair < 10; pair++) {
      const email = uniqueEmail("disputa");
      const answers = await Promise.all([
        app.client().action(ACCOUNT_ACTIONS.quickSignUp, { name: "Ana", email, password: PASSWORD }),
        app.client().action(ACCOUNT_ACTIONS.quickSignUp, { name: "Bia", email, password: "outra-senha-123" }),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, `par ${pair}`).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body).toEqual(duplicate);
      expect(await app.db.$count(users, eq(users.email, email.toLowerCase()))).toBe(1);
    }
  });

  it("the same sign-up sent again after the first was stored (a retry after a lost answer): ok, one account, one confirmation e-mail", async () => {
    const input = registration();
    const email = input.email.toLowerCase();
    expect(await app.client().action(ACCOUNT_ACTIONS.signUp, input)).toEqual({ status: 200, body: { ok: true } });
    expect(await app.client().action(ACCOUNT_ACTIONS.signUp, input)).toEqual({ status: 200, body: { ok: true } });
    const quick = { name: "Ana", email: uniqueEmail("ana"), password: PASSWORD };
    // The pop-up's sign-up also signs the person in (docs/decisions/061): both answers carry the same person.
    const first = await app.client().action(ACCOUNT_ACTIONS.quickSignUp, quick);
    const again = await app.client().action(ACCOUNT_ACTIONS.quickSignUp, quick);
    for (const answer of [first, again]) expect(answer).toMatchObject({ status: 200, body: { ok: true, viewer: { email: quick.email.toLowerCase() } } });
    expect(await storedFor(email)).toEqual({ users: 1, profiles: 1, confirmations: 1 });
    expect(await app.db.$count(users, eq(users.email, quick.email.toLowerCase()))).toBe(1);
  });

  it("a later sign-up for a taken address is told it is taken: another password, another name, a confirmed account, or after the window", async () => {
    const signUp = async (body: { name: string; email: string; password: string }) => app.client().action(ACCOUNT_ACTIONS.quickSignUp, body);
    const first = { name: "Ana", email: uniqueEmail("ana").toLowerCase(), password: PASSWORD };
    expect((await signUp(first)).status).toBe(200);
    expect(await signUp({ ...first, password: "outra-senha-123" })).toEqual({ status: 409, body: duplicate });
    expect(await signUp({ ...first, name: "Bia" })).toEqual({ status: 409, body: duplicate });

    await app.db.update(users).set({ emailVerified: true, emailConfirmedAt: new Date() }).where(eq(users.email, first.email));
    expect(await signUp(first)).toEqual({ status: 409, body: duplicate });

    const late = { name: "Ana", email: uniqueEmail("ana").toLowerCase(), password: PASSWORD };
    expect((await signUp(late)).status).toBe(200);
    await app.db
      .update(users)
      .set({ createdAt: sql`now() - make_interval(secs => ${SIGN_UP_REPEAT_WINDOW_SECONDS + 1})` })
      .where(eq(users.email, late.email));
    expect(await signUp(late)).toEqual({ status: 409, body: duplicate });
    expect(await app.db.$count(mailOutbox, and(eq(mailOutbox.to, late.email), eq(mailOutbox.kind, "confirm-email")))).toBe(1);
  });
});
