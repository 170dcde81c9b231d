// Step 3: coupons. planCoupons (run on the drafts after shop discounts, across all shops) picks at most one
// shop coupon per shop and one platform coupon per order — the buyer's choice, or the best by default — and
// shares each discount over the lines it covers in whole fen (apportion) that add up exactly. The step then
// writes the plan's shares of its shop into the draft (pure: it only reads ctx.couponShares).
import type { CheckoutCoupons, CouponOffer } from '@mall/shared';
import { AppError } from '../../../platform/errors';
import { apportion } from './apportion';
import type { CouponRule, PricingStep, ShopDraft } from './types';

/** Fen a coupon takes off `base` fen of eligible goods; 0 when it does not apply. Percent rounds the payable half up. */
export function couponReduction(rule: Pick<CouponRule, 'kind' | 'threshold' | 'value' | 'maxOff'>, base: number): number {
  if (base <= 0) return 0;
  if (rule.kind === 3) return Math.min(Math.max(rule.value, 0), base);
  if (base < rule.threshold) return 0;
  if (rule.kind === 1) return Math.min(Math.max(rule.value, 0), base);
  const percent = Math.min(Math.max(rule.value, 0), 100);
  const off = base - Math.floor((base * percent + 50) / 100);
  return rule.maxOff > 0 ? Math.min(off, rule.maxOff) : off;
}

export interface CouponPlan {
  /** per shop, the coupon discount of each line (line order) */
  shares: Map<number, number[]>;
  chosen: number[];
  /** which shops' orders each chosen coupon pays for */
  uses: { userCouponId: number; shopIds: number[] }[];
  offers: CheckoutCoupons;
}

type Line = { shopId: number; index: number; prodId: number; base: number };

const covers = (rule: CouponRule, l: Line) => (rule.shopId === null || rule.shopId === l.shopId) && (rule.prodIds === null || rule.prodIds.includes(l.prodId));

function offer(rule: CouponRule, off: number, chosen: boolean): CouponOffer {
  const { userCouponId, couponId, name, kind, threshold, value, maxOff, validUntil } = rule;
  return { userCouponId, couponId, name, kind, threshold, value, maxOff, validUntil, off, usable: off > 0, chosen };
}

/**
 * Chooses and prices the coupons of a checkout. `choice` undefined: the best shop coupon of each shop, then the best
 * platform coupon on what is left; an array: exactly those (unknown ids → `unknownKey`, 404 at confirm).
 */
export function planCoupons(drafts: ShopDraft[], rules: CouponRule[], choice: number[] | undefined, unknownKey: 'coupon.notFound' | 'coupon.used' = 'coupon.notFound'): CouponPlan {
  const byId = new Map(rules.map((r) => [r.userCouponId, r]));
  const wanted = choice === undefined ? null : new Set(choice);
  if (wanted) for (const id of wanted) if (!byId.has(id)) throw new AppError(unknownKey, unknownKey === 'coupon.notFound' ? 404 : 400);
  const lines: Line[] = drafts.flatMap((d) => d.lines.map((l, index) => ({ shopId: d.shopId, index, prodId: l.prodId, base: l.productTotal - l.shopDiscount - l.memberDiscount })));
  const shareOf = new Map<Line, number>(lines.map((l) => [l, 0]));
  const baseOf = (rule: CouponRule) => lines.filter((l) => covers(rule, l)).reduce((s, l) => s + l.base - shareOf.get(l)!, 0);
  const chosen: number[] = [];
  const uses: CouponPlan['uses'] = [];

  /** Picks among `candidates` (all of one kind of coupon), applies the pick and answers the offers. */
  function pick(candidates: CouponRule[]): CouponOffer[] {
    const priced = candidates.map((r) => ({ r, off: couponReduction(r, baseOf(r)) }));
    let best: { r: CouponRule; off: number } | null = null;
    if (wanted) {
      const picked = priced.filter((p) => wanted.has(p.r.userCouponId));
      if (picked.length > 1) throw new AppError('coupon.oneEach');
      if (picked[0] && picked[0].off <= 0) throw new AppError('coupon.notUsable');
      best = picked[0] ?? null;
    } else {
      for (const p of priced) if (p.off > 0 && (!best || p.off > best.off)) best = p;
    }
    if (best) {
      const covered = lines.filter((l) => covers(best.r, l));
      const split = apportion(best.off, covered.map((l) => l.base - shareOf.get(l)!));
      covered.forEach((l, i) => shareOf.set(l, shareOf.get(l)! + split[i]!));
      chosen.push(best.r.userCouponId);
      uses.push({ userCouponId: best.r.userCouponId, shopIds: [...new Set(covered.filter((_, i) => split[i]! > 0).map((l) => l.shopId))] });
    }
    return priced.map((p) => offer(p.r, p.off, p.r === best?.r));
  }

  const shopIds = new Set(drafts.map((d) => d.shopId));
  const shops = drafts.map((d) => ({ shopId: d.shopId, offers: pick(rules.filter((r) => r.shopId === d.shopId)) }));
  const platform = pick(rules.filter((r) => r.shopId === null));
  if (wanted) for (const id of wanted) if (!chosen.includes(id)) {
    const r = byId.get(id)!;
    throw new AppError(r.shopId !== null && !shopIds.has(r.shopId) ? 'coupon.notUsable' : 'coupon.oneEach');
  }
  const shares = new Map<number, number[]>();
  for (const l of lines) {
    if (!shares.has(l.shopId)) shares.set(l.shopId, []);
    shares.get(l.shopId)![l.index] = shareOf.get(l)!;
  }
  const discount = [...shareOf.values()].reduce((s, x) => s + x, 0);
  return { shares, chosen, uses, offers: { shops, platform, chosen, discount } };
}

export const coupons: PricingStep = {
  name: 'coupons',
  apply(draft, ctx) {
    const shares = ctx.couponShares?.get(draft.shopId);
    if (!shares) return draft; // no plan: nothing off (item prices left every couponDiscount at 0)
    const lines = draft.lines.map((l, i) => ({ ...l, couponDiscount: shares[i] ?? 0 }));
    return { ...draft, lines, couponDiscount: lines.reduce((s, l) => s + l.couponDiscount, 0) };
  },
};
