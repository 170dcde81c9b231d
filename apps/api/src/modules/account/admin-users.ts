// The platform console's users list: search by username, mobile or nickname, newest first, each with the shop he
// owns or serves. Answers profile fields only; password hashes, payment passwords and tokens never leave the account
// module.
import { count, desc, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { AdminUser, Lang, Paged } from '@mall/shared';
import { offsetOf, toPage } from '../../platform/paging';

const { appUser } = schema;

/**
 * lockedMinutes: how long an account stays locked for every IP (the account service's login limits); workplaces: the
 * shop each user owns or serves (the store-staff module).
 */
export function createAdminUsers(db: Db, deps: {
  lockedMinutes: (user: { id: number; passwordHash: string | null }) => Promise<number>;
  workplaces: (userIds: number[], lang: Lang) => Promise<Map<number, NonNullable<AdminUser['shop']>>>;
}) {
  return {
    async list(q: { current: number; size: number; keyword?: string }, lang: Lang): Promise<Paged<AdminUser>> {
      const k = q.keyword?.trim();
      const pattern = k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern
        ? or(sql`${appUser.username} ILIKE ${pattern}`, sql`${appUser.mobile} ILIKE ${pattern}`, sql`${appUser.nickname} ILIKE ${pattern}`)
        : undefined;
      const [rows, [total]] = await Promise.all([
        db.select({
          id: appUser.id, username: appUser.username, mobile: appUser.mobile, nickname: appUser.nickname, avatar: appUser.avatar,
          role: appUser.role, passwordHash: appUser.passwordHash, createdAt: appUser.createdAt,
        }).from(appUser).where(where).orderBy(desc(appUser.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(appUser).where(where),
      ]);
      const [locks, shops] = await Promise.all([Promise.all(rows.map((u) => deps.lockedMinutes(u))), deps.workplaces(rows.map((u) => u.id), lang)]);
      const records = rows.map((u, i) => ({
        userId: u.id, username: u.username, mobile: u.mobile, nickname: u.nickname, avatar: u.avatar,
        role: u.role === 'admin' ? ('admin' as const) : ('buyer' as const),
        locked: locks[i]! > 0, createdAt: u.createdAt.toISOString(), shop: shops.get(u.id) ?? null,
      }));
      return toPage(records, Number(total?.n ?? 0), q.current, q.size);
    },
  };
}
