// What is still refundable of an order line, to the fen. A line's paid share (order_item.actual_total: its price
// after every discount, coupon and points share) is handed back unit by unit: asking for k more units of a line of
// which `taken` units and `takenAmount` fen were refunded or are in open requests allows at most
// floor(paid * (taken + k) / count) - takenAmount, so the last units get the remainder and the sum of all refunds of
// a line never passes what was paid for it, whatever the order of partial requests.

export interface LineShare {
  /** units ordered */
  count: number;
  /** fen paid for the line (all units) */
  paid: number;
  /** units refunded or in open requests */
  takenCount: number;
  /** fen refunded or asked for by open requests */
  takenAmount: number;
}

export const refundableCount = (l: LineShare): number => Math.max(0, l.count - l.takenCount);

/** The most `k` more units of the line may get back (0 when k is out of range). */
export function refundableAmount(l: LineShare, k: number): number {
  if (!Number.isInteger(k) || k <= 0 || k > refundableCount(l)) return 0;
  const upTo = Math.floor((l.paid * (l.takenCount + k)) / l.count);
  return Math.max(0, Math.min(upTo, l.paid) - l.takenAmount);
}

/**
 * Splits `amount` over lines in proportion to their maxima (largest remainder, to the fen): each share is at most
 * its line's maximum, and the shares add up to min(amount, sum of maxima).
 */
export function splitAmount(amount: number, maxima: readonly number[]): number[] {
  const total = maxima.reduce((s, m) => s + m, 0);
  const target = Math.min(amount, total);
  if (total === 0 || target <= 0) return maxima.map(() => 0);
  const exact = maxima.map((m) => (target * m) / total);
  const shares = exact.map((x) => Math.floor(x));
  let left = target - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < maxima[i]!) {
      shares[i] = shares[i]! + 1;
      left -= 1;
    }
  }
  return shares;
}
