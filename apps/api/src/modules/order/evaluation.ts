// What the review module needs of orders: the caller's received lines, marking a line reviewed, and the 'evaluate'
// transition (pending evaluation → evaluated) once every line of the order is reviewed. The order row is locked
// (FOR UPDATE) before a line is marked, so two last reviews of different lines racing see each other and exactly one
// of them applies the transition; a line is marked by one guarded UPDATE (commented = false), so it is marked once.
import { and, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { ORDER_STATUS, REVIEW_LIMITS } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { DbOrTx } from '@mall/db';
import { applyTransition } from './transitions';

const { orders, orderItem } = schema;
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItem.$inferSelect;

/** Orders whose lines can be reviewed: received ones (pending evaluation, evaluated, completed). */
export const REVIEWABLE_STATUSES: readonly number[] = [ORDER_STATUS.pendingEvaluation, ORDER_STATUS.evaluated, ORDER_STATUS.completed];

export interface ReviewLine {
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'userId' | 'shopId' | 'status' | 'receiptTime'>;
  item: ItemRow;
}

export function createOrderEvaluation(db: Db, clock: Clock, completed?: (tx: DbOrTx, orderIds: number[]) => Promise<void>) {
  const owned = (userId: number) => and(eq(orders.userId, userId), isNull(orders.deletedAt));
  const pickOrder = (o: OrderRow): ReviewLine['order'] => ({ id: o.id, orderNumber: o.orderNumber, userId: o.userId, shopId: o.shopId, status: o.status, receiptTime: o.receiptTime });

  return {
    /** One of the caller's orders with its lines (404 for another user's or a deleted order). */
    async orderForReview(userId: number, orderNumber: string): Promise<{ order: ReviewLine['order']; items: ItemRow[] }> {
      const [o] = await db.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), owned(userId)));
      if (!o) throw new AppError('order.notFound', 404);
      const items = await db.select().from(orderItem).where(eq(orderItem.orderId, o.id)).orderBy(orderItem.id);
      return { order: pickOrder(o), items };
    },

    /** A line of the caller's order, its order row locked until the transaction ends (404 when not the caller's). */
    async lockLine(tx: DbOrTx, userId: number, orderItemId: number): Promise<ReviewLine> {
      const [item] = await tx.select().from(orderItem).where(eq(orderItem.id, orderItemId));
      if (!item) throw new AppError('review.lineNotFound', 404);
      const [o] = await tx.select().from(orders).where(and(eq(orders.id, item.orderId), owned(userId))).for('update');
      if (!o) throw new AppError('review.lineNotFound', 404);
      return { order: pickOrder(o), item };
    },

    /**
     * Marks a line reviewed (inside the caller's transaction, after lockLine) and evaluates the order when it was its
     * last unreviewed line. Answers false when the line was already marked (nothing changed).
     */
    async markReviewed(tx: DbOrTx, line: ReviewLine): Promise<{ marked: boolean; evaluated: boolean }> {
      const done = await tx.update(orderItem).set({ commented: true })
        .where(and(eq(orderItem.id, line.item.id), eq(orderItem.commented, false))).returning({ id: orderItem.id });
      if (done.length === 0) return { marked: false, evaluated: false };
      const [left] = await tx.select({ n: count() }).from(orderItem).where(and(eq(orderItem.orderId, line.order.id), eq(orderItem.commented, false)));
      if (Number(left?.n ?? 0) > 0) return { marked: true, evaluated: false };
      const now = clock.now();
      const evaluated = await applyTransition(tx, line.order, 'evaluate', now, { finallyTime: now });
      if (evaluated) await completed?.(tx, [line.order.id]); // points earned, in the transition's transaction
      return { marked: true, evaluated };
    },

    /** When each of the caller's orders was received (null while not received), by order id. */
    async receiptTimes(userId: number, orderIds: number[]): Promise<Map<number, { status: number; receiptTime: Date | null }>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db.select({ id: orders.id, status: orders.status, receiptTime: orders.receiptTime }).from(orders)
        .where(and(inArray(orders.id, [...new Set(orderIds)]), owned(userId)));
      return new Map(rows.map((r) => [r.id, { status: r.status, receiptTime: r.receiptTime }]));
    },

    /** centerInfo unComment: the caller's lines still waiting for a review (received, inside the review window). */
    async unreviewedCount(userId: number): Promise<number> {
      const since = new Date(clock.now().getTime() - REVIEW_LIMITS.windowDays * 24 * 60 * 60 * 1000);
      const [row] = await db.select({ n: count() }).from(orderItem).innerJoin(orders, eq(orders.id, orderItem.orderId))
        .where(and(owned(userId), inArray(orders.status, [ORDER_STATUS.pendingEvaluation, ORDER_STATUS.completed]), gte(orders.receiptTime, since), eq(orderItem.commented, false)));
      return Number(row?.n ?? 0);
    },
  };
}

export type OrderEvaluation = ReturnType<typeof createOrderEvaluation>;
