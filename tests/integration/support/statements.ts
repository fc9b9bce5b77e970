import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { vi } from "vitest";

/**
 * The SQL texts the app sends while `fn` runs, on either driver. A statement prepared on PGlite
 * shows as `execute <name>(…)` (server/db/client.ts's `prepared`); preparing it is not listed.
 */
export async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const record = (query: unknown) => seen.push(typeof query === "string" ? query : String((query as { text?: string }).text ?? ""));
  const pgliteQuery = PGlite.prototype.query;
  const pgliteExec = PGlite.prototype.exec;
  const poolQuery = pg.Pool.prototype.query;
  vi.spyOn(PGlite.prototype, "query").mockImplementation(function (this: PGlite, ...args: Parameters<PGlite["query"]>) {
    record(args[0]);
    return pgliteQuery.apply(this, args);
  } as PGlite["query"]);
  vi.spyOn(PGlite.prototype, "exec").mockImplementation(function (this: PGlite, ...args: Parameters<PGlite["exec"]>) {
    if (!/^prepare /.test(args[0])) record(args[0]);
    return pgliteExec.apply(this, args);
  } as PGlite["exec"]);
  vi.spyOn(pg.Pool.prototype, "query").mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
    record(args[0]);
    return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    await fn();
  } finally {
    vi.restoreAllMocks();
  }
  return seen;
}
