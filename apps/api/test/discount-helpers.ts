// Helpers of the special discount tests: discounts made through the promotion service.
import type { CreateDiscountBody } from '@mall/shared';
import type { TestContext } from './harness';

type Ctx = () => TestContext;
const HOUR = 3600_000;

/** A discount of `shopId` on `prodIds`, running from now (the test clock) for a day unless told otherwise. */
export function makeDiscount(ctx: Ctx, shopId: number, prodIds: number[], over: Partial<CreateDiscountBody> = {}) {
  const now = ctx().clock.now().getTime();
  const body: CreateDiscountBody = {
    nameZh: '限时折扣', nameEn: 'Special discount', kind: 1, value: 80, shopId, prodIds,
    startsAt: new Date(now).toISOString(), endsAt: new Date(now + 24 * HOUR).toISOString(), ...over,
  };
  return ctx().app.services.promotion.discounts.create(body, { userId: 0, shopId: null });
}
