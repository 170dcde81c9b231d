// Step 4: points deduction (issue 14). planPoints (run on the drafts after coupons, across all shops) checks the
// points the buyer wants to use (a multiple of 10, within the balance and the cap) and splits them: over the shops
// in steps of 10 points in proportion to each shop's own cap (so no shop gets more than its cap), then each shop's
// points and their worth in fen over its lines by what is left of each line (largest remainder), so a line's share
// is never more than the line and refunds (order_item.actual_total, points_used) stay exact. The step then writes
// the plan's shares of its shop into the draft (pure: it only reads ctx.pointsShares).
import { POINTS_STEP, pointsFor, pointsWorth, usePointsRule, type PointsCheckoutRules } from '@mall/shared';
import { AppError } from '../../../platform/errors';
import { apportion } from './apportion';
import type { PricingStep, ShopDraft } from './types';

export interface PointsPlan {
  /** per shop: the points each line uses and their worth in fen (line order) */
  shares: Map<number, { points: number[]; fen: number[] }>;
  /** per shop: the points its order spends */
  byShop: Map<number, number>;
  /** the most points this selection can use (within the cap and the balance) */
  maxUsable: number;
  used: number;
  /** fen the used points pay, all shops */
  deduction: number;
}

/** What is left of a line to pay after shop discounts, the member price and coupons. */
const lineBase = (l: ShopDraft['lines'][number]) => Math.max(l.productTotal - l.shopDiscount - l.memberDiscount - l.couponDiscount, 0);

/**
 * Plans the points of a checkout. `balance` null: not checked here (submit: the ledger's spend refuses in the
 * transaction). `allowed` false (activity orders): nothing may be used.
 */
export function planPoints(drafts: ShopDraft[], usePoints: number, rules: Pick<PointsCheckoutRules, 'pointsPerYuan' | 'maxSharePercent'>, balance: number | null, allowed = true): PointsPlan {
  const bases = drafts.map((d) => d.lines.map(lineBase));
  const caps = bases.map((b) => (allowed ? pointsFor(Math.floor((b.reduce((s, x) => s + x, 0) * rules.maxSharePercent) / 100), rules.pointsPerYuan) : 0));
  const capTotal = caps.reduce((s, x) => s + x, 0);
  const maxUsable = balance === null ? capTotal : Math.min(capTotal, Math.floor(Math.max(balance, 0) / POINTS_STEP) * POINTS_STEP);
  const refused = usePointsRule(usePoints, balance ?? Number.MAX_SAFE_INTEGER, capTotal);
  if (refused === 'points.insufficient') throw new AppError(refused, 400, { balance: balance ?? 0 });
  if (refused === 'points.overCap') throw new AppError(refused, 400, { max: maxUsable });
  if (refused) throw new AppError(refused);
  const steps = apportion(usePoints / POINTS_STEP, caps.map((c) => c / POINTS_STEP));
  const shares = new Map<number, { points: number[]; fen: number[] }>();
  const byShop = new Map<number, number>();
  let deduction = 0;
  drafts.forEach((d, i) => {
    const points = steps[i]! * POINTS_STEP;
    const fen = pointsWorth(points, rules.pointsPerYuan);
    byShop.set(d.shopId, points);
    shares.set(d.shopId, { points: apportion(points, bases[i]!), fen: apportion(fen, bases[i]!) });
    deduction += fen;
  });
  return { shares, byShop, maxUsable, used: usePoints, deduction };
}

/** The draft with its shop's shares of a points plan written in (unchanged when the plan has none for it). */
export function withPoints(draft: ShopDraft, shares: PointsPlan['shares'] | undefined): ShopDraft {
  const share = shares?.get(draft.shopId);
  if (!share) return draft;
  const lines = draft.lines.map((l, i) => ({ ...l, pointsDiscount: share.fen[i] ?? 0, pointsUsed: share.points[i] ?? 0 }));
  return { ...draft, lines, pointsDiscount: lines.reduce((s, l) => s + l.pointsDiscount, 0), pointsUsed: lines.reduce((s, l) => s + l.pointsUsed, 0) };
}

export const points: PricingStep = {
  name: 'points',
  apply: (draft, ctx) => withPoints(draft, ctx.pointsShares),
};
