// Step 3: the member price (issue 14, decision 023). The buyer's benefit (ctx.member: the better of the level's and
// the paid membership's rate) takes memberOff(goods, percent) off what the shop's discounts leave of the shop's goods,
// shared over the lines by what is left of each (apportion: whole fen that add up), so each line's actual total —
// what a refund gives back — carries its share. Lines bought under an activity (flash sale, group buy) keep the
// activity's price. Free shipping is the freight step's (ctx.member.freeShipping).
import { memberOff } from '@mall/shared';
import { apportion } from './apportion';
import type { PricingStep } from './types';

export const memberPrice: PricingStep = {
  name: 'memberPrice',
  apply(draft, ctx) {
    const percent = ctx.member?.percent ?? 100;
    if (percent >= 100 || draft.lines.some((l) => l.promotion)) return draft;
    const bases = draft.lines.map((l) => Math.max(l.productTotal - l.shopDiscount, 0));
    const off = memberOff(bases.reduce((s, b) => s + b, 0), percent);
    if (off <= 0) return draft;
    const shares = apportion(off, bases);
    const lines = draft.lines.map((l, i) => ({ ...l, memberDiscount: shares[i]! }));
    return { ...draft, lines, memberDiscount: off };
  },
};
