// Store: shops, their status and the shop cards other modules show.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import { SHOP_STATUS, SHOP_TYPE, type Lang, type Paged, type ShopCard, type ShopHead, type SitemapIds } from '@mall/shared';
import { offsetOf, toPage } from '../../platform/paging';
import { pick } from '../../platform/lang';
import { systemClock, type Clock } from '../../platform/clock';
import { createShopOwner } from './account';
import { createShopApplications } from './applications';
import { createStorePasswordAttempts } from './password-attempts';
import { createShopProfile } from './shop-profile';
import { memoryCounters, type Counters } from '../../platform/counters';

const { shop } = schema;

export type ShopSummary = { shopId: number; shopName: string; selfOperated: boolean; status: number };
type ShopRow = typeof shop.$inferSelect;
type CountProducts = (shopIds: number[]) => Promise<Map<number, number>>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function toCard(s: ShopRow, lang: Lang, counts: Map<number, number>): ShopCard {
  return {
    shopId: s.id,
    shopName: pick(lang, s.nameZh, s.nameEn),
    intro: pick(lang, s.introZh, s.introEn),
    logo: s.logo,
    selfOperated: s.shopType === SHOP_TYPE.selfOperated,
    collectCount: s.collectCount,
    prodCount: counts.get(s.id) ?? 0,
  };
}

export function createStoreService(db: Db, clock: Clock = systemClock, counters?: Counters) {
  const owner = createShopOwner(db, createStorePasswordAttempts(counters ?? memoryCounters(clock)));
  return {
    /** Free shop opening and the platform's review (applications.ts). */
    applications: createShopApplications(db, clock),
    /** The owner's side: user-center shop state, store account and password (account.ts). */
    ...owner,
    /** The seller centre's shop info (shop-profile.ts). */
    profile: createShopProfile(db),

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

    /** The owner (user id) of a shop, or null (none, or no such shop). */
    async ownerOf(shopId: number): Promise<number | null> {
      const [s] = await db.select({ userId: shop.userId }).from(shop).where(eq(shop.id, shopId));
      return s?.userId ?? null;
    },

    /** The shop each of the given users owns (the first, should one own more), by user id. */
    async ownedBy(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.select({ id: shop.id, userId: shop.userId }).from(shop).where(inArray(shop.userId, userIds)).orderBy(desc(shop.id));
      return new Map(rows.map((r) => [r.userId!, r.id])); // ordered newest first: the oldest shop wins
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
    /** Where returns go when the shop gave no address of its own (auto-accept, arbitration): its name, phone and address. */
    async returnAddress(shopId: number): Promise<{ receiver: string; mobile: string; address: string }> {
      const [s] = await db.select().from(shop).where(eq(shop.id, shopId));
      if (!s) return { receiver: '', mobile: '', address: '' };
      return { receiver: s.nameZh, mobile: s.tel, address: `${s.province}${s.city === s.province ? '' : s.city}${s.area}${s.address}` };
    },

    async openShopIds(): Promise<number[]> {
      const rows = await db.select({ id: shop.id }).from(shop).where(eq(shop.status, SHOP_STATUS.open));
      return rows.map((r) => r.id);
    },

    /** Sitemaps: ids of the open shops, ascending, one page of them. */
    async sitemapIds(current: number, size: number): Promise<SitemapIds> {
      const where = eq(shop.status, SHOP_STATUS.open);
      const [rows, [total]] = await Promise.all([
        db.select({ id: shop.id }).from(shop).where(where).orderBy(asc(shop.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(shop).where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
    },

    /** Open shops, and which of them are self-operated: what the product list may show. */
    async openShops(): Promise<{ open: number[]; selfOperated: number[] }> {
      const rows = await db.select({ id: shop.id, shopType: shop.shopType }).from(shop).where(eq(shop.status, SHOP_STATUS.open));
      return { open: rows.map((r) => r.id), selfOperated: rows.filter((r) => r.shopType === SHOP_TYPE.selfOperated).map((r) => r.id) };
    },

    /** Open shops whose name (zh or en) contains the text; most followed first. */
    async search(name: string, current: number, size: number, lang: Lang, countProducts: CountProducts): Promise<Paged<ShopCard>> {
      const text = name.normalize('NFKC').trim();
      const pattern = `%${escapeLike(text)}%`;
      const where = and(eq(shop.status, SHOP_STATUS.open), text ? or(ilike(shop.nameZh, pattern), ilike(shop.nameEn, pattern)) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(shop).where(where).orderBy(asc(shop.shopType), desc(shop.collectCount), asc(shop.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(shop).where(where),
      ]);
      const counts = await countProducts(rows.map((s) => s.id));
      return toPage(rows.map((s) => toCard(s, lang, counts)), Number(total?.n ?? 0), current, size);
    },

    /** Cards of the given shops (any status), with their status; for favourites and product pages. */
    async cards(ids: number[], lang: Lang, countProducts: CountProducts): Promise<Map<number, ShopCard & { status: number }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.select().from(shop).where(inArray(shop.id, unique));
      const counts = await countProducts(rows.filter((s) => s.status === SHOP_STATUS.open).map((s) => s.id));
      return new Map(rows.map((s) => [s.id, { ...toCard(s, lang, counts), status: s.status }]));
    },

    /** Header of a shop home; null when there is no such shop. A shop that is not open shows only name and status. */
    async head(shopId: number, lang: Lang, countProducts: CountProducts): Promise<ShopHead | null> {
      const [s] = await db.select().from(shop).where(eq(shop.id, shopId));
      if (!s) return null;
      const open = s.status === SHOP_STATUS.open;
      const counts = open ? await countProducts([s.id]) : new Map<number, number>();
      const card = toCard(s, lang, counts);
      return {
        ...card,
        shopStatus: s.status,
        open,
        intro: open ? card.intro : '',
        logo: open ? card.logo : '',
        tel: open ? s.tel : '',
        address: open ? `${s.province}${s.city === s.province ? '' : s.city}${s.area}${s.address}` : '',
        createdAt: s.createdAt.toISOString(),
      };
    },

    /** Follower count of a shop; null when there is no such shop. */
    async followers(shopId: number): Promise<{ count: number; open: boolean } | null> {
      const [s] = await db.select({ n: shop.collectCount, status: shop.status }).from(shop).where(eq(shop.id, shopId));
      return s ? { count: s.n, open: s.status === SHOP_STATUS.open } : null;
    },

    /** Moves a shop's follower count (after a follow or unfollow that really happened); never below 0. */
    async adjustCollectCount(shopId: number, delta: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(shop)
        .set({ collectCount: sql`greatest(${shop.collectCount} + ${delta}, 0)` })
        .where(eq(shop.id, shopId));
    },

    async recommended(size: number, lang: Lang, countProducts: CountProducts): Promise<ShopCard[]> {
      const rows = await db
        .select()
        .from(shop)
        .where(and(eq(shop.status, SHOP_STATUS.open), eq(shop.recommended, 1)))
        .orderBy(desc(shop.collectCount), shop.id)
        .limit(size);
      const counts = await countProducts(rows.map((s) => s.id));
      return rows.map((s) => toCard(s, lang, counts));
    },

  };
}

export type StoreService = ReturnType<typeof createStoreService>;
