// Promotions: coupons (coupon.ts: rules, center, console, demo; user-coupon.ts: claims, the buyer's coupons, and
// the CouponSource the order module prices, uses and gives back coupons through) and special discounts
// (discount.ts: setup, pages, and the DiscountSource of the pipeline's shop-discount step).
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import type { CatalogService } from '../catalog/service';
import type { ContentService } from '../content/service';
import type { CouponSource } from '../order/pricing/types';
import type { StoreService } from '../store/service';
import { createCoupons } from './coupon';
import { createDiscounts } from './discount';
import { createUserCoupons } from './user-coupon';

export function createPromotionService(db: Db, deps: { clock: Clock; store: StoreService; catalog: CatalogService; content: ContentService }) {
  const coupons = createCoupons(db, deps);
  const userCoupons = createUserCoupons(db, { clock: deps.clock, coupons, catalog: deps.catalog });
  const discounts = createDiscounts(db, deps);
  const couponSource: CouponSource = { usableFor: userCoupons.usableFor, use: userCoupons.use, release: userCoupons.release };
  return {
    coupons,
    userCoupons,
    discounts,
    /** what createOrderService takes as `coupons` */
    couponSource,
    /** what createOrderService and createCartService take as `discounts` */
    discountSource: discounts.source,
    createCoupon: coupons.createCoupon,
    /** Demo coupons and special discounts, created once (main.ts on start). */
    ensureDemoCoupons: async () => {
      await coupons.ensureDemoCoupons();
      await discounts.ensureDemoDiscounts();
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
