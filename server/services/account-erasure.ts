import { eq } from "drizzle-orm";

import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { type DataSubject, PERSONAL_DATA_PARTS } from "./personal-data.ts";

/**
 * Erases an account: the user row goes, and with it (foreign keys, migrations) the sessions — so
 * every device is signed out at once —, the sign-in methods, the profile and what hangs on it; rows
 * kept for others (submissions, products) lose the link to the person. Call it inside the
 * transaction that decided the erasure.
 */
export async function eraseAccount(db: Db, userId: string): Promise<boolean> {
  const erased = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return erased.length > 0;
}

/**
 * 'Excluir minha conta' (LGPD art. 18 VI): every feature's personal data about the person
 * (PERSONAL_DATA_PARTS), then the account itself. Orders stay, anonymised. Call it inside the
 * transaction that decided the erasure.
 */
export async function erasePerson(db: Db, subject: DataSubject): Promise<boolean> {
  for (const part of PERSONAL_DATA_PARTS) await part.erase?.(db, subject);
  return eraseAccount(db, subject.id);
}
