// The platform console's users list: search by username, mobile or nickname, newest first. Answers profile fields
// only; password hashes, payment passwords and tokens never leave the account module.
import { count, desc, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { AdminUser, Paged } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { offsetOf, toPage } from '../../platform/paging';

const { appUser } = schema;

export function createAdminUsers(db: Db, clock: Clock) {
  return {
    async list(q: { current: number; size: number; keyword?: string }): Promise<Paged<AdminUser>> {
      const k = q.keyword?.trim();
      const pattern = k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern
        ? or(sql`${appUser.username} ILIKE ${pattern}`, sql`${appUser.mobile} ILIKE ${pattern}`, sql`${appUser.nickname} ILIKE ${pattern}`)
        : undefined;
      const [rows, [total]] = await Promise.all([
        db.select({
          id: appUser.id, username: appUser.username, mobile: appUser.mobile, nickname: appUser.nickname, avatar: appUser.avatar,
          role: appUser.role, lockedUntil: appUser.lockedUntil, createdAt: appUser.createdAt,
        }).from(appUser).where(where).orderBy(desc(appUser.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(appUser).where(where),
      ]);
      const now = clock.now();
      const records = rows.map((u) => ({
        userId: u.id, username: u.username, mobile: u.mobile, nickname: u.nickname, avatar: u.avatar,
        role: u.role === 'admin' ? ('admin' as const) : ('buyer' as const),
        locked: u.lockedUntil !== null && u.lockedUntil > now, createdAt: u.createdAt.toISOString(),
      }));
      return toPage(records, Number(total?.n ?? 0), q.current, q.size);
    },
  };
}
