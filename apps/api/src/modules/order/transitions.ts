// Applying a transition of status.ts: one guarded UPDATE (WHERE id = ? AND status = from) plus a
// history row, in the caller's transaction. Answers false when another request changed the order first.
import { and, eq } from 'drizzle-orm';
import { schema } from '@mall/db';
import type { DbOrTx } from '@mall/db';
import { transitionOf, type OrderEvent } from './status';

const { orders, orderStatusLog } = schema;
export type OrderPatch = Partial<Omit<typeof orders.$inferInsert, 'id' | 'status' | 'orderNumber' | 'userId'>>;

export async function applyTransition(tx: DbOrTx, order: { id: number; status: number }, event: OrderEvent, now: Date, patch: OrderPatch = {}): Promise<boolean> {
  const t = transitionOf(event, order.status);
  if (!t) return false;
  const changed = await tx
    .update(orders)
    .set({ ...patch, status: t.to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, t.from)))
    .returning({ id: orders.id });
  if (changed.length === 0) return false;
  await tx.insert(orderStatusLog).values({ orderId: order.id, fromStatus: t.from, toStatus: t.to, event, at: now });
  return true;
}
