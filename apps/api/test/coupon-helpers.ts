// Helpers of the coupon tests: coupons made through the promotion service, claims through the API.
import { expect } from 'vitest';
import type { CreateCouponBody } from '@mall/shared';
import { post } from './account-helpers';
import type { TestContext } from './harness';

type Ctx = () => TestContext;

export async function makeCoupon(ctx: Ctx, over: Partial<CreateCouponBody> = {}) {
  const body: CreateCouponBody = {
    nameZh: '测试券', nameEn: 'Test coupon', kind: 1, threshold: 10000, value: 1000, maxOff: 0, scope: 0, shopId: null, prodIds: [], categoryIds: [],
    validity: 0, validDays: 0, startsAt: null, endsAt: null, total: 100, perUserLimit: 1, ...over,
  };
  return ctx().app.services.promotion.createCoupon(body, { userId: 0, shopId: null });
}

export const claim = (ctx: Ctx, token: string, couponId: number, lang?: string) => post(ctx, '/p/coupon/claim', { couponId }, { token, lang });

export async function claimOk(ctx: Ctx, token: string, couponId: number): Promise<number> {
  const res = await claim(ctx, token, couponId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().userCouponId;
}
