// Pre-sale outcomes on orders (status.ts settle / forfeit), applied inside the pre-sale module's transaction: a paid
// balance order is settled (pending delivery → completed; the goods ship with the deposit order), and a paid deposit
// order whose balance was not paid in its window is closed with the deposit kept (pending delivery → canceled).
import { inArray } from 'drizzle-orm';
import { schema } from '@mall/db';
import { CANCEL_REASON } from '@mall/shared';
import type { DbOrTx } from '@mall/db';
import { applyTransition } from './transitions';

const { orders } = schema;

export function createPresaleOrders() {
  const rowsOf = (tx: DbOrTx, ids: number[]) =>
    ids.length ? tx.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids)).orderBy(orders.id) : Promise.resolve([]);

  return {
    /** Paid balance orders are settled. Answers how many moved. */
    async settle(tx: DbOrTx, orderIds: number[], now: Date): Promise<number> {
      let moved = 0;
      for (const o of await rowsOf(tx, orderIds)) if (await applyTransition(tx, o, 'settle', now)) moved += 1;
      return moved;
    },
    /** Paid deposit orders of unpaid balances are closed, the deposit kept. Answers the closed ids. */
    async forfeit(tx: DbOrTx, orderIds: number[], now: Date): Promise<number[]> {
      const closed: number[] = [];
      for (const o of await rowsOf(tx, orderIds)) {
        if (await applyTransition(tx, o, 'forfeit', now, { cancelTime: now, cancelReason: CANCEL_REASON.presaleForfeited })) closed.push(o.id);
      }
      return closed;
    },
  };
}

export type PresaleOrders = ReturnType<typeof createPresaleOrders>;
