// Timed order changes without in-memory timers (unpaid expiry, auto-confirm of receipt, completion of received
// orders config.completeAfterMs after receipt): sweepDue(now) selects the due rows with
// FOR UPDATE SKIP LOCKED (several API processes can sweep at once without doing a row twice) and applies
// the same guarded transitions as the buyer's actions. main.ts runs it periodically; tests call it directly.
import { and, eq, lte } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { CANCEL_REASON, ORDER_STATUS } from '@mall/shared';
import type { DbOrTx } from '@mall/db';
import { applyTransition } from './transitions';

const { orders, orderSubmitToken } = schema;
const BATCH = 100;
const DAY = 24 * 3600_000;

export interface SweepResult {
  /** unpaid orders canceled at their payment deadline (stock released) */
  expired: number;
  /** shipped orders confirmed received */
  autoConfirmed: number;
  /** received orders (pending evaluation) completed */
  completed: number;
  /** submit tokens removed a day after they expired */
  tokensPurged: number;
}

type Kind = 'expire' | 'autoReceive' | 'complete';

export function createOrderSweeper(db: Db, release: (tx: DbOrTx, orderIds: number[]) => Promise<void>, opts: { completeAfterMs: number; completed?: (tx: DbOrTx, orderIds: number[]) => Promise<void> }) {
  const dueOf = (kind: Kind, now: Date) => {
    if (kind === 'expire') return and(eq(orders.status, ORDER_STATUS.unpaid), lte(orders.expiresAt, now));
    if (kind === 'autoReceive') return and(eq(orders.status, ORDER_STATUS.shipped), lte(orders.autoConfirmAt, now));
    return and(eq(orders.status, ORDER_STATUS.pendingEvaluation), lte(orders.receiptTime, new Date(now.getTime() - opts.completeAfterMs)));
  };
  const patchOf = (kind: Kind, now: Date) =>
    kind === 'expire' ? { cancelTime: now, cancelReason: CANCEL_REASON.expired } : kind === 'autoReceive' ? { receiptTime: now, autoConfirmAt: null } : { finallyTime: now };

  async function batch(kind: Kind, now: Date): Promise<{ seen: number; changed: number }> {
    return db.transaction(async (tx) => {
      const rows = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(dueOf(kind, now)).orderBy(orders.id).limit(BATCH).for('update', { skipLocked: true });
      const changed: number[] = [];
      for (const o of rows) if (await applyTransition(tx, o, kind, now, patchOf(kind, now))) changed.push(o.id);
      if (kind === 'expire') await release(tx, changed);
      if (kind === 'complete') await opts.completed?.(tx, changed); // points earned, in the transition's transaction
      return { seen: rows.length, changed: changed.length };
    });
  }

  async function drain(kind: Kind, now: Date): Promise<number> {
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
      const completed = await drain('complete', now);
      const purged = await db.delete(orderSubmitToken).where(lte(orderSubmitToken.expiresAt, new Date(now.getTime() - DAY))).returning({ token: orderSubmitToken.token });
      return { expired, autoConfirmed, completed, tokensPurged: purged.length };
    },
  };
}
