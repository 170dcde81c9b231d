// Helpers of the seller centre tests: calls with a verified seller's headers, a valid product form, a shop's
// product bought and paid by a buyer.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@mall/db';
import { call, type CallOptions } from './account-helpers';
import type { TestContext } from './harness';
import { addAddress, placeOrder } from './order-helpers';
import { buyer, sellerWithShop, upload, verifiedSellerHeaders } from './store-helpers';

type Ctx = () => TestContext;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A seller with an open shop, logged in to the seller centre; `api` calls /p/seller/... with its headers. */
export async function seller(ctx: Ctx) {
  const s = await sellerWithShop(ctx);
  const headers = await verifiedSellerHeaders(ctx, s.token, s.storePassword);
  const api = (method: Method, url: string, body?: unknown, o: CallOptions = {}) => call(ctx, method, `/p/seller${url}`, body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}), { ...o, headers: { ...headers, ...o.headers } });
  return { ...s, headers, api };
}
export type TestSeller = Awaited<ReturnType<typeof seller>>;

/** A shown third-level category of the seeded tree. */
export async function leafCategory(ctx: Ctx): Promise<number> {
  const { category } = schema;
  const [c] = await ctx().database.db.select({ id: category.id }).from(category).where(and(eq(category.grade, 3), eq(category.status, 1))).orderBy(category.id).limit(1);
  return c!.id;
}

export const colours = { nameZh: '颜色', nameEn: 'Colour', values: [{ valueZh: '黑色', valueEn: 'Black' }, { valueZh: '白色', valueEn: 'White' }] };

/** A product form with one spec of two values (two SKUs at 19.90 and 0.30 yuan). */
export function productBody(uid: number, categoryId: number, over: Record<string, unknown> = {}) {
  return {
    categoryId, nameZh: '测试保温杯', nameEn: 'Test cup', briefZh: '保温12小时', briefEn: 'Keeps warm 12 hours',
    contentZh: '<p>详情<script>alert(1)</script></p>', contentEn: '<p>Details</p>', images: [upload(uid), upload(uid)],
    specs: [colours],
    skus: [
      { values: [0], price: '19.90', oriPrice: '29.90', stock: 10, skuCode: '' },
      { values: [1], price: '0.30', oriPrice: '', stock: 5, skuCode: '' },
    ],
    status: 1,
    ...over,
  };
}

/** Creates a product through the API; answers its id and SKU ids (in grid order). */
export async function createProduct(ctx: Ctx, s: TestSeller, over: Record<string, unknown> = {}) {
  const res = await s.api('POST', '/products', productBody(s.id, await leafCategory(ctx), over));
  expect(res.statusCode, res.body).toBe(200);
  const prodId = res.json().prodId as number;
  const view = (await s.api('GET', `/products/${prodId}`)).json();
  return { prodId, skuIds: view.skus.map((k: { skuId: number }) => k.skuId) as number[] };
}

/** A buyer orders the seller's product (one order with one line per SKU given) and pays; answers the order number. */
export async function paidOrder(ctx: Ctx, s: TestSeller, prodId: number, skuIds: number[]) {
  await ctx().app.services.order.ensureDefaultFreight();
  const b = await buyer(ctx);
  const addrId = await addAddress(ctx, b.token);
  let orderNumber: string;
  if (skuIds.length === 1) orderNumber = await placeOrder(ctx, b.token, { skuId: skuIds[0]!, prodId, shopId: s.shopId }, 1, addrId);
  else {
    const basketIds: number[] = [];
    for (const skuId of skuIds) {
      const r = await call(ctx, 'POST', '/p/shopCart/changeItem', { prodId, skuId, count: 1, shopId: s.shopId }, { token: b.token });
      expect(r.statusCode, r.body).toBe(200);
      basketIds.push(r.json().basketId);
    }
    const c = await call(ctx, 'POST', '/p/order/confirm', { basketIds, addrId }, { token: b.token });
    expect(c.statusCode, c.body).toBe(200);
    const sub = await call(ctx, 'POST', '/p/order/submit', { submitToken: c.json().submitToken }, { token: b.token });
    expect(sub.statusCode, sub.body).toBe(200);
    orderNumber = sub.json().orderNumbers[0];
  }
  await ctx().app.services.order.markPaid([orderNumber], { payType: 1, payNo: `P${orderNumber}` });
  return { orderNumber, buyer: b };
}
