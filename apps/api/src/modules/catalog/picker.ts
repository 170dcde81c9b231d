// The console's pickers: products by name (paged, with picture, price and shop) and the SKUs of a product (spec,
// price, stock). `shopId` null is an operator (every shop, optionally one); a number is a shop owner's own shop,
// and nothing of another shop is ever answered.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { Lang, Paged, PickerProduct, PickerSku } from '@mall/shared';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import type { StoreService } from '../store/service';
import { nameContains } from './name-filter';

const { product, sku } = schema;

export interface PickerProductQuery { current: number; size: number; keyword: string; shopId?: number; ids?: number[] }
export interface PickerSkuQuery { prodId?: number; ids?: number[] }

export function createCatalogPicker(db: Db, store: Pick<StoreService, 'summaries'>) {
  return {
    async products(scopeShop: number | null, q: PickerProductQuery, lang: Lang): Promise<Paged<PickerProduct>> {
      const text = q.keyword.trim();
      const shopId = scopeShop ?? q.shopId;
      const where: SQL | undefined = and(
        shopId !== undefined ? eq(product.shopId, shopId) : undefined,
        q.ids ? inArray(product.id, q.ids) : undefined,
        text ? nameContains(text) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(product).where(where).orderBy(desc(product.status), desc(product.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(product).where(where),
      ]);
      const shops = await store.summaries(rows.map((p) => p.shopId), lang);
      const records = rows.map((p) => ({
        prodId: p.id, name: pick(lang, p.nameZh, p.nameEn), pic: p.images[0] ?? '', price: p.price, stock: p.totalStock, status: p.status,
        shopId: p.shopId, shopName: shops.get(p.shopId)?.shopName ?? '',
      }));
      return toPage(records, Number(total?.n ?? 0), q.current, q.size);
    },

    /** Enabled SKUs of a product (by prodId), or the SKUs with the given ids; another shop's are left out. */
    async skus(scopeShop: number | null, q: PickerSkuQuery, lang: Lang): Promise<PickerSku[]> {
      if (q.prodId === undefined && !q.ids?.length) return [];
      const rows = await db
        .select({ s: sku, p: { id: product.id, nameZh: product.nameZh, nameEn: product.nameEn, images: product.images } })
        .from(sku)
        .innerJoin(product, eq(product.id, sku.productId))
        .where(and(
          q.prodId !== undefined ? and(eq(sku.productId, q.prodId), eq(sku.status, 1)) : undefined,
          q.ids ? inArray(sku.id, q.ids) : undefined,
          scopeShop !== null ? eq(product.shopId, scopeShop) : undefined,
        ))
        .orderBy(sku.id)
        .limit(200);
      return rows.map(({ s, p }) => ({
        skuId: s.id, prodId: p.id, prodName: pick(lang, p.nameZh, p.nameEn),
        spec: s.specs.map((x) => (lang === 'en' ? x.valueEn || x.valueZh : x.valueZh)).join(' / '),
        skuCode: s.skuCode, pic: s.pic || p.images[0] || '', price: s.price, stock: s.stock,
      }));
    },
  };
}
export type CatalogPicker = ReturnType<typeof createCatalogPicker>;
