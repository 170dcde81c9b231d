// SKU reads and stock moves for the cart and order modules (they never touch the catalog tables).
// Stock changes are guarded single statements run inside the caller's transaction: a reservation
// only succeeds while `stock >= n`, so racing checkouts can never oversell.
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import { SHOP_STATUS } from '@mall/shared';
import { AppError } from '../../platform/errors';
import type { StoreService } from '../store/service';

const { product, sku } = schema;

export type { DbOrTx, Tx } from '@mall/db';

export interface SkuInfo {
  skuId: number;
  /** e.g. SKU-000123 (/quickOrder) */
  skuCode: string;
  prodId: number;
  shopId: number;
  prodNameZh: string;
  prodNameEn: string;
  /** spec values joined, e.g. "黑色 128GB" / "Black 128GB" */
  skuNameZh: string;
  skuNameEn: string;
  pic: string;
  /** fen */
  price: number;
  oriPrice: number;
  stock: number;
  /** grams */
  weight: number;
  /** 0 physical, 1 virtual */
  goodsType: number;
  /** product on the shelf and SKU enabled */
  onShelf: boolean;
  shopOpen: boolean;
}

export interface StockMove {
  skuId: number;
  count: number;
}

/** Same SKU twice is one move; sorted by id so concurrent transactions lock rows in one order (no deadlocks). */
function merge(items: StockMove[]): StockMove[] {
  const by = new Map<number, number>();
  for (const i of items) by.set(i.skuId, (by.get(i.skuId) ?? 0) + i.count);
  return [...by].sort(([a], [b]) => a - b).map(([skuId, count]) => ({ skuId, count }));
}

export function createCatalogSkus(db: Db, store: StoreService) {
  /** Product counters follow their SKUs (after all SKU rows are locked, in product id order). */
  async function moveProducts(tx: DbOrTx, perProduct: Map<number, number>, sign: 1 | -1) {
    for (const [prodId, n] of [...perProduct].sort(([a], [b]) => a - b)) {
      const d = sign * n;
      await tx
        .update(product)
        .set({ totalStock: sql`greatest(${product.totalStock} + ${d}, 0)`, soldNum: sql`greatest(${product.soldNum} - ${d}, 0)` })
        .where(eq(product.id, prodId));
    }
  }

  async function load(where: SQL): Promise<SkuInfo[]> {
    const rows = await db
      .select({ s: sku, p: { id: product.id, shopId: product.shopId, nameZh: product.nameZh, nameEn: product.nameEn, images: product.images, status: product.status, goodsType: product.goodsType } })
      .from(sku)
      .innerJoin(product, eq(product.id, sku.productId))
      .where(where);
    const shops = await store.summaries(rows.map((r) => r.p.shopId), 'zh');
    return rows.map(({ s, p }) => ({
      skuId: s.id,
      skuCode: s.skuCode,
      prodId: p.id,
      shopId: p.shopId,
      prodNameZh: p.nameZh,
      prodNameEn: p.nameEn,
      skuNameZh: s.specs.map((x) => x.valueZh).join(' '),
      skuNameEn: s.specs.map((x) => x.valueEn || x.valueZh).join(' '),
      pic: s.pic || p.images[0] || '',
      price: s.price,
      oriPrice: s.oriPrice,
      stock: s.stock,
      weight: s.weight,
      goodsType: p.goodsType,
      onShelf: p.status === 1 && s.status === 1,
      shopOpen: shops.get(p.shopId)?.status === SHOP_STATUS.open,
    }));
  }

  return {
    /** The SKUs with their product, for the cart and the checkout; unknown ids are left out. */
    async byIds(skuIds: number[]): Promise<Map<number, SkuInfo>> {
      const ids = [...new Set(skuIds)];
      if (ids.length === 0) return new Map();
      const infos = await load(inArray(sku.id, ids));
      return new Map(infos.map((i) => [i.skuId, i]));
    },

    /** The SKUs with these codes (/quickOrder), keyed by code; unknown codes are left out. */
    async byCodes(codes: string[]): Promise<Map<string, SkuInfo>> {
      const list = [...new Set(codes)];
      if (list.length === 0) return new Map();
      const infos = await load(inArray(sku.skuCode, list));
      return new Map(infos.map((i) => [i.skuCode, i]));
    },

    /**
     * Takes stock for an order inside the caller's transaction: one guarded UPDATE per SKU
     * (`stock >= n`). Throws 'Insufficient inventory' when any SKU has too little; the caller's
     * transaction then rolls back every move already made.
     */
    async reserve(tx: DbOrTx, items: StockMove[]): Promise<void> {
      const perProduct = new Map<number, number>();
      for (const { skuId, count } of merge(items)) {
        const [row] = await tx
          .update(sku)
          .set({ stock: sql`${sku.stock} - ${count}` })
          .where(and(eq(sku.id, skuId), gte(sku.stock, count), eq(sku.status, 1)))
          .returning({ productId: sku.productId });
        if (!row) throw new AppError('cart.insufficientStock');
        perProduct.set(row.productId, (perProduct.get(row.productId) ?? 0) + count);
      }
      await moveProducts(tx, perProduct, -1);
    },

    /** Gives reserved stock back (order canceled or expired), inside the caller's transaction. */
    async release(tx: DbOrTx, items: StockMove[]): Promise<void> {
      const perProduct = new Map<number, number>();
      for (const { skuId, count } of merge(items)) {
        const [row] = await tx.update(sku).set({ stock: sql`${sku.stock} + ${count}` }).where(eq(sku.id, skuId)).returning({ productId: sku.productId });
        if (row) perProduct.set(row.productId, (perProduct.get(row.productId) ?? 0) + count);
      }
      await moveProducts(tx, perProduct, 1);
    },

    /** Units refunded that the buyer keeps (no return): they stop counting as sold; stock stays as it is. */
    async unsell(tx: DbOrTx, items: StockMove[]): Promise<void> {
      const perProduct = new Map<number, number>();
      for (const { skuId, count } of merge(items)) {
        const [row] = await tx.select({ productId: sku.productId }).from(sku).where(eq(sku.id, skuId));
        if (row) perProduct.set(row.productId, (perProduct.get(row.productId) ?? 0) + count);
      }
      for (const [prodId, n] of [...perProduct].sort(([a], [b]) => a - b)) {
        await tx.update(product).set({ soldNum: sql`greatest(${product.soldNum} - ${n}, 0)` }).where(eq(product.id, prodId));
      }
    },
  };
}

export type CatalogSkus = ReturnType<typeof createCatalogSkus>;
