// The cart quantity rule of the page (SPEC §5, §8): the same cartCountRule as the API, then never above the stock.
import { cartCountRule, type MessageKey } from '@mall/shared';

/** What the number input holds, as a number: digits only ('' or '1.5' or '-1' are not whole numbers). */
export function parseQuantity(raw: string): number | null {
  const s = raw.trim();
  return /^\d+$/.test(s) ? Number(s) : null;
}

/**
 * The message key of a wanted quantity: 'Please enter the correct number of items' unless it is a positive whole
 * number, 'Insufficient inventory' above the stock, null when it may be set.
 */
export function quantityRule(raw: string | number, stock: number): MessageKey | null {
  const n = typeof raw === 'number' ? raw : parseQuantity(raw);
  const refused = cartCountRule(n);
  if (refused) return refused;
  return (n as number) > stock ? 'cart.insufficientStock' : null;
}
