// Timed moves of after-sales requests, by the app clock and from the database only (deadline_at set by the
// transition that started the wait): applied too long → accepted (the seller did not answer), an accepted return
// never shipped back → closed, a return shipped back and never confirmed → received, refused and left alone →
// closed. Then due payouts that never finished are paid (payout.ts). Each move is the guarded transition, so the
// sweeper racing the seller or the buyer gives one outcome.
import { and, eq, lte } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { REFUND_MODE, REFUND_STATUS } from '@mall/shared';
import type { RefundService } from './service';
import type { RefundEvent } from './status';

const { refundRequest } = schema;
const BATCH = 100;

const TIMEOUTS: { status: number; event: RefundEvent; mode?: number }[] = [
  { status: REFUND_STATUS.applied, event: 'autoAccept' },
  { status: REFUND_STATUS.accepted, event: 'closeOverdue', mode: REFUND_MODE.returnAndRefund },
  { status: REFUND_STATUS.buyerShipped, event: 'autoReceive' },
  { status: REFUND_STATUS.refused, event: 'closeRefused' },
];

export interface RefundSweepResult {
  autoAccepted: number;
  closedOverdue: number;
  autoReceived: number;
  closedRefused: number;
  paid: number;
}

export function createRefundSweeper(db: Db, refunds: RefundService) {
  async function sweep(t: (typeof TIMEOUTS)[number], now: Date): Promise<number> {
    let moved = 0;
    for (let round = 0; round < 100; round++) {
      const due = await db.select().from(refundRequest)
        .where(and(eq(refundRequest.status, t.status), lte(refundRequest.deadlineAt, now), t.mode ? eq(refundRequest.mode, t.mode) : undefined))
        .orderBy(refundRequest.deadlineAt, refundRequest.id).limit(BATCH);
      let changed = 0;
      for (const r of due) if (await refunds.timeout(r, t.event, now)) changed++;
      moved += changed;
      if (due.length < BATCH || changed === 0) break;
    }
    return moved;
  }

  return async function sweepDue(now: Date): Promise<RefundSweepResult> {
    const [autoAccepted, closedOverdue, autoReceived, closedRefused] = [
      await sweep(TIMEOUTS[0]!, now), await sweep(TIMEOUTS[1]!, now), await sweep(TIMEOUTS[2]!, now), await sweep(TIMEOUTS[3]!, now),
    ];
    const paid = await refunds.payout.sweepPayouts(now);
    return { autoAccepted, closedOverdue, autoReceived, closedRefused, paid };
  };
}
