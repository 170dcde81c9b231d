// Daily sign-in (issue 14): one per user per calendar day in China time by the app clock (the unique index on user
// and day makes racing clicks give one), points by the day of the streak in a 7-day cycle an operator sets, the
// streak starting again after a missed day; make-up sign-in is not offered. The points are a lot of the ledger,
// earned in the same transaction as the sign-in row.
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import { chinaDay, dayBefore, POINTS_LIMITS, signInReward, type SignInCalendar, type SignInResult } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PointsLedger } from './ledger';

const { signIn: signInTable, memberSetting } = schema;
const REWARDS_KEY = 'signInRewards';

export function createSignIn(db: Db, deps: { clock: Clock; ledger: PointsLedger }) {
  const { clock, ledger } = deps;
  /** more a sign-in earns (the membership's growth), inside its transaction */
  const signedInHooks: ((tx: DbOrTx, s: { userId: number; day: string; streak: number }) => Promise<unknown>)[] = [];

  /** The points of day 1..7 of the cycle (the operator's setting, or the defaults). */
  async function rewards(): Promise<number[]> {
    const [row] = await db.select({ value: memberSetting.value }).from(memberSetting).where(eq(memberSetting.key, REWARDS_KEY));
    const v = (row?.value as { rewards?: unknown } | undefined)?.rewards;
    return Array.isArray(v) && v.length === POINTS_LIMITS.cycleDays && v.every((n) => Number.isSafeInteger(n) && n >= 0)
      ? (v as number[]) : [...POINTS_LIMITS.defaultSignInRewards];
  }

  async function setRewards(values: number[]): Promise<number[]> {
    const value = { rewards: values };
    await db.insert(memberSetting).values({ key: REWARDS_KEY, value, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: memberSetting.key, set: { value, updatedAt: clock.now() } });
    return values;
  }

  /** Signs the user in for today; a second time the same day refuses with points.signedInToday. */
  async function signIn(userId: number): Promise<SignInResult> {
    const day = chinaDay(clock.now());
    const cycle = await rewards();
    return db.transaction(async (tx) => {
      const [prev] = await tx.select({ streak: signInTable.streak }).from(signInTable)
        .where(and(eq(signInTable.userId, userId), eq(signInTable.day, dayBefore(day))));
      const streak = (prev?.streak ?? 0) + 1;
      const points = signInReward(cycle, streak);
      const [made] = await tx.insert(signInTable).values({ userId, day, streak, points, createdAt: clock.now() })
        .onConflictDoNothing().returning({ id: signInTable.id });
      if (!made) throw new AppError('points.signedInToday');
      const balance = points > 0
        ? (await ledger.earn(tx, { userId, amount: points, source: 'signIn', key: `signIn:${userId}:${day}`, ref: day })).balanceAfter
        : await ledger.lock(tx, userId);
      for (const hook of signedInHooks) await hook(tx, { userId, day, streak });
      return { points, streak, day, balance };
    });
  }

  /** Today's state: signed or not, the streak so far, what today gives (or gave), the cycle. */
  async function today(userId: number) {
    const day = chinaDay(clock.now());
    const yesterday = dayBefore(day);
    const [rows, cycle] = await Promise.all([
      db.select().from(signInTable).where(and(eq(signInTable.userId, userId), inArray(signInTable.day, [day, yesterday]))),
      rewards(),
    ]);
    const t = rows.find((r) => r.day === day);
    const y = rows.find((r) => r.day === yesterday);
    const streak = t?.streak ?? y?.streak ?? 0;
    return { today: day, signedInToday: Boolean(t), streak, todayReward: t?.points ?? signInReward(cycle, streak + 1), rewards: cycle };
  }

  /** The signed days of a month (YYYY-MM, China days). */
  async function calendar(userId: number, month: string): Promise<SignInCalendar> {
    const rows = await db.select({ day: signInTable.day, points: signInTable.points, streak: signInTable.streak }).from(signInTable)
      .where(and(eq(signInTable.userId, userId), gte(signInTable.day, `${month}-01`), lte(signInTable.day, `${month}-31`)))
      .orderBy(asc(signInTable.day));
    return { month, days: rows, today: chinaDay(clock.now()) };
  }

  /** Registers more that a sign-in earns, inside the sign-in's transaction (membership: growth). */
  const onSignedIn = (hook: (typeof signedInHooks)[number]) => {
    signedInHooks.push(hook);
  };

  return { rewards, setRewards, signIn, today, calendar, onSignedIn };
}

export type SignInService = ReturnType<typeof createSignIn>;
