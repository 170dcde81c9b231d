// Growth value (issue 14, decision 023): a ledger row per change (source, signed amount, growth after it, a unique
// key), the user's account row locked first so a user's changes happen one after another, and every change that
// raises growth gives the rewards of each level reached that the user never got (coupons and points, once per user
// and level: the reward row's primary key). Completed orders earn (growth per yuan paid), refunds take back the
// refunded share of what the order earned, sign-ins and reviews earn by the operator's rules.
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import { GROWTH_RULES_DEFAULTS, growthRulesRule, orderGrowth, signInGrowth, type GrowthRecord, type GrowthRules, type Paged } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';

const { growthAccount: account, growthLog: log, memberLevel, memberLevelReward, membershipSetting } = schema;
export type GrowthSource = schema.GrowthSource;
const RULES_KEY = 'growthRules';

export interface LevelRewards {
  /** gives coupons inside the transaction (the promotion module's grant) */
  grantCoupons(tx: DbOrTx, userId: number, couponIds: number[]): Promise<unknown>;
  /** earns points inside the transaction (the member module's ledger, source 'levelUp') */
  earnPoints(tx: DbOrTx, e: { userId: number; amount: number; key: string; ref: string }): Promise<unknown>;
}

export function createGrowth(db: Db, deps: { clock: Clock; rewards: LevelRewards }) {
  const { clock, rewards } = deps;

  async function rules(q: DbOrTx = db): Promise<GrowthRules> {
    const [row] = await q.select({ value: membershipSetting.value }).from(membershipSetting).where(eq(membershipSetting.key, RULES_KEY));
    const v = { ...GROWTH_RULES_DEFAULTS, ...(row?.value as Partial<GrowthRules> | undefined) };
    return growthRulesRule(v) ? { ...GROWTH_RULES_DEFAULTS } : v;
  }

  async function setRules(r: GrowthRules): Promise<GrowthRules> {
    const refused = growthRulesRule(r);
    if (refused) throw new AppError(refused);
    const value = { perYuan: r.perYuan, review: r.review, signInMode: r.signInMode, signInCycle: r.signInCycle, signInFixed: r.signInFixed };
    await db.insert(membershipSetting).values({ key: RULES_KEY, value, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: membershipSetting.key, set: { value, updatedAt: clock.now() } });
    return value;
  }

  /** Locks the user's growth row for the rest of the transaction (made when missing); answers the growth. */
  async function lock(tx: DbOrTx, userId: number): Promise<number> {
    await tx.insert(account).values({ userId, growth: 0, updatedAt: clock.now() }).onConflictDoNothing();
    const [row] = await tx.select({ growth: account.growth }).from(account).where(eq(account.userId, userId)).for('update');
    return row!.growth;
  }

  /** Gives the rewards of every level reached at `growth` the user has not had yet (once per user and level). */
  async function levelUp(tx: DbOrTx, userId: number, growth: number): Promise<number[]> {
    const reached = await tx.select().from(memberLevel).where(lte(memberLevel.threshold, growth)).orderBy(asc(memberLevel.threshold));
    const given: number[] = [];
    for (const level of reached) {
      const [won] = await tx.insert(memberLevelReward).values({ userId, levelId: level.id, createdAt: clock.now() })
        .onConflictDoNothing().returning({ levelId: memberLevelReward.levelId });
      if (!won) continue;
      if (level.couponIds.length) await rewards.grantCoupons(tx, userId, level.couponIds);
      if (level.levelUpPoints > 0) await rewards.earnPoints(tx, { userId, amount: level.levelUpPoints, key: `levelUp:${userId}:${level.id}`, ref: level.nameZh });
      given.push(level.id);
    }
    return given;
  }

  /**
   * A growth change inside the caller's transaction, once per key: earned (amount > 0, then level rewards) or taken
   * back (amount < 0, never below zero). Answers whether it applied and the growth after.
   */
  async function change(tx: DbOrTx, c: { userId: number; amount: number; source: GrowthSource; key: string; ref?: string | null; fen?: number | null }): Promise<{ applied: boolean; growth: number }> {
    if (!Number.isSafeInteger(c.amount)) throw new Error(`growth must be a whole number, got ${c.amount}`);
    const current = await lock(tx, c.userId);
    const [seen] = await tx.select({ id: log.id }).from(log).where(eq(log.idemKey, c.key)).limit(1);
    if (seen) return { applied: false, growth: current };
    const amount = c.amount < 0 ? -Math.min(-c.amount, current) : c.amount;
    if (amount === 0) return { applied: false, growth: current };
    const now = clock.now();
    const [row] = await tx.update(account).set({ growth: sql`${account.growth} + ${amount}`, updatedAt: now })
      .where(and(eq(account.userId, c.userId), sql`${account.growth} + ${amount} >= 0`)).returning({ growth: account.growth });
    if (!row) throw new Error(`growth of user ${c.userId} would go below zero`);
    await tx.insert(log).values({ userId: c.userId, source: c.source, amount, balanceAfter: row.growth, ref: c.ref ?? null, fen: c.fen ?? null, idemKey: c.key, createdAt: now });
    if (amount > 0) await levelUp(tx, c.userId, row.growth);
    return { applied: true, growth: row.growth };
  }

  return {
    rules,
    setRules,
    lock,
    change,

    /** A completed order earns growth for `paid` fen (less refunds before completion), once per order. */
    async orderCompleted(tx: DbOrTx, o: { userId: number; orderNumber: string; paid: number }): Promise<void> {
      const amount = orderGrowth(await rules(tx), o.paid);
      if (amount > 0) await change(tx, { userId: o.userId, amount, source: 'orderComplete', key: `order:${o.orderNumber}`, ref: o.orderNumber, fen: o.paid });
    },

    /**
     * A refund of an order settled (`refunded`: all its settled refunds, this one included; `paid`: its actual total):
     * growth E earned on B fen (what was paid less the refunds before completion) keeps floor(E × (B − R) / B) for the
     * R fen refunded since, so all the take-backs add up to E when all is refunded; once per key (the refund's).
     * Nothing when the order has not earned (a refund before completion: the completion earns on what is left).
     */
    async orderRefunded(tx: DbOrTx, r: { userId: number; orderNumber: string; key: string; paid: number; refunded: number }): Promise<void> {
      await lock(tx, r.userId);
      const [earned] = await tx.select().from(log).where(eq(log.idemKey, `order:${r.orderNumber}`));
      if (!earned || !earned.fen || earned.fen <= 0) return;
      const basis = earned.fen;
      const since = Math.min(Math.max(r.refunded - Math.max(r.paid - basis, 0), 0), basis);
      const keeps = Math.floor((earned.amount * (basis - since)) / basis);
      const [prev] = await tx.select({ amount: sql<string>`coalesce(sum(${log.amount}), 0)` }).from(log)
        .where(and(eq(log.userId, r.userId), eq(log.ref, r.orderNumber), eq(log.source, 'refund')));
      const owed = earned.amount + Number(prev?.amount ?? 0) - keeps;
      if (owed > 0) await change(tx, { userId: r.userId, amount: -owed, source: 'refund', key: r.key, ref: r.orderNumber, fen: since });
    },

    /** A sign-in earns growth by the operator's rule (the cycle's day of the streak, or a fixed amount). */
    async signedIn(tx: DbOrTx, s: { userId: number; day: string; streak: number }): Promise<number> {
      const amount = signInGrowth(await rules(tx), s.streak);
      if (amount > 0) await change(tx, { userId: s.userId, amount, source: 'signIn', key: `signIn:${s.userId}:${s.day}`, ref: s.day });
      return amount;
    },

    /** The first review of an order line earns growth, once per line. */
    async reviewed(tx: DbOrTx, r: { userId: number; orderNumber: string; orderItemId: number }): Promise<void> {
      const amount = (await rules(tx)).review;
      if (amount > 0) await change(tx, { userId: r.userId, amount, source: 'review', key: `review:${r.orderItemId}`, ref: r.orderNumber });
    },

    async growthOf(userId: number, q: DbOrTx = db): Promise<number> {
      const [row] = await q.select({ growth: account.growth }).from(account).where(eq(account.userId, userId));
      return row?.growth ?? 0;
    },

    async records(userId: number, q: { current: number; size: number }): Promise<Paged<GrowthRecord>> {
      const [rows, [total]] = await Promise.all([
        db.select().from(log).where(eq(log.userId, userId)).orderBy(desc(log.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(log).where(eq(log.userId, userId)),
      ]);
      return toPage(rows.map((r) => ({ id: r.id, source: r.source, amount: r.amount, balanceAfter: r.balanceAfter, ref: r.ref, createTime: r.createdAt.toISOString() })), Number(total?.n ?? 0), q.current, q.size);
    },

    /** Test check: growth = sum of the ledger = last row's growth after. */
    async audit(userId: number) {
      const [[acct], [sum], [last]] = await Promise.all([
        db.select({ g: account.growth }).from(account).where(eq(account.userId, userId)),
        db.select({ s: sql<string>`coalesce(sum(${log.amount}), 0)` }).from(log).where(eq(log.userId, userId)),
        db.select({ b: log.balanceAfter }).from(log).where(eq(log.userId, userId)).orderBy(desc(log.id)).limit(1),
      ]);
      return { growth: acct?.g ?? 0, ledgerSum: Number(sum?.s ?? 0), lastBalanceAfter: last?.b ?? 0 };
    },
  };
}

export type Growth = ReturnType<typeof createGrowth>;
