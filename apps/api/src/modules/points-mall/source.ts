// The points mall as a PromotionSource of the order module (order/promotions.ts), order type POINTS: quote checks the
// product (on shelf, stock left, the caller's limit and points) and answers the cash part as the unit price with the
// points per unit and free delivery; reserve takes the caller's quota and then the stock with guarded statements
// inside submit's transaction (the order module spends the points there too, key 'order:<number>'); release gives
// the units of canceled or expired orders back, once. An order with no cash to pay is paid at once (PAY_TYPE.points).
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import { ORDER_TYPE, PAY_TYPE } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PromotionSource } from '../order/promotions';

const { pointsProduct, pointsRedemption, pointsMallOrder } = schema;
export type PointsProductRow = typeof pointsProduct.$inferSelect;

export const ON_SHELF = 1;

export async function loadProduct(q: DbOrTx, id: number): Promise<PointsProductRow | undefined> {
  const [row] = await q.select().from(pointsProduct).where(eq(pointsProduct.id, id));
  return row;
}

/** Units of the product the user holds in live orders. */
export async function redeemedBy(q: DbOrTx, productId: number, userId: number): Promise<number> {
  const [row] = await q.select({ count: pointsRedemption.count }).from(pointsRedemption).where(and(eq(pointsRedemption.productId, productId), eq(pointsRedemption.userId, userId)));
  return row?.count ?? 0;
}

export interface PointsBalance {
  balance(userId: number): Promise<number>;
}

export function createPointsMallSource(db: Db, deps: { clock: Clock; points: PointsBalance }): PromotionSource {
  return {
    orderType: ORDER_TYPE.points,
    paidWhenFree: { payType: PAY_TYPE.points },

    async quote(userId, productId, line) {
      const p = await loadProduct(db, productId);
      if (!p || p.skuId !== line.skuId) throw new AppError('pointsMall.notFound', 404);
      if (p.status !== ON_SHELF) throw new AppError('pointsMall.offShelf');
      if (line.count > p.perUserLimit || (await redeemedBy(db, productId, userId)) + line.count > p.perUserLimit) throw new AppError('pointsMall.limitReached', 400, { limit: p.perUserLimit });
      if (p.stock < line.count) throw new AppError('pointsMall.soldOut');
      const need = p.points * line.count;
      const balance = await deps.points.balance(userId);
      if (balance < need) throw new AppError('pointsMall.insufficientPoints', 400, { need, balance });
      return { unitPrice: p.cash, points: p.points, freeFreight: true };
    },

    async reserve(tx, userId, productId, line, orderId) {
      const [p] = await tx.select({ perUserLimit: pointsProduct.perUserLimit }).from(pointsProduct).where(eq(pointsProduct.id, productId));
      const limit = p?.perUserLimit ?? 0;
      const quota = await tx
        .insert(pointsRedemption)
        .values({ productId, userId, count: line.count })
        .onConflictDoUpdate({
          target: [pointsRedemption.productId, pointsRedemption.userId],
          set: { count: sql`${pointsRedemption.count} + excluded.count` },
          setWhere: sql`${pointsRedemption.count} + excluded.count <= ${limit}`,
        })
        .returning({ count: pointsRedemption.count });
      if (quota.length === 0 || quota[0]!.count > limit) throw new AppError('pointsMall.limitReached', 400, { limit });
      await tx.insert(pointsMallOrder).values({ orderId, productId, userId, count: line.count });
      const took = await tx
        .update(pointsProduct)
        .set({ stock: sql`${pointsProduct.stock} - ${line.count}` })
        .where(and(eq(pointsProduct.id, productId), gte(pointsProduct.stock, line.count), eq(pointsProduct.status, ON_SHELF)))
        .returning({ stock: pointsProduct.stock });
      if (took.length === 0) throw new AppError('pointsMall.soldOut');
    },

    async release(tx, orderIds) {
      if (orderIds.length === 0) return;
      const back = await tx
        .update(pointsMallOrder)
        .set({ releasedAt: deps.clock.now() })
        .where(and(inArray(pointsMallOrder.orderId, orderIds), isNull(pointsMallOrder.releasedAt)))
        .returning({ productId: pointsMallOrder.productId, userId: pointsMallOrder.userId, count: pointsMallOrder.count });
      for (const b of back.sort((x, y) => x.productId - y.productId || x.userId - y.userId)) {
        await tx.update(pointsRedemption).set({ count: sql`greatest(${pointsRedemption.count} - ${b.count}, 0)` })
          .where(and(eq(pointsRedemption.productId, b.productId), eq(pointsRedemption.userId, b.userId)));
        // the units go back to the product even when it is off shelf (stock <= total always holds: they were taken from it)
        await tx.update(pointsProduct).set({ stock: sql`least(${pointsProduct.stock} + ${b.count}, ${pointsProduct.totalStock})` }).where(eq(pointsProduct.id, b.productId));
      }
    },
  };
}
