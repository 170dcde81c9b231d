// Closing ended flash-sale items: the stock set aside from the SKU when the item was added goes back to the SKU once
// the session has ended and every unpaid order of it has passed its payment deadline. Swept from the database
// (FOR UPDATE SKIP LOCKED, every 30 s from main.ts); a guarded `status = live` update makes it happen once.
import { and, eq, lt } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { CatalogSkus } from '../../catalog/skus';
import { DEFAULT_ORDER_CONFIG } from '../../order/checkout';

const { flashSaleItem, flashSaleSession } = schema;

export const ITEM_STATUS = { live: 1, closed: 2 } as const;
/** after the session's end: the unpaid orders' payment window, and a minute for the order sweeper to expire them */
export const CLOSE_AFTER_MS = DEFAULT_ORDER_CONFIG.payTimeoutMs + 60_000;
const BATCH = 100;

export function createFlashSaleCloser(db: Db, deps: { skus: Pick<CatalogSkus, 'release'> }) {
  return {
    /** Closes the items of sessions ended before now - CLOSE_AFTER_MS; answers how many were closed. */
    async closeEnded(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - CLOSE_AFTER_MS);
      let closed = 0;
      for (let round = 0; round < 100; round++) {
        const n = await db.transaction(async (tx) => {
          const due = await tx
            .select({ id: flashSaleItem.id, skuId: flashSaleItem.skuId, stock: flashSaleItem.stock })
            .from(flashSaleItem)
            .innerJoin(flashSaleSession, eq(flashSaleSession.id, flashSaleItem.sessionId))
            .where(and(eq(flashSaleItem.status, ITEM_STATUS.live), lt(flashSaleSession.endAt, cutoff)))
            .orderBy(flashSaleItem.id)
            .limit(BATCH)
            .for('update', { of: flashSaleItem, skipLocked: true });
          for (const item of due) {
            const done = await tx.update(flashSaleItem).set({ status: ITEM_STATUS.closed, stock: 0 })
              .where(and(eq(flashSaleItem.id, item.id), eq(flashSaleItem.status, ITEM_STATUS.live))).returning({ id: flashSaleItem.id });
            if (done.length && item.stock > 0) await deps.skus.release(tx, [{ skuId: item.skuId, count: item.stock }]);
          }
          return due.length;
        });
        closed += n;
        if (n < BATCH) break;
      }
      return closed;
    },
  };
}
