// Store: shops, their status and the shop cards other modules show.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { SHOP_STATUS, SHOP_TYPE, type Lang, type ShopCard } from '@mall/shared';
import { pick } from '../../platform/lang';

const { shop } = schema;

export type ShopSummary = { shopId: number; shopName: string; selfOperated: boolean; status: number };

export function createStoreService(db: Db) {
  return {
    /** Names and types of the given shops, for product cards. */
    async summaries(ids: number[], lang: Lang): Promise<Map<number, ShopSummary>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: shop.id, nameZh: shop.nameZh, nameEn: shop.nameEn, shopType: shop.shopType, status: shop.status })
        .from(shop)
        .where(inArray(shop.id, unique));
      return new Map(
        rows.map((s) => [s.id, { shopId: s.id, shopName: pick(lang, s.nameZh, s.nameEn), selfOperated: s.shopType === SHOP_TYPE.selfOperated, status: s.status }]),
      );
    },

    /** Demo data: the demo seller owns the first open general store that has no owner yet (idempotent). */
    async ensureDemoOwner(userId: number): Promise<void> {
      const [owned] = await db.select({ id: shop.id }).from(shop).where(eq(shop.userId, userId)).limit(1);
      if (owned) return;
      const [free] = await db
        .select({ id: shop.id })
        .from(shop)
        .where(and(eq(shop.status, SHOP_STATUS.open), eq(shop.shopType, SHOP_TYPE.general), isNull(shop.userId)))
        .orderBy(shop.id)
        .limit(1);
      if (free) await db.update(shop).set({ userId }).where(and(eq(shop.id, free.id), isNull(shop.userId)));
    },

    /** Ids of open shops, the only ones whose products are shown. */
    async openShopIds(): Promise<number[]> {
      const rows = await db.select({ id: shop.id }).from(shop).where(eq(shop.status, SHOP_STATUS.open));
      return rows.map((r) => r.id);
    },

    async recommended(size: number, lang: Lang, countProducts: (shopIds: number[]) => Promise<Map<number, number>>): Promise<ShopCard[]> {
      const rows = await db
        .select()
        .from(shop)
        .where(and(eq(shop.status, SHOP_STATUS.open), eq(shop.recommended, 1)))
        .orderBy(desc(shop.collectCount), shop.id)
        .limit(size);
      const counts = await countProducts(rows.map((s) => s.id));
      return rows.map((s) => ({
        shopId: s.id,
        shopName: pick(lang, s.nameZh, s.nameEn),
        intro: pick(lang, s.introZh, s.introEn),
        logo: s.logo,
        selfOperated: s.shopType === SHOP_TYPE.selfOperated,
        collectCount: s.collectCount,
        prodCount: counts.get(s.id) ?? 0,
      }));
    },

  };
}

export type StoreService = ReturnType<typeof createStoreService>;
