// Points and orders (issue 14): the operator's rules (the checkout rate, the cap, what completed orders earn; in
// member_setting), each order's spend in the submit's transaction, the give-back on cancel, expiry and refund,
// and the points a completed order earns. The order and refund modules call these through their own interfaces
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
      const value = { pointsPerYuan: r.pointsPerYuan, maxSharePercent: r.maxSharePercent, yuanPerPoint: r.yuanPerPoint };
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

    /** A completed order earns one point per `yuanPerPoint` yuan of `paid` fen, once per order. */
    async earn(tx: DbOrTx, o: { userId: number; orderNumber: string; paid: number }): Promise<void> {
      const { yuanPerPoint } = await rules(tx);
      const amount = Math.floor(o.paid / (100 * yuanPerPoint));
      if (amount <= 0) return;
      await ledger.earn(tx, { userId: o.userId, amount, source: 'orderComplete', key: orderSpendKey(o.orderNumber), ref: o.orderNumber });
    },
  };
}

export type OrderPoints = ReturnType<typeof createOrderPoints>;
