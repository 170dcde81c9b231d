// Groups not full in time fail, without in-memory timers: sweepDue(now) takes expired groups with
// FOR UPDATE SKIP LOCKED (several processes can sweep at once) and, in one transaction per batch, fails each
// group, marks its paid members refunding and has the order module cancel all its orders (stock back; unpaid
// members' seats released). Then every refunding member is refunded through the payment module with an
// idempotency key, so a sweep that stopped half-way and runs again never refunds twice.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { Clock } from '../../../platform/clock';
import type { GroupOrders } from '../../order/group-orders';
import type { PaymentService } from '../../payment/service';
import { moveGroup, moveMembers } from './status';

const { groupBuyGroup, groupBuyMember } = schema;
const BATCH = 50;
/** The refund reason the payment provider shows the payer (WeChat Pay: readable Chinese, never a message key). */
export const GROUP_FAILED_REFUND_REASON = '拼团未成功，款项原路退回';

export interface GroupSweepResult {
  /** groups failed at their deadline */
  failed: number;
  /** members refunded */
  refunded: number;
}

export function createGroupSweeper(db: Db, deps: { clock: Clock; groupOrders: () => GroupOrders; payment: () => Pick<PaymentService, 'refundOrder'>; log?: () => { error(o: object, m: string): void } }) {
  async function failBatch(now: Date): Promise<{ seen: number; failed: number }> {
    return db.transaction(async (tx) => {
      const due = await tx.select({ id: groupBuyGroup.id }).from(groupBuyGroup)
        .where(and(eq(groupBuyGroup.state, 'grouping'), lte(groupBuyGroup.expiresAt, now))).orderBy(asc(groupBuyGroup.id)).limit(BATCH).for('update', { skipLocked: true });
      let failed = 0;
      for (const g of due) {
        if (!(await moveGroup(tx, g.id, 'expire', now, { finishedAt: now }))) continue;
        failed += 1;
        const members = await tx.select({ orderId: groupBuyMember.orderId }).from(groupBuyMember)
          .where(and(eq(groupBuyMember.groupId, g.id), inArray(groupBuyMember.state, ['reserved', 'paid'])));
        await moveMembers(tx, eq(groupBuyMember.groupId, g.id), 'fail', now);
        await deps.groupOrders().failed(tx, members.map((m) => m.orderId), now);
      }
      return { seen: due.length, failed };
    });
  }

  async function refundAll(now: Date): Promise<number> {
    let refunded = 0;
    for (let round = 0; round < 100; round++) {
      const rows = await db.select().from(groupBuyMember).where(eq(groupBuyMember.state, 'refunding')).orderBy(asc(groupBuyMember.id)).limit(BATCH);
      let progressed = 0;
      for (const m of rows) {
        try {
          const r = await deps.payment().refundOrder(m.orderNumber, { idemKey: `group:${m.id}`, reason: GROUP_FAILED_REFUND_REASON });
          if ((await moveMembers(db, eq(groupBuyMember.id, m.id), 'refunded', now, { refundNo: r.refundNo })).length) progressed += 1;
        } catch (err) {
          deps.log?.().error({ err, orderNumber: m.orderNumber }, 'group buy refund failed: tried again at the next sweep');
        }
      }
      refunded += progressed;
      if (rows.length < BATCH || progressed === 0) break;
    }
    return refunded;
  }

  return {
    async sweepDue(now: Date = deps.clock.now()): Promise<GroupSweepResult> {
      let failed = 0;
      for (let round = 0; round < 100; round++) {
        const b = await failBatch(now);
        failed += b.failed;
        if (b.seen < BATCH) break;
      }
      return { failed, refunded: await refundAll(now) };
    },
  };
}
