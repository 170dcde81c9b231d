// What the after-sales (refund) and invoice modules need of orders: the caller's order with its lines, an order by id for the
// seller and the platform, and the 'refundClose' transition when everything of an order was refunded (its coupons
// come back in the same transaction). The order answers (list, detail, counts) show after-sales state through a view
// the refund module registers (RefundView), so this module never reads the refund tables.
import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { CANCEL_REASON, ORDER_STATUS } from '@mall/shared';
import { AppError } from '../../platform/errors';
import type { DbOrTx } from '@mall/db';
import type { CouponSource } from './pricing/types';
import { transitionOf } from './status';
import { applyTransition } from './transitions';

const { orders, orderItem } = schema;
export type AftersaleOrder = typeof orders.$inferSelect;
export type AftersaleItem = typeof orderItem.$inferSelect;
export interface OrderWithItems {
  order: AftersaleOrder;
  items: AftersaleItem[];
}

/** After-sales state of orders as the order answers show it (registered by the refund module). */
export interface RefundView {
  /** per line: the latest request's status and how many units can still be asked for; per order: can a request be made, the open whole-order request */
  forOrders(userId: number, orders: Pick<AftersaleOrder, 'id' | 'status' | 'receiptTime' | 'shopId'>[], items: Pick<AftersaleItem, 'id' | 'orderId' | 'count'>[]): Promise<{
    lines: Map<number, { refundStatus: number | null; refundSn: string | null; refundableCount: number }>;
    orders: Map<number, { canApplyRefund: boolean; refundSn: string | null }>;
  }>;
  /** the buyer's open requests (centerInfo.orderCountData.refund) */
  openCount(userId: number): Promise<number>;
  /** fen refunded so far per order (settled requests), read in the caller's transaction */
  refundedAmounts(tx: DbOrTx, orderIds: number[]): Promise<Map<number, number>>;
}

export function createOrderAftersale(db: Db, deps: { coupons?: Pick<CouponSource, 'release'> }) {
  /** The order's status and what was paid for it, read in the caller's transaction with the row locked. */
  async function lock(tx: DbOrTx, orderId: number): Promise<{ status: number; actualTotal: number } | undefined> {
    const [o] = await tx.select({ status: orders.status, actualTotal: orders.actualTotal }).from(orders).where(eq(orders.id, orderId)).for('update');
    return o;
  }

  async function withItems(o: AftersaleOrder | undefined, q: DbOrTx = db): Promise<OrderWithItems | undefined> {
    if (!o) return undefined;
    const items = await q.select().from(orderItem).where(eq(orderItem.orderId, o.id)).orderBy(orderItem.id);
    return { order: o, items };
  }

  return {
    /** One of the caller's orders (not deleted) with its lines (read in `q`, a transaction or the db); 404 order.notFound otherwise. */
    async owned(userId: number, orderNumber: string, q: DbOrTx = db): Promise<OrderWithItems> {
      const [o] = await q.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId), isNull(orders.deletedAt)));
      const found = await withItems(o, q);
      if (!found) throw new AppError('order.notFound', 404);
      return found;
    },

    /**
     * For the invoice module: the caller's most recent paid, not canceled orders (`limit`, newest first) received
     * since `receivedSince` or not received yet, each with its first line (name and picture).
     */
    async invoiceable(userId: number, receivedSince: Date, limit: number) {
      const paid = [ORDER_STATUS.pendingDelivery, ORDER_STATUS.shipped, ORDER_STATUS.pendingEvaluation, ORDER_STATUS.completed, ORDER_STATUS.evaluated];
      const rows = await db.select().from(orders)
        .where(and(eq(orders.userId, userId), isNull(orders.deletedAt), inArray(orders.status, paid), or(isNull(orders.receiptTime), gte(orders.receiptTime, receivedSince))))
        .orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
      if (rows.length === 0) return [];
      const lines = await db.select().from(orderItem).where(inArray(orderItem.orderId, rows.map((r) => r.id))).orderBy(orderItem.id);
      return rows.map((order) => ({ order, first: lines.find((l) => l.orderId === order.id) ?? null }));
    },

    /** An order by id with its lines (the request names it), deleted by its buyer or not. */
    async byId(orderId: number): Promise<OrderWithItems | undefined> {
      const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
      return withItems(o);
    },

    /** Lines by id (order_item rows), for a request's lines. */
    async items(itemIds: number[]): Promise<Map<number, AftersaleItem>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db.select().from(orderItem).where(inArray(orderItem.id, [...new Set(itemIds)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** The order's status, read in the caller's transaction with the row locked (stock moves depend on it). */
    async lockStatus(tx: DbOrTx, orderId: number): Promise<number | undefined> {
      return (await lock(tx, orderId))?.status;
    },

    lock,

    /**
     * Everything of the order was refunded: it moves to canceled where the order table allows it (pending delivery,
     * shipped, pending evaluation: 'refundClose'; a completed or evaluated order stays as it is) and its used coupons
     * come back, inside the caller's transaction. Answers whether the order moved.
     */
    async refundClose(tx: DbOrTx, orderId: number, now: Date): Promise<boolean> {
      const [o] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
      if (!o) return false;
      const moved = transitionOf('refundClose', o.status) ? await applyTransition(tx, o, 'refundClose', now, { cancelTime: now, cancelReason: CANCEL_REASON.refunded }) : false;
      await deps.coupons?.release(tx, [orderId]);
      return moved;
    },
  };
}

export type OrderAftersale = ReturnType<typeof createOrderAftersale>;
