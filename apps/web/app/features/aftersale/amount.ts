// The most a request may ask back for the chosen pieces, as the form shows it: the whole refundable amount (freight
// included when the API says so) when every refundable piece goes back, otherwise each line's refundable amount
// prorated to the pieces, rounded down to the fen. The API decides again with the line's paid share and what was
// taken before (apps/api .../refund/amounts.ts), which can allow a little more after an earlier partial request.
import type { RefundOptions } from '@mall/shared';

export function maxAmountFor(options: Pick<RefundOptions, 'lines' | 'maxAmount'>, counts: Record<number, number>): number {
  const full = options.lines.every((l) => counts[l.itemId] === l.refundableCount);
  if (full) return options.maxAmount;
  return options.lines.reduce((sum, l) => {
    const n = counts[l.itemId] ?? 0;
    if (l.refundableCount <= 0 || n <= 0) return sum;
    return sum + Math.floor((l.refundableAmount * Math.min(n, l.refundableCount)) / l.refundableCount);
  }, 0);
}
