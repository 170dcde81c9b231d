// Membership contract (issue 14, decision 023): levels by growth, the growth ledger, paid membership plans and
// purchases, the member benefit, and the operator's setup. Amounts are fen; growth and points whole numbers.
import { z } from 'zod';
import { GROWTH_SOURCES, MEMBER_PERIOD_UNITS, MEMBERSHIP_LIMITS } from '../membership-constants';
import { idSchema, INT4_MAX } from './common';
import { paymentStatus } from './payment';

export * from '../membership-constants';

const whole = z.number().int();
const couponIds = z.array(idSchema).max(MEMBERSHIP_LIMITS.maxCouponsPerPack);

export const memberLevelView = z.object({
  id: whole,
  /** in the caller's language */
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  icon: z.string(),
  threshold: whole,
  discountPercent: whole,
  freeShipping: z.boolean(),
  pointsMultiplier: whole,
  couponIds: z.array(whole),
  levelUpPoints: whole,
});
export type MemberLevelView = z.infer<typeof memberLevelView>;

export const memberPlanView = z.object({
  id: whole,
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  periodUnit: z.enum(MEMBER_PERIOD_UNITS),
  periodCount: whole,
  price: whole,
  discountPercent: whole,
  pointsMultiplier: whole,
  monthlyCouponIds: z.array(whole),
  onSale: z.boolean(),
  sort: whole,
});
export type MemberPlanView = z.infer<typeof memberPlanView>;

/** GET /membership/equity (public): every level and the plans on sale. */
export const membershipEquity = z.object({ levels: z.array(memberLevelView), plans: z.array(memberPlanView) });
export type MembershipEquity = z.infer<typeof membershipEquity>;

/** The benefit that prices the caller's goods now: the better of the level's and the paid membership's. */
export const memberBenefitView = z.object({
  discountPercent: whole,
  /** which gives the discount ('level', 'paid'), null: none */
  source: z.enum(['level', 'paid']).nullable(),
  freeShipping: z.boolean(),
  pointsMultiplier: whole,
});
export type MemberBenefitView = z.infer<typeof memberBenefitView>;

/** GET /p/membership/info */
export const membershipInfo = z.object({
  growth: whole,
  level: memberLevelView.nullable(),
  nextLevel: memberLevelView.nullable(),
  /** growth still needed for the next level (0 at the top) */
  toNext: whole,
  paid: z.object({ active: z.boolean(), planName: z.string(), endsAt: z.string() }).nullable(),
  benefit: memberBenefitView,
});
export type MembershipInfo = z.infer<typeof membershipInfo>;

export const growthRecordsQuery = z.object({
  current: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  size: z.coerce.number().int().min(1).max(50).default(MEMBERSHIP_LIMITS.recordsPageSize),
});
export const growthRecord = z.object({
  id: whole, source: z.enum(GROWTH_SOURCES), amount: whole, balanceAfter: whole, ref: z.string().nullable(), createTime: z.string(),
});
export type GrowthRecord = z.infer<typeof growthRecord>;

/** POST /p/membership/buy: a plan paid from the balance (with the payment password) or by WeChat QR. */
export const buyMemberBody = z.object({
  planId: idSchema,
  payType: z.enum(['balance', 'wechat']),
  payPassword: z.string().max(64).optional(),
});
export type BuyMemberBody = z.infer<typeof buyMemberBody>;
export const buyMemberAnswer = z.object({ purchaseId: whole, payment: paymentStatus });
export type BuyMemberAnswer = z.infer<typeof buyMemberAnswer>;

export const memberPurchaseView = z.object({
  id: whole,
  userId: whole,
  planName: z.string(),
  periodUnit: z.enum(MEMBER_PERIOD_UNITS),
  periodCount: whole,
  amount: whole,
  status: z.enum(['pending', 'paid', 'refunded']),
  payNo: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createTime: z.string(),
  /** the refund rule's answer now: null when it may be refunded, else the message key why not */
  refundBlockedBy: z.string().nullable(),
});
export type MemberPurchaseView = z.infer<typeof memberPurchaseView>;

// ---- platform console ----

export const memberLevelBody = z.object({
  nameZh: z.string().max(40),
  nameEn: z.string().max(40),
  icon: z.string().max(500).default(''),
  threshold: z.number().int().min(0).max(MEMBERSHIP_LIMITS.maxThreshold),
  discountPercent: z.number().int().min(1).max(100),
  freeShipping: z.boolean(),
  pointsMultiplier: z.number().int().min(100).max(1000),
  couponIds: couponIds.default([]),
  levelUpPoints: z.number().int().min(0).max(MEMBERSHIP_LIMITS.maxLevelUpPoints).default(0),
});
export type MemberLevelBody = z.infer<typeof memberLevelBody>;

export const memberPlanBody = z.object({
  nameZh: z.string().max(40),
  nameEn: z.string().max(40),
  periodUnit: z.enum(MEMBER_PERIOD_UNITS),
  periodCount: z.number().int().min(1).max(MEMBERSHIP_LIMITS.maxPeriodCount),
  price: z.number().int().min(1).max(MEMBERSHIP_LIMITS.maxPlanPrice),
  discountPercent: z.number().int().min(1).max(100),
  pointsMultiplier: z.number().int().min(100).max(1000),
  monthlyCouponIds: couponIds.default([]),
  onSale: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type MemberPlanBody = z.infer<typeof memberPlanBody>;

export const growthRulesBody = z.object({
  perYuan: z.number().int().min(0).max(1000),
  review: z.number().int().min(0).max(10_000),
  signInMode: z.enum(['cycle', 'fixed']),
  signInCycle: z.array(z.number().int().min(0).max(10_000)).length(7),
  signInFixed: z.number().int().min(0).max(10_000),
});

export const memberPurchasesQuery = z.object({
  current: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  userId: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
});
