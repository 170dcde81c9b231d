// Order numbers: yyMMddHHmmss (Beijing time) + 8 random digits. They say nothing about how many orders the mall
// takes, and two orders of one second rarely share one — rarely, not never: a flash sale storing thousands a second
// in batches of hundreds met a clash in about one sale in three (issue 19 bench). The unique index catches it and
// the write runs again with fresh numbers (withOrderNumbers), so a clash costs neither a buyer's submit nor a batch.
import { randomInt } from 'node:crypto';
import { uniqueViolation } from '../account/users';

/** the unique index of order numbers */
const ORDER_NUMBER_INDEX = 'orders_number_uq';
/** the unique index of refund numbers ('A' + an order-style number) */
export const REFUND_NUMBER_INDEX = 'refund_request_sn_uq';
/** writes tried with fresh numbers before a clash is let through (each clash is ~1e-8 likely per order a second) */
const TRIES = 5;

/** Where the 8 random digits come from (replaced only by tests that make two orders' numbers clash). */
export const orderNumberDigits = { draw: (): number => randomInt(0, 100_000_000) };

export function newOrderNumber(now: Date): string {
  const beijing = new Date(now.getTime() + 8 * 3600_000).toISOString(); // 2026-11-21T16:00:00.000Z
  const stamp = beijing.slice(2, 19).replace(/[-T:]/g, '');
  return `${stamp}${String(orderNumberDigits.draw()).padStart(8, '0')}`;
}

/** n distinct numbers for the orders of one submit. */
export function newOrderNumbers(now: Date, n: number): string[] {
  const out = new Set<string>();
  while (out.size < n) out.add(newOrderNumber(now));
  return [...out];
}

/**
 * Runs `write` (one transaction storing rows under `numbers`) with n fresh numbers, and again with others when one
 * of them clashed with a stored row's number — the unique index `index`, orders' by default (refunds number theirs
 * the same way) — the write having rolled back. Any other failure is the caller's.
 */
export async function withOrderNumbers<T>(now: Date, n: number, write: (numbers: string[]) => Promise<T>, index = ORDER_NUMBER_INDEX): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newOrderNumbers(now, n));
    } catch (err) {
      if (attempt >= TRIES || uniqueViolation(err) !== index) throw err;
    }
  }
}
