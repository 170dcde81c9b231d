// Small pieces the console's content tables share: refusing with the first failing rule, keyword search.
import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { firstFailing, type MessageKey } from '@mall/shared';
import { AppError } from '../../platform/errors';

/** Throws the first failing rule's message (400). */
export function check(...results: (MessageKey | null)[]): void {
  const key = firstFailing(...results);
  if (key) throw new AppError(key, 400);
}

/** Rows whose columns contain the keyword (case-insensitive; % and _ are literal); undefined for no keyword. */
export function keywordIn(keyword: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const pattern = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => sql`${c} ILIKE ${pattern}`));
}

/** An ISO time of the body as a Date, or null. */
export const timeOf = (v: string | null | undefined): Date | null => (v ? new Date(v) : null);
