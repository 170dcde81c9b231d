// Promotions: for now the coupons (coupon.ts: rules, center, console, demo; user-coupon.ts: claims, the
// buyer's coupons, and the CouponSource the order module prices, uses and gives back coupons through).
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import type { CatalogService } from '../catalog/service';
import type { ContentService } from '../content/service';
import type { CouponSource } from '../order/pricing/types';
import type { StoreService } from '../store/service';
import { createCoupons } from './coupon';
import { createUserCoupons } from './user-coupon';

export function createPromotionService(db: Db, deps: { clock: Clock; store: StoreService; catalog: CatalogService; content: ContentService }) {
  const coupons = createCoupons(db, deps);
  const userCoupons = createUserCoupons(db, { clock: deps.clock, coupons, catalog: deps.catalog });
  const couponSource: CouponSource = { usableFor: userCoupons.usableFor, use: userCoupons.use, release: userCoupons.release };
  return {
    coupons,
    userCoupons,
    /** what createOrderService takes as `coupons` */
    couponSource,
    createCoupon: coupons.createCoupon,
    /** Demo coupons, created once (main.ts on start). */
    ensureDemoCoupons: () => coupons.ensureDemoCoupons(),
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
