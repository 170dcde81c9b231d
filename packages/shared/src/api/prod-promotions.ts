// The product page's promotions in one answer (issue 16): its pre-sale, the packages that include it ("buy together")
// and the gift rules its purchase earns, as /presale/prod, /prod/bundles and /prod/gifts answer them one by one.
import { z } from 'zod';
import { bundleView, giftRuleView } from './bundle';
import { presaleInfo } from './presale';

export const prodPromotions = z.object({
  presale: presaleInfo.nullable().describe('null when none'),
  bundles: z.array(bundleView),
  gifts: z.array(giftRuleView),
});
export type ProdPromotions = z.infer<typeof prodPromotions>;
