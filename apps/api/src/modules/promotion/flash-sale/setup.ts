// The console's flash-sale setup: operators create sessions; operators and shop owners (their own shop's SKUs)
// add items. Adding an item sets its stock aside from the SKU's stock (guarded: never more than there is), in
// the same transaction as the item row. Also the demo session, live from the time the mall starts.
import { and, desc, eq, gt, like, lte } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  flashSaleItemRule, flashSaleSessionRule, type AddFlashSaleItemBody, type AdminFlashSaleSession, type CreateFlashSaleSessionBody, type Lang,
} from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { CatalogService } from '../../catalog/service';
import type { CatalogSkus } from '../../catalog/skus';
import type { createFlashSaleQueries } from './queries';
import { sessionOut } from './queries';

const { flashSaleItem, flashSaleSession } = schema;
const HOUR = 3600_000;

const forbidden = () => new AppError('admin.forbidden', 403, undefined, 'FORBIDDEN');

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
}

export function createFlashSaleSetup(db: Db, deps: { clock: Clock; skus: CatalogSkus; catalog: CatalogService; queries: ReturnType<typeof createFlashSaleQueries>; onItem?: (item: { id: number; endAt: Date }) => Promise<void> }) {
  const { clock, skus, queries } = deps;

  async function createSession(body: CreateFlashSaleSessionBody, by: { userId: number | null; shopId: number | null }, code?: string) {
    if (by.shopId !== null) throw forbidden();
    const refused = flashSaleSessionRule(body);
    if (refused) throw new AppError(refused);
    const [row] = await db.insert(flashSaleSession).values({
      nameZh: body.nameZh.trim(), nameEn: body.nameEn.trim() || body.nameZh.trim(), startAt: new Date(body.startAt), endAt: new Date(body.endAt),
      code: code ?? null, createdBy: by.userId, createdAt: clock.now(),
    }).returning();
    return row!;
  }

  async function addItem(body: AddFlashSaleItemBody, by: { shopId: number | null }) {
    const [session] = await db.select().from(flashSaleSession).where(and(eq(flashSaleSession.id, body.sessionId), eq(flashSaleSession.status, 1)));
    if (!session) throw new AppError('flashSale.notFound', 404);
    if (session.endAt.getTime() <= clock.now().getTime()) throw new AppError('flashSale.ended');
    const sku = (await skus.byIds([body.skuId])).get(body.skuId);
    if (!sku || !sku.onShelf || (by.shopId !== null && sku.shopId !== by.shopId)) throw new AppError('cart.prodUnavailable', 404);
    const refused = flashSaleItemRule(body, sku.price);
    if (refused) throw new AppError(refused);
    try {
      const row = await db.transaction(async (tx) => {
        await skus.reserve(tx, [{ skuId: sku.skuId, count: body.stock }]);
        const [r] = await tx.insert(flashSaleItem).values({
          sessionId: session.id, shopId: sku.shopId, prodId: sku.prodId, skuId: sku.skuId, seckillPrice: body.seckillPrice,
          totalStock: body.stock, stock: body.stock, perUserLimit: body.perUserLimit, createdAt: clock.now(),
        }).returning();
        return r!;
      });
      await deps.onItem?.({ id: row.id, endAt: session.endAt });
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('flashSale.skuTaken');
      throw err;
    }
  }

  return {
    createSession,
    addItem,

    /** Sessions ending from 30 days ago on, newest first, with their items (shop owners: their shop's items). */
    async list(shopId: number | null, lang: Lang): Promise<AdminFlashSaleSession[]> {
      const now = clock.now();
      const sessions = await db.select().from(flashSaleSession)
        .where(and(eq(flashSaleSession.status, 1), gt(flashSaleSession.endAt, new Date(now.getTime() - 30 * 24 * HOUR))))
        .orderBy(desc(flashSaleSession.startAt)).limit(50);
      const rows = await queries.rowsOf(sessions.map((s) => s.id), shopId);
      const cards = await queries.cards(rows, lang);
      return sessions.map((s) => ({ ...sessionOut(s, now, lang), items: cards.filter((c) => c.sessionId === s.id) }));
    },

    /** Items currently on sale or upcoming (the Redis gate is reset from them at start). */
    async liveItems(): Promise<{ id: number; endAt: Date }[]> {
      return db.select({ id: flashSaleItem.id, endAt: flashSaleSession.endAt }).from(flashSaleItem)
        .innerJoin(flashSaleSession, eq(flashSaleSession.id, flashSaleItem.sessionId))
        .where(and(eq(flashSaleItem.status, 1), eq(flashSaleSession.status, 1), gt(flashSaleSession.endAt, clock.now())));
    },

    /**
     * The demo: a session on from an hour before now for a day and the next one after it, each with a few SKUs of
     * the demo mall at about half price. Nothing is added while a demo session is still on or ahead.
     */
    async ensureDemo(): Promise<void> {
      const now = clock.now();
      const live = await db.select({ id: flashSaleSession.id }).from(flashSaleSession)
        .where(and(like(flashSaleSession.code, 'demo-flash-%'), gt(flashSaleSession.endAt, now), lte(flashSaleSession.startAt, now)));
      if (live.length) return;
      const skuIds: number[] = [];
      for (const card of await deps.catalog.hotSale(12, 'zh')) {
        const detail = await deps.catalog.detail(card.prodId, 'zh').catch(() => null);
        const sku = detail?.skus.find((k) => k.stock >= 40 && k.price >= 1000);
        if (sku) skuIds.push(sku.skuId);
      }
      const info = await skus.byIds(skuIds);
      const picked = skuIds.map((id) => info.get(id)!).filter((s) => s && s.onShelf && s.shopOpen).slice(0, 8);
      if (picked.length === 0) return;
      const start = new Date(now.getTime() - HOUR);
      const slots = [
        { nameZh: '今日秒杀', nameEn: 'Today\'s flash sale', from: start, to: new Date(start.getTime() + 24 * HOUR), skus: picked.slice(0, 4) },
        { nameZh: '明日预告', nameEn: 'Tomorrow', from: new Date(start.getTime() + 24 * HOUR), to: new Date(start.getTime() + 48 * HOUR), skus: picked.slice(4, 8) },
      ];
      for (const [i, slot] of slots.entries()) {
        const s = await createSession({ nameZh: slot.nameZh, nameEn: slot.nameEn, startAt: slot.from.toISOString(), endAt: slot.to.toISOString() }, { userId: null, shopId: null }, `demo-flash-${now.getTime()}-${i}`);
        for (const sku of slot.skus) {
          await addItem({ sessionId: s.id, skuId: sku.skuId, seckillPrice: Math.max(1, Math.floor(sku.price / 2)), stock: 20, perUserLimit: 2 }, { shopId: null }).catch(() => undefined);
        }
      }
    },
  };
}
export type FlashSaleSetup = ReturnType<typeof createFlashSaleSetup>;
