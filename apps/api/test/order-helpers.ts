// Helpers of the cart, address and order tests: SKUs of the seeded mall with known price and stock,
// addresses, and orders placed through the API.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@mall/db';
import { SHOP_STATUS } from '@mall/shared';
import { call, get, post, type CallOptions } from './account-helpers';
import type { TestContext } from './harness';

type Ctx = () => TestContext;
export interface TestSku { skuId: number; prodId: number; shopId: number }

export const SHANGHAI = { provinceCode: '310000', cityCode: '310100', areaCode: '310115' } as const;
export const XINJIANG = { provinceCode: '650000', cityCode: '650100', areaCode: '650102' } as const;

// per database: the suites of a worker share this module (isolate: false), each on a database of its own
const usedSkus = new WeakMap<object, Set<number>>();
/**
 * SKUs of distinct on-shelf products in open shops, never handed out before on this database, each set to the
 * given price (fen), stock and weight. `sameShop` takes them from one shop, `shops` from that many different shops.
 */
export async function freshSkus(ctx: Ctx, n: number, opts: { price?: number; stock?: number; weight?: number; sameShop?: boolean } = {}): Promise<TestSku[]> {
  const { db } = ctx().database;
  let used = usedSkus.get(db);
  if (!used) usedSkus.set(db, (used = new Set()));
  const { product, sku, shop } = schema;
  const rows = await db
    .select({ skuId: sku.id, prodId: product.id, shopId: product.shopId })
    .from(sku)
    .innerJoin(product, eq(product.id, sku.productId))
    .innerJoin(shop, eq(shop.id, product.shopId))
    .where(and(eq(product.status, 1), eq(sku.status, 1), eq(shop.status, SHOP_STATUS.open), eq(product.goodsType, 0)))
    .orderBy(product.shopId, product.id, sku.id);
  const picked: TestSku[] = [];
  const prods = new Set<number>();
  const shopOf = opts.sameShop ? rows.find((r) => !used.has(r.skuId))?.shopId : undefined;
  for (const r of rows) {
    if (picked.length === n) break;
    if (used.has(r.skuId) || prods.has(r.prodId) || (shopOf !== undefined && r.shopId !== shopOf)) continue;
    picked.push(r);
    prods.add(r.prodId);
  }
  expect(picked.length).toBe(n);
  for (const p of picked) used.add(p.skuId);
  await db.update(sku).set({ price: opts.price ?? 1000, stock: opts.stock ?? 100, weight: opts.weight ?? 500 }).where(inArray(sku.id, picked.map((p) => p.skuId)));
  return picked;
}

/** SKUs from `k` different shops (one each). */
export async function skusOfShops(ctx: Ctx, k: number, opts: { price?: number; stock?: number } = {}): Promise<TestSku[]> {
  const out: TestSku[] = [];
  while (out.length < k) {
    const [s] = await freshSkus(ctx, 1, opts);
    if (!out.some((o) => o.shopId === s!.shopId)) out.push(s!);
  }
  return out;
}

export async function stockOf(ctx: Ctx, skuId: number): Promise<number> {
  const [row] = await ctx().database.db.select({ stock: schema.sku.stock }).from(schema.sku).where(eq(schema.sku.id, skuId));
  return row!.stock;
}

export async function setSku(ctx: Ctx, skuId: number, values: Partial<typeof schema.sku.$inferInsert>) {
  await ctx().database.db.update(schema.sku).set(values).where(eq(schema.sku.id, skuId));
}

export async function setProductStatus(ctx: Ctx, prodId: number, status: number) {
  await ctx().database.db.update(schema.product).set({ status }).where(eq(schema.product.id, prodId));
}

export const addrBody = (over: Record<string, unknown> = {}) => ({ receiver: '张三', mobile: '13800138000', ...SHANGHAI, addr: '张江高科技园区博云路2号', ...over });

export async function addAddress(ctx: Ctx, token: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await post(ctx, '/p/address/addAddr', addrBody(over), { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().addrId;
}

export async function addToCart(ctx: Ctx, token: string, s: TestSku, count = 1): Promise<number> {
  const res = await post(ctx, '/p/shopCart/changeItem', { prodId: s.prodId, skuId: s.skuId, count, shopId: s.shopId }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().basketId;
}

export const confirm = (ctx: Ctx, token: string, body: Record<string, unknown>, o: CallOptions = {}) => post(ctx, '/p/order/confirm', body, { token, ...o });

/** Confirms a buy-now of `count` units and answers the submit token. */
export async function confirmBuyNow(ctx: Ctx, token: string, s: TestSku, count = 1, addrId?: number): Promise<string> {
  const res = await confirm(ctx, token, { orderItem: { prodId: s.prodId, skuId: s.skuId, prodCount: count }, addrId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().submitToken;
}

export const submit = (ctx: Ctx, token: string, submitToken: string, more: Record<string, unknown> = {}, o: CallOptions = {}) =>
  post(ctx, '/p/order/submit', { submitToken, ...more }, { token, ...o });

/** Buy now, submitted: answers the order number. */
export async function placeOrder(ctx: Ctx, token: string, s: TestSku, count = 1, addrId?: number): Promise<string> {
  const res = await submit(ctx, token, await confirmBuyNow(ctx, token, s, count, addrId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orderNumbers[0];
}

export const detail = (ctx: Ctx, token: string, orderNumber: string, lang?: string) => get(ctx, `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token, lang });
export const del = (ctx: Ctx, url: string, body: unknown, token: string) => call(ctx, 'DELETE', url, body, { token });

/** Units of a SKU in orders that are not canceled. */
export async function unitsOrdered(ctx: Ctx, skuId: number): Promise<number> {
  const { orders, orderItem } = schema;
  const [row] = await ctx().database.db.select({ n: sql<number>`coalesce(sum(${orderItem.count}), 0)::int` }).from(orderItem)
    .innerJoin(orders, eq(orders.id, orderItem.orderId)).where(and(eq(orderItem.skuId, skuId), sql`${orders.status} <> 6`));
  return Number(row?.n ?? 0);
}
