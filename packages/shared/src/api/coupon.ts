// Coupons (SPEC §1, §4, §9): codes of kinds, scopes, validity and states, the coupon center, the buyer's
// coupons (uc-coupons), claims, the coupons offered at checkout, and the console's create call.
// Money is integer fen; times are ISO strings.
import { z } from 'zod';
import { idSchema, idQuery } from './common';

/** amount: `value` fen off from `threshold`; percent: pay `value`% (e.g. 90 = 9折), at most `maxOff` off; noThreshold: `value` fen off. */
export const COUPON_KIND = { amount: 1, percent: 2, noThreshold: 3 } as const;
export const COUPON_SCOPE = { platform: 0, shop: 1, products: 2, categories: 3 } as const;
/** SPEC §9 voucher validity: long-term, same day until 24:00 (China time), N days after claiming, or a fixed period. */
export const COUPON_VALIDITY = { longTerm: 0, sameDay: 1, days: 2, fixed: 3 } as const;
/** SPEC §4 coupon states; 'expired' is an unused coupon past its validity. */
export const USER_COUPON_STATUS = { unused: 0, used: 1, expired: 2 } as const;
/** The coupon-center card: claimable, already claimed up to the limit, or none left. */
export const COUPON_CARD_STATE = ['available', 'claimed', 'soldOut'] as const;
export type CouponCardState = (typeof COUPON_CARD_STATE)[number];

export const COUPON_LIMITS = { nameMax: 30, totalMax: 10_000_000, perUserMax: 100, daysMax: 3650, itemsMax: 500 } as const;

const money = z.number().int().describe('fen');
const id = idSchema;

/** What every coupon view shows of its rule. */
const couponRule = {
  couponId: z.number().int(),
  name: z.string(),
  kind: z.number().int().describe('COUPON_KIND'),
  threshold: money.describe('fen the goods must reach; 0 for none'),
  value: z.number().int().describe('fen off (amount, noThreshold) or the percent paid (percent: 90 = 10% off)'),
  maxOff: money.describe('percent only: most fen taken off; 0 no cap'),
  scope: z.number().int().describe('COUPON_SCOPE'),
  shopId: z.number().int().nullable().describe('null: platform-wide'),
  shopName: z.string().describe('empty for platform coupons'),
  validity: z.number().int().describe('COUPON_VALIDITY'),
  validDays: z.number().int().describe('days after claiming (validity days)'),
  startsAt: z.string().nullable().describe('fixed period start'),
  endsAt: z.string().nullable().describe('fixed period end'),
};

export const couponCard = z.object({
  ...couponRule,
  total: z.number().int(),
  remaining: z.number().int(),
  perUserLimit: z.number().int(),
  claimedByMe: z.number().int().describe('how many the caller holds (0 when logged out)'),
  state: z.enum(COUPON_CARD_STATE),
});
export type CouponCard = z.infer<typeof couponCard>;

export const couponCenterQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  shopId: idQuery.optional(),
  prodId: idQuery.optional().describe('only coupons usable on this product'),
});
export type CouponCenterQuery = z.infer<typeof couponCenterQuery>;

export const claimBody = z.object({ couponId: id });
export type ClaimBody = z.infer<typeof claimBody>;
export const claimAnswer = z.object({ userCouponId: z.number().int(), claimedByMe: z.number().int(), remaining: z.number().int(), state: z.enum(COUPON_CARD_STATE) });
export type ClaimAnswer = z.infer<typeof claimAnswer>;

export const userCoupon = z.object({
  ...couponRule,
  userCouponId: z.number().int(),
  status: z.number().int().describe('USER_COUPON_STATUS'),
  claimedAt: z.string(),
  validFrom: z.string(),
  validUntil: z.string().nullable().describe('null: long-term'),
  usedAt: z.string().nullable(),
});
export type UserCoupon = z.infer<typeof userCoupon>;

export const myCouponsQuery = z.object({
  status: z.coerce.number().int().min(0).max(2).default(0),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyCouponsQuery = z.infer<typeof myCouponsQuery>;
export const myCouponCounts = z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() });
export type MyCouponCounts = z.infer<typeof myCouponCounts>;

/** A coupon offered at checkout: what it takes off this selection and whether it is the chosen one. */
export const couponOffer = z.object({
  userCouponId: z.number().int(),
  couponId: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  threshold: money,
  value: z.number().int(),
  maxOff: money,
  validUntil: z.string().nullable(),
  off: money.describe('fen this coupon would take off; 0 when the threshold is not reached'),
  usable: z.boolean(),
  chosen: z.boolean(),
});
export type CouponOffer = z.infer<typeof couponOffer>;
export const checkoutCoupons = z.object({
  shops: z.array(z.object({ shopId: z.number().int(), offers: z.array(couponOffer) })),
  platform: z.array(couponOffer),
  chosen: z.array(z.number().int()).describe('the chosen userCouponIds'),
  discount: money,
});
export type CheckoutCoupons = z.infer<typeof checkoutCoupons>;

/** Console: a new coupon. Sellers may create shop and product coupons of their own shop only. */
export const createCouponBody = z.object({
  nameZh: z.string(),
  nameEn: z.string().default(''),
  kind: z.number().int(),
  threshold: z.number().int().default(0),
  value: z.number().int(),
  maxOff: z.number().int().default(0),
  scope: z.number().int(),
  shopId: idSchema.nullable().default(null),
  prodIds: z.array(id).max(COUPON_LIMITS.itemsMax).default([]),
  categoryIds: z.array(id).max(COUPON_LIMITS.itemsMax).default([]),
  validity: z.number().int(),
  validDays: z.number().int().default(0),
  startsAt: z.string().datetime({ offset: true }).nullable().default(null),
  endsAt: z.string().datetime({ offset: true }).nullable().default(null),
  total: z.number().int(),
  perUserLimit: z.number().int().default(1),
});
export type CreateCouponBody = z.infer<typeof createCouponBody>;
export const adminCoupon = couponCard.omit({ claimedByMe: true, state: true }).extend({ status: z.number().int(), createdAt: z.string() });
export type AdminCoupon = z.infer<typeof adminCoupon>;
