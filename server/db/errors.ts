import type { ToastMessage } from "#domain/messages.ts";
import type { Failure } from "#domain/result.ts";

/** The SQLSTATE of a database error, wherever Drizzle or Better Auth wrapped the driver's error. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The status for what the database refused because of the values it was sent, not because it
 * failed: a data exception (class 22: a NUL byte, a malformed uuid, a number out of range) is a
 * 400; an integrity violation (class 23: a duplicate, a row that vanished under a foreign key in a
 * race) is a 409, and so is a transaction PostgreSQL rolled back to let a concurrent one through
 * (class 40: a deadlock, a serialization failure), which asking again resolves. Null for anything
 * else (a lost connection, a bug), which stays a 500.
 */
export function refusalStatus(err: unknown): 400 | 409 | null {
  const state = sqlStateOf(err);
  if (state?.startsWith("22")) return 400;
  if (state?.startsWith("23") || state?.startsWith("40")) return 409;
  return null;
}

/** A `.catch` handler: a refusal by the database (refusalStatus) becomes a Failure with `toast`; anything else is thrown on. */
export function answerRefusal(toast: ToastMessage): (err: unknown) => Failure {
  return (err) => {
    const status = refusalStatus(err);
    if (status === null) throw err;
    return { ok: false, status, toast };
  };
}
