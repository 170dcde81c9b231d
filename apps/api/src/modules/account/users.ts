// The user rows: lookups, creation and updates (duplicates mapped to their messages).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
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
  return {
    async byId(id: number): Promise<UserRow | undefined> {
      const [u] = await db.select().from(appUser).where(eq(appUser.id, id));
      return u;
    },
    async byUsername(username: string): Promise<UserRow | undefined> {
      const [u] = await db.select().from(appUser).where(sql`lower(${appUser.username}) = lower(${username})`);
      return u;
    },
    async idsByRole(role: 'buyer' | 'admin'): Promise<number[]> {
      return (await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.role, role)).orderBy(appUser.id).limit(200)).map((r) => r.id);
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
  };
}

export type Users = ReturnType<typeof createUsers>;
