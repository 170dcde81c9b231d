// The user rows: lookups, creation (duplicates mapped to their messages) and the login lockout,
// which lives in the row itself so that it survives a restart and holds across API processes.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { ACCOUNT_LIMITS } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';

const { appUser } = schema;
export type UserRow = typeof appUser.$inferSelect;
export type NewUser = typeof appUser.$inferInsert;

/** The constraint a unique violation hit (PostgreSQL and PGlite both report it), or null. */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** u_ and 8 random letters or digits: the username of accounts made from a phone number. */
export const generatedUsername = () => `u_${randomBytes(6).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 8)}`;

export function createUsers(db: Db, clock: Clock) {
  const { loginMaxFailures, lockMinutes } = ACCOUNT_LIMITS;

  return {
    async byId(id: number): Promise<UserRow | undefined> {
      const [u] = await db.select().from(appUser).where(eq(appUser.id, id));
      return u;
    },
    async byUsername(username: string): Promise<UserRow | undefined> {
      const [u] = await db.select().from(appUser).where(sql`lower(${appUser.username}) = lower(${username})`);
      return u;
    },
    async byMobile(mobile: string): Promise<UserRow | undefined> {
      const [u] = await db.select().from(appUser).where(eq(appUser.mobile, mobile));
      return u;
    },

    /** Inserts a user; a taken username or mobile answers its 400 (also when two requests race). */
    async insert(values: NewUser): Promise<UserRow> {
      try {
        const now = clock.now();
        const [u] = await db.insert(appUser).values({ createdAt: now, updatedAt: now, ...values }).returning();
        return u!;
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        throw new AppError(constraint.includes('mobile') ? 'account.mobileTaken' : 'account.usernameTaken');
      }
    },

    async update(id: number, values: Partial<NewUser>): Promise<void> {
      try {
        await db.update(appUser).set({ ...values, updatedAt: clock.now() }).where(eq(appUser.id, id));
      } catch (err) {
        if (uniqueViolation(err) !== null) throw new AppError('account.mobileTaken');
        throw err;
      }
    },

    /** Minutes left of a lock, 0 when the account is not locked. */
    lockMinutesLeft(u: Pick<UserRow, 'lockedUntil'>): number {
      const left = (u.lockedUntil?.getTime() ?? 0) - clock.now().getTime();
      return left > 0 ? Math.ceil(left / 60_000) : 0;
    },

    /**
     * Counts one password attempt in a single statement (racing requests all count). A lock that has run
     * out starts the count again; the 5th attempt in a row locks for 15 minutes (a right password then
     * clears it). Answers the count and the lock end.
     */
    async recordAttempt(id: number): Promise<{ failures: number; lockedUntil: Date | null }> {
      const now = clock.now().toISOString();
      const until = new Date(clock.now().getTime() + lockMinutes * 60_000).toISOString();
      const expired = sql`(${appUser.lockedUntil} IS NOT NULL AND ${appUser.lockedUntil} <= ${now}::timestamptz)`;
      const next = sql`(CASE WHEN ${expired} THEN 1 ELSE ${appUser.failedLogins} + 1 END)`;
      const [row] = await db
        .update(appUser)
        .set({
          failedLogins: next,
          lockedUntil: sql`(CASE WHEN ${next} >= ${loginMaxFailures} THEN ${until}::timestamptz WHEN ${expired} THEN NULL ELSE ${appUser.lockedUntil} END)`,
        })
        .where(eq(appUser.id, id))
        .returning({ failures: appUser.failedLogins, lockedUntil: appUser.lockedUntil });
      return { failures: row?.failures ?? 0, lockedUntil: row?.lockedUntil ?? null };
    },

    /** Counts one wrong password (see recordAttempt); answers the lock end. */
    async recordFailure(id: number): Promise<Date | null> {
      return (await this.recordAttempt(id)).lockedUntil;
    },

    async clearFailures(u: Pick<UserRow, 'id' | 'failedLogins' | 'lockedUntil'>): Promise<void> {
      if (u.failedLogins === 0 && !u.lockedUntil) return;
      await db.update(appUser).set({ failedLogins: 0, lockedUntil: null }).where(eq(appUser.id, u.id));
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
