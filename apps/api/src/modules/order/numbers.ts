// Order numbers: yyMMddHHmmss (Beijing time) + 8 random digits. Unique in practice (the unique index
// catches the rest) and they say nothing about how many orders the mall takes.
import { randomInt } from 'node:crypto';

export function newOrderNumber(now: Date): string {
  const beijing = new Date(now.getTime() + 8 * 3600_000).toISOString(); // 2026-11-21T16:00:00.000Z
  const stamp = beijing.slice(2, 19).replace(/[-T:]/g, '');
  return `${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** n distinct numbers for the orders of one submit. */
export function newOrderNumbers(now: Date, n: number): string[] {
  const out = new Set<string>();
  while (out.size < n) out.add(newOrderNumber(now));
  return [...out];
}
