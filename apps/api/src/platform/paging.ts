import type { Paged } from '@mall/shared';

export const offsetOf = (current: number, size: number) => (current - 1) * size;

export function toPage<T>(records: T[], total: number, current: number, size: number): Paged<T> {
  return { records, total, current, size, pages: Math.ceil(total / size) };
}

/**
 * The total of a paged list, read from the page itself when it tells it — a page with some rows but fewer than
 * `size` is the last one, an empty first page is an empty list — and counted otherwise. Most product pages' reviews
 * and group-buy activities fit one page: their count statement is skipped.
 */
export async function pageTotal(rowsOnPage: number, current: number, size: number, countAll: () => Promise<number>): Promise<number> {
  if (rowsOnPage > 0 && rowsOnPage < size) return offsetOf(current, size) + rowsOnPage;
  if (rowsOnPage === 0 && current === 1) return 0;
  return countAll();
}
