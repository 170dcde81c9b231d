// Applying a transition of status.ts to a request: one guarded UPDATE (WHERE id AND status = from [AND mode]), a
// timeline row and a notice to the other side, in the caller's transaction. Answers the moved row, or undefined
// when the table has no such transition or another caller moved the request first.
import { and, eq } from 'drizzle-orm';
import { schema } from '@mall/db';
import type { RefundActor } from '@mall/shared';
import type { DbOrTx } from '@mall/db';
import { refundTransitionOf, type RefundEvent } from './status';

const { refundRequest, refundLog, refundNotice } = schema;
export type RefundRow = typeof refundRequest.$inferSelect;
export type RefundPatch = Partial<Omit<typeof refundRequest.$inferInsert, 'id' | 'status' | 'refundSn' | 'userId' | 'shopId' | 'orderId'>>;

export async function moveRefund(
  tx: DbOrTx, req: Pick<RefundRow, 'id' | 'status' | 'mode' | 'userId' | 'shopId' | 'refundSn'>, event: RefundEvent,
  by: { actor: RefundActor; now: Date; note?: string | null }, patch: RefundPatch = {},
): Promise<RefundRow | undefined> {
  const t = refundTransitionOf(event, req.status, req.mode);
  if (!t || t.actor !== by.actor) return undefined;
  const [moved] = await tx.update(refundRequest).set({ ...patch, status: t.to, updatedAt: by.now })
    .where(and(eq(refundRequest.id, req.id), eq(refundRequest.status, t.from), eq(refundRequest.mode, req.mode))).returning();
  if (!moved) return undefined;
  await tx.insert(refundLog).values({ requestId: req.id, fromStatus: t.from, toStatus: t.to, event, actor: by.actor, note: by.note ?? null, at: by.now });
  await notify(tx, moved, by.actor, by.now);
  return moved;
}

/** A notice of the request's new state to the side that did not act (the buyer acting tells the shop, and so on). */
export async function notify(tx: DbOrTx, r: Pick<RefundRow, 'userId' | 'shopId' | 'refundSn' | 'status'>, actor: RefundActor, now: Date): Promise<void> {
  const rows: (typeof refundNotice.$inferInsert)[] = [];
  if (actor !== 'buyer') rows.push({ userId: r.userId, refundSn: r.refundSn, status: r.status, createdAt: now });
  if (actor !== 'seller') rows.push({ shopId: r.shopId, refundSn: r.refundSn, status: r.status, createdAt: now });
  await tx.insert(refundNotice).values(rows);
}
