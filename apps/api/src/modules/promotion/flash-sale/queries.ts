// What the storefront shows of flash sales: the sessions around now (with their state by the clock), a session's
// items with the share of stock sold, and one item's detail. Product data comes from the catalog's SKUs.
import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { FLASH_SALE_STATE, type FlashSaleCard, type FlashSaleDetail, type FlashSaleSession, type FlashSaleSessions, type Lang, type Paged } from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { pick } from '../../../platform/lang';
import { offsetOf, toPage } from '../../../platform/paging';
import type { CatalogService } from '../../catalog/service';
import type { CatalogSkus } from '../../catalog/skus';
import type { StoreService } from '../../store/service';

const { flashSaleItem, flashSaleSession } = schema;
type SessionRow = typeof flashSaleSession.$inferSelect;
type ItemRow = typeof flashSaleItem.$inferSelect;
const HOUR = 3600_000;

export function stateAt(s: Pick<SessionRow, 'startAt' | 'endAt'>, now: Date): number {
  if (now.getTime() < s.startAt.getTime()) return FLASH_SALE_STATE.upcoming;
  return now.getTime() < s.endAt.getTime() ? FLASH_SALE_STATE.on : FLASH_SALE_STATE.ended;
}

export const sessionOut = (s: SessionRow, now: Date, lang: Lang): FlashSaleSession => ({
  sessionId: s.id, name: pick(lang, s.nameZh, s.nameEn), startAt: s.startAt.toISOString(), endAt: s.endAt.toISOString(), state: stateAt(s, now),
});

export function createFlashSaleQueries(db: Db, deps: { clock: Clock; skus: CatalogSkus; store: StoreService; catalog: CatalogService }) {
  const { clock, skus, store } = deps;

  /** The items as cards; items whose SKU is gone are left out. */
  async function cards(rows: ItemRow[], lang: Lang): Promise<FlashSaleCard[]> {
    const info = await skus.byIds(rows.map((r) => r.skuId));
    return rows.flatMap((r) => {
      const sku = info.get(r.skuId);
      if (!sku) return [];
      const sold = r.totalStock - r.stock;
      return [{
        seckillId: r.id, sessionId: r.sessionId, prodId: r.prodId, skuId: r.skuId, prodName: pick(lang, sku.prodNameZh, sku.prodNameEn), skuName: pick(lang, sku.skuNameZh, sku.skuNameEn),
        pic: sku.pic, seckillPrice: r.seckillPrice, oriPrice: sku.price, totalStock: r.totalStock, stock: r.stock,
        soldPercent: r.totalStock > 0 ? Math.floor((sold * 100) / r.totalStock) : 0, perUserLimit: r.perUserLimit,
      }];
    });
  }

  return {
    cards,

    /** Sessions on now, up to 3 days ahead, and those ended in the last 6 hours, by start time. */
    async sessions(lang: Lang): Promise<FlashSaleSessions> {
      const now = clock.now();
      const rows = await db.select().from(flashSaleSession)
        .where(and(eq(flashSaleSession.status, 1), gt(flashSaleSession.endAt, new Date(now.getTime() - 6 * HOUR)), lt(flashSaleSession.startAt, new Date(now.getTime() + 72 * HOUR))))
        .orderBy(asc(flashSaleSession.startAt), asc(flashSaleSession.id))
        .limit(10);
      return { serverTime: now.toISOString(), sessions: rows.map((s) => sessionOut(s, now, lang)) };
    },

    async items(sessionId: number, current: number, size: number, lang: Lang): Promise<Paged<FlashSaleCard>> {
      const where = and(eq(flashSaleItem.sessionId, sessionId), eq(flashSaleItem.status, 1));
      const [rows, [total]] = await Promise.all([
        db.select().from(flashSaleItem).where(where).orderBy(asc(flashSaleItem.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(flashSaleItem).where(where),
      ]);
      return toPage(await cards(rows, lang), total?.n ?? 0, current, size);
    },

    async detail(itemId: number, lang: Lang): Promise<FlashSaleDetail> {
      const [row] = await db.select({ i: flashSaleItem, s: flashSaleSession }).from(flashSaleItem)
        .innerJoin(flashSaleSession, eq(flashSaleSession.id, flashSaleItem.sessionId))
        .where(and(eq(flashSaleItem.id, itemId), eq(flashSaleItem.status, 1), eq(flashSaleSession.status, 1)));
      if (!row) throw new AppError('flashSale.notFound', 404);
      const [card] = await cards([row.i], lang);
      if (!card) throw new AppError('flashSale.notFound', 404);
      const [shops, prod] = await Promise.all([store.summaries([row.i.shopId], lang), deps.catalog.detail(row.i.prodId, lang).catch(() => null)]);
      const images = [...new Set([card.pic, ...(prod?.images ?? [])].filter(Boolean))];
      const now = clock.now();
      return { ...card, session: sessionOut(row.s, now, lang), serverTime: now.toISOString(), images, shopId: row.i.shopId, shopName: shops.get(row.i.shopId)?.shopName ?? '' };
    },

    /** Items of these sessions (the console), optionally of one shop only. */
    async rowsOf(sessionIds: number[], shopId: number | null): Promise<ItemRow[]> {
      if (sessionIds.length === 0) return [];
      const scope = shopId === null ? inArray(flashSaleItem.sessionId, sessionIds) : and(inArray(flashSaleItem.sessionId, sessionIds), eq(flashSaleItem.shopId, shopId));
      return db.select().from(flashSaleItem).where(scope).orderBy(asc(flashSaleItem.id));
    },
  };
}
