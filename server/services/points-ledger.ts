/**
 * The one writer of the points ledger (docs/decisions/043): every entry goes through
 * `recordPoints`, so profiles.points stays the sum of the person's ledger under concurrency.
 */
import { eq, sql } from "drizzle-orm";

import type { LedgerEntry } from "#domain/points.ts";

import type { Db } from "../db/client.ts";
import { pointsLedger, profiles } from "../db/schema.ts";

/**
 * Writes one entry and recomputes the person's balance, inside the caller's transaction. The
 * profile row is locked first: a second writer for the same person waits here, and its next
 * statements (READ COMMITTED: one snapshot per statement) see the first one's committed entry.
 * Without the lock the second UPDATE waited on the row but summed with its older snapshot, and
 * profiles.points lost the first credit. An entry already written (same order and reason: the
 * ledger's unique key) is skipped; answers whether this call wrote it.
 */
export async function recordPoints(db: Db, entry: LedgerEntry): Promise<boolean> {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, entry.personId)).for("update");
  const written = await db.insert(pointsLedger).values(entry).onConflictDoNothing().returning({ id: pointsLedger.id });
  if (written.length === 0) return false;
  await db
    .update(profiles)
    .set({ points: sql`(select coalesce(sum(${pointsLedger.delta}), 0)::int from ${pointsLedger} where ${pointsLedger.personId} = ${entry.personId})` })
    .where(eq(profiles.id, entry.personId));
  return true;
}
