// The pricing pipeline's data: a draft per shop that each step reads and returns changed (steps are
// pure functions of draft and context, so each is tested alone). All amounts are integer fen.
import type { FreightRule } from '@mall/db/schema';
import type { DbOrTx } from '@mall/db';
import type { BundleView, PointsCheckoutRules } from '@mall/shared';
import type { LinePromotion } from '../promotions';

export interface PricingInput {
  skuId: number;
  prodId: number;
  shopId: number;
  basketId: number | null;
  /** fen per unit */
  price: number;
  count: number;
  /** grams per unit */
  weight: number;
  /** 0 physical, 1 virtual (no freight) */
  goodsType: number;
  /** bought under an activity (flash sale, group buy): its unit price replaces `price` (item-prices step) */
  promotion?: LinePromotion;
  /** bought at a price the shop quoted to this buyer (an inquiry): it replaces `price` (quote-price step) */
  quote?: { inquiryId: number; unitPrice: number };
  /** a part of a package bought together: its share of the package price replaces `price` (bundle-price step) */
  bundle?: { bundleId: number; unitPrice: number };
}

export interface DraftLine extends PricingInput {
  /** price x count */
  productTotal: number;
  shopDiscount: number;
  couponDiscount: number;
  pointsDiscount: number;
  /** the member price's share of this line (member-price step) */
  memberDiscount: number;
  /** points this line uses (the points step) */
  pointsUsed?: number;
}

/** A shop promotion the shop-discount step can apply (the promotion module provides them). */
export interface DiscountRule {
  discountId: number;
  discountName: string;
  /** 'amount': `value` fen off once the goods reach `threshold` fen; 'percent': pay `value`% (1-99) from `threshold` */
  kind: 'amount' | 'percent';
  threshold: number;
  value: number;
  /** set: a special discount (special price) on these products only, per unit ('percent': pay `value`% of the
   *  price; 'amount': `value` fen off each unit; threshold 0); absent: a rule on the shop's whole goods */
  prodIds?: number[];
}

export interface ShopDraft {
  shopId: number;
  lines: DraftLine[];
  productTotal: number;
  shopDiscount: number;
  couponDiscount: number;
  pointsDiscount: number;
  /** fen off the goods by the member price (member-price step) */
  memberDiscount: number;
  /** points this shop's order spends (the points step) */
  pointsUsed?: number;
  freight: number;
  /** what the buyer pays for this shop; set by the pipeline after the last step */
  actualTotal: number;
  chosenDiscount: DiscountRule | null;
}

export interface FreightTemplate {
  /** 0 by piece, 1 by weight (grams) */
  chargeType: number;
  rules: FreightRule[];
}

export interface DiscountSource {
  /** the shop's rules in force now; `lang` names them (zh by default) */
  forShop(shopId: number, lang?: 'zh' | 'en'): Promise<DiscountRule[]>;
}
export interface FreightSource {
  /** null: the shop has no template of its own (DEFAULT_FREIGHT applies) */
  forShop(shopId: number): Promise<FreightTemplate | null>;
}

export interface PricingContext {
  userId: number;
  /** province of the delivery address; null before one is chosen (freight then uses the default rule) */
  provinceCode: string | null;
  discounts: DiscountSource;
  freight: FreightSource;
  /** the chosen user coupons (planCoupons in coupons.ts) */
  couponIds: number[];
  /** per shop, the coupon discount of each line in line order (planCoupons); none: no coupon */
  couponShares?: Map<number, number[]>;
  /** the points the buyer uses (a multiple of 10; planPoints in points.ts) */
  usePoints: number;
  /** per shop, the points and their fen of each line in line order (planPoints); none: no points */
  pointsShares?: Map<number, { points: number[]; fen: number[] }>;
  /** the buyer's member benefit (MemberPriceSource.benefit, resolved once per pricing); none: no member price */
  member?: MemberBenefit | null;
}

/** The member benefit pricing a buyer's goods: pay `percent`% of them (the better of level and paid membership), free shipping. */
export interface MemberBenefit {
  percent: number;
  source: 'level' | 'paid' | null;
  freeShipping: boolean;
}

/** What the order and cart modules need of membership (the membership module provides it); none: no member price. */
export interface MemberPriceSource {
  benefit(userId: number): Promise<MemberBenefit | null>;
  /** Records the orders priced with a member discount, inside the submit's transaction (a paid one needs the membership still active: order.priceChanged). */
  recordUse(tx: DbOrTx, userId: number, uses: { orderNumber: string; amount: number; source: 'level' | 'paid' }[]): Promise<void>;
}

/** What the checkout needs of inquiries (the inquiry module provides it); none: no quoted prices. */
export interface QuoteSource {
  /** At confirm and submit: the unit price quoted to this buyer for this SKU and count, if answered, valid and unused; refuses otherwise. */
  quote(userId: number, inquiryId: number, line: { prodId: number; skuId: number; count: number }): Promise<{ unitPrice: number }>;
  /** Inside submit's transaction: marks the quote used by this order in one guarded statement (answered, valid, unused); refuses otherwise. */
  use(tx: DbOrTx, userId: number, inquiryId: number, orderNumber: string, now: Date): Promise<void>;
}

export interface PricingStep {
  name: string;
  apply(draft: ShopDraft, ctx: PricingContext): ShopDraft | Promise<ShopDraft>;
}

/** A coupon the buyer holds and may use now (the promotion module provides them, resolved for the lines' products). */
export interface CouponRule {
  userCouponId: number;
  couponId: number;
  name: string;
  /** COUPON_KIND: 1 amount off from threshold, 2 percent paid (value 1-99) with maxOff cap, 3 no threshold */
  kind: number;
  threshold: number;
  value: number;
  /** percent kind: most fen off; 0 no cap */
  maxOff: number;
  /** null: platform-wide (a platform coupon); else a shop coupon of this shop */
  shopId: number | null;
  /** null: every product of the scope; else only these products */
  prodIds: number[] | null;
  validUntil: string | null;
}

/** What the order module needs of coupons (the promotion module's coupon service provides it). */
export interface CouponSource {
  /** The caller's unused, currently valid coupons, with prodIds resolved against these products. */
  usableFor(userId: number, prodIds: number[], lang?: 'zh' | 'en'): Promise<CouponRule[]>;
  /** Marks the coupons used for these orders, inside the submit's transaction; refuses (coupon.used) when one is no longer unused. */
  use(tx: DbOrTx, userId: number, uses: { userCouponId: number; orderIds: number[] }[]): Promise<void>;
  /** Gives back the coupons of these canceled or expired orders (inside the transaction that canceled them). */
  release(tx: DbOrTx, orderIds: number[]): Promise<void>;
}

/** What the order module needs of points (the member module's order points provide it); none: no points at checkout. */
export interface PointsSource {
  /** the rate, the cap and what completed orders earn (operator settings) */
  rules(): Promise<PointsCheckoutRules>;
  /** the buyer's live points */
  balance(userId: number): Promise<number>;
  /** Spends each order's points inside the submit's transaction (key 'order:<number>'); more than the balance refuses with points.insufficient. */
  spend(tx: DbOrTx, userId: number, parts: { orderNumber: string; points: number }[]): Promise<void>;
  /** Gives back an order's points (all that is left when `points` is absent), once per key, with their original expiry. */
  giveBack(tx: DbOrTx, g: { userId: number; orderNumber: string; key: string; points?: number }): Promise<void>;
  /** A completed order earns points for `paid` fen, once per order. */
  earn(tx: DbOrTx, o: { userId: number; orderNumber: string; paid: number; multiplierPercent?: number }): Promise<void>;
  /**
   * A refund settled: the share of the points the order earned on completion that `refunded` (all of the order's
   * settled refunds) no longer pays for is taken back, once per key; nothing when the order has not earned.
   */
  takeBackEarned(tx: DbOrTx, o: { userId: number; orderNumber: string; key: string; paid: number; refunded: number }): Promise<void>;
}

/** What the checkout needs of packages (the bundle module provides it; decision 036); none: packages cannot be bought. */
export interface BundleSource {
  /** A package on sale as order lines: every part `count` units at its share of the package price (fen per unit); refuses otherwise. */
  lines(bundleId: number, count: number): Promise<{ prodId: number; skuId: number; count: number; unitPrice: number }[]>;
  /** These packages as shown (on sale or not: status, stock the least of the parts), for the cart. */
  views(bundleIds: number[], lang: 'zh' | 'en'): Promise<BundleView[]>;
}

/** A gift line a priced shop draft earns (the gift module's rules): price 0, worth `value` fen a unit. */
export interface PlannedGift {
  ruleId: number;
  ruleName: string;
  shopId: number;
  prodId: number;
  skuId: number;
  prodName: string;
  skuName: string;
  prodNameZh: string;
  prodNameEn: string;
  skuNameZh: string;
  skuNameEn: string;
  pic: string;
  count: number;
  value: number;
  weight: number;
  goodsType: number;
  /** the SKU whose purchase earned it; null: a spend-N gift of the whole order */
  ofSkuId: number | null;
  returnPolicy: 'return' | 'value';
  /** a spend-N gift: the shop goods total it needed (fen; 0 for a buy-X gift) */
  threshold: number;
}

/** What the cart and the checkout need of gifts (the gift module provides it; decision 036); none: no gifts. */
export interface GiftSource {
  /** The gifts each priced shop draft earns now, with stock left (by shop id). */
  plan(drafts: ShopDraft[], lang?: 'zh' | 'en'): Promise<Map<number, PlannedGift[]>>;
  /** Inside submit's transaction: reserves each gift's stock with a guarded statement; a gift whose stock ran out is left out (answers the given ones). */
  take(tx: DbOrTx, gifts: PlannedGift[]): Promise<PlannedGift[]>;
}
