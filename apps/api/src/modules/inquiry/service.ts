// Inquiries (issue 17, decision 030): a logged-in buyer asks a shop for a quote on one SKU and a quantity (at most 20
// awaiting an answer); the shop answers a unit price valid until a time (or declines); the buyer may cancel one not
// yet answered. The checkout's quote step takes an answered, valid, unused quote as the line's price for that buyer
// only (quoteSource.quote) and marks it used by the order in one guarded UPDATE inside the submit's transaction
// (quoteSource.use): of two racing submits with one quote, one makes an order. Another's inquiry answers 404.
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import {
  INQUIRY_LIMITS, inquiryAnswerRule, inquiryAskRule,
  type InquiryAnswerBody, type InquiryAskBody, type InquiryListQuery, type InquiryView, type Lang, type Paged,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { lockOwner } from '../../platform/locks';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import type { CatalogSkus } from '../catalog/skus';
import type { QuoteSource } from '../order/pricing/types';
import type { StoreService } from '../store/service';

const { inquiry } = schema;
type Row = typeof inquiry.$inferSelect;
export type InquiryReader = { role: 'buyer'; userId: number } | { role: 'seller'; shopId: number };

export function createInquiryService(db: Db, deps: { clock: Clock; skus: Pick<CatalogSkus, 'byIds'>; store: Pick<StoreService, 'summaries' | 'shopOf'> }) {
  const { clock } = deps;
  const scopeOf = (r: InquiryReader) => (r.role === 'buyer' ? eq(inquiry.userId, r.userId) : eq(inquiry.shopId, r.shopId));

  async function row(reader: InquiryReader, id: number): Promise<Row> {
    const [r] = await db.select().from(inquiry).where(and(eq(inquiry.id, id), scopeOf(reader)));
    if (!r) throw notFound('inquiry.notFound');
    return r;
  }

  async function views(rows: Row[], lang: Lang): Promise<InquiryView[]> {
    if (rows.length === 0) return [];
    const [skus, shops] = await Promise.all([deps.skus.byIds([...new Set(rows.map((r) => r.skuId))]), deps.store.summaries([...new Set(rows.map((r) => r.shopId))], lang)]);
    const now = clock.now().getTime();
    return rows.map((r) => {
      const sku = skus.get(r.skuId);
      const expired = r.status === 'answered' && r.validUntil !== null && r.validUntil.getTime() <= now;
      return {
        id: r.id, shopId: r.shopId, shopName: shops.get(r.shopId)?.shopName ?? '', prodId: r.prodId, skuId: r.skuId,
        prodName: sku ? pick(lang, sku.prodNameZh, sku.prodNameEn) : '', skuName: sku ? pick(lang, sku.skuNameZh, sku.skuNameEn) : '', pic: sku?.pic ?? '',
        listPrice: sku?.price ?? 0, count: r.count, message: r.message, status: r.status, shownStatus: expired ? 'expired' : r.status,
        unitPrice: r.unitPrice, validUntil: r.validUntil?.toISOString() ?? null, reply: r.reply, orderNumber: r.orderNumber,
        answeredAt: r.answeredAt?.toISOString() ?? null, createTime: r.createdAt.toISOString(),
      };
    });
  }

  /** One guarded move: UPDATE ... WHERE id AND scope AND status = from; none moved → inquiry.statusChanged. */
  async function move(reader: InquiryReader, id: number, from: Row['status'], patch: Partial<Row>): Promise<void> {
    await row(reader, id);
    const moved = await db.update(inquiry).set({ ...patch, updatedAt: clock.now() })
      .where(and(eq(inquiry.id, id), scopeOf(reader), eq(inquiry.status, from))).returning({ id: inquiry.id });
    if (moved.length === 0) throw new AppError('inquiry.statusChanged');
  }

  const quoteSource: QuoteSource = {
    async quote(userId, inquiryId, line) {
      const r = await row({ role: 'buyer', userId }, inquiryId);
      if (r.skuId !== line.skuId || r.prodId !== line.prodId || r.count !== line.count) throw notFound('inquiry.notFound');
      if (r.status === 'used') throw new AppError('inquiry.used');
      if (r.status !== 'answered' || r.unitPrice === null || !r.validUntil) throw new AppError('inquiry.statusChanged');
      if (r.validUntil.getTime() <= clock.now().getTime()) throw new AppError('inquiry.expired');
      return { unitPrice: r.unitPrice };
    },
    async use(tx: DbOrTx, userId, inquiryId, orderNumber, now) {
      const used = await tx.update(inquiry).set({ status: 'used', orderNumber, usedAt: now, updatedAt: now })
        .where(and(eq(inquiry.id, inquiryId), eq(inquiry.userId, userId), eq(inquiry.status, 'answered'), gt(inquiry.validUntil, now)))
        .returning({ id: inquiry.id });
      if (used.length === 0) {
        const [r] = await tx.select({ status: inquiry.status }).from(inquiry).where(eq(inquiry.id, inquiryId));
        throw new AppError(r?.status === 'used' ? 'inquiry.used' : 'inquiry.expired');
      }
    },
  };

  return {
    quoteSource,

    /** The buyer asks the SKU's shop for a quote (not their own shop; at most 20 awaiting an answer). */
    async ask(userId: number, body: InquiryAskBody, lang: Lang): Promise<InquiryView> {
      const key = inquiryAskRule(body);
      if (key) throw new AppError(key);
      const sku = (await deps.skus.byIds([body.skuId])).get(body.skuId);
      if (!sku || sku.prodId !== body.prodId || !sku.onShelf || !sku.shopOpen) throw new AppError('cart.prodUnavailable');
      if ((await deps.store.shopOf(userId)).shopId === sku.shopId) throw new AppError('inquiry.ownShop');
      const now = clock.now();
      const r = await db.transaction(async (tx) => {
        await lockOwner(tx, 'inquiry_ask', userId);
        const [waiting] = await tx.select({ n: count() }).from(inquiry).where(and(eq(inquiry.userId, userId), eq(inquiry.status, 'pending')));
        if (Number(waiting?.n ?? 0) >= INQUIRY_LIMITS.pendingMax) throw new AppError('inquiry.pendingLimit', 400, { max: INQUIRY_LIMITS.pendingMax });
        const [row] = await tx.insert(inquiry).values({
          userId, shopId: sku.shopId, prodId: sku.prodId, skuId: sku.skuId, count: body.count, message: body.message.trim(), status: 'pending', createdAt: now, updatedAt: now,
        }).returning();
        return row!;
      });
      return (await views([r], lang))[0]!;
    },

    async list(reader: InquiryReader, q: InquiryListQuery, lang: Lang): Promise<Paged<InquiryView>> {
      const where = q.status ? and(scopeOf(reader), eq(inquiry.status, q.status)) : scopeOf(reader);
      const [rows, [total]] = await Promise.all([
        db.select().from(inquiry).where(where).orderBy(desc(inquiry.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(inquiry).where(where),
      ]);
      return toPage(await views(rows, lang), Number(total?.n ?? 0), q.current, q.size);
    },

    detail: async (reader: InquiryReader, id: number, lang: Lang) => (await views([await row(reader, id)], lang))[0]!,

    cancel: (userId: number, id: number) => move({ role: 'buyer', userId }, id, 'pending', { status: 'canceled' }),

    /** The shop answers a pending inquiry: a unit price (fen) valid until a time, a reply. */
    async answer(shopId: number, id: number, body: InquiryAnswerBody): Promise<void> {
      const key = inquiryAnswerRule(body, clock.now().getTime());
      if (key) throw new AppError(key);
      const now = clock.now();
      await move({ role: 'seller', shopId }, id, 'pending', { status: 'answered', unitPrice: body.unitPrice, validUntil: new Date(body.validUntil), reply: body.reply.trim(), answeredAt: now });
    },

    decline: (shopId: number, id: number, reply: string) => move({ role: 'seller', shopId }, id, 'pending', { status: 'declined', reply: reply.trim().slice(0, INQUIRY_LIMITS.replyMax) }),

    /** Demo data (main.ts): one answered inquiry of the demo buyer to the demo seller's shop, once. */
    async ensureDemo(buyer: number, seller: number): Promise<void> {
      const [any] = await db.select({ id: inquiry.id }).from(inquiry).limit(1);
      const shop = await deps.store.shopOf(seller);
      if (any || !shop.shopId) return;
      // a SKU of the shop: the lowest id the catalogue answers among the first ids tried
      const skus = await deps.skus.byIds(Array.from({ length: 400 }, (_, i) => i + 1));
      const sku = [...skus.values()].find((s) => s.shopId === shop.shopId && s.onShelf);
      if (!sku) return;
      const now = clock.now();
      await db.insert(inquiry).values([
        { userId: buyer, shopId: sku.shopId, prodId: sku.prodId, skuId: sku.skuId, count: 50, message: '批量采购50件，请报优惠价，需开专票。', status: 'answered', unitPrice: Math.max(1, Math.round(sku.price * 0.85)), validUntil: new Date(now.getTime() + 30 * 86_400_000), reply: '50件起订享85折，含税含运费。', answeredAt: now, createdAt: now, updatedAt: now },
        { userId: buyer, shopId: sku.shopId, prodId: sku.prodId, skuId: sku.skuId, count: 200, message: '200件的价格是多少？', status: 'pending', createdAt: now, updatedAt: now },
      ]);
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
