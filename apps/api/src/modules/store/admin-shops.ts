// The platform console's list of shops: search by name, filter by status, newest first.
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { AdminShop, Paged } from '@mall/shared';
import { offsetOf, toPage } from '../../platform/paging';

const { shop } = schema;

export function createAdminShops(db: Db) {
  return {
    async list(q: { current: number; size: number; keyword?: string; status?: number }): Promise<Paged<AdminShop>> {
      const k = q.keyword?.trim();
      const pattern = k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        pattern ? or(sql`${shop.nameZh} ILIKE ${pattern}`, sql`${shop.nameEn} ILIKE ${pattern}`) : undefined,
        q.status === undefined ? undefined : eq(shop.status, q.status),
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(shop).where(where).orderBy(desc(shop.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(shop).where(where),
      ]);
      const records = rows.map((s) => ({
        shopId: s.id, nameZh: s.nameZh, nameEn: s.nameEn, ownerId: s.userId, shopType: s.shopType, shopStatus: s.status, tel: s.tel,
        region: [s.province, s.city, s.area].filter(Boolean).join(' '), createdAt: s.createdAt.toISOString(),
      }));
      return toPage(records, Number(total?.n ?? 0), q.current, q.size);
    },
  };
}
