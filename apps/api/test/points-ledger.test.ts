// The points ledger on both engines (issue 14, decision 019): lots spent oldest-expiry first, never below zero under
// racing spends, expiry at exactly one year by the clock (sweeper and touch), the sweeper racing spends, give-backs
// with the original expiry; after every step the balance equals the live lots and the ledger.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { AppError } from '../src/platform/errors';
import { describeEachEngine } from './harness';
import { DAY, START, earn, expectLedgerSums, member, newUserId, spend } from './points-helpers';

const YEAR_MS = (from: string) => { const d = new Date(from); d.setUTCFullYear(d.getUTCFullYear() + 1); return d.getTime() - new Date(from).getTime(); };

describeEachEngine('points: ledger', (ctx) => {
  const sweep = () => ctx().app.services.sweepers.find((s) => s.name === 'points-expiry')!.run(ctx().clock.now());
  const logOf = (userId: number) => ctx().database.db.select().from(schema.pointsLog).where(eq(schema.pointsLog.userId, userId)).orderBy(schema.pointsLog.id);
  const lotsOf = (userId: number) => ctx().database.db.select().from(schema.pointsLot).where(eq(schema.pointsLot.userId, userId)).orderBy(schema.pointsLot.id);

  it('spends the lots that expire first, across lots, and refuses more than the balance', async () => {
    const u = newUserId();
    try {
      const a = await earn(ctx, u, 100);
      ctx().clock.advance(DAY);
      const b = await earn(ctx, u, 50);
      ctx().clock.advance(DAY);
      const c = await earn(ctx, u, 30);
      const s = await spend(ctx, u, 120, 'order-1');
      expect(s.lots.map((l) => [l.lotId, l.amount])).toEqual([[a.lotId, 100], [b.lotId, 20]]);
      expect(s.balanceAfter).toBe(60);
      expect((await lotsOf(u)).map((l) => l.remaining)).toEqual([0, 30, 30]);
      await expectLedgerSums(ctx, u, 60);
      // the same key again: the first spending's lots, nothing taken twice
      const again = await spend(ctx, u, 120, 'order-1');
      expect([again.applied, again.lots]).toEqual([false, s.lots]);
      await expectLedgerSums(ctx, u, 60);
      const tooMuch = await spend(ctx, u, 61).catch((e: unknown) => e);
      expect(tooMuch).toBeInstanceOf(AppError);
      expect([(tooMuch as AppError).key, (tooMuch as AppError).params]).toEqual(['points.insufficient', { balance: 60 }]);
      const rest = await spend(ctx, u, 60);
      expect(rest.lots.map((l) => [l.lotId, l.amount])).toEqual([[b.lotId, 30], [c.lotId, 30]]);
      await expectLedgerSums(ctx, u, 0);
      expect((await logOf(u)).map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
        ['earned', 100, 100], ['earned', 50, 150], ['earned', 30, 180], ['spent', -120, 60], ['spent', -60, 0],
      ]);
      // an earning with a key seen before changes nothing
      const k = `dup:${u}`;
      await earn(ctx, u, 10, k);
      expect((await earn(ctx, u, 10, k)).applied).toBe(false);
      await expectLedgerSums(ctx, u, 10);
    } finally {
      ctx().clock.set(START);
    }
  });

  it('twenty racing spends never take the balance below zero', async () => {
    const u = newUserId();
    await earn(ctx, u, 120);
    await earn(ctx, u, 80);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spend(ctx, u, 30)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(6);
    expect(lost.every((r) => r.reason instanceof AppError && r.reason.key === 'points.insufficient')).toBe(true);
    await expectLedgerSums(ctx, u, 20);
  });

  it('a lot expires at exactly one year after receipt: the sweeper writes it off once, a spend at that moment cannot use it', async () => {
    const u = newUserId();
    const v = newUserId();
    const t0 = '2027-02-28T15:59:59.500Z'; // 23:59:59.5 of 28 Feb in China
    try {
      ctx().clock.set(t0);
      await earn(ctx, u, 100);
      await earn(ctx, v, 70);
      ctx().clock.advance(YEAR_MS(t0) - 1);
      expect(await member(ctx).ledger.balanceOf(u)).toBe(100);
      const early = await sweep();
      expect(await member(ctx).ledger.balanceOf(u)).toBe(100);
      expect(early).toBeDefined();
      ctx().clock.advance(1); // exactly one year
      expect(ctx().clock.now().toISOString()).toBe('2028-02-28T15:59:59.500Z');
      expect(await member(ctx).ledger.balanceOf(u)).toBe(0);
      const refused = await spend(ctx, v, 10).catch((e: unknown) => e); // the spend expires v's lot itself first
      expect((refused as AppError).key).toBe('points.insufficient');
      expect((refused as AppError).params).toEqual({ balance: 0 });
      await sweep();
      await sweep(); // a second run finds nothing
      for (const [user, amount] of [[u, 100], [v, 70]] as const) {
        await expectLedgerSums(ctx, user, 0);
        const rows = (await logOf(user)).map((r) => [r.type, r.amount, r.balanceAfter]);
        expect(rows).toEqual([['earned', amount, amount], ['expired', -amount, 0]]);
        const [lot] = await lotsOf(user);
        expect([lot!.remaining, lot!.expiredAt?.toISOString()]).toEqual([0, '2028-02-28T15:59:59.500Z']);
      }
    } finally {
      ctx().clock.set(START);
    }
  });

  it('the expiry sweeper racing spends: the ledger still sums, an expired lot is never spent', async () => {
    try {
      for (let round = 0; round < 4; round++) {
        ctx().clock.set(START);
        const users = [newUserId(), newUserId(), newUserId()];
        for (const u of users) await earn(ctx, u, 100); // expires START + 1 year
        ctx().clock.advance(200 * DAY);
        for (const u of users) await earn(ctx, u, 60); // expires 200 days later
        ctx().clock.set(new Date(START).getTime() + YEAR_MS(START));
        const settled = await Promise.allSettled([
          sweep(),
          ...users.flatMap((u) => [spend(ctx, u, 50), spend(ctx, u, 20), sweep()]),
        ]);
        for (const r of settled) if (r.status === 'rejected') expect((r.reason as AppError).key).toBe('points.insufficient');
        for (const u of users) {
          const balance = await expectLedgerSums(ctx, u);
          const rows = await logOf(u);
          const spent = -rows.filter((r) => r.type === 'spent').reduce((s, r) => s + r.amount, 0);
          expect(rows.filter((r) => r.type === 'expired').map((r) => r.amount)).toEqual([-100]);
          expect(spent).toBe(60 - balance);
          expect(spent).toBeLessThanOrEqual(60);
          for (const r of rows.filter((x) => x.type === 'spent')) expect(r.lots!.every((l) => l.amount > 0 && new Date(l.expiresAt) > ctx().clock.now())).toBe(true);
        }
      }
    } finally {
      ctx().clock.set(START);
    }
  });

  it('a give-back returns exactly the spent parts as lots with their original expiry, once; a part already expired comes back expired', async () => {
    const u = newUserId();
    const t0 = new Date(START).getTime();
    try {
      const a = await earn(ctx, u, 40);
      ctx().clock.advance(100 * DAY);
      await earn(ctx, u, 100);
      const s = await spend(ctx, u, 70, `order:${u}`);
      expect(s.lots.map((l) => l.amount)).toEqual([40, 30]);
      const give = () => ctx().database.db.transaction((tx) => member(ctx).ledger.giveBack(tx, { userId: u, spendKey: `order:${u}`, key: `cancel:${u}`, ref: 'cancel' }));
      const [g1, g2] = await Promise.all([give(), give()]);
      expect([g1.applied, g2.applied].sort()).toEqual([false, true]);
      await expectLedgerSums(ctx, u, 140);
      const back = (await lotsOf(u)).filter((l) => l.ref === `giveBack:cancel:${u}`);
      // from the spend's end: the part that expires last comes back first
      expect(back.map((l) => [l.amount, l.source, l.expiresAt.getTime()])).toEqual([
        [30, 'admin', t0 + 100 * DAY + YEAR_MS(new Date(t0 + 100 * DAY).toISOString())], [40, 'admin', t0 + YEAR_MS(START)],
      ]);
      expect(a.expiresAt!.getTime()).toBe(t0 + YEAR_MS(START));
      // spent again, and given back after the first lot's year is over: those 40 come back expired
      await spend(ctx, u, 140, `order2:${u}`);
      ctx().clock.set(t0 + YEAR_MS(START) + DAY);
      const late = await ctx().database.db.transaction((tx) => member(ctx).ledger.giveBack(tx, { userId: u, spendKey: `order2:${u}`, key: `refund:${u}` }));
      expect(late.points).toBe(100);
      await expectLedgerSums(ctx, u, 100);
      // the second spending took the 40 given back, then the first 100-lot's 70 and the 30 given back (same expiry, older lot first)
      const tail = (await logOf(u)).slice(-4).map((r) => [r.type, r.amount]);
      expect(tail).toEqual([['refunded', 30], ['refunded', 70], ['refunded', 40], ['expired', -40]]);
      const [expiredBack] = await ctx().database.db.select().from(schema.pointsLot)
        .where(and(eq(schema.pointsLot.userId, u), eq(schema.pointsLot.ref, `giveBack:refund:${u}`), eq(schema.pointsLot.amount, 40)));
      expect(expiredBack!.expiredAt).not.toBeNull();
    } finally {
      ctx().clock.set(START);
    }
  });

  it('partial give-backs return the spend from its end with the original expiry, never more than was spent', async () => {
    const u = newUserId();
    try {
      const a = await earn(ctx, u, 50);
      ctx().clock.advance(10 * DAY);
      const b = await earn(ctx, u, 50);
      await spend(ctx, u, 80, `order:${u}`); // 50 of a, 30 of b
      const part = (key: string, amount?: number) => ctx().database.db.transaction((tx) => member(ctx).ledger.giveBack(tx, { userId: u, spendKey: `order:${u}`, key, ...(amount !== undefined ? { amount } : {}) }));
      expect((await part(`r1:${u}`, 40)).points).toBe(40);
      await expectLedgerSums(ctx, u, 60);
      const first = (await lotsOf(u)).filter((l) => l.ref === `giveBack:r1:${u}`).map((l) => [l.amount, l.expiresAt.getTime()]);
      expect(first).toEqual([[30, b.expiresAt!.getTime()], [10, a.expiresAt!.getTime()]]);
      expect((await part(`r1:${u}`, 40)).applied).toBe(false); // once per key
      await expect(part(`r2:${u}`, 41)).rejects.toThrow(/40 points left/);
      expect((await part(`r3:${u}`)).points).toBe(40); // the rest
      await expectLedgerSums(ctx, u, 100);
      expect((await part(`r4:${u}`)).points).toBe(0);
      await expectLedgerSums(ctx, u, 100);
    } finally {
      ctx().clock.set(START);
    }
  });

  it('demo data: 5,000 points in two lots, 1,200 of them expiring within 30 days, given once', async () => {
    const u = newUserId();
    await member(ctx).ensureDemoPoints(u);
    await member(ctx).ensureDemoPoints(u);
    await expectLedgerSums(ctx, u, 5_000);
    expect((await lotsOf(u)).map((l) => l.amount)).toEqual([1_200, 3_800]);
    const soon = await member(ctx).ledger.soonToExpire(u);
    expect(soon.points).toBe(1_200);
    expect(soon.first!.getTime() - ctx().clock.now().getTime()).toBe(15 * DAY);
  });
});
