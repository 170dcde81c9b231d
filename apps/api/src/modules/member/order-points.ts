// Points and orders (issue 14): the operator's rules (the checkout rate, the cap, what completed orders earn; in
// member_setting), each order's spend in the submit's transaction, the give-back on cancel, expiry and refund,
// the points a completed order earns (and their share taken back by a later refund) and those a review earns. The order and refund modules call these through their own interfaces
// (order/pricing/types.ts PointsSource), never the ledger's tables.
import { eq } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import { POINTS_CHECKOUT_DEFAULTS, pointsCheckoutRulesRule, type PointsCheckoutRules } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PointsLedger } from './ledger';

const { memberSetting } = schema;
const RULES_KEY = 'checkoutPoints';
export const orderSpendKey = (orderNumber: string) => `order:${orderNumber}`;

export function createOrderPoints(db: Db, deps: { clock: Clock; ledger: PointsLedger }) {
  const { clock, ledger } = deps;

  /** The operator's rules (defaults when unset); read in `q` (inside a caller's transaction, its own). */
  async function rules(q: DbOrTx = db): Promise<PointsCheckoutRules> {
    const [row] = await q.select({ value: memberSetting.value }).from(memberSetting).where(eq(memberSetting.key, RULES_KEY));
    const v = { ...POINTS_CHECKOUT_DEFAULTS, ...(row?.value as Partial<PointsCheckoutRules> | undefined) };
    return pointsCheckoutRulesRule(v) ? { ...POINTS_CHECKOUT_DEFAULTS } : v;
  }

  return {
    rules: () => rules(),

    async setRules(r: PointsCheckoutRules): Promise<PointsCheckoutRules> {
      const refused = pointsCheckoutRulesRule(r);
      if (refused) throw new AppError(refused);
      const value = { pointsPerYuan: r.pointsPerYuan, maxSharePercent: r.maxSharePercent, yuanPerPoint: r.yuanPerPoint, reviewPoints: r.reviewPoints };
      await db.insert(memberSetting).values({ key: RULES_KEY, value, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: memberSetting.key, set: { value, updatedAt: clock.now() } });
      return value;
    },

    balance: (userId: number) => ledger.balanceOf(userId),

    /**
     * Each order's points, inside the submit's transaction: the whole is checked against the balance first (under the
     * account lock, due lots expired), so a refusal names the balance the buyer has; racing submits wait on the lock.
     */
    async spend(tx: DbOrTx, userId: number, parts: { orderNumber: string; points: number }[]): Promise<void> {
      const wanted = parts.reduce((s, p) => s + p.points, 0);
      if (wanted <= 0) return;
      await ledger.lock(tx, userId);
      await ledger.expireDueLocked(tx, userId, clock.now());
      const balance = await ledger.lock(tx, userId);
      if (balance < wanted) throw new AppError('points.insufficient', 400, { balance });
      for (const p of parts) if (p.points > 0) await ledger.spend(tx, { userId, amount: p.points, key: orderSpendKey(p.orderNumber), ref: p.orderNumber });
    },

    /** An order's points back (all that is left of its spend, or `points` of them), once per key. */
    async giveBack(tx: DbOrTx, g: { userId: number; orderNumber: string; key: string; points?: number }): Promise<void> {
      if (g.points === 0) return;
      await ledger.giveBack(tx, { userId: g.userId, spendKey: orderSpendKey(g.orderNumber), key: g.key, ref: g.orderNumber, ...(g.points !== undefined ? { amount: g.points } : {}) });
    },

    /** A completed order earns one point per `yuanPerPoint` yuan of `paid` fen (× the member's multiplier, percent), once per order. */
    async earn(tx: DbOrTx, o: { userId: number; orderNumber: string; paid: number; multiplierPercent?: number }): Promise<void> {
      const { yuanPerPoint } = await rules(tx);
      const amount = Math.floor((Math.floor(o.paid / (100 * yuanPerPoint)) * (o.multiplierPercent ?? 100)) / 100);
      if (amount <= 0) return;
      await ledger.earn(tx, { userId: o.userId, amount, source: 'orderComplete', key: orderSpendKey(o.orderNumber), ref: o.orderNumber, basis: o.paid });
    },

    /**
     * A refund of an order that has already earned its points (refunded after completion) takes back their share:
     * an earning of E points for B fen (what was paid, `paid`, less what had been refunded before it) keeps
     * floor(E × (B − R) / B) once R fen more are refunded, so the take-backs of all its refunds add up to exactly E
     * when all is refunded. `refunded` is every settled refund of the order, this one included. Never more than the
     * live balance (points spent stay spent); what could not be taken is taken by a later refund of the same order
     * when the balance allows. Once per key. Nothing when the order has not earned (its earning counts the refunds).
     */
    async takeBackEarned(tx: DbOrTx, o: { userId: number; orderNumber: string; key: string; paid: number; refunded: number }): Promise<void> {
      await ledger.lock(tx, o.userId); // the user's changes one after another: two refunds of the order see each other's take-back
      const earned = (await ledger.rowsFor(tx, o.userId, 'earned', o.orderNumber)).find((r) => r.source === 'orderComplete');
      if (!earned?.basis) return;
      const before = Math.max(o.paid - earned.basis, 0);
      const since = Math.min(Math.max(o.refunded - before, 0), earned.basis);
      const keeps = Math.floor((earned.amount * (earned.basis - since)) / earned.basis);
      const taken = (await ledger.rowsFor(tx, o.userId, 'reclaimed', o.orderNumber)).reduce((sum, r) => sum - r.amount, 0);
      const owed = earned.amount - keeps - taken;
      if (owed > 0) await ledger.reclaim(tx, { userId: o.userId, amount: owed, key: o.key, ref: o.orderNumber, source: 'orderComplete' });
    },

    /** The first review of a received order line earns the operator's review points, once per line. */
    async earnForReview(tx: DbOrTx, r: { userId: number; orderNumber: string; orderItemId: number }): Promise<void> {
      const { reviewPoints } = await rules(tx);
      if (reviewPoints <= 0) return;
      await ledger.earn(tx, { userId: r.userId, amount: reviewPoints, source: 'review', key: `review:${r.orderItemId}`, ref: r.orderNumber });
    },
  };
}

export type OrderPoints = ReturnType<typeof createOrderPoints>;
