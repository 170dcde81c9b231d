// Helpers of the catalog tests: products and SKUs made directly in the database, so each test knows exactly
// what it searches for, and a GET that answers JSON.
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@mall/db';
import type { TestContext } from './harness';
import { get } from './account-helpers';

type Ctx = () => TestContext;
type ProductInsert = typeof schema.product.$inferInsert;
type SkuInsert = Omit<typeof schema.sku.$inferInsert, 'productId' | 'skuCode'> & { skuCode?: string };

let n = 0;
/** Inserts a product (on shelf in the self-operated shop unless told) with its SKUs; answers its id. */
export async function insertProduct(ctx: Ctx, p: Partial<ProductInsert> = {}, skus?: SkuInsert[]): Promise<number> {
  const { db } = ctx().database;
  n++;
  const list: SkuInsert[] = skus ?? [{ specs: [], price: p.price ?? 1000, oriPrice: p.oriPrice ?? p.price ?? 1000, stock: p.totalStock ?? 10 }];
  const [row] = await db
    .insert(schema.product)
    .values({
      shopId: 1,
      categoryId: 3,
      nameZh: `测试商品${n}`,
      nameEn: `Test product ${n}`,
      images: ['/uploads/demo/prod/1-1.webp'],
      price: Math.min(...list.map((s) => s.price)),
      oriPrice: Math.max(...list.map((s) => s.oriPrice)),
      totalStock: list.reduce((sum, s) => sum + (s.stock ?? 0), 0),
      ...p,
    })
    .returning({ id: schema.product.id });
  await db.insert(schema.sku).values(list.map((s, i) => ({ skuCode: `TEST-${row!.id}-${i + 1}`, ...s, productId: row!.id })));
  return row!.id;
}

export const setProductStatus = (ctx: Ctx, id: number, status: number) =>
  ctx().database.db.update(schema.product).set({ status }).where(eq(schema.product.id, id));

export const setShopStatus = (ctx: Ctx, id: number, status: number) =>
  ctx().database.db.update(schema.shop).set({ status }).where(eq(schema.shop.id, id));

/** Rows of the given products, by id. */
export async function productRows(ctx: Ctx, ids: number[]) {
  const rows = ids.length ? await ctx().database.db.select().from(schema.product).where(inArray(schema.product.id, ids)) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

export async function json<T>(ctx: Ctx, url: string, o: { token?: string; lang?: string; ip?: string } = {}): Promise<T> {
  const res = await get(ctx, url, o);
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}
