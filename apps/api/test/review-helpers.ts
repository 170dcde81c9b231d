// Helpers of the review tests: a seller's product bought, shipped and received by a fresh buyer (one line per SKU
// given), and the calls of the review API.
import { expect } from 'vitest';
import { call, get, post, type CallOptions } from './account-helpers';
import type { TestContext } from './harness';
import { createProduct, paidOrder, seller, type TestSeller } from './seller-helpers';

type Ctx = () => TestContext;

/** An order of `lines` lines of seller `s`'s new product, paid, shipped and received by a new buyer. */
export async function receivedOrder(ctx: Ctx, s?: TestSeller, lines = 1) {
  const shop = s ?? (await seller(ctx));
  const { prodId, skuIds } = await createProduct(ctx, shop);
  const { orderNumber, buyer } = await paidOrder(ctx, shop, prodId, skuIds.slice(0, lines));
  await ctx().app.services.order.ship(orderNumber, [{ companyCode: 'SF', waybillNo: `SF${orderNumber}` }], { shopId: shop.shopId });
  const received = await call(ctx, 'PUT', `/p/myOrder/receipt/${orderNumber}`, {}, { token: buyer.token });
  expect(received.statusCode, received.body).toBe(200);
  const detail = await get(ctx, `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token: buyer.token });
  const itemIds = (detail.json().items as { orderItemId: number }[]).map((i) => i.orderItemId);
  return { seller: shop, prodId, orderNumber, buyer, itemIds };
}

export const reviewBody = (orderItemId: number, over: Record<string, unknown> = {}) => ({ orderItemId, rating: 5, content: '质量很好，物流很快', pics: [], anonymous: false, ...over });
export const writeReview = (ctx: Ctx, token: string, body: Record<string, unknown>, o: CallOptions = {}) => post(ctx, '/p/comment/review', body, { token, ...o });
export const followUp = (ctx: Ctx, token: string, body: Record<string, unknown>, o: CallOptions = {}) => post(ctx, '/p/comment/followUp', body, { token, ...o });
export const orderStatus = async (ctx: Ctx, token: string, orderNumber: string) =>
  (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token })).json().status as number;
