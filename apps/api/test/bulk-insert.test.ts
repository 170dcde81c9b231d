// platform/bulk-insert.ts: many rows as one INSERT with one JSON parameter (jsonb_to_recordset), on both engines —
// the flash sale's order batches store orders, lines, tokens and quotas this way (decision 013, fifth amendment).
// The rows come back exactly as drizzle's own insert would store them: text with quotes, backslashes, non-Latin
// characters and JSON-looking content, nested jsonb, nulls, timestamps; ON CONFLICT and RETURNING pass through.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '@mall/db';
import { bulkInsert } from '../src/platform/bulk-insert';
import { engines, preparedDatabase } from './harness';

const { orders, orderSubmitToken, flashSalePurchase } = schema;

for (const engine of engines) {
  describe(`bulkInsert [${engine}]`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await preparedDatabase(engine, { seed: false }));
    }, 120_000);
    afterAll(async () => drop?.());

    it('stores what drizzle stores, one statement for all rows, and answers RETURNING', async () => {
      const { db } = database;
      const at = new Date('2026-11-26T13:00:00.123Z');
      const tricky = [`it's "quoted" \\ back\\slash`, '张三 {"a":1} [1,2]', '', 'null', 'a,b;c\n\ttab'];
      const row = (i: number) => ({
        orderNumber: `BULK${i}`, userId: 9_007_199_254_740 + i, shopId: 1, status: 1, orderType: 2, productCount: 1, productTotal: 9_900, actualTotal: 9_900,
        remarks: tricky[i % tricky.length]!, address: i % 2 ? null : { receiver: tricky[i % tricky.length]!, mobile: '1', province: 'p', city: 'c', area: 'a', addr: '"x"', provinceCode: '1', cityCode: '2', areaCode: '3' },
        invoice: null, createdAt: at, expiresAt: new Date(at.getTime() + 1000), updatedAt: at,
      });
      const made = await bulkInsert(db, { table: orders, rows: Array.from({ length: 10 }, (_, i) => row(i)), returning: ['id', 'orderNumber'] });
      expect(made.map((m) => m.order_number)).toEqual(Array.from({ length: 10 }, (_, i) => `BULK${i}`));
      // the same rows through drizzle's own builder, to compare
      const ref = await db.insert(orders).values(Array.from({ length: 10 }, (_, i) => ({ ...row(i), orderNumber: `REF${i}` }))).returning();
      const got = await db.select().from(orders).where(inArray(orders.id, made.map((m) => Number(m.id))));
      got.sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
      for (let i = 0; i < 10; i++) {
        const { id: _a, orderNumber: _b, ...mine } = got[i]!;
        const { id: _c, orderNumber: _d, ...theirs } = ref[i]!;
        expect(mine).toEqual(theirs);
      }
      expect(got[0]!.remarks).toBe(tricky[0]);
      expect(got[0]!.createdAt.toISOString()).toBe(at.toISOString());
    });

    it('passes ON CONFLICT through: a spent token inserts nothing, a guarded upsert leaves out the rows its WHERE refuses', async () => {
      const { db } = database;
      const now = new Date();
      const token = (t: string) => ({ token: t, userId: 1, createdAt: now, expiresAt: now, usedAt: now, orderNumbers: ['N'], selection: { basketIds: null, item: null, addrId: null }, preview: { shops: [], actualTotal: 0 } });
      expect(await bulkInsert(db, { table: orderSubmitToken, rows: [token('t1'), token('t2')], onConflict: sql`ON CONFLICT DO NOTHING`, returning: ['token'] })).toHaveLength(2);
      const again = await bulkInsert(db, { table: orderSubmitToken, rows: [token('t2'), token('t3')], onConflict: sql`ON CONFLICT DO NOTHING`, returning: ['token'] });
      expect(again.map((r) => r.token)).toEqual(['t3']);
      const [t1] = await db.select().from(orderSubmitToken).where(eq(orderSubmitToken.token, 't1'));
      expect(t1!.selection).toEqual({ basketIds: null, item: null, addrId: null });
      const limit = 2;
      const upsert = (rows: { userId: number; count: number }[]) => bulkInsert(db, {
        table: flashSalePurchase, rows: rows.map((r) => ({ itemId: 77, ...r })), returning: ['count'],
        onConflict: sql`ON CONFLICT (item_id, user_id) DO UPDATE SET count = ${flashSalePurchase}.count + excluded.count WHERE ${flashSalePurchase}.count + excluded.count <= ${limit}`,
      });
      expect(await upsert([{ userId: 1, count: 1 }, { userId: 2, count: 2 }])).toHaveLength(2);
      const second = await upsert([{ userId: 1, count: 1 }, { userId: 2, count: 1 }]);
      expect(second.map((r) => Number(r.count))).toEqual([2]); // user 2 would be at 3: left out
      expect(await bulkInsert(db, { table: flashSalePurchase, rows: [] })).toEqual([]);
    });
  });
}
