// Catalog: products (SPU) and SKUs: cards for lists, the product list query, the product detail.
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { SHOP_STATUS, type Lang, type Paged, type ProdDetail, type ProductCard, type SitemapIds, type ZoneInfo } from '@mall/shared';
import { notFound } from '../../platform/errors';
import { pick } from '../../platform/lang';
import type { Later } from '../../platform/module';
import { offsetOf, toPage } from '../../platform/paging';
import type { ContentService } from '../content/service';
import { zoneProductIds } from '../content/zones';
import type { StoreService } from '../store/service';
import { toDetail } from './detail';
import type { DbOrTx } from './skus';
import { searchProducts, type ProductFilter } from './search';

const { product, sku } = schema;
type ProductRow = typeof product.$inferSelect;

/** Which of these products are on pre-sale now (the pre-sale module, built after the catalog: a getter). */
export type PresaleTags = Later<{ onPresale(prodIds: number[]): Promise<Set<number>> }>;

export function createCatalogService(db: Db, store: StoreService, content: ContentService, presale?: PresaleTags) {
  async function toCards(rows: ProductRow[], lang: Lang): Promise<ProductCard[]> {
    return (await cardsAndShops(rows, lang)).cards;
  }

  /** Cards of products (one statement for their shops) and whether each is on sale (on shelf, shop open). */
  async function cardsAndShops(rows: ProductRow[], lang: Lang) {
    const [shops, presales] = await Promise.all([
      store.summaries(rows.map((p) => p.shopId), lang),
      presale && rows.length ? presale().onPresale(rows.map((p) => p.id)) : new Set<number>(),
    ]);
    const onSale = new Set(rows.filter((p) => p.status === 1 && shops.get(p.shopId)?.status === SHOP_STATUS.open).map((p) => p.id));
    const cards = rows.map((p): ProductCard => {
      const s = shops.get(p.shopId);
      return {
        prodId: p.id,
        prodName: pick(lang, p.nameZh, p.nameEn),
        brief: pick(lang, p.briefZh, p.briefEn),
        pic: p.images[0] ?? '',
        price: p.price,
        oriPrice: p.oriPrice,
        soldNum: p.soldNum,
        shopId: p.shopId,
        shopName: s?.shopName ?? '',
        selfOperated: s?.selfOperated ?? false,
        ...(presales.has(p.id) ? { presale: true } : {}),
      };
    });
    return { cards, onSale };
  }

  /** On shelf and in an open shop. */
  async function visible() {
    const shopIds = await store.openShopIds();
    return and(eq(product.status, 1), inArray(product.shopId, shopIds.length ? shopIds : [-1]));
  }

  /** Number of on-shelf products of each shop. */
  async function countByShop(shopIds: number[]): Promise<Map<number, number>> {
    if (shopIds.length === 0) return new Map();
    const rows = await db
      .select({ shopId: product.shopId, n: sql<number>`count(*)::int` })
      .from(product)
      .where(and(eq(product.status, 1), inArray(product.shopId, shopIds)))
      .groupBy(product.shopId);
    return new Map(rows.map((r) => [r.shopId, Number(r.n)]));
  }

  /** Cards of the given products that are on sale (on shelf, shop open), in the order of `ids`. */
  async function cardsByIds(ids: number[], lang: Lang): Promise<ProductCard[]> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (unique.length === 0) return [];
    const rows = await db.select().from(product).where(and(inArray(product.id, unique), eq(product.status, 1)));
    const { cards, onSale } = await cardsAndShops(rows, lang);
    const byId = new Map(cards.filter((c) => onSale.has(c.prodId)).map((c) => [c.prodId, c]));
    return unique.map((id) => byId.get(id)).filter((c): c is ProductCard => c !== undefined);
  }

  return {
    countByShop,

    /** Sitemaps: ids of the products on sale (on shelf, shop open), ascending, one page of them. */
    async sitemapIds(current: number, size: number): Promise<SitemapIds> {
      const where = await visible();
      const [rows, [total]] = await Promise.all([
        db.select({ id: product.id }).from(product).where(where).orderBy(asc(product.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(product).where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
    },

    async latest(current: number, size: number, lang: Lang): Promise<Paged<ProductCard>> {
      const where = await visible();
      const [rows, [total]] = await Promise.all([
        db.select().from(product).where(where).orderBy(desc(product.putawayTime), desc(product.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(product).where(where),
      ]);
      return toPage(await toCards(rows, lang), Number(total?.n ?? 0), current, size);
    },

    async hotSale(size: number, lang: Lang): Promise<ProductCard[]> {
      const rows = await db.select().from(product).where(await visible()).orderBy(desc(product.soldNum), desc(product.id)).limit(size);
      return toCards(rows, lang);
    },

    /** One page of the product list (see search.ts); cards in the order of the sort. */
    async search(filter: ProductFilter, lang: Lang) {
      const hits = await searchProducts(db, filter);
      return { ...hits, records: await toCards(hits.rows, lang) };
    },

    cardsByIds,

    /** Guess you like (decision 031): the categories of some products, whatever their state. */
    async categoriesOf(ids: number[]): Promise<number[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await db.selectDistinct({ categoryId: product.categoryId }).from(product).where(inArray(product.id, unique));
      return rows.map((r) => r.categoryId).sort((a, b) => a - b);
    },

    /** Guess you like: the best sellers on sale in these categories, without the `except` products. */
    async popularIn(categoryIds: number[], except: number[], size: number, lang: Lang): Promise<ProductCard[]> {
      if (categoryIds.length === 0 || size <= 0) return [];
      const others = except.length ? notInArray(product.id, except) : undefined;
      const rows = await db.select().from(product)
        .where(and(await visible(), inArray(product.categoryId, categoryIds), others))
        .orderBy(desc(product.soldNum), desc(product.id)).limit(size);
      return toCards(rows, lang);
    },

    /** Cards of the given products whatever their state, with whether each is on sale (favourites, footprint). */
    async cardsWithState(ids: number[], lang: Lang): Promise<Map<number, ProductCard & { onSale: boolean }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.select().from(product).where(inArray(product.id, unique));
      const { cards, onSale } = await cardsAndShops(rows, lang);
      return new Map(cards.map((c) => [c.prodId, { ...c, onSale: onSale.has(c.prodId) }]));
    },

    /** The prices (fen) of the given products whatever their state: one small query (the discounts' price check). */
    async pricesOf(ids: number[]): Promise<Map<number, number>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.select({ id: product.id, price: product.price }).from(product).where(inArray(product.id, unique));
      return new Map(rows.map((r) => [r.id, r.price]));
    },

    /** The product exists, is on shelf and its shop is open. */
    async isOnSale(prodId: number): Promise<boolean> {
      const [row] = await db.select({ shopId: product.shopId }).from(product).where(and(eq(product.id, prodId), eq(product.status, 1)));
      if (!row) return false;
      const shops = await store.summaries([row.shopId], 'zh');
      return shops.get(row.shopId)?.status === SHOP_STATUS.open;
    },

    /** Product page: 404 when missing, off shelf or in a shop that is not open. */
    async detail(prodId: number, lang: Lang): Promise<ProdDetail> {
      const [p] = await db.select().from(product).where(eq(product.id, prodId));
      if (!p || p.status !== 1) throw notFound('product.notFound');
      const [skus, shops, scope] = await Promise.all([
        db.select().from(sku).where(and(eq(sku.productId, p.id), eq(sku.status, 1))).orderBy(asc(sku.id)),
        store.cards([p.shopId], lang, countByShop),
        content.categoryScope(p.categoryId, lang),
      ]);
      const shop = shops.get(p.shopId);
      if (!shop || shop.status !== SHOP_STATUS.open) throw notFound('product.notFound');
      const { status: _status, ...shopCard } = shop;
      return toDetail(p, skus, shopCard, scope?.path ?? [], lang);
    },

    /** A zone page: its parts and the cards of the products they name that are on sale. */
    async zone(id: number, lang: Lang): Promise<ZoneInfo> {
      const z = await content.zone(id, lang);
      if (!z) throw notFound('zone.notFound');
      return { ...z, products: await cardsByIds(zoneProductIds(z.parts).slice(0, 500), lang) };
    },

    /** Categories a shop has products on shelf in. */
    async categoryIdsOfShop(shopId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: product.categoryId })
        .from(product)
        .where(and(eq(product.shopId, shopId), eq(product.status, 1)));
      return rows.map((r) => r.id);
    },

    /** Shop and category of products (coupon scopes). */
    async productRefs(prodIds: number[]): Promise<Map<number, { shopId: number; categoryId: number }>> {
      const unique = [...new Set(prodIds)];
      if (unique.length === 0) return new Map();
      const rows = await db.select({ id: product.id, shopId: product.shopId, categoryId: product.categoryId }).from(product).where(inArray(product.id, unique));
      return new Map(rows.map((r) => [r.id, { shopId: r.shopId, categoryId: r.categoryId }]));
    },

    /** For the review module, in its transaction: one more review of the product (the list's sort by reviews). */
    async countReview(tx: DbOrTx, prodId: number): Promise<void> {
      await tx.update(product).set({ reviewCount: sql`${product.reviewCount} + 1` }).where(eq(product.id, prodId));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
