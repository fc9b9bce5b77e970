import { createHash } from "node:crypto";

import { and, eq, like, lt, not, or, sql } from "drizzle-orm";

import { IMAGE_UPLOADS_PER_HOUR } from "#domain/images.ts";
import { toasts } from "#domain/messages.ts";
import type { Failure } from "#domain/result.ts";

import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { accountLockouts, rateLimits } from "./db/schema.ts";
import { countMetric } from "./metrics.ts";
import type { RequestContext } from "./services/context.ts";

/**
 * Every rate limit of the site, in one place: the counter's name (the stored key is
 * `<bucket>:<client address>`) and the setting that caps it per RATE_LIMIT_WINDOW_SECONDS.
 * The per-account sign-in lock, counted per (account, address), is ACCOUNT_LOCK below.
 */
export const RATE_LIMITS = {
  signUp: { bucket: "sign-up", max: (c: Config) => c.RATE_LIMIT_AUTH_MAX },
  signIn: { bucket: "sign-in", max: (c: Config) => c.RATE_LIMIT_AUTH_MAX },
  /** Asking for a reset e-mail and using its link share one counter. */
  passwordReset: { bucket: "reset", max: (c: Config) => c.RATE_LIMIT_AUTH_MAX },
  healingForm: { bucket: "form:healing", max: (c: Config) => c.RATE_LIMIT_FORM_MAX },
  clubForm: { bucket: "form:club", max: (c: Config) => c.RATE_LIMIT_FORM_MAX },
  soulMapForm: { bucket: "form:soul-map", max: (c: Config) => c.RATE_LIMIT_FORM_MAX },
  relationship: { bucket: "relationship", max: (c: Config) => c.RATE_LIMIT_FORM_MAX },
  /** New orders only: pressing again for an order of the last minute answers that order uncounted. */
  placeOrder: { bucket: "order", max: (c: Config) => c.RATE_LIMIT_FORM_MAX },
  productForm: { bucket: "form:product", max: (c: Config) => c.RATE_LIMIT_FORM_MAX },
  /** 'Excluir minha conta' checks the password: limited like a sign-in. */
  accountDeletion: { bucket: "account-deletion", max: (c: Config) => c.RATE_LIMIT_AUTH_MAX },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Limits counted per signed-in person rather than per address (the stored key is
 * `<bucket>:<person id>`), each with its own window.
 */
export const PERSON_LIMITS = {
  /** The Soul Compass: questions per hour (COMPASS_QUESTIONS_PER_HOUR). */
  compassQuestions: { bucket: "compass", max: (c: Config) => c.COMPASS_QUESTIONS_PER_HOUR, windowSeconds: 60 * 60 },
  /** 'Reenviar e-mail de confirmação': a few a day is plenty; more is mail bombing. */
  confirmationEmail: { bucket: "confirm-email", max: () => 3, windowSeconds: 60 * 60 },
  /** Photo uploads (decision 055): each costs seconds of CPU, so a person's are capped per hour. */
  imageUploads: { bucket: "image-upload", max: () => IMAGE_UPLOADS_PER_HOUR, windowSeconds: 60 * 60 },
} as const;

export type PersonLimitName = keyof typeof PERSON_LIMITS;

/** Counts one hit of `name` for this person; `retryAfter` seconds while the window's cap is passed, else null. */
export async function personRateLimited(
  app: { config: Config; database: Database },
  name: PersonLimitName,
  personId: string,
): Promise<{ max: number; retryAfter: number } | null> {
  const limit = PERSON_LIMITS[name];
  const max = limit.max(app.config);
  const hit = await hitRateLimit(app.database.db, `${limit.bucket}:${personId}`, max, limit.windowSeconds);
  if (hit.allowed) return null;
  countMetric("rate_limit_refusals_total", { limit: limit.bucket });
  return { max, retryAfter: hit.retryAfter };
}

/**
 * Sign-in (and admin sign-in) attempts per account and client address (docs/decisions/054): after
 * `max` attempts without a success from one address the account is locked for that address for
 * `firstLockSeconds`, doubling with each further wrong password up to `maxLockSeconds`; the right
 * password from that address waits like any other, while the owner signs in from anywhere else.
 * A success clears that address's count; a password reset clears every address's; a day without
 * attempts forgets it.
 */
export const ACCOUNT_LOCK = {
  max: (c: Config) => c.RATE_LIMIT_ACCOUNT_MAX,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  memorySeconds: 24 * 60 * 60,
} as const;

/**
 * Counts one hit of `name` for this client and answers the spec-style 429 once the window's
 * cap is passed (null while allowed). Counters live in the database, so they hold across instances.
 */
export async function rateLimited(ctx: RequestContext, name: RateLimitName): Promise<Failure | null> {
  const { config, database } = ctx.app;
  const limit = RATE_LIMITS[name];
  const hit = await hitRateLimit(database.db, `${limit.bucket}:${ctx.clientIp}`, limit.max(config), config.RATE_LIMIT_WINDOW_SECONDS);
  if (hit.allowed) return null;
  countMetric("rate_limit_refusals_total", { limit: limit.bucket });
  return { ok: false, status: 429, toast: toasts.tooManyRequests, retryAfter: hit.retryAfter };
}

/**
 * Fixed-window counter kept in the database (shared by every instance). Allowed while `key` has
 * made at most `max` hits in the current window; `retryAfter` is the seconds left in it.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfter: number }> {
  const window = sql`${`${windowSeconds} seconds`}::interval`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowStart} + ${window} - now())))::int` });
  return { allowed: row.count <= max, retryAfter: row.retryAfter };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The stored key of an account's counters: no e-mail address (nor client address) in clear. */
export const accountKey = (email: string) => sha256(email.trim().toLowerCase());

/** One counter per (account, client address): `<account key>:<address hash>`. */
const lockKey = (email: string, clientIp: string) => `${accountKey(email)}:${sha256(clientIp).slice(0, 32)}`;

/**
 * Counts a sign-in attempt on `email` before its password is checked: a 429 while the account
 * is locked, null when the password may be checked. The attempt that reaches the cap locks the
 * account at once (it is still checked), so concurrent attempts cannot slip past the count.
 */
export async function accountAttempt(ctx: RequestContext, email: string): Promise<Failure | null> {
  const { config, database } = ctx.app;
  const key = lockKey(email, ctx.clientIp);
  const max = ACCOUNT_LOCK.max(config);
  const retryAfter = await database.transaction(async (tx) => {
    await tx
      .insert(accountLockouts)
      .values({ key, failures: 0, lastAttemptAt: sql`now()` })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ retryAfter: sql<number | null>`ceil(extract(epoch from ${accountLockouts.lockedUntil} - now()))::int` })
      .from(accountLockouts)
      .where(eq(accountLockouts.key, key))
      .for("update");
    if (row.retryAfter !== null && row.retryAfter > 0) return row.retryAfter;
    const failures = sql`case when ${accountLockouts.lastAttemptAt} < now() - ${`${ACCOUNT_LOCK.memorySeconds} seconds`}::interval then 1 else ${accountLockouts.failures} + 1 end`;
    const lockSeconds = sql`least(${ACCOUNT_LOCK.firstLockSeconds} * power(2, ${failures} - ${max}), ${ACCOUNT_LOCK.maxLockSeconds})`;
    await tx
      .update(accountLockouts)
      .set({
        failures,
        lastAttemptAt: sql`now()`,
        lockedUntil: sql`case when ${failures} >= ${max} then now() + ${lockSeconds} * interval '1 second' else null end`,
      })
      .where(eq(accountLockouts.key, key));
    return null;
  });
  if (retryAfter === null) return null;
  countMetric("rate_limit_refusals_total", { limit: "account-lock" });
  return { ok: false, status: 429, toast: toasts.accountLocked(retryAfter), retryAfter };
}

/**
 * After a right password: that address starts afresh (an attack from elsewhere keeps its lock).
 * Without `clientIp` — a password reset, an operator taking the account over — every address does.
 */
export async function clearAccountLock(db: Db | Database["db"], email: string, clientIp?: string): Promise<void> {
  const where = clientIp === undefined ? like(accountLockouts.key, `${accountKey(email)}:%`) : eq(accountLockouts.key, lockKey(email, clientIp));
  await db.delete(accountLockouts).where(where);
}

/**
 * Deletes the rows that no longer count: rate-limit windows that are over, each by its own window
 * (the next hit would start afresh anyway) and account counters a day without attempts has forgotten (every lock is shorter).
 * Run periodically by server/jobs/housekeeping.ts, so the tables stay as small as the traffic of a day.
 */
export async function sweepExpiredLimits(db: Db, config: Pick<Config, "RATE_LIMIT_WINDOW_SECONDS">): Promise<{ rateLimits: number; accountLockouts: number }> {
  // Each counter is over by its own window: a per-person limit (an hour) outlives the address window.
  const over = (seconds: number) => lt(rateLimits.windowStart, sql`now() - ${`${seconds} seconds`}::interval`);
  const personLimits = Object.values(PERSON_LIMITS);
  const inBucket = (bucket: string) => like(rateLimits.key, `${bucket}:%`);
  const windows = await db
    .delete(rateLimits)
    .where(
      or(
        and(over(config.RATE_LIMIT_WINDOW_SECONDS), ...personLimits.map((limit) => not(inBucket(limit.bucket)))),
        ...personLimits.map((limit) => and(inBucket(limit.bucket), over(limit.windowSeconds))),
      ),
    )
    .returning({ key: rateLimits.key });
  const accounts = await db
    .delete(accountLockouts)
    .where(lt(accountLockouts.lastAttemptAt, sql`now() - ${`${ACCOUNT_LOCK.memorySeconds} seconds`}::interval`))
    .returning({ key: accountLockouts.key });
  return { rateLimits: windows.length, accountLockouts: accounts.length };
}
