// Footprint (SPEC uc-footprint, POST /p/user/recentBrowse): the products a user viewed, one row per product at its
// latest view, at most FOOTPRINT_MAX per user. Only the caller's own rows are ever read or removed.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { FootprintItem, Lang, Paged } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import type { CatalogService } from '../catalog/service';

const { footprint } = schema;
export const FOOTPRINT_MAX = 200;

/** The calendar day of an instant in China (the mall's time zone), YYYY-MM-DD. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
export const chinaDay = (d: Date): string => dayFormat.format(d);

export function createFootprintService(db: Db, deps: { catalog: CatalogService; clock: Clock }) {
  const { catalog, clock } = deps;
  return {
    async record(userId: number, prodId: number): Promise<{ recorded: boolean }> {
      if (!(await catalog.isOnSale(prodId))) throw notFound('product.notFound');
      const now = clock.now();
      await db
        .insert(footprint)
        .values({ userId, productId: prodId, browseTime: now })
        .onConflictDoUpdate({ target: [footprint.userId, footprint.productId], set: { browseTime: now } });
      // keep the newest FOOTPRINT_MAX
      await db.execute(sql`DELETE FROM ${footprint} WHERE ${footprint.userId} = ${userId} AND ${footprint.id} IN (
        SELECT ${footprint.id} FROM ${footprint} WHERE ${footprint.userId} = ${userId}
        ORDER BY ${footprint.browseTime} DESC, ${footprint.id} DESC OFFSET ${FOOTPRINT_MAX})`);
      return { recorded: true };
    },

    /** The products the user viewed last, newest first (guess you like, decision 031). */
    async recentProductIds(userId: number, limit: number): Promise<number[]> {
      const rows = await db.select({ productId: footprint.productId }).from(footprint).where(eq(footprint.userId, userId))
        .orderBy(desc(footprint.browseTime), desc(footprint.id)).limit(limit);
      return rows.map((r) => r.productId);
    },

    async page(userId: number, current: number, size: number, lang: Lang): Promise<Paged<FootprintItem>> {
      const mine = eq(footprint.userId, userId);
      const [rows, [total]] = await Promise.all([
        db.select().from(footprint).where(mine).orderBy(desc(footprint.browseTime), desc(footprint.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(footprint).where(mine),
      ]);
      const cards = await catalog.cardsWithState(rows.map((r) => r.productId), lang);
      const records = rows.flatMap((r) => {
        const c = cards.get(r.productId);
        return c ? [{ ...c, footprintId: r.id, browseTime: r.browseTime.toISOString(), day: chinaDay(r.browseTime) }] : [];
      });
      return toPage(records, Number(total?.n ?? 0), current, size);
    },

    async remove(userId: number, body: { ids?: number[]; all?: boolean }): Promise<{ removed: number }> {
      if (!body.all && !body.ids?.length) return { removed: 0 };
      const rows = await db
        .delete(footprint)
        .where(and(eq(footprint.userId, userId), body.all ? undefined : inArray(footprint.id, body.ids ?? [])))
        .returning({ id: footprint.id });
      return { removed: rows.length };
    },
  };
}

export type FootprintService = ReturnType<typeof createFootprintService>;
