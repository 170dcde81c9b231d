// Helpers of the points-mall tests: a points product set up through the console API (linked to a fresh SKU or a
// given one), buyers with points, and the redeem calls (confirm then submit).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@mall/db';
import { get, post, registerUser, userId, type CallOptions } from './account-helpers';
import type { TestContext } from './harness';
import { addAddress, freshSkus } from './order-helpers';
import { earn } from './points-helpers';
import { adminToken } from './store-helpers';

type Ctx = () => TestContext;

export const productBody = (skuId: number, over: Record<string, unknown> = {}) => ({
  nameZh: '保温杯', nameEn: 'Vacuum flask', pics: ['/uploads/demo/prod/1-1.webp'], descZh: '积分兑换', descEn: 'For points',
  skuId, points: 500, cash: 0, stock: 10, perUserLimit: 5, status: 1, sort: 0, ...over,
});

/** A points product on a fresh SKU (or `skuId`), created by the operator; answers its id and SKU. */
export async function pointsProduct(ctx: Ctx, over: Record<string, unknown> = {}, skuId?: number): Promise<{ prodId: number; skuId: number }> {
  const sku = skuId ?? (await freshSkus(ctx, 1, { stock: 1000 }))[0]!.skuId;
  const res = await post(ctx, '/p/admin/pointsMall/prods', productBody(sku, over), { token: await adminToken(ctx) });
  expect(res.statusCode, res.body).toBe(200);
  return { prodId: res.json().prodId, skuId: sku };
}

/** A registered buyer with an address and `points` points. */
export async function redeemer(ctx: Ctx, points: number) {
  const u = await registerUser(ctx);
  await addAddress(ctx, u.token);
  const id = await userId(ctx, u.token);
  if (points > 0) await earn(ctx, id, points);
  return { ...u, userId: id };
}

export const confirmRedeem = (ctx: Ctx, token: string, prodId: number, prodCount = 1, o: CallOptions = {}) =>
  post(ctx, '/p/pointsMall/confirm', { prodId, prodCount }, { token, ...o });
export const submitRedeem = (ctx: Ctx, token: string, submitToken: string, o: CallOptions = {}, more: Record<string, unknown> = {}) =>
  post(ctx, '/p/pointsMall/submit', { submitToken, ...more }, { token, ...o });

/** Confirms and submits; answers the order number. */
export async function redeem(ctx: Ctx, token: string, prodId: number, count = 1): Promise<string> {
  const c = await confirmRedeem(ctx, token, prodId, count);
  expect(c.statusCode, c.body).toBe(200);
  const s = await submitRedeem(ctx, token, c.json().submitToken);
  expect(s.statusCode, s.body).toBe(200);
  return s.json().orderNumbers[0];
}

export async function productRow(ctx: Ctx, prodId: number) {
  const [row] = await ctx().database.db.select().from(schema.pointsProduct).where(eq(schema.pointsProduct.id, prodId));
  return row!;
}

export async function orderRow(ctx: Ctx, orderNumber: string) {
  const [row] = await ctx().database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  return row!;
}

export const publicDetail = (ctx: Ctx, prodId: number, lang?: string) => get(ctx, `/pointsMall/prod?prodId=${prodId}`, { lang });
