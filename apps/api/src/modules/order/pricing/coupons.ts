// Step 3: coupons. A no-op until the coupon issue: it will take ctx.couponIds, check them against the
// shop's goods after shop discounts, set draft.couponDiscount and share it over the lines (apportion).
import type { PricingStep } from './types';

export const coupons: PricingStep = {
  name: 'coupons',
  apply: (draft) => draft,
};
