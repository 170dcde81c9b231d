// Serialises one owner's "count, then insert" steps (a limit on how many rows a user may hold) with a
// transaction-scoped PostgreSQL advisory lock: released at commit or rollback, never held across requests.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@mall/db';

/** Waits until no other transaction holds the lock of (`scope`, `id`); call it inside the transaction it guards. */
export async function lockOwner(tx: DbOrTx, scope: string, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), ${id % 2147483647}::int)`);
}
