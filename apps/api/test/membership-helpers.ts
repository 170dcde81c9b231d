// Helpers of the membership tests: the service of the app under test, operator calls, levels and plans made through
// the console API, growth given in a transaction, and the growth ledger's invariant.
import { expect } from 'vitest';
import type { MemberLevelBody, MemberPlanBody } from '@mall/shared';
import type { MembershipService } from '../src/modules/membership/service';
import { call, get, post, put } from './account-helpers';
import type { TestContext } from './harness';
import { adminToken } from './store-helpers';

type Ctx = () => TestContext;
export const membership = (ctx: Ctx): MembershipService => ctx().app.services.membership;

export const levelBody = (over: Partial<MemberLevelBody> = {}): MemberLevelBody => ({
  nameZh: '测试等级', nameEn: 'Test level', icon: '', threshold: 1000, discountPercent: 100, freeShipping: false, pointsMultiplier: 100, couponIds: [], levelUpPoints: 0, ...over,
});
export const planBody = (over: Partial<MemberPlanBody> = {}): MemberPlanBody => ({
  nameZh: '月卡', nameEn: 'Monthly', periodUnit: 'month', periodCount: 1, price: 1500, discountPercent: 90, pointsMultiplier: 100, monthlyCouponIds: [], onSale: true, sort: 0, ...over,
});

export async function admin(ctx: Ctx) {
  const token = await adminToken(ctx);
  return {
    token,
    get: (url: string, lang?: string) => get(ctx, `/p/admin/membership${url}`, { token, lang }),
    post: (url: string, body: unknown, lang?: string) => post(ctx, `/p/admin/membership${url}`, body, { token, lang }),
    put: (url: string, body: unknown, lang?: string) => put(ctx, `/p/admin/membership${url}`, body, { token, lang }),
    del: (url: string, lang?: string) => call(ctx, 'DELETE', `/p/admin/membership${url}`, undefined, { token, lang }),
  };
}

export async function makeLevel(ctx: Ctx, over: Partial<MemberLevelBody> = {}) {
  const res = await (await admin(ctx)).post('/levels', levelBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
}
export async function makePlan(ctx: Ctx, over: Partial<MemberPlanBody> = {}) {
  const res = await (await admin(ctx)).post('/plans', planBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
}
/** Removes every level (a suite's tests each set up their own). */
export async function clearLevels(ctx: Ctx) {
  for (const l of await membership(ctx).setup.levels()) await membership(ctx).setup.deleteLevel(l.id);
}

export const giveGrowth = (ctx: Ctx, userId: number, amount: number, key = `t:${userId}:${Math.random()}`) =>
  ctx().database.db.transaction((tx) => membership(ctx).growth.change(tx, { userId, amount, source: 'admin', key }));

/** growth = sum of the ledger = the last row's growth after. */
export async function expectGrowthSums(ctx: Ctx, userId: number, growth?: number) {
  const a = await membership(ctx).growth.audit(userId);
  expect(a.ledgerSum).toBe(a.growth);
  expect(a.lastBalanceAfter).toBe(a.growth);
  expect(a.growth).toBeGreaterThanOrEqual(0);
  if (growth !== undefined) expect(a.growth).toBe(growth);
  return a.growth;
}
