import type { Paged } from '@mall/shared';

export const offsetOf = (current: number, size: number) => (current - 1) * size;

export function toPage<T>(records: T[], total: number, current: number, size: number): Paged<T> {
  return { records, total, current, size, pages: Math.ceil(total / size) };
}
