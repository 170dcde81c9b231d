// The points ledger (issue 14, decision 019). Points are received in lots (source, amount, received, expires one
// calendar year later by the app clock, remaining); every change is a ledger row (earned / spent / expired /
// refunded / reclaimed, signed amount, balance after). A user's changes lock the user's account row first, so they happen one
// after another; every row move is a guarded UPDATE as well. Invariant (audit()): the account's balance = the sum
// of the remaining of the user's lots not expired = the sum of the ledger's amounts = the last row's balance after.
import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { POINTS_LIMITS, type Paged, type PointsRecord, type PointsRecordsQuery } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import type { DbOrTx } from '../catalog/skus';

const { pointsAccount: account, pointsLot: lot, pointsLog: log } = schema;
export type PointsSource = schema.PointsSource;
export type PointsLotUse = schema.PointsLotUse;

/** When points received at `at` expire: the same moment one calendar year later (UTC; 29 Feb → 1 Mar). */
export function expiryOf(at: Date): Date {
  const d = new Date(at.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + POINTS_LIMITS.lifetimeYears);
  return d;
}

export interface EarnInput {
  userId: number;
  amount: number;
  source: PointsSource;
  /** unique per earning ('signIn:<user>:<day>', 'order:<number>', ...): a second call with it changes nothing */
  key: string;
  ref?: string | null;
  /** when the points count as received (demo data, imports); now by default */
  receivedAt?: Date;
  /** an order's earning: the fen it was earned for */
  basis?: number;
}

export interface SpendInput {
  userId: number;
  amount: number;
  /** unique per spending (e.g. the order number): a second call answers the first one's lots */
  key: string;
  ref?: string | null;
}

const wholePositive = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${what} must be a positive whole number of points, got ${n}`);
};

export function createPointsLedger(db: Db, deps: { clock: Clock }) {
  const { clock } = deps;

  /** Locks the user's account row for the rest of the transaction (made when missing); answers the balance. */
  async function lock(tx: DbOrTx, userId: number): Promise<number> {
    await tx.insert(account).values({ userId, balance: 0, updatedAt: clock.now() }).onConflictDoNothing();
    const [row] = await tx.select({ balance: account.balance }).from(account).where(eq(account.userId, userId)).for('update');
    return row!.balance;
  }

  /** Moves the locked account's balance (guarded: never below zero); answers the balance after. */
  async function move(tx: DbOrTx, userId: number, delta: number, now: Date): Promise<number> {
    const [row] = await tx.update(account)
      .set({ balance: sql`${account.balance} + ${delta}`, updatedAt: now })
      .where(and(eq(account.userId, userId), sql`${account.balance} + ${delta} >= 0`))
      .returning({ balance: account.balance });
    if (!row) throw new Error(`points balance of user ${userId} would go below zero (${delta})`);
    return row.balance;
  }

  const seen = async (tx: DbOrTx, idemKey: string) =>
    (await tx.select().from(log).where(eq(log.idemKey, idemKey)).limit(1))[0];

  /** Writes off the rest of one locked lot as expired: the lot, the balance and an 'expired' row. */
  async function expireLot(tx: DbOrTx, l: { id: number; userId: number; remaining: number; source: PointsSource; ref: string | null }, now: Date) {
    const [done] = await tx.update(lot).set({ expiredAt: now, remaining: 0 })
      .where(and(eq(lot.id, l.id), isNull(lot.expiredAt), eq(lot.remaining, l.remaining))).returning({ id: lot.id });
    if (!done) throw new Error(`points lot ${l.id} changed under its lock`);
    const balanceAfter = await move(tx, l.userId, -l.remaining, now);
    await tx.insert(log).values({
      userId: l.userId, type: 'expired', amount: -l.remaining, balanceAfter, source: l.source, ref: l.ref, lotId: l.id, idemKey: `expire:${l.id}`, createdAt: now,
    });
  }

  /** With the user's account locked: expires the user's lots that are due by the clock. Answers the points expired. */
  async function expireDueLocked(tx: DbOrTx, userId: number, now: Date): Promise<{ lots: number; points: number }> {
    const due = await tx.select().from(lot)
      .where(and(eq(lot.userId, userId), isNull(lot.expiredAt), gt(lot.remaining, 0), lte(lot.expiresAt, now)))
      .orderBy(asc(lot.expiresAt), asc(lot.id)).for('update');
    let points = 0;
    for (const l of due) {
      await expireLot(tx, l, now);
      points += l.remaining;
    }
    return { lots: due.length, points };
  }

  /**
   * Points received, inside the caller's transaction: a new lot expiring a year after receipt and an 'earned' row.
   * A key seen before changes nothing (applied: false).
   */
  async function earn(tx: DbOrTx, e: EarnInput): Promise<{ applied: boolean; lotId: number | null; balanceAfter: number; expiresAt: Date | null }> {
    wholePositive(e.amount, 'earned points');
    const current = await lock(tx, e.userId);
    const idemKey = `earn:${e.key}`;
    const before = await seen(tx, idemKey);
    if (before) return { applied: false, lotId: before.lotId, balanceAfter: current, expiresAt: null };
    const now = clock.now();
    await expireDueLocked(tx, e.userId, now);
    const receivedAt = e.receivedAt ?? now;
    const expiresAt = expiryOf(receivedAt);
    const live = expiresAt > now;
    const [made] = await tx.insert(lot).values({
      userId: e.userId, source: e.source, amount: e.amount, remaining: e.amount, receivedAt, expiresAt, ref: e.ref ?? null,
    }).returning({ id: lot.id });
    const balanceAfter = await move(tx, e.userId, e.amount, now);
    await tx.insert(log).values({
      userId: e.userId, type: 'earned', amount: e.amount, balanceAfter, source: e.source, ref: e.ref ?? null, lotId: made!.id, basis: e.basis ?? null, idemKey, createdAt: now,
    });
    if (!live) await expireLot(tx, { id: made!.id, userId: e.userId, remaining: e.amount, source: e.source, ref: e.ref ?? null }, now);
    return { applied: true, lotId: made!.id, balanceAfter: live ? balanceAfter : balanceAfter - e.amount, expiresAt };
  }

  /** With the user's account locked and due lots expired: takes `amount` from the live lots that expire first. */
  async function takeFromLots(tx: DbOrTx, userId: number, amount: number, balance: number): Promise<PointsLotUse[]> {
    const live = await tx.select().from(lot)
      .where(and(eq(lot.userId, userId), isNull(lot.expiredAt), gt(lot.remaining, 0)))
      .orderBy(asc(lot.expiresAt), asc(lot.id)).for('update');
    const used: PointsLotUse[] = [];
    let left = amount;
    for (const l of live) {
      if (left === 0) break;
      const take = Math.min(l.remaining, left);
      const [ok] = await tx.update(lot).set({ remaining: sql`${lot.remaining} - ${take}` })
        .where(and(eq(lot.id, l.id), isNull(lot.expiredAt), sql`${lot.remaining} >= ${take}`)).returning({ id: lot.id });
      if (!ok) throw new Error(`points lot ${l.id} changed under its lock`);
      used.push({ lotId: l.id, amount: take, source: l.source, expiresAt: l.expiresAt.toISOString() });
      left -= take;
    }
    if (left > 0) throw new Error(`points of user ${userId}: balance ${balance} but live lots short by ${left}`);
    return used;
  }

  /**
   * Points spent, inside the caller's transaction: the live lots that expire first are used first. Answers the parts
   * of lots used (what giveBack returns). More than the balance refuses with points.insufficient; a key seen before
   * answers the first spending's lots (applied: false).
   */
  async function spend(tx: DbOrTx, s: SpendInput): Promise<{ applied: boolean; lots: PointsLotUse[]; balanceAfter: number }> {
    wholePositive(s.amount, 'spent points');
    await lock(tx, s.userId);
    const idemKey = `spend:${s.key}`;
    const before = await seen(tx, idemKey);
    if (before) return { applied: false, lots: before.lots ?? [], balanceAfter: (await lock(tx, s.userId)) };
    const now = clock.now();
    await expireDueLocked(tx, s.userId, now);
    const balance = await lock(tx, s.userId);
    if (balance < s.amount) throw new AppError('points.insufficient', 400, { balance });
    const used = await takeFromLots(tx, s.userId, s.amount, balance);
    const balanceAfter = await move(tx, s.userId, -s.amount, now);
    await tx.insert(log).values({ userId: s.userId, type: 'spent', amount: -s.amount, balanceAfter, ref: s.ref ?? null, lots: used, idemKey, createdAt: now });
    return { applied: true, lots: used, balanceAfter };
  }

  /**
   * A spending given back (a cancel, a refund), inside the caller's transaction: `amount` points of it, or all that
   * is left of it when absent. The parts come back from the spend's end (the lots that expire last first), so a
   * spend of X given back Y leaves what a spend of X − Y would have taken; each part comes back as a new lot with the
   * same source and the ORIGINAL expiry (decision 019), with a 'refunded' row naming the spend and the part; a part
   * whose expiry has passed comes back and expires at once (a 'refunded' and an 'expired' row). Once per key; more
   * than is left of the spend is a caller's bug (throws).
   */
  async function giveBack(tx: DbOrTx, g: { userId: number; spendKey: string; key: string; ref?: string | null; amount?: number }): Promise<{ applied: boolean; points: number; balanceAfter: number }> {
    if (g.amount !== undefined && (!Number.isSafeInteger(g.amount) || g.amount < 0)) throw new Error(`given-back points must be a whole number >= 0, got ${g.amount}`);
    const current = await lock(tx, g.userId);
    const first = `giveBack:${g.key}:0`;
    if (await seen(tx, first)) return { applied: false, points: 0, balanceAfter: current };
    const [spent] = await tx.select().from(log).where(and(eq(log.idemKey, `spend:${g.spendKey}`), eq(log.userId, g.userId), eq(log.type, 'spent')));
    if (!spent) throw new Error(`no spending '${g.spendKey}' of user ${g.userId} to give back`);
    const returned = new Map<number, number>();
    for (const r of await tx.select({ lots: log.lots, amount: log.amount }).from(log).where(and(eq(log.spendId, spent.id), eq(log.type, 'refunded')))) {
      const lotId = r.lots?.[0]?.lotId;
      if (lotId !== undefined) returned.set(lotId, (returned.get(lotId) ?? 0) + r.amount);
    }
    const parts = (spent.lots ?? []).map((use) => ({ use, left: use.amount - (returned.get(use.lotId) ?? 0) }));
    const leftTotal = parts.reduce((s, p) => s + p.left, 0);
    let want = g.amount ?? leftTotal;
    if (want > leftTotal) throw new Error(`spending '${g.spendKey}' has ${leftTotal} points left to give back, not ${want}`);
    const now = clock.now();
    await expireDueLocked(tx, g.userId, now);
    let balanceAfter = await lock(tx, g.userId);
    let points = 0;
    let i = 0;
    for (const { use, left } of parts.reverse()) {
      if (want === 0) break;
      const take = Math.min(left, want);
      if (take <= 0) continue;
      want -= take;
      const expiresAt = new Date(use.expiresAt);
      const ref = g.ref ?? spent.ref;
      const [made] = await tx.insert(lot).values({
        userId: g.userId, source: use.source, amount: take, remaining: take, receivedAt: now, expiresAt, ref: `giveBack:${g.key}`,
      }).returning({ id: lot.id });
      balanceAfter = await move(tx, g.userId, take, now);
      await tx.insert(log).values({
        userId: g.userId, type: 'refunded', amount: take, balanceAfter, source: use.source, ref, lotId: made!.id, lots: [{ ...use, amount: take }], spendId: spent.id,
        idemKey: `giveBack:${g.key}:${i++}`, createdAt: now,
      });
      if (expiresAt <= now) {
        await expireLot(tx, { id: made!.id, userId: g.userId, remaining: take, source: use.source, ref }, now);
        balanceAfter -= take;
      } else points += take;
    }
    return { applied: true, points, balanceAfter };
  }

  /**
   * Earned points taken back (a refund of an order that had earned them), inside the caller's transaction: up to
   * `amount`, but never more than the live balance (points already spent stay spent), from the lots that expire
   * first, with a 'reclaimed' row. Once per key; answers the points taken.
   */
  async function reclaim(tx: DbOrTx, r: { userId: number; amount: number; key: string; ref?: string | null; source?: PointsSource }): Promise<{ applied: boolean; points: number; balanceAfter: number }> {
    wholePositive(r.amount, 'reclaimed points');
    await lock(tx, r.userId);
    const idemKey = `reclaim:${r.key}`;
    const before = await seen(tx, idemKey);
    if (before) return { applied: false, points: -before.amount, balanceAfter: await lock(tx, r.userId) };
    const now = clock.now();
    await expireDueLocked(tx, r.userId, now);
    const balance = await lock(tx, r.userId);
    const points = Math.min(r.amount, balance);
    if (points === 0) return { applied: false, points: 0, balanceAfter: balance };
    const used = await takeFromLots(tx, r.userId, points, balance);
    const balanceAfter = await move(tx, r.userId, -points, now);
    await tx.insert(log).values({ userId: r.userId, type: 'reclaimed', amount: -points, balanceAfter, source: r.source ?? null, ref: r.ref ?? null, lots: used, idemKey, createdAt: now });
    return { applied: true, points, balanceAfter };
  }

  /** Ledger rows of one kind about one reference of a user (e.g. an order's earning and take-backs). */
  async function rowsFor(tx: DbOrTx, userId: number, type: schema.PointsLogType, ref: string) {
    return tx.select().from(log).where(and(eq(log.userId, userId), eq(log.type, type), eq(log.ref, ref))).orderBy(asc(log.id));
  }

  /** Live points by the clock (lots not expired whose expiry has not come; the same as the balance once swept). */
  async function balanceOf(userId: number): Promise<number> {
    const [row] = await db.select({ s: sql<string>`coalesce(sum(${lot.remaining}), 0)` }).from(lot)
      .where(and(eq(lot.userId, userId), isNull(lot.expiredAt), gt(lot.expiresAt, clock.now())));
    return Number(row?.s ?? 0);
  }

  /** Points of live lots expiring within POINTS_LIMITS.soonDays days, and the first such expiry. */
  async function soonToExpire(userId: number): Promise<{ points: number; first: Date | null }> {
    const now = clock.now();
    const until = new Date(now.getTime() + POINTS_LIMITS.soonDays * 86_400_000);
    const [row] = await db.select({ s: sql<string>`coalesce(sum(${lot.remaining}), 0)`, first: sql<string | null>`min(${lot.expiresAt})` }).from(lot)
      .where(and(eq(lot.userId, userId), isNull(lot.expiredAt), gt(lot.remaining, 0), gt(lot.expiresAt, now), lte(lot.expiresAt, until)));
    return { points: Number(row?.s ?? 0), first: row?.first ? new Date(row.first) : null };
  }

  /** The user's ledger, newest first, of one kind or all. */
  async function records(userId: number, q: PointsRecordsQuery): Promise<Paged<PointsRecord>> {
    const where = q.type ? and(eq(log.userId, userId), eq(log.type, q.type)) : eq(log.userId, userId);
    const [rows, [total]] = await Promise.all([
      db.select({ r: log, expiresAt: lot.expiresAt }).from(log).leftJoin(lot, eq(lot.id, log.lotId)).where(where)
        .orderBy(desc(log.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
      db.select({ n: count() }).from(log).where(where),
    ]);
    return toPage(rows.map(({ r, expiresAt }) => ({
      id: r.id, type: r.type, amount: r.amount, balanceAfter: r.balanceAfter, source: r.source ?? null, ref: r.ref,
      expiresAt: (r.type === 'earned' || r.type === 'refunded') && expiresAt ? expiresAt.toISOString() : null, createTime: r.createdAt.toISOString(),
    })), Number(total?.n ?? 0), q.current, q.size);
  }

  /**
   * The sweeper: expires the lots due at `now`, one user at a time (that user's account locked; a user whose
   * account another transaction holds is skipped: that change expires the due lots itself, or the next run will).
   */
  async function sweepExpired(now: Date, limit = 200): Promise<{ users: number; lots: number; points: number }> {
    const users = await db.selectDistinct({ userId: lot.userId }).from(lot)
      .where(and(isNull(lot.expiredAt), gt(lot.remaining, 0), lte(lot.expiresAt, now))).limit(limit);
    let lots = 0;
    let points = 0;
    let done = 0;
    for (const { userId } of users) {
      const r = await db.transaction(async (tx) => {
        const [held] = await tx.select({ userId: account.userId }).from(account).where(eq(account.userId, userId)).for('update', { skipLocked: true });
        if (!held) return null;
        return expireDueLocked(tx, userId, now);
      });
      if (!r) continue;
      done++;
      lots += r.lots;
      points += r.points;
    }
    return { users: done, lots, points };
  }

  /** Test and operator check of the invariant; every figure must be equal and no lot negative. */
  async function audit(userId: number): Promise<{ balance: number; lotsSum: number; ledgerSum: number; lastBalanceAfter: number; badLots: number }> {
    const [[acct], [lots], [ledger], [last], [bad]] = await Promise.all([
      db.select({ b: account.balance }).from(account).where(eq(account.userId, userId)),
      db.select({ s: sql<string>`coalesce(sum(${lot.remaining}), 0)` }).from(lot).where(and(eq(lot.userId, userId), isNull(lot.expiredAt))),
      db.select({ s: sql<string>`coalesce(sum(${log.amount}), 0)` }).from(log).where(eq(log.userId, userId)),
      db.select({ b: log.balanceAfter }).from(log).where(eq(log.userId, userId)).orderBy(desc(log.id)).limit(1),
      db.select({ n: count() }).from(lot).where(and(eq(lot.userId, userId), sql`(${lot.remaining} < 0 OR ${lot.remaining} > ${lot.amount} OR (${lot.expiredAt} IS NOT NULL AND ${lot.remaining} <> 0))`)),
    ]);
    return { balance: acct?.b ?? 0, lotsSum: Number(lots?.s ?? 0), ledgerSum: Number(ledger?.s ?? 0), lastBalanceAfter: last?.b ?? 0, badLots: Number(bad?.n ?? 0) };
  }

  return { lock, earn, spend, giveBack, reclaim, rowsFor, balanceOf, soonToExpire, records, sweepExpired, audit, expireDueLocked };
}

export type PointsLedger = ReturnType<typeof createPointsLedger>;
