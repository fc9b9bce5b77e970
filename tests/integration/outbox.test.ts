import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { mailOutbox, users } from "#server/db/schema.ts";
import { backoffMs, enqueueMail, MAX_ATTEMPTS } from "#server/mail/outbox.ts";
import { confirmEmailMessage } from "#server/mail/templates.ts";
import { PASSWORD, uniqueEmail } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { eventually } from "#tests/fixtures/wait.ts";

import { createTestServices, TEST_ORIGIN, type TestApp } from "./support/app.ts";

// The mail outbox: a message is a row; the worker delivers it, retries with backoff, gives up
// after MAX_ATTEMPTS, and without SMTP keeps it for the developer to read.

const DATABASES = await availableDatabases();

describe("backoffMs", () => {
  it("doubles from 30 s and stops at one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});

describe.each(DATABASES)("mail outbox (%s)", (db) => {
  describe("over SMTP", () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await createTestServices({ db, smtp: true });
    });
    afterAll(async () => {
      await app?.close();
    });

    async function rowTo(email: string) {
      const [row] = await app.db
        .select({
          id: mailOutbox.id,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          transport: mailOutbox.transport,
          sentAt: mailOutbox.sentAt,
          // Milliseconds until the next attempt is due, by the database's clock.
          dueInMs: sql<number>`(extract(epoch from (${mailOutbox.nextAttemptAt} - now())) * 1000)::int`,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email));
      return row;
    }

    const afterAttempt = (email: string, attempts: number) =>
      eventually(async () => {
        const row = await rowTo(email);
        return row?.attempts === attempts && row;
      }, `tentativa ${attempts} para ${email}`);

    const dueNow = (id: string) =>
      app.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, id));

    /** Makes a waiting message due now and wakes the worker, as the next poll would. */
    async function retryNow(id: string) {
      await dueNow(id);
      app.services.outbox.nudge();
    }

    it("a message the server refuses twice is retried with growing backoff and delivered on the third attempt", async () => {
      app.smtp.failNext(2);
      const email = uniqueEmail("persistente").toLowerCase();
      expect((await app.client().action("/conta/cadastro-rapido", { name: "Paciência", email, password: PASSWORD })).status).toBe(200);

      const first = await afterAttempt(email, 1);
      expect(first).toMatchObject({ status: "pending", transport: "smtp", sentAt: null });
      expect(first.lastError).toContain("caixa indisponível (teste)");
      expect(first.dueInMs).toBeGreaterThan(backoffMs(1) - 5_000);
      expect(first.dueInMs).toBeLessThanOrEqual(backoffMs(1));

      await retryNow(first.id);
      const second = await afterAttempt(email, 2);
      expect(second.status).toBe("pending");
      expect(second.dueInMs).toBeGreaterThan(backoffMs(2) - 5_000);
      expect(second.dueInMs).toBeLessThanOrEqual(backoffMs(2));

      await retryNow(second.id);
      const third = await afterAttempt(email, 3);
      expect(third).toMatchObject({ status: "sent", transport: "smtp", lastError: null });
      expect(third.sentAt).not.toBeNull();

      const mail = await app.smtp.waitFor(email);
      expect(mail.subject).toBe("Confirme seu e-mail");
      expect(app.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    });

    it(`a message that always fails ends 'failed' after ${MAX_ATTEMPTS} attempts and is not tried again`, async () => {
      const email = uniqueEmail("inexistente").toLowerCase();
      app.smtp.failNext(MAX_ATTEMPTS);
      try {
        const id = await enqueueMail(app.services.database.db, confirmEmailMessage(email, "Ninguém", `${TEST_ORIGIN}/`));
        app.services.outbox.nudge();
        for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
          expect((await afterAttempt(email, attempt)).status).toBe("pending");
          await retryNow(id);
        }
        const last = await afterAttempt(email, MAX_ATTEMPTS);
        expect(last).toMatchObject({ status: "failed", sentAt: null });
        expect(last.lastError).toContain("caixa indisponível (teste)");

        await dueNow(id);
        expect(await app.services.outbox.deliverNow(id)).toBe(false);
        expect((await rowTo(email))?.attempts).toBe(MAX_ATTEMPTS);
        expect(app.smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
      } finally {
        app.smtp.failNext(0);
      }
    });

    it("deliverNow sends a queued message at once and reports it", async () => {
      const email = uniqueEmail("imediata").toLowerCase();
      // Reserved for the caller, so the polling worker leaves it to deliverNow.
      const id = await app.services.database.transaction((tx) => enqueueMail(tx, confirmEmailMessage(email, "Já", `${TEST_ORIGIN}/`), { deliverNow: true }));
      expect(await rowTo(email)).toMatchObject({ status: "pending", attempts: 0 });
      expect(await app.services.outbox.deliverNow(id)).toBe(true);
      expect(await rowTo(email)).toMatchObject({ status: "sent", attempts: 1, transport: "smtp" });
      expect((await app.smtp.waitFor(email)).subject).toBe("Confirme seu e-mail");
    });

    it("deliverNow leaves a message alone while the worker holds it (no double send)", async () => {
      const email = uniqueEmail("arrendada").toLowerCase();
      const id = await app.services.database.transaction((tx) => enqueueMail(tx, confirmEmailMessage(email, "Já", `${TEST_ORIGIN}/`)));
      // The worker's lease: next_attempt_at pushed five minutes ahead while it sends.
      await app.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
        .where(eq(mailOutbox.id, id));
      expect(await app.services.outbox.deliverNow(id)).toBe(false);
      expect(await rowTo(email)).toMatchObject({ status: "pending", attempts: 0 });
    });
  });

  describe("without SMTP_URL (dev outbox)", () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await createTestServices({ db });
    });
    afterAll(async () => {
      await app?.close();
    });

    it("keeps the message as 'sent' by the dev transport and lists it, with a working link, at /dev/outbox", async () => {
      const email = uniqueEmail("dev").toLowerCase();
      expect((await app.client().action("/conta/cadastro-rapido", { name: "Dev Luz", email, password: PASSWORD })).status).toBe(200);
      const row = await eventually(async () => {
        const [found] = await app.db
          .select({ status: mailOutbox.status, transport: mailOutbox.transport, subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, email));
        return found?.status === "sent" && found;
      }, "e-mail guardado pela caixa de saída de desenvolvimento");
      expect(row).toEqual({ status: "sent", transport: "dev", subject: "Confirme seu e-mail" });

      const html = await app.client().page("/dev/outbox");
      expect(html).toContain("Caixa de saída (desenvolvimento)");
      expect(html).toContain(`Para ${email}`);
      expect(html).toContain("Confirme seu e-mail");
      const link = /href="(http[^"]*\/api\/auth\/verify-email[^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
      expect(link).toBeTruthy();
      expect((await app.client().get(link as string)).status).toBe(302);
      expect(await app.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email))).toEqual([{ emailVerified: true }]);
    });

    it("/dev/outbox does not exist in production", async () => {
      await app.restart({ NODE_ENV: "production", AUTH_SECRET: "segredo-de-producao-para-o-teste-0123456789", MAIL_TRANSPORT: "log" });
      const response = await app.client().get("/dev/outbox");
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("Caixa de saída");
    });
  });
});
