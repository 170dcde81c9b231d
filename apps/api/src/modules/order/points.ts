// Points of completed orders (issue 14): an order that completes (the sweeper's 'complete' or the last review's
// 'evaluate') earns points for what was paid minus what was refunded before, inside the transition's transaction,
// once per order (the member module's key 'order:<number>').
import { inArray } from 'drizzle-orm';
import { schema, type DbOrTx } from '@mall/db';
import type { RefundView } from './aftersale';
import type { PointsSource } from './pricing/types';

const { orders } = schema;

export function earnOnCompletion(points: Pick<PointsSource, 'earn'>, refunds: () => RefundView | null) {
  return async (tx: DbOrTx, orderIds: number[]): Promise<void> => {
    if (orderIds.length === 0) return;
    const rows = await tx.select({ id: orders.id, userId: orders.userId, orderNumber: orders.orderNumber, actualTotal: orders.actualTotal })
      .from(orders).where(inArray(orders.id, orderIds)).orderBy(orders.id);
    const refunded = (await refunds()?.refundedAmounts(tx, orderIds)) ?? new Map<number, number>();
    for (const o of rows) await points.earn(tx, { userId: o.userId, orderNumber: o.orderNumber, paid: Math.max(o.actualTotal - (refunded.get(o.id) ?? 0), 0) });
  };
}
