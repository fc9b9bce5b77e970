import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backoffMs, enqueueMail, MAX_ATTEMPTS } from "#server/mail/outbox.ts";
import { confirmEmailMessage } from "#server/mail/templates.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { createTestServices, TEST_ORIGIN, type TestApp } from "./support/app.ts";
import { availableDatabases } from "./support/databases.ts";
import { eventually, PASSWORD, uniqueEmail } from "./support/fixtures.ts";

// The mail outbox: a message is a row; the worker delivers it, retries with backoff, gives up
// after MAX_ATTEMPTS, and without SMTP keeps it for the developer to read.

const DATABASES = await availableDatabases();

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  transport: string | null;
  sent_at: unknown;
  /** Milliseconds until the next attempt is due. */
  due_in_ms: number;
}

describe("backoffMs", () => {
  it("doubles from 30 s and stops at one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});

describe.each(DATABASES)("mail outbox (%s)", (db) => {
  describe("over SMTP", () => {
    let app: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      app = await createTestServices({ db, smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await app?.close();
      await smtp?.close();
    });

    async function rowTo(email: string): Promise<Row | undefined> {
      const [row] = await app.query<Row>(sql`
        select id, status, attempts, last_error, transport, sent_at,
               (extract(epoch from (next_attempt_at - now())) * 1000)::int as due_in_ms
        from mail_outbox where "to" = ${email}`);
      return row;
    }

    const afterAttempt = (email: string, attempts: number) =>
      eventually(async () => {
        const row = await rowTo(email);
        return row?.attempts === attempts && row;
      }, `tentativa ${attempts} para ${email}`);

    /** Makes a waiting message due now and wakes the worker, as the next poll would. */
    async function retryNow(id: string) {
      await app.query(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
      app.services.outbox.nudge();
    }

    it("a message the server refuses twice is retried with growing backoff and delivered on the third attempt", async () => {
      smtp.failNext(2);
      const email = uniqueEmail("persistente").toLowerCase();
      expect((await app.client().action("/conta/cadastro-rapido", { name: "Paciência", email, password: PASSWORD })).status).toBe(200);

      const first = await afterAttempt(email, 1);
      expect(first).toMatchObject({ status: "pending", transport: "smtp", sent_at: null });
      expect(first.last_error).toContain("caixa indisponível (teste)");
      expect(first.due_in_ms).toBeGreaterThan(backoffMs(1) - 5_000);
      expect(first.due_in_ms).toBeLessThanOrEqual(backoffMs(1));

      await retryNow(first.id);
      const second = await afterAttempt(email, 2);
      expect(second.status).toBe("pending");
      expect(second.due_in_ms).toBeGreaterThan(backoffMs(2) - 5_000);
      expect(second.due_in_ms).toBeLessThanOrEqual(backoffMs(2));

      await retryNow(second.id);
      const third = await afterAttempt(email, 3);
      expect(third).toMatchObject({ status: "sent", transport: "smtp", last_error: null });
      expect(third.sent_at).not.toBeNull();

      const mail = await smtp.waitFor(email);
      expect(mail.subject).toBe("Confirme seu e-mail");
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    });

    it(`a message that always fails ends 'failed' after ${MAX_ATTEMPTS} attempts and is not tried again`, async () => {
      const email = uniqueEmail("inexistente").toLowerCase();
      smtp.failNext(MAX_ATTEMPTS);
      try {
        const id = await enqueueMail(app.services.database.db, confirmEmailMessage(email, "Ninguém", `${TEST_ORIGIN}/`));
        app.services.outbox.nudge();
        for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
          expect((await afterAttempt(email, attempt)).status).toBe("pending");
          await retryNow(id);
        }
        const last = await afterAttempt(email, MAX_ATTEMPTS);
        expect(last).toMatchObject({ status: "failed", sent_at: null });
        expect(last.last_error).toContain("caixa indisponível (teste)");

        await app.query(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
        expect(await app.services.outbox.deliverNow(id)).toBe(false);
        expect((await rowTo(email))?.attempts).toBe(MAX_ATTEMPTS);
        expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
      } finally {
        smtp.failNext(0);
      }
    });

    it("deliverNow sends a queued message at once and reports it", async () => {
      const email = uniqueEmail("imediata").toLowerCase();
      // Reserved for the caller, so the polling worker leaves it to deliverNow.
      const id = await app.services.database.transaction((tx) => enqueueMail(tx, confirmEmailMessage(email, "Já", `${TEST_ORIGIN}/`), { deliverNow: true }));
      expect(await rowTo(email)).toMatchObject({ status: "pending", attempts: 0 });
      expect(await app.services.outbox.deliverNow(id)).toBe(true);
      expect(await rowTo(email)).toMatchObject({ status: "sent", attempts: 1, transport: "smtp" });
      expect((await smtp.waitFor(email)).subject).toBe("Confirme seu e-mail");
    });

    it("deliverNow leaves a message alone while the worker holds it (no double send)", async () => {
      const email = uniqueEmail("arrendada").toLowerCase();
      const id = await app.services.database.transaction((tx) => enqueueMail(tx, confirmEmailMessage(email, "Já", `${TEST_ORIGIN}/`)));
      // The worker's lease: next_attempt_at pushed five minutes ahead while it sends.
      await app.services.database.db.execute(sql`update mail_outbox set next_attempt_at = now() + interval '5 minutes' where id = ${id}`);
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
        const [found] = await app.query<{ status: string; transport: string; subject: string }>(sql`select status, transport, subject from mail_outbox where "to" = ${email}`);
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
      expect(await app.query(sql`select email_verified from users where email = ${email}`)).toEqual([{ email_verified: true }]);
    });

    it("/dev/outbox does not exist in production", async () => {
      await app.restart({ NODE_ENV: "production", AUTH_SECRET: "segredo-de-producao-para-o-teste-0123456789" });
      const response = await app.client().get("/dev/outbox");
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("Caixa de saída");
    });
  });
});
