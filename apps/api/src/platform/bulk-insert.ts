// A multi-row INSERT of many rows as ONE statement with ONE parameter: the rows go as a JSON array and
// `jsonb_to_recordset` turns them into the table's column types on the server. For the flash sale's order batches
// (order/reserved.ts, flash-sale/source.ts): drizzle's `insert().values(rows)` builds one SQL chunk and one parameter
// per value (256 orders × 20 columns), and building that query cost the order thread more CPU than PostgreSQL spent
// running it (profile, decision 013 fifth amendment). Same SQL on PGlite and PostgreSQL. Column names and types come
// from the drizzle table (never from the rows' values); every row must have the same keys (the first row's).
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@mall/db';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface BulkInsert<T extends PgTable> {
  table: T;
  rows: Partial<T['$inferInsert']>[];
  /** raw SQL after the SELECT (an ON CONFLICT clause; built with drizzle's sql, so any value in it is a parameter) */
  onConflict?: SQL;
  /** table columns (property names) to answer, as RETURNING */
  returning?: (keyof T['$inferSelect'] & string)[];
}

/** The INSERT of `rows` into `table` as one statement; answers the RETURNING rows (raw: snake_case names, int8 as string on pg). */
export async function bulkInsert<T extends PgTable>(db: DbOrTx, q: BulkInsert<T>): Promise<Record<string, unknown>[]> {
  if (q.rows.length === 0) return [];
  const columns = getTableColumns(q.table);
  const keys = Object.keys(q.rows[0]!).filter((key) => (q.rows[0] as Record<string, unknown>)[key] !== undefined);
  const cols = keys.map((key) => {
    const col = columns[key];
    if (!col) throw new Error(`bulkInsert: ${getTableName(q.table)} has no column ${key}`);
    return { key, name: col.name, type: col.getSQLType() };
  });
  const json = JSON.stringify(q.rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const c of cols) out[c.name] = (row as Record<string, unknown>)[c.key] ?? null;
    return out;
  }));
  const names = cols.map((c) => quote(c.name)).join(', ');
  const defs = cols.map((c) => `${quote(c.name)} ${c.type}`).join(', ');
  const returning = q.returning?.length ? ` RETURNING ${q.returning.map((key) => quote(columns[key]!.name)).join(', ')}` : '';
  const statement = sql`INSERT INTO ${sql.raw(quote(getTableName(q.table)))} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${json}::jsonb) AS x(${sql.raw(defs)}) ${q.onConflict ?? sql``}${sql.raw(returning)}`;
  const result = (await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}
