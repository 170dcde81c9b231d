// The pricing pipeline's data: a draft per shop that each step reads and returns changed (steps are
// pure functions of draft and context, so each is tested alone). All amounts are integer fen.
import type { FreightRule } from '@mall/db/schema';

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
}

export interface DraftLine extends PricingInput {
  /** price x count */
  productTotal: number;
  shopDiscount: number;
  couponDiscount: number;
  pointsDiscount: number;
}

/** A shop promotion the shop-discount step can apply (the promotion module provides them). */
export interface DiscountRule {
  discountId: number;
  discountName: string;
  /** 'amount': `value` fen off once the goods reach `threshold` fen; 'percent': pay `value`% (1-99) from `threshold` */
  kind: 'amount' | 'percent';
  threshold: number;
  value: number;
}

export interface ShopDraft {
  shopId: number;
  lines: DraftLine[];
  productTotal: number;
  shopDiscount: number;
  couponDiscount: number;
  pointsDiscount: number;
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
  forShop(shopId: number): Promise<DiscountRule[]>;
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
  /** filled by the coupon issue */
  couponIds: number[];
  /** filled by the points issue (a multiple of 10) */
  usePoints: number;
}

export interface PricingStep {
  name: string;
  apply(draft: ShopDraft, ctx: PricingContext): ShopDraft | Promise<ShopDraft>;
}
