// Step 4: points deduction. A no-op until the points issue: it will take ctx.usePoints (a multiple of 10),
// set draft.pointsDiscount within what is left to pay, and share it over the lines (apportion).
import type { PricingStep } from './types';

export const points: PricingStep = {
  name: 'points',
  apply: (draft) => draft,
};
