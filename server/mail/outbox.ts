import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";

import type { Database, Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { MailMessage } from "./templates.ts";

// E-mail that is never lost: a message is a row written in the same transaction as the change
// that caused it; a worker delivers due rows with retries and exponential backoff.

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 5 * 60_000;
const POLL_MS = 2_000;

export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

export interface MailTransport {
  name: "smtp" | "dev" | "log";
  send(message: MailMessage & { id?: string }): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send(m) {
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the row itself is the kept copy (/dev/outbox shows it); the log shows its links, tokens cut out. */
export function devTransport(logger: Logger): MailTransport {
  return {
    name: "dev",
    async send(m) {
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ kind: m.kind, subject: m.subject, links }, "e-mail (dev outbox)");
    },
    close() {},
  };
}

/**
 * MAIL_TRANSPORT=log, chosen on purpose (e.g. a staging site that must not mail anyone): the
 * message counts as handled and only its id and kind are logged; a link in a log would be an
 * account takeover (a reset link), and the address is personal data.
 */
export function logTransport(logger: Logger): MailTransport {
  return {
    name: "log",
    async send(m) {
      logger.info({ id: m.id, kind: m.kind }, "e-mail não enviado (MAIL_TRANSPORT=log)");
    },
    close() {},
  };
}

// How long a message enqueued for `deliverNow` is kept from the polling worker; if the caller
// never delivers it (a crash), the worker takes over after that.
const RESERVE_MS = 60_000;

export async function enqueueMail(db: Db, message: MailMessage, options: { deliverNow?: boolean } = {}): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(options.deliverNow && { nextAttemptAt: sql`now() + ${`${RESERVE_MS} milliseconds`}::interval` }),
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

export interface OutboxWorker {
  start(): void;
  /** Wakes the worker now instead of at the next poll. */
  nudge(): void;
  /** Delivers one message right away (used where the caller must know the outcome; enqueue it with `deliverNow: true`). */
  deliverNow(id: string): Promise<boolean>;
  /** Stops polling and waits for what is being sent, then sends what is due. */
  stop(): Promise<void>;
}

export function createOutboxWorker(database: Database, transport: MailTransport, logger: Logger): OutboxWorker {
  const { db, outsideTransaction } = database;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // A nudge that arrives mid-drain (e.g. right after the commit that made a row visible) must not be lost.
  let again = false;
  let stopped = false;

  async function claim(where = lte(mailOutbox.nextAttemptAt, sql`now()`), limit = 20) {
    // Taking a lease by moving next_attempt_at forward lets several instances share one table.
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
      .where(
        sql`${mailOutbox.id} in (select ${mailOutbox.id} from ${mailOutbox} where ${and(eq(mailOutbox.status, "pending"), where)} order by ${asc(mailOutbox.createdAt)} limit ${limit} for update skip locked)`,
      )
      .returning();
  }

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      await transport.send(row);
      await db
        .update(mailOutbox)
        .set({ status: "sent", attempts, sentAt: new Date(), lastError: null, transport: transport.name })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: message.slice(0, 1000),
          status: failed ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          transport: transport.name,
        })
        .where(eq(mailOutbox.id, row.id));
      logger.warn({ id: row.id, kind: row.kind, attempts, failed, err }, "falha ao enviar e-mail");
      return false;
    }
  }

  async function drain() {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) await deliver(row);
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err) => logger.error({ err }, "erro no envio da fila de e-mails"))
      .finally(() => {
        running = undefined;
      })
      .then(() => {
        if (!again) return;
        again = false;
        return run();
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().then(schedule);
    }, POLL_MS);
    timer.unref();
  }

  return {
    start() {
      outsideTransaction(() => void run().then(schedule));
    },
    nudge() {
      if (!stopped) outsideTransaction(() => void run());
    },
    deliverNow(id) {
      return outsideTransaction(async () => {
        // A row under the worker's lease (next_attempt_at pushed LEASE_MS ahead) is being sent: leave it.
        const notLeased = lte(mailOutbox.nextAttemptAt, sql`now() + ${`${LEASE_MS / 2} milliseconds`}::interval`);
        const rows = await claim(and(eq(mailOutbox.id, id), notLeased), 1);
        return rows.length === 1 ? deliver(rows[0]) : false;
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await run();
      transport.close();
    },
  };
}

export async function latestMail(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
