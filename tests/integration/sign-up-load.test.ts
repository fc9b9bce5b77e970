import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountNotices, toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS } from "#domain/paths.ts";
import { createTestServices, type TestApp } from "./support/app.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { PASSWORD, registration, uniqueEmail } from "#tests/fixtures/people.ts";

// Sign-up under load (issue 11, defects 6 and 7): the password is hashed before the transaction
// opens (a hash inside it holds PGlite's only connection for its whole duration), and two
// identical sign-ups at the same moment make one account and two sensible answers.

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
    database.transaction = async (fn) => {
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

  it("two identical sign-ups at once: one account, one confirmation e-mail, and both people told it worked", async () => {
    for (let pair = 0; pair < 25; pair++) {
      const input = registration();
      const email = input.email.toLowerCase();
      const answers = await Promise.all([app.client().action(ACCOUNT_ACTIONS.signUp, input), app.client().action(ACCOUNT_ACTIONS.signUp, input)]);
      expect(answers, `par ${pair}`).toEqual([
        { status: 200, body: { ok: true } },
        { status: 200, body: { ok: true } },
      ]);
      expect(await app.query(sql`select count(*)::int as n from users where email = ${email}`)).toEqual([{ n: 1 }]);
      expect(await app.query(sql`select count(*)::int as n from profiles where email = ${email} and cpf = '52998224725'`)).toEqual([{ n: 1 }]);
      expect(await app.query(sql`select count(*)::int as n from mail_outbox where "to" = ${email} and kind = 'confirm-email'`)).toEqual([{ n: 1 }]);
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
      expect(answers.find((a) => a.status === 409)?.body).toEqual({
        ok: false,
        status: 409,
        fieldErrors: { email: accountNotices.duplicateEmail },
        toast: toasts.signupFailed(accountNotices.duplicateEmail),
      });
      expect(await app.query(sql`select count(*)::int as n from users where email = ${email.toLowerCase()}`)).toEqual([{ n: 1 }]);
    }
  });
});
