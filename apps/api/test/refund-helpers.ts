// Helpers of the after-sales tests: an order of a new seller's product paid from the buyer's balance (so the money
// really goes back through the payment module), shipped and received as asked; the calls of the refund API.
import { expect } from 'vitest';
import { schema } from '@mall/db';
import { eq } from 'drizzle-orm';
import { call, get, post, type CallOptions } from './account-helpers';
import type { TestContext } from './harness';
import { addToCart } from './order-helpers';
import { balancePay, payer } from './payment-helpers';
import { createProduct, seller, type TestSeller } from './seller-helpers';

type Ctx = () => TestContext;

export interface Bought {
  seller: TestSeller;
  buyer: Awaited<ReturnType<typeof payer>>;
  orderNumber: string;
  itemIds: number[];
  skuIds: number[];
  prodId: number;
}

/** Buys `counts[i]` units of SKU i of a new product (19.90 and 0.30 yuan) with the balance; ships and receives as asked. */
export async function bought(ctx: Ctx, opts: { counts?: number[]; ship?: boolean; receive?: boolean; seller?: TestSeller } = {}): Promise<Bought> {
  const counts = opts.counts ?? [1];
  const shop = opts.seller ?? (await seller(ctx));
  const { prodId, skuIds } = await createProduct(ctx, shop);
  await ctx().app.services.order.ensureDefaultFreight();
  const b = await payer(ctx, 10_000_000);
  const basketIds: number[] = [];
  for (const [i, n] of counts.entries()) basketIds.push(await addToCart(ctx, b.token, { prodId, skuId: skuIds[i]!, shopId: shop.shopId }, n));
  const c = await post(ctx, '/p/order/confirm', { basketIds }, { token: b.token });
  expect(c.statusCode, c.body).toBe(200);
  const sub = await post(ctx, '/p/order/submit', { submitToken: c.json().submitToken }, { token: b.token });
  expect(sub.statusCode, sub.body).toBe(200);
  const orderNumber = sub.json().orderNumbers[0] as string;
  const paid = await balancePay(ctx, b.token, [orderNumber]);
  expect(paid.statusCode, paid.body).toBe(200);
  if (opts.ship || opts.receive) {
    await ctx().app.services.order.ship(orderNumber, [{ companyCode: 'SF', waybillNo: `SF${orderNumber}` }], { shopId: shop.shopId });
  }
  if (opts.receive) {
    const r = await call(ctx, 'PUT', `/p/myOrder/receipt/${orderNumber}`, {}, { token: b.token });
    expect(r.statusCode, r.body).toBe(200);
  }
  const d = await get(ctx, `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token: b.token });
  const itemIds = (d.json().items as { orderItemId: number }[]).map((i) => i.orderItemId);
  return { seller: shop, buyer: b, orderNumber, itemIds, skuIds: skuIds.slice(0, counts.length), prodId };
}

export const applyBody = (orderNumber: string, over: Record<string, unknown> = {}) => ({
  orderNumber, items: [], mode: 1, cargoStatus: 1, reason: 'quality', amount: 1, note: '', vouchers: [], mobile: '13800138000', ...over,
});
export const apply = (ctx: Ctx, token: string, body: Record<string, unknown>, o: CallOptions = {}) => post(ctx, '/p/refund/apply', body, { token, ...o });
export const options = async (ctx: Ctx, token: string, orderNumber: string, itemIds?: number[]) => {
  const r = await get(ctx, `/p/refund/options?orderNumber=${orderNumber}${itemIds ? `&itemIds=${itemIds.join(',')}` : ''}`, { token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
export const refundDetail = async (ctx: Ctx, token: string, refundSn: string) => {
  const r = await get(ctx, `/p/refund/${refundSn}`, { token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
export const buyerAct = (ctx: Ctx, token: string, refundSn: string, action: string, body: unknown = {}, o: CallOptions = {}) =>
  post(ctx, `/p/refund/${refundSn}/${action}`, body, { token, ...o });

/** Applies and answers the refundSn (expects 200). */
export async function applied(ctx: Ctx, o: Bought, over: Record<string, unknown> = {}): Promise<string> {
  const r = await apply(ctx, o.buyer.token, applyBody(o.orderNumber, over));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().refundSn;
}

export async function requestRow(ctx: Ctx, refundSn: string) {
  const [r] = await ctx().database.db.select().from(schema.refundRequest).where(eq(schema.refundRequest.refundSn, refundSn));
  return r!;
}

export const RETURN_ADDRESS = { receiver: '王店长', mobile: '13900139000', address: '上海市浦东新区张江路1号' };
