// Daily sign-in and the points pages' calls on both engines (issue 14): one sign-in per China calendar day (20
// racing clicks give one), midnight in China time, the 7-day cycle an operator sets and the streak starting again
// after a missed day, the month calendar, info and records (paged, by kind, only the caller's), messages in zh and en.
import { expect, it } from 'vitest';
import { POINTS_LIMITS } from '@mall/shared';
import { expectRefused, get, post, put } from './account-helpers';
import { describeEachEngine } from './harness';
import { DAY, START, earn, expectLedgerSums, member, spend } from './points-helpers';
import { adminToken, buyer } from './store-helpers';

describeEachEngine('points: daily sign-in', (ctx) => {
  const signIn = (token: string, lang = 'zh-CN') => post(ctx, '/p/points/signIn', {}, { token, lang });
  const info = async (token: string) => (await get(ctx, '/p/points/info', { token })).json();
  /** the clock at a China wall time (UTC+8) */
  const chinaAt = (local: string) => ctx().clock.set(new Date(`${local}+08:00`));

  it('twenty racing sign-ins give one, the others answer that today is signed, in zh and en', async () => {
    const b = await buyer(ctx);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(b.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(400)]);
    expect(new Set(answers.filter((a) => a.statusCode === 400).map((a) => a.json().message))).toEqual(new Set(['今日已签到']));
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    expect(ok).toMatchObject({ points: 5, streak: 1, day: '2026-11-21', balance: 5 });
    await expectRefused((lang) => signIn(b.token, lang), '今日已签到', 'You have already signed in today');
    await expectLedgerSums(ctx, b.id, 5);
    expect(await info(b.token)).toMatchObject({ balance: 5, signedInToday: true, streak: 1, todayReward: 5, today: '2026-11-21', rewards: [5, 5, 10, 10, 15, 15, 30] });
  });

  it('midnight in China time: 23:59:59 and 00:00:00 (+08:00) are two days, a streak of two', async () => {
    const b = await buyer(ctx);
    try {
      chinaAt('2026-11-22T23:59:59');
      expect((await signIn(b.token)).json()).toMatchObject({ day: '2026-11-22', streak: 1, points: 5 });
      chinaAt('2026-11-22T23:59:59.999');
      await expectRefused((lang) => signIn(b.token, lang), '今日已签到', 'You have already signed in today');
      chinaAt('2026-11-23T00:00:00');
      expect(await info(b.token)).toMatchObject({ signedInToday: false, streak: 1, todayReward: 5, today: '2026-11-23' });
      expect((await signIn(b.token)).json()).toMatchObject({ day: '2026-11-23', streak: 2, points: 5, balance: 10 });
      const cal = (await get(ctx, '/p/points/signInCalendar?month=2026-11', { token: b.token })).json();
      expect(cal.days.map((d: { day: string }) => d.day)).toEqual(['2026-11-22', '2026-11-23']);
      expect((await get(ctx, '/p/points/signInCalendar?month=2026-12', { token: b.token })).json().days).toEqual([]);
      for (const bad of ['2026-13', '2026-1', 'x', '']) expect((await get(ctx, `/p/points/signInCalendar?month=${bad}`, { token: b.token })).statusCode).toBe(400);
    } finally {
      ctx().clock.set(START);
    }
  });

  it('the 7-day cycle gives each day\'s points, starts again on day 8, and a missed day starts the streak again', async () => {
    const b = await buyer(ctx);
    try {
      chinaAt('2026-12-01T09:00:00');
      const got: number[][] = [];
      for (let d = 0; d < 9; d++) {
        const r = (await signIn(b.token)).json();
        got.push([r.streak, r.points]);
        ctx().clock.advance(DAY);
      }
      expect(got).toEqual([[1, 5], [2, 5], [3, 10], [4, 10], [5, 15], [6, 15], [7, 30], [8, 5], [9, 5]]);
      // 12-10 is not signed: on 12-11 the streak has ended
      ctx().clock.advance(DAY);
      expect(await info(b.token)).toMatchObject({ signedInToday: false, streak: 0, todayReward: 5 });
      expect((await signIn(b.token)).json()).toMatchObject({ streak: 1, points: 5, day: '2026-12-11' });
      await expectLedgerSums(ctx, b.id, 105);
      const cal = (await get(ctx, '/p/points/signInCalendar?month=2026-12', { token: b.token })).json();
      expect(cal.days.map((d: { day: string }) => Number(d.day.slice(8)))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
    } finally {
      ctx().clock.set(START);
    }
  });

  it('an operator sets the cycle; buyers cannot', async () => {
    const b = await buyer(ctx);
    const admin = await adminToken(ctx);
    const rewards = [1, 2, 3, 4, 5, 6, 70];
    try {
      expect((await put(ctx, '/p/admin/points/signInRewards', { rewards }, { token: b.token })).statusCode).toBe(403);
      expect((await put(ctx, '/p/admin/points/signInRewards', { rewards: [1, 2, 3] }, { token: admin })).statusCode).toBe(400);
      expect((await put(ctx, '/p/admin/points/signInRewards', { rewards: [1, 2, 3, 4, 5, 6, -1] }, { token: admin })).statusCode).toBe(400);
      expect((await put(ctx, '/p/admin/points/signInRewards', { rewards }, { token: admin })).statusCode).toBe(200);
      expect((await get(ctx, '/p/admin/points/signInRewards', { token: admin })).json()).toEqual({ rewards });
      chinaAt('2026-12-15T10:00:00'); // within 30 days: the login is still valid
      expect((await signIn(b.token)).json()).toMatchObject({ streak: 1, points: 1 });
      expect((await info(b.token)).rewards).toEqual(rewards);
    } finally {
      await put(ctx, '/p/admin/points/signInRewards', { rewards: [...POINTS_LIMITS.defaultSignInRewards] }, { token: admin });
      ctx().clock.set(START);
    }
  });

  it('info and records: balance, soon to expire, records paged by kind, never another user\'s', async () => {
    const a = await buyer(ctx);
    const other = await buyer(ctx);
    const m = member(ctx);
    try {
      chinaAt('2026-01-01T12:00:00');
      await earn(ctx, a.id, 300); // expires 2027-01-01 12:00 China time
      ctx().clock.set(START); // 2026-11-21 16:00 China time: that lot expires in 41 days
      await earn(ctx, a.id, 200);
      await spend(ctx, a.id, 50);
      expect(await info(a.token)).toMatchObject({ balance: 450, soonToExpire: 0, soonToExpireAt: null });
      ctx().clock.advance(12 * DAY); // 29 days before the first lot's end
      const i = await info(a.token);
      expect([i.balance, i.soonToExpire, i.soonToExpireAt]).toEqual([450, 250, '2027-01-01T04:00:00.000Z']);
      expect(await m.ledger.balanceOf(a.id)).toBe(450);
      const recs = (await get(ctx, '/p/points/records?current=1&size=2', { token: a.token })).json();
      expect([recs.total, recs.pages, recs.records.map((r: { type: string; amount: number }) => [r.type, r.amount])]).toEqual([3, 2, [['spent', -50], ['earned', 200]]]);
      expect(recs.records[1].expiresAt).toBe('2027-11-21T08:00:00.000Z');
      const earned = (await get(ctx, '/p/points/records?type=earned', { token: a.token })).json();
      expect(earned.records.map((r: { amount: number }) => r.amount)).toEqual([200, 300]);
      expect((await get(ctx, '/p/points/records?type=nope', { token: a.token })).statusCode).toBe(400);
      // the other user sees none of it
      expect((await get(ctx, '/p/points/records', { token: other.token })).json()).toMatchObject({ total: 0, records: [] });
      expect(await info(other.token)).toMatchObject({ balance: 0, soonToExpire: 0 });
      expect((await get(ctx, '/p/points/info')).statusCode).toBe(401);
    } finally {
      ctx().clock.set(START);
    }
  });
});
