// Group-buy outcomes on the orders of one group (status.ts grouped / groupFailed), applied inside the group
// module's transaction: a full group moves its paid orders grouping → pending delivery; a failed group cancels
// its paid orders (grouping → canceled; the group module refunds them) and its unpaid ones, and gives the stock back.
import { inArray } from 'drizzle-orm';
import { schema } from '@mall/db';
import { CANCEL_REASON } from '@mall/shared';
import type { DbOrTx } from '@mall/db';
import { applyTransition } from './transitions';

const { orders } = schema;

export function createGroupOrders(release: (tx: DbOrTx, orderIds: number[]) => Promise<void>) {
  const rowsOf = (tx: DbOrTx, ids: number[]) =>
    ids.length ? tx.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids)).orderBy(orders.id) : Promise.resolve([]);

  return {
    /** The group is full: its grouping orders go to pending delivery. Answers how many moved. */
    async grouped(tx: DbOrTx, orderIds: number[], now: Date): Promise<number> {
      let moved = 0;
      for (const o of await rowsOf(tx, orderIds)) if (await applyTransition(tx, o, 'grouped', now)) moved += 1;
      return moved;
    },

    /** The group failed: paid (grouping) orders and unpaid ones are canceled and their stock released. Answers the canceled ids. */
    async failed(tx: DbOrTx, orderIds: number[], now: Date): Promise<number[]> {
      const patch = { cancelTime: now, cancelReason: CANCEL_REASON.groupFailed };
      const canceled: number[] = [];
      for (const o of await rowsOf(tx, orderIds)) {
        if ((await applyTransition(tx, o, 'groupFailed', now, patch)) || (await applyTransition(tx, o, 'expire', now, patch))) canceled.push(o.id);
      }
      await release(tx, canceled);
      return canceled;
    },
  };
}

export type GroupOrders = ReturnType<typeof createGroupOrders>;
