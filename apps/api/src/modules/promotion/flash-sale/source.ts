// The flash sale as a PromotionSource of the order module (order/promotions.ts): quote checks the session's time,
// the item's stock and the buyer's quota and answers the seckill price; admit runs the Redis gate (when REDIS_URL);
// reserve takes the quota and then the stock with guarded statements inside submit's transaction (the record,
// on either path); release gives the units of canceled or expired orders back, once.
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { ORDER_TYPE } from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { bulkInsert } from '../../../platform/bulk-insert';
import { AppError } from '../../../platform/errors';
import type { CatalogSkus, DbOrTx } from '../../catalog/skus';
import { ITEM_STATUS } from './close';
import type { PromotionSource } from '../../order/promotions';
import type { GateItem, RedisGate } from './redis-gate';

const { flashSaleItem, flashSaleSession, flashSalePurchase, flashSaleOrder } = schema;

export interface ItemRow {
  id: number;
  skuId: number;
  shopId: number;
  prodId: number;
  seckillPrice: number;
  stock: number;
  perUserLimit: number;
  itemStatus: number;
  sessionStatus: number;
  startAt: Date;
  endAt: Date;
}

export function loadItem(db: DbOrTx, itemId: number): Promise<ItemRow | undefined> {
  return db
    .select({
      id: flashSaleItem.id, skuId: flashSaleItem.skuId, shopId: flashSaleItem.shopId, prodId: flashSaleItem.prodId, seckillPrice: flashSaleItem.seckillPrice, stock: flashSaleItem.stock,
      perUserLimit: flashSaleItem.perUserLimit, itemStatus: flashSaleItem.status, sessionStatus: flashSaleSession.status, startAt: flashSaleSession.startAt, endAt: flashSaleSession.endAt,
    })
    .from(flashSaleItem)
    .innerJoin(flashSaleSession, eq(flashSaleSession.id, flashSaleItem.sessionId))
    .where(eq(flashSaleItem.id, itemId))
    .then((rows) => rows[0]);
}

export async function boughtBy(db: DbOrTx, itemId: number, userId: number): Promise<number> {
  const [row] = await db.select({ count: flashSalePurchase.count }).from(flashSalePurchase).where(and(eq(flashSalePurchase.itemId, itemId), eq(flashSalePurchase.userId, userId)));
  return row?.count ?? 0;
}

/** Why the item cannot be sold now (a message key), or null. */
export function saleState(item: ItemRow | undefined, skuId: number, now: Date): 'flashSale.notFound' | 'flashSale.unavailable' | 'flashSale.notStarted' | 'flashSale.ended' | null {
  if (!item || item.skuId !== skuId) return 'flashSale.notFound';
  if (item.itemStatus !== 1 || item.sessionStatus !== 1) return 'flashSale.unavailable';
  if (now.getTime() < item.startAt.getTime()) return 'flashSale.notStarted';
  if (now.getTime() >= item.endAt.getTime()) return 'flashSale.ended';
  return null;
}

export function createFlashSaleSource(db: Db, deps: { clock: Clock; gate: RedisGate | null; skus: Pick<CatalogSkus, 'release'>}): PromotionSource {
  const { clock, gate } = deps;
  /** per-user limit and end of the items quoted in this process (they do not change once set up) */
  const meta = new Map<number, GateItem>();
  /** items whose Redis stock let through what the database refused: reset from the database after the undo */
  const stale = new Set<number>();

  /**
   * The record of a sale, in the order's transaction: each buyer's quota (one guarded upsert for all: a buyer past
   * the limit leaves its row out), one flash_sale_order row per order, then the units of all in one guarded UPDATE of
   * the item's stock — refused (the whole transaction rolls back) when any quota or the stock is short.
   */
  async function take(tx: DbOrTx, itemId: number, orders: { userId: number; count: number; orderId: number }[]): Promise<void> {
    const limit = meta.get(itemId)?.perUserLimit ?? (await loadItem(tx, itemId))?.perUserLimit ?? 0;
    const sorted = [...orders].sort((a, b) => a.userId - b.userId); // one lock order for every transaction
    // one statement each, one JSON parameter (platform/bulk-insert.ts): a batch of the order queue holds hundreds
    const quota = await bulkInsert(tx, {
      table: flashSalePurchase,
      rows: sorted.map((o) => ({ itemId, userId: o.userId, count: o.count })),
      onConflict: sql`ON CONFLICT (item_id, user_id) DO UPDATE SET count = ${flashSalePurchase}.count + excluded.count WHERE ${flashSalePurchase}.count + excluded.count <= ${limit}`,
      returning: ['count'],
    });
    if (quota.length !== sorted.length || quota.some((q) => Number(q.count) > limit)) throw new AppError('flashSale.limitReached');
    await bulkInsert(tx, { table: flashSaleOrder, rows: sorted.map((o) => ({ orderId: o.orderId, itemId, userId: o.userId, count: o.count })) });
    const units = sorted.reduce((s, o) => s + o.count, 0);
    const took = await tx
      .update(flashSaleItem)
      .set({ stock: sql`${flashSaleItem.stock} - ${units}` })
      .where(and(eq(flashSaleItem.id, itemId), gte(flashSaleItem.stock, units), eq(flashSaleItem.status, ITEM_STATUS.live)))
      .returning({ stock: flashSaleItem.stock });
    if (took.length === 0) {
      if (gate) stale.add(itemId);
      throw new AppError('flashSale.unavailable');
    }
  }

  return {
    orderType: ORDER_TYPE.seckill,

    async quote(userId, itemId, line) {
      const item = await loadItem(db, itemId);
      const refused = saleState(item, line.skuId, clock.now());
      if (refused) throw new AppError(refused, refused === 'flashSale.notFound' ? 404 : 400);
      meta.set(item!.id, { id: item!.id, perUserLimit: item!.perUserLimit, endAt: item!.endAt });
      if (line.count > item!.perUserLimit) throw new AppError('flashSale.limitReached');
      if ((await boughtBy(db, itemId, userId)) + line.count > item!.perUserLimit) throw new AppError('flashSale.limitReached');
      if (item!.stock < line.count) throw new AppError('flashSale.unavailable');
      return { unitPrice: item!.seckillPrice };
    },

    async admit(userId, itemId, line) {
      const item = meta.get(itemId);
      if (!gate || !item) return;
      const taken = await gate.take(item, userId, line.count);
      if (taken === 'soldOut') throw new AppError('flashSale.unavailable');
      if (taken === 'limit') throw new AppError('flashSale.limitReached');
      return async () => {
        await gate.give(itemId, userId, line.count);
        if (stale.delete(itemId)) await gate.resync(item);
      };
    },

    async reserve(tx, userId, itemId, line, orderId) {
      await take(tx, itemId, [{ userId, count: line.count, orderId }]);
    },

    async priceOf(itemId, line) {
      const item = await loadItem(db, itemId);
      const refused = saleState(item, line.skuId, clock.now());
      if (refused) throw new AppError(refused, refused === 'flashSale.notFound' ? 404 : 400);
      meta.set(item!.id, { id: item!.id, perUserLimit: item!.perUserLimit, endAt: item!.endAt });
      return { unitPrice: item!.seckillPrice };
    },

    async reserveMany(tx, itemId, orders) {
      await take(tx, itemId, orders);
    },

    async release(tx, orderIds) {
      if (orderIds.length === 0) return;
      const back = await tx
        .update(flashSaleOrder)
        .set({ releasedAt: clock.now() })
        .where(and(inArray(flashSaleOrder.orderId, orderIds), isNull(flashSaleOrder.releasedAt)))
        .returning({ itemId: flashSaleOrder.itemId, userId: flashSaleOrder.userId, count: flashSaleOrder.count });
      for (const b of back.sort((x, y) => x.itemId - y.itemId || x.userId - y.userId)) {
        await tx.update(flashSalePurchase).set({ count: sql`greatest(${flashSalePurchase.count} - ${b.count}, 0)` })
          .where(and(eq(flashSalePurchase.itemId, b.itemId), eq(flashSalePurchase.userId, b.userId)));
        const live = await tx.update(flashSaleItem).set({ stock: sql`${flashSaleItem.stock} + ${b.count}` })
          .where(and(eq(flashSaleItem.id, b.itemId), eq(flashSaleItem.status, ITEM_STATUS.live))).returning({ id: flashSaleItem.id });
        if (live.length) {
          await gate?.give(b.itemId, b.userId, b.count);
          continue;
        }
        // the item closed (its session ended, its stock back with the SKU): a late give-back goes to the SKU too
        const [item] = await tx.select({ skuId: flashSaleItem.skuId }).from(flashSaleItem).where(eq(flashSaleItem.id, b.itemId));
        if (item) await deps.skus.release(tx, [{ skuId: item.skuId, count: b.count }]);
      }
    },
  };
}
