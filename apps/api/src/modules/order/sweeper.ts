// Timed order changes without in-memory timers: sweepDue(now) selects the due rows with
// FOR UPDATE SKIP LOCKED (several API processes can sweep at once without doing a row twice) and applies
// the same guarded transitions as the buyer's actions. main.ts runs it periodically; tests call it directly.
import { and, eq, lte } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { CANCEL_REASON, ORDER_STATUS } from '@mall/shared';
import type { DbOrTx } from '../catalog/skus';
import { applyTransition } from './transitions';

const { orders, orderSubmitToken } = schema;
const BATCH = 100;
const DAY = 24 * 3600_000;

export interface SweepResult {
  /** unpaid orders canceled at their payment deadline (stock released) */
  expired: number;
  /** shipped orders confirmed received */
  autoConfirmed: number;
  /** submit tokens removed a day after they expired */
  tokensPurged: number;
}

export function createOrderSweeper(db: Db, release: (tx: DbOrTx, orderIds: number[]) => Promise<void>) {
  async function batch(kind: 'expire' | 'autoReceive', now: Date): Promise<{ seen: number; changed: number }> {
    return db.transaction(async (tx) => {
      const due = kind === 'expire'
        ? and(eq(orders.status, ORDER_STATUS.unpaid), lte(orders.expiresAt, now))
        : and(eq(orders.status, ORDER_STATUS.shipped), lte(orders.autoConfirmAt, now));
      const rows = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(due).orderBy(orders.id).limit(BATCH).for('update', { skipLocked: true });
      const changed: number[] = [];
      for (const o of rows) {
        const patch = kind === 'expire' ? { cancelTime: now, cancelReason: CANCEL_REASON.expired } : { receiptTime: now, autoConfirmAt: null };
        if (await applyTransition(tx, o, kind, now, patch)) changed.push(o.id);
      }
      if (kind === 'expire') await release(tx, changed);
      return { seen: rows.length, changed: changed.length };
    });
  }

  async function drain(kind: 'expire' | 'autoReceive', now: Date): Promise<number> {
    let total = 0;
    for (let round = 0; round < 1000; round++) {
      const { seen, changed } = await batch(kind, now);
      total += changed;
      if (seen < BATCH) break;
    }
    return total;
  }

  return {
    async sweepDue(now: Date): Promise<SweepResult> {
      const expired = await drain('expire', now);
      const autoConfirmed = await drain('autoReceive', now);
      const purged = await db.delete(orderSubmitToken).where(lte(orderSubmitToken.expiresAt, new Date(now.getTime() - DAY))).returning({ token: orderSubmitToken.token });
      return { expired, autoConfirmed, tokensPurged: purged.length };
    },
  };
}
