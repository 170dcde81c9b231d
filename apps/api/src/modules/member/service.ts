// The member domain, first slice (issue 14, decision 019): the points ledger and the daily sign-in. Levels,
// growth, paid membership, checkout points and the points mall come later and will call `ledger` the same way.
import type { Db } from '@mall/db';
import type { PointsInfo } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { createPointsLedger } from './ledger';
import { createOrderPoints } from './order-points';
import { createSignIn } from './sign-in';

const DAY = 86_400_000;

export function createMemberService(db: Db, deps: { clock: Clock }) {
  const ledger = createPointsLedger(db, deps);
  const signIn = createSignIn(db, { clock: deps.clock, ledger });
  const orderPoints = createOrderPoints(db, { clock: deps.clock, ledger });

  return {
    /** earn / spend / giveBack inside a caller's transaction; balance, soon to expire, records, sweeper, audit */
    ledger,
    signIn,
    /** points at checkout, given back on cancel / refund, earned by completed orders (order-points.ts) */
    orderPoints,

    /** GET /p/points/info */
    async info(userId: number): Promise<PointsInfo> {
      const [balance, soon, today] = await Promise.all([ledger.balanceOf(userId), ledger.soonToExpire(userId), signIn.today(userId)]);
      return { balance, soonToExpire: soon.points, soonToExpireAt: soon.first?.toISOString() ?? null, ...today };
    },

    /**
     * Demo data (main.ts): the buyer starts with 5,000 points in two lots, 1,200 received 350 days ago (so they
     * expire within 30 days) and 3,800 received now. Once: later calls change nothing.
     */
    async ensureDemoPoints(userId: number): Promise<void> {
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        await ledger.earn(tx, { userId, amount: 1_200, source: 'admin', key: `demo:${userId}:old`, ref: 'demo', receivedAt: new Date(now.getTime() - 350 * DAY) });
        await ledger.earn(tx, { userId, amount: 3_800, source: 'admin', key: `demo:${userId}:new`, ref: 'demo' });
      });
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
