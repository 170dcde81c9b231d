// Helpers of the group-buy tests: an activity on a fresh SKU (created through the service, live or not as asked),
// opening or joining a group through the API (confirm + submit), and the group of an order.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@mall/db';
import { post, type CallOptions } from './account-helpers';
import type { TestContext } from './harness';
import { freshSkus, submit, type TestSku } from './order-helpers';

type Ctx = () => TestContext;
export const HOUR = 3600_000;

export interface TestActivity { activityId: number; sku: TestSku; groupPrice: number }

/** An activity of `size` buyers on a fresh SKU (price 10000 fen, group price 6000), from `startIn` ms from now. */
export async function activity(ctx: Ctx, opts: { size?: number; hours?: number; startIn?: number; lastsMs?: number; stock?: number; groupPrice?: number } = {}): Promise<TestActivity> {
  const [sku] = await freshSkus(ctx, 1, { price: 10_000, stock: opts.stock ?? 100 });
  const now = ctx().clock.now().getTime();
  const start = now + (opts.startIn ?? -HOUR);
  const groupPrice = opts.groupPrice ?? 6000;
  const activityId = await ctx().app.services.groupBuy.activities.create({
    prodId: sku!.prodId, nameZh: '测试拼团', nameEn: 'Test group buy', groupSize: opts.size ?? 2, timeLimitHours: opts.hours ?? 24,
    startAt: new Date(start).toISOString(), endAt: new Date(start + (opts.lastsMs ?? 7 * 24 * HOUR)).toISOString(), skus: [{ skuId: sku!.skuId, groupPrice }],
  }, { userId: 1, shopId: null });
  return { activityId, sku: sku!, groupPrice };
}

export const confirmGroup = (ctx: Ctx, token: string, a: TestActivity, groupId?: number, o: CallOptions = {}) =>
  post(ctx, '/p/group-buy/confirm', { activityId: a.activityId, skuId: a.sku.skuId, prodCount: 1, ...(groupId ? { groupId } : {}) }, { token, ...o });

/** Opens (no groupId) or joins a group: confirm and submit; answers the order number. */
export async function groupOrder(ctx: Ctx, token: string, a: TestActivity, groupId?: number): Promise<string> {
  const c = await confirmGroup(ctx, token, a, groupId);
  expect(c.statusCode, c.body).toBe(200);
  const res = await submit(ctx, token, c.json().submitToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orderNumbers[0];
}

export async function memberOf(ctx: Ctx, orderNumber: string) {
  const [m] = await ctx().database.db.select().from(schema.groupBuyMember).where(eq(schema.groupBuyMember.orderNumber, orderNumber));
  return m!;
}

export async function groupRow(ctx: Ctx, groupId: number) {
  const [g] = await ctx().database.db.select().from(schema.groupBuyGroup).where(eq(schema.groupBuyGroup.id, groupId));
  return g!;
}
