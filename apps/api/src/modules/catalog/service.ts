// Catalog: products (SPU) and SKUs; here the product cards of the home page.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { Lang, Paged, ProductCard } from '@mall/shared';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import type { StoreService } from '../store/service';

const { product } = schema;
type ProductRow = typeof product.$inferSelect;

export function createCatalogService(db: Db, store: StoreService) {
  async function toCards(rows: ProductRow[], lang: Lang): Promise<ProductCard[]> {
    const shops = await store.summaries(rows.map((p) => p.shopId), lang);
    return rows.map((p) => {
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
      };
    });
  }

  /** On shelf and in an open shop. */
  async function visible() {
    const shopIds = await store.openShopIds();
    return and(eq(product.status, 1), inArray(product.shopId, shopIds.length ? shopIds : [-1]));
  }

  return {
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

    /** Number of on-shelf products of each shop. */
    async countByShop(shopIds: number[]): Promise<Map<number, number>> {
      if (shopIds.length === 0) return new Map();
      const rows = await db
        .select({ shopId: product.shopId, n: sql<number>`count(*)::int` })
        .from(product)
        .where(and(eq(product.status, 1), inArray(product.shopId, shopIds)))
        .groupBy(product.shopId);
      return new Map(rows.map((r) => [r.shopId, Number(r.n)]));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
