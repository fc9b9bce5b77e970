import { sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { rateLimits } from "./db/schema.ts";

/**
 * Fixed-window counter kept in the database (shared by every instance).
 * Returns true while `key` has made at most `max` hits in the current window.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowSeconds: number): Promise<boolean> {
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
    .returning({ count: rateLimits.count });
  return row.count <= max;
}
