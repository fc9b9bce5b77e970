import { createHash } from "node:crypto";

import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_ACTIONS } from "#domain/paths.ts";
import type { Role } from "#domain/roles.ts";
import { accountLockouts, mailOutbox, rateLimits } from "#server/db/schema.ts";
import { ACCOUNT_LOCK, personRateLimited, sweepExpiredLimits } from "#server/rate-limit.ts";
import { PASSWORD, seedPerson } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { eventually } from "#tests/fixtures/wait.ts";

import { createTestServices, TEST_ORIGIN, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";

// Per-account brute-force lock (docs/decisions/054): wrong passwords for one account from one
// address lock the account for that address, for a while the right password cannot skip there;
// the owner signing in from any other address is not kept out. The lock is short and bounded,
// grows while the attack goes on, and a password reset lifts it everywhere.
// RATE_LIMIT_ACCOUNT_MAX=3 here; the per-address limit is out of the way.

const DATABASES = await availableDatabases();
const MAX = 3;
const LOCK_CAP_SECONDS = 15 * 60;

describe.each(DATABASES)("account lockout (%s)", (db) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db, env: { RATE_LIMIT_ACCOUNT_MAX: String(MAX), RATE_LIMIT_AUTH_MAX: "1000" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const account = async (role: Role = "cliente") => (await seedPerson(app.db, { role, name: "Vítima" })).email;

  /** One sign-in from `from` (a browser at one address). */
  async function attempt(from: TestClient, email: string, password: string, target: string = ACCOUNT_ACTIONS.signIn) {
    const response = await from.postJson(target, { email, password });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: (await response.json()) as { toast?: { title: string; description?: string } },
    };
  }

  const keyOf = (email: string) => createHash("sha256").update(email).digest("hex");

  /** Moves every lock of the account into the past, as if its time had run out. */
  const expireLock = (email: string) =>
    app.db
      .update(accountLockouts)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(like(accountLockouts.key, `${keyOf(email)}:%`));

  it("locks the account for the address after RATE_LIMIT_ACCOUNT_MAX wrong passwords from it; the right password from there waits too", async () => {
    const email = await account();
    const attacker = app.client();
    for (let i = 0; i < MAX; i++) expect((await attempt(attacker, email, `errada-${i}`)).status).toBe(401);
    const locked = await attempt(attacker, email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.toast?.title).toBe("Conta bloqueada temporariamente");
    expect(locked.body.toast?.description).toMatch(/^Muitas tentativas de login nesta conta\. Tente novamente em 1 minuto ou redefina sua senha\.$/);
    const seconds = Number(locked.retryAfter);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    // Nothing about the e-mail address or the client address is kept in clear: the key is made of SHA-256s.
    const keys = (await app.db.select({ key: accountLockouts.key }).from(accountLockouts)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith(`${keyOf(email)}:`))).toHaveLength(1);
    expect(keys.filter((key) => key.includes(email.split("@")[0]) || key.includes(attacker.ip))).toEqual([]);
  });

  it("never locks the owner out: five wrong passwords from address A do not stop the right one from address B", async () => {
    const email = await account("admin");
    const attacker = app.client();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < MAX + 2; i++) await attempt(attacker, email, "errada");
      expect((await attempt(attacker, email, PASSWORD)).status).toBe(429);
      // The owner, elsewhere, signs in (on the site and on the admin login) while the attack goes on.
      expect((await attempt(app.client(), email, PASSWORD)).status).toBe(200);
      expect((await attempt(app.client(), email, PASSWORD, ACCOUNT_ACTIONS.adminSignIn)).status).toBe(200);
      // ... and that does not lift the attacker's lock.
      expect((await attempt(attacker, email, "errada")).status).toBe(429);
      await expireLock(email);
    }
  });

  it("60 wrong passwords at once from one address get RATE_LIMIT_ACCOUNT_MAX answers of 401, then 429", async () => {
    const email = await account();
    const attacker = app.client();
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(attacker, email, `errada-${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - MAX);
  });

  it("is bounded: once the lock is over the right password works, and the count starts again", async () => {
    const email = await account();
    const from = app.client();
    for (let i = 0; i < MAX; i++) await attempt(from, email, "errada");
    expect((await attempt(from, email, PASSWORD)).status).toBe(429);
    await expireLock(email);
    expect((await attempt(from, email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < MAX; i++) expect((await attempt(from, email, "errada")).status).toBe(401);
  });

  it("grows while the attack goes on, up to 15 minutes", async () => {
    const email = await account();
    const attacker = app.client();
    for (let i = 0; i < MAX; i++) await attempt(attacker, email, "errada");
    const waits = [Number((await attempt(attacker, email, "errada")).retryAfter)];
    for (let round = 0; round < 6; round++) {
      await expireLock(email);
      // The first attempt after a lock is checked, and a wrong one locks again, for longer.
      expect((await attempt(attacker, email, "errada")).status).toBe(401);
      waits.push(Number((await attempt(attacker, email, "errada")).retryAfter));
    }
    expect(waits[0]).toBeLessThanOrEqual(60);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(Math.min(waits[i - 1], LOCK_CAP_SECONDS - 5));
    expect(waits[1]).toBeGreaterThan(60);
    expect(Math.max(...waits)).toBeLessThanOrEqual(LOCK_CAP_SECONDS);
    expect(waits.at(-1)).toBeGreaterThan(LOCK_CAP_SECONDS - 10);
  });

  it("a successful password reset lifts the lock at every address", async () => {
    const email = await account();
    const first = app.client();
    const second = app.client();
    for (const from of [first, second]) {
      for (let i = 0; i < MAX; i++) await attempt(from, email, "errada");
      expect((await attempt(from, email, PASSWORD)).status).toBe(429);
    }

    expect((await app.client().action(ACCOUNT_ACTIONS.forgotPassword, { email })).status).toBe(200);
    const [mail] = await app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "reset-password")));
    const link = mail.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0] as string;
    const redirect = await app.client().get(link);
    const token = new URL(redirect.headers.get("location") ?? "", TEST_ORIGIN).searchParams.get("token");
    expect((await app.client().action(ACCOUNT_ACTIONS.newPassword, { token, password: "uma-senha-nova-1" })).status).toBe(200);

    for (const from of [first, second]) expect((await attempt(from, email, "uma-senha-nova-1")).status).toBe(200);
  });

  it("the admin sign-in shares the lock", async () => {
    const email = await account("admin");
    const from = app.client();
    for (let i = 0; i < MAX; i++) expect((await attempt(from, email, "errada", ACCOUNT_ACTIONS.adminSignIn)).status).toBe(401);
    expect((await attempt(from, email, PASSWORD, ACCOUNT_ACTIONS.signIn)).status).toBe(429);
    expect((await attempt(from, email, PASSWORD, ACCOUNT_ACTIONS.adminSignIn)).status).toBe(429);
  });

  it("other accounts are untouched, also from the attacker's address", async () => {
    const victim = await account();
    const bystander = await account();
    const attacker = app.client();
    for (let i = 0; i < MAX; i++) await attempt(attacker, victim, "errada");
    expect((await attempt(attacker, victim, PASSWORD)).status).toBe(429);
    expect((await attempt(attacker, bystander, PASSWORD)).status).toBe(200);
  });
});

describe.each(DATABASES)("per-address limit (%s)", (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db, env: { RATE_LIMIT_AUTH_MAX: "2" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 429 with Retry-After: the seconds left in the window", async () => {
    const client = app.client();
    for (let i = 0; i < 2; i++) await client.action(ACCOUNT_ACTIONS.forgotPassword, { email: "alguem@exemplo.com" });
    const response = await client.postJson(ACCOUNT_ACTIONS.forgotPassword, { email: "alguem@exemplo.com" });
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await response.json()).toast.title).toBe("Muitas tentativas");
  });
});

describe.each(DATABASES)("expired limits are deleted (%s)", (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db });
    // The start-up sweep runs in the background: let it finish so it cannot race the seeded rows.
    await app.services.housekeeping.stop();
  });
  afterAll(async () => {
    await app?.close();
  });

  const WINDOW = 60; // RATE_LIMIT_WINDOW_SECONDS's default
  const ago = (seconds: number) => sql`now() - ${`${seconds} seconds`}::interval`;

  async function seedLimits(label: string) {
    await app.db.insert(rateLimits).values([
      { key: `sign-in:${label}-over`, count: 9, windowStart: ago(WINDOW + 5) },
      { key: `sign-in:${label}-live`, count: 2, windowStart: ago(10) },
      // Per-person limits count by the hour: ten minutes in, they still hold.
      { key: `compass:${label}-live`, count: 5, windowStart: ago(10 * 60) },
      { key: `confirm-email:${label}-live`, count: 3, windowStart: ago(10 * 60) },
      { key: `compass:${label}-over`, count: 5, windowStart: ago(60 * 60 + 5) },
    ]);
    await app.db.insert(accountLockouts).values([
      { key: `${label}-forgotten`, failures: 4, lastAttemptAt: ago(ACCOUNT_LOCK.memorySeconds + 60) },
      { key: `${label}-counting`, failures: 2, lastAttemptAt: ago(ACCOUNT_LOCK.memorySeconds - 60) },
      { key: `${label}-locked`, failures: 9, lastAttemptAt: ago(30), lockedUntil: sql`now() + interval '10 minutes'` },
    ]);
  }

  const keysLike = async (label: string) => ({
    rateLimits: (
      await app.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(
          inArray(rateLimits.key, [
            `sign-in:${label}-over`,
            `sign-in:${label}-live`,
            `compass:${label}-live`,
            `confirm-email:${label}-live`,
            `compass:${label}-over`,
          ]),
        )
    )
      .map((r) => r.key)
      .sort(),
    accountLockouts: (
      await app.db
        .select({ key: accountLockouts.key })
        .from(accountLockouts)
        .where(inArray(accountLockouts.key, [`${label}-forgotten`, `${label}-counting`, `${label}-locked`]))
    )
      .map((r) => r.key)
      .sort(),
  });

  it("the sweep deletes windows that are over (each by its own window: hourly per-person limits hold) and counters a day without attempts has forgotten, and keeps the rest", async () => {
    await seedLimits("direto");
    expect(await sweepExpiredLimits(app.db, app.services.config)).toEqual({ rateLimits: 2, accountLockouts: 1 });
    expect(await keysLike("direto")).toEqual({
      rateLimits: ["compass:direto-live", "confirm-email:direto-live", "sign-in:direto-live"],
      accountLockouts: ["direto-counting", "direto-locked"],
    });
  });

  it("a person's hourly limit (confirmation resends) still refuses after the sweep, once the 60 s window is long past", async () => {
    const person = `pessoa-${Date.now()}`;
    for (let i = 0; i < 3; i++) expect(await personRateLimited(app.services, "confirmationEmail", person)).toBeNull();
    // Two minutes later: past the address window, well inside the hour.
    await app.db
      .update(rateLimits)
      .set({ windowStart: ago(2 * 60) })
      .where(eq(rateLimits.key, `confirm-email:${person}`));
    await sweepExpiredLimits(app.db, app.services.config);
    expect(await personRateLimited(app.services, "confirmationEmail", person)).toMatchObject({ max: 3 });
  });

  it("the server sweeps when it starts (and every hour after)", async () => {
    await seedLimits("partida");
    await app.restart();
    await eventually(async () => (await keysLike("partida")).rateLimits.length === 3, "a limpeza na partida");
    expect(await keysLike("partida")).toEqual({
      rateLimits: ["compass:partida-live", "confirm-email:partida-live", "sign-in:partida-live"],
      accountLockouts: ["partida-counting", "partida-locked"],
    });
  });
});
