// Step 5: freight. A shop's template (by piece or by weight) has rules per region (province codes) and a
// default rule for every other region; a rule can make delivery free from a goods amount. Virtual goods
// never pay freight. A shop without a template of its own uses DEFAULT_FREIGHT.
import type { FreightRule } from '@mall/db/schema';
import type { DraftLine, FreightTemplate, PricingStep } from './types';

export const CHARGE_TYPE = { piece: 0, weight: 1 } as const;

/** Tibet, Xinjiang, Qinghai, Inner Mongolia, Ningxia, Gansu */
export const REMOTE_PROVINCES = ['540000', '650000', '630000', '150000', '640000', '620000'];
/** Hong Kong, Macao, Taiwan */
export const OUTLYING_PROVINCES = ['810000', '820000', '710000'];

/** By piece: 8.00 for the first item and 2.00 for each more, free from 99.00; remote and outlying regions cost more and are never free. */
export function defaultFreight(freeThreshold = 9900): FreightTemplate {
  return {
    chargeType: CHARGE_TYPE.piece,
    rules: [
      { regions: REMOTE_PROVINCES, first: 1, firstFee: 1500, extra: 1, extraFee: 500, freeThreshold: null },
      { regions: OUTLYING_PROVINCES, first: 1, firstFee: 3000, extra: 1, extraFee: 1000, freeThreshold: null },
      { regions: [], first: 1, firstFee: 800, extra: 1, extraFee: 200, freeThreshold },
    ],
  };
}
export const DEFAULT_FREIGHT: FreightTemplate = defaultFreight();

/** The rule listing the province, else the default rule (no regions), else the first rule. */
export function ruleFor(template: FreightTemplate, provinceCode: string | null): FreightRule | null {
  const listed = provinceCode ? template.rules.find((r) => r.regions.includes(provinceCode)) : undefined;
  return listed ?? template.rules.find((r) => r.regions.length === 0) ?? template.rules[0] ?? null;
}

/** Freight in fen for the lines, given the goods amount that decides free delivery. */
export function computeFreight(template: FreightTemplate, lines: Pick<DraftLine, 'count' | 'weight' | 'goodsType'>[], provinceCode: string | null, goodsAmount: number): number {
  const physical = lines.filter((l) => l.goodsType === 0);
  if (physical.length === 0) return 0;
  const rule = ruleFor(template, provinceCode);
  if (!rule) return 0;
  if (rule.freeThreshold !== null && goodsAmount >= rule.freeThreshold) return 0;
  const units = template.chargeType === CHARGE_TYPE.weight
    ? physical.reduce((s, l) => s + l.weight * l.count, 0)
    : physical.reduce((s, l) => s + l.count, 0);
  if (units <= rule.first) return rule.firstFee;
  const extraSteps = rule.extra > 0 ? Math.ceil((units - rule.first) / rule.extra) : 0;
  return rule.firstFee + extraSteps * rule.extraFee;
}

export const freight: PricingStep = {
  name: 'freight',
  async apply(draft, ctx) {
    if (draft.lines.length > 0 && draft.lines.every((l) => l.promotion?.freeFreight)) return { ...draft, freight: 0 }; // e.g. points-mall gifts
    if (ctx.member?.freeShipping) return { ...draft, freight: 0 }; // the member level's free shipping
    const template = (await ctx.freight.forShop(draft.shopId)) ?? DEFAULT_FREIGHT;
    const goodsAmount = draft.productTotal - draft.shopDiscount - draft.memberDiscount;
    return { ...draft, freight: computeFreight(template, draft.lines, ctx.provinceCode, goodsAmount) };
  },
};
