// Pre-sale (issue 18, decision 035): the product page's pre-sale, the buyer's pre-sale orders and in-site messages,
// the seller centre's setup, the ship guard (a deposit order ships once its balance is paid) and the sweeper
// (balance-window reminders; a balance unpaid at the window's end forfeits the deposit and gives the units back).
// The order module's PromotionSource for ORDER_TYPE.presale is source.ts. Product data comes from the catalog's SKUs.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import {
  fenToYuan, ORDER_TYPE, PRESALE_MODE, PRESALE_ORDER_STATUS, presaleAmounts, presaleRule, translate,
  type Lang, type Paged, type PresaleBody, type PresaleInfo, type PresaleNoticeView, type PresaleOrderView, type SellerPresale,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import type { Later } from '../../platform/module';
import { offsetOf, toPage } from '../../platform/paging';
import type { CatalogSkus, SkuInfo } from '../catalog/skus';
import type { OrderService } from '../order/service';
import type { StoreService } from '../store/service';
import { balanceOpen, createPresaleSource, ITEM_ON, loadItem, move, type PresaleItemRow } from './source';
import { assertPresaleMachine } from './status';

const { presaleItem, presaleOrder, presaleNotice } = schema;
const S = PRESALE_ORDER_STATUS;
/** units counted as sold: every presale order not canceled */
const LIVE = [S.depositUnpaid, S.depositPaid, S.balanceUnpaid, S.done, S.forfeited];

export interface PresaleDeps {
  clock: Clock;
  skus: Pick<CatalogSkus, 'byIds'>;
  order: Later<Pick<OrderService, 'presaleOrders' | 'onShip'>>;
  store: Pick<StoreService, 'shopOf'>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** yyyy-mm-dd hh:mm in China time, for messages */
const shownTime = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export function createPresaleService(db: Db, deps: PresaleDeps) {
  assertPresaleMachine();
  const { clock, skus } = deps;
  const source = createPresaleSource(db, { clock, order: deps.order });

  function info(r: PresaleItemRow, sku: SkuInfo | undefined, now: Date, lang: Lang = 'zh'): PresaleInfo {
    const unit = presaleAmounts(r, 1);
    const state = r.status !== ITEM_ON || now >= r.saleEnd ? 'ended' : now < r.saleStart ? 'upcoming' : r.stock <= 0 ? 'soldOut' : 'on';
    return {
      presaleId: r.id, prodId: r.prodId, skuId: r.skuId, specName: sku ? pick(lang, sku.skuNameZh, sku.skuNameEn) : '', mode: r.mode, price: r.price, originalPrice: sku?.price ?? r.price, deposit: r.deposit, deductPercent: r.deductPercent,
      deductValue: unit.deduct, balance: unit.balance, saleStart: r.saleStart.toISOString(), saleEnd: r.saleEnd.toISOString(), balanceStart: iso(r.balanceStart),
      balanceEnd: iso(r.balanceEnd), shipDate: r.shipDate.toISOString(), forfeitRule: r.forfeitRule, stock: r.stock, totalStock: r.totalStock, state,
    };
  }

  const skuName = (sku: SkuInfo | undefined, lang: Lang) => (sku ? `${pick(lang, sku.prodNameZh, sku.prodNameEn)} ${pick(lang, sku.skuNameZh, sku.skuNameEn)}`.trim() : '');

  async function checked(shopId: number, b: PresaleBody) {
    const refused = presaleRule(b);
    if (refused) throw new AppError(refused);
    const sku = (await skus.byIds([b.skuId])).get(b.skuId);
    if (!sku || sku.shopId !== shopId) throw new AppError('presale.skuInvalid');
    const deposit = b.mode === PRESALE_MODE.deposit;
    return {
      sku,
      values: {
        mode: b.mode, price: b.price, deposit: deposit ? b.deposit : 0, deductPercent: deposit ? b.deductPercent : 100,
        saleStart: new Date(b.saleStart), saleEnd: new Date(b.saleEnd), balanceStart: deposit && b.balanceStart ? new Date(b.balanceStart) : null,
        balanceEnd: deposit && b.balanceEnd ? new Date(b.balanceEnd) : null, shipDate: new Date(b.shipDate), forfeitRule: b.forfeitRule, status: b.status,
      },
    };
  }

  async function sellerRow(r: PresaleItemRow, lang: Lang): Promise<SellerPresale> {
    const sku = (await skus.byIds([r.skuId])).get(r.skuId);
    const [sold] = await db.select({ n: sql<number>`coalesce(sum(${presaleOrder.count}), 0)::int` }).from(presaleOrder).where(and(eq(presaleOrder.itemId, r.id), inArray(presaleOrder.status, LIVE)));
    return { ...info(r, sku, clock.now(), lang), skuName: skuName(sku, lang), status: r.status, sold: Number(sold?.n ?? 0) };
  }

  /** A live pre-sale already on this product (another than `except`). */
  async function clash(prodId: number, except?: number) {
    const [row] = await db.select({ id: presaleItem.id }).from(presaleItem)
      .where(and(eq(presaleItem.prodId, prodId), eq(presaleItem.status, ITEM_ON), gt(presaleItem.saleEnd, clock.now()), except ? ne(presaleItem.id, except) : undefined));
    return !!row;
  }

  const seller = {
    async list(shopId: number, q: { current: number; size: number }, lang: Lang): Promise<Paged<SellerPresale>> {
      const where = eq(presaleItem.shopId, shopId);
      const [rows, [total]] = await Promise.all([
        db.select().from(presaleItem).where(where).orderBy(desc(presaleItem.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(presaleItem).where(where),
      ]);
      return toPage(await Promise.all(rows.map((r) => sellerRow(r, lang))), Number(total?.n ?? 0), q.current, q.size);
    },

    async create(shopId: number, b: PresaleBody, lang: Lang, code?: string): Promise<SellerPresale> {
      const { sku, values } = await checked(shopId, b);
      if (values.status === ITEM_ON && (await clash(sku.prodId))) throw new AppError('presale.exists');
      const now = clock.now();
      const [row] = await db.insert(presaleItem).values({ ...values, shopId, prodId: sku.prodId, skuId: sku.skuId, totalStock: b.stock, stock: b.stock, code: code ?? null, createdAt: now, updatedAt: now }).returning();
      return sellerRow(row!, lang);
    },

    /** Edits a pre-sale; `stock` is the units left from now on (sold units stay sold). */
    async update(shopId: number, id: number, b: PresaleBody, lang: Lang): Promise<SellerPresale> {
      const old = await loadItem(db, id);
      if (!old || old.shopId !== shopId) throw new AppError('presale.notFound', 404);
      const { sku, values } = await checked(shopId, b);
      if (values.status === ITEM_ON && (await clash(sku.prodId, id))) throw new AppError('presale.exists');
      const [row] = await db.update(presaleItem)
        .set({ ...values, prodId: sku.prodId, skuId: sku.skuId, stock: b.stock, totalStock: sql`${presaleItem.totalStock} - ${presaleItem.stock} + ${b.stock}`, updatedAt: clock.now() })
        .where(and(eq(presaleItem.id, id), eq(presaleItem.shopId, shopId))).returning();
      return sellerRow(row!, lang);
    },
  };

  async function noticeText(kind: 'balanceOpen' | 'forfeited', po: typeof presaleOrder.$inferSelect, lang: Lang) {
    const item = await loadItem(db, po.itemId);
    const sku = item ? (await skus.byIds([item.skuId])).get(item.skuId) : undefined;
    const name = sku ? pick(lang, sku.prodNameZh, sku.prodNameEn) : '';
    if (kind === 'balanceOpen') {
      return { title: translate('presale.noticeBalanceOpenTitle', lang), content: translate('presale.noticeBalanceOpen', lang, { name, balance: fenToYuan(po.balanceTotal), end: item?.balanceEnd ? shownTime(item.balanceEnd) : '' }) };
    }
    return { title: translate('presale.noticeForfeitedTitle', lang), content: translate('presale.noticeForfeited', lang, { name, deposit: fenToYuan(po.depositTotal) }) };
  }

  return {
    source,
    seller,

    /** Products with a pre-sale that is on and not ended (the product page's promotions index, prod-promotions). */
    async productIds(): Promise<number[]> {
      const rows = await db.selectDistinct({ prodId: presaleItem.prodId }).from(presaleItem).where(and(eq(presaleItem.status, ITEM_ON), gt(presaleItem.saleEnd, clock.now())));
      return rows.map((r) => r.prodId);
    },

    /** The product page's pre-sale: the product's newest pre-sale that is on and not ended; null when none. */
    async ofProduct(prodId: number, lang: Lang = 'zh'): Promise<PresaleInfo | null> {
      const now = clock.now();
      const [row] = await db.select().from(presaleItem).where(and(eq(presaleItem.prodId, prodId), eq(presaleItem.status, ITEM_ON), gt(presaleItem.saleEnd, now))).orderBy(asc(presaleItem.saleStart)).limit(1);
      if (!row) return null;
      return info(row, (await skus.byIds([row.skuId])).get(row.skuId), now, lang);
    },

    /** Which of these products are on pre-sale (a pre-sale on and not ended, as the product page shows): the cards' tag. */
    async onPresale(prodIds: number[]): Promise<Set<number>> {
      if (prodIds.length === 0) return new Set();
      const rows = await db.selectDistinct({ prodId: presaleItem.prodId }).from(presaleItem)
        .where(and(inArray(presaleItem.prodId, prodIds), eq(presaleItem.status, ITEM_ON), gt(presaleItem.saleEnd, clock.now())));
      return new Set(rows.map((r) => r.prodId));
    },

    /** The line a pre-sale sells (its product and SKU) for the confirm call. */
    async lineOf(prodId: number): Promise<{ presaleId: number; prodId: number; skuId: number }> {
      const p = await this.ofProduct(prodId);
      if (!p) throw new AppError('presale.notFound', 404);
      return { presaleId: p.presaleId, prodId: p.prodId, skuId: p.skuId };
    },

    /** The balance order's line of the caller's presale order. */
    async balanceLineOf(userId: number, presaleOrderId: number): Promise<{ presaleId: number; prodId: number; skuId: number; count: number }> {
      const [po] = await db.select().from(presaleOrder).where(and(eq(presaleOrder.id, presaleOrderId), eq(presaleOrder.userId, userId)));
      const item = po ? await loadItem(db, po.itemId) : undefined;
      if (!po || !item) throw new AppError('presale.orderNotFound', 404);
      return { presaleId: item.id, prodId: item.prodId, skuId: item.skuId, count: po.count };
    },

    async myOrders(userId: number, lang: Lang): Promise<PresaleOrderView[]> {
      const rows = await db.select({ po: presaleOrder, item: presaleItem }).from(presaleOrder).innerJoin(presaleItem, eq(presaleItem.id, presaleOrder.itemId))
        .where(eq(presaleOrder.userId, userId)).orderBy(desc(presaleOrder.id)).limit(100);
      const infos = await skus.byIds(rows.map((r) => r.item.skuId));
      const now = clock.now();
      return rows.map(({ po, item }) => {
        const sku = infos.get(item.skuId);
        return {
          presaleOrderId: po.id, presaleId: item.id, prodId: item.prodId, prodName: skuName(sku, lang), pic: sku?.pic ?? '', mode: item.mode, count: po.count, status: po.status,
          depositOrderNumber: po.depositOrderNumber, balanceOrderNumber: po.balanceOrderNumber, depositTotal: po.depositTotal, deductTotal: po.deductTotal, balanceTotal: po.balanceTotal,
          balanceStart: iso(item.balanceStart), balanceEnd: iso(item.balanceEnd), shipDate: item.shipDate.toISOString(), forfeitRule: item.forfeitRule,
          balanceOpen: po.status === S.depositPaid && balanceOpen(item, now),
        };
      });
    },

    /** The caller's in-site messages of pre-sale, newest first. */
    async notices(userId: number, lang: Lang): Promise<PresaleNoticeView[]> {
      const rows = await db.select({ n: presaleNotice, po: presaleOrder }).from(presaleNotice).innerJoin(presaleOrder, eq(presaleOrder.id, presaleNotice.presaleOrderId))
        .where(eq(presaleNotice.userId, userId)).orderBy(desc(presaleNotice.id)).limit(100);
      return Promise.all(rows.map(async ({ n, po }) => ({
        id: n.id, presaleOrderId: n.presaleOrderId, kind: n.kind as 'balanceOpen' | 'forfeited', ...(await noticeText(n.kind as 'balanceOpen' | 'forfeited', po, lang)),
        createTime: n.createdAt.toISOString(), read: !!n.readAt,
      })));
    },

    /** How many of the caller's pre-sale messages are unread (the user centre's badge on "My pre-sales"). */
    async unreadNotices(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(presaleNotice).where(and(eq(presaleNotice.userId, userId), isNull(presaleNotice.readAt)));
      return Number(row?.n ?? 0);
    },

    /** Marks the caller's pre-sale messages read (the buyer opened "My pre-sales"). */
    async readNotices(userId: number): Promise<void> {
      await db.update(presaleNotice).set({ readAt: clock.now() }).where(and(eq(presaleNotice.userId, userId), isNull(presaleNotice.readAt)));
    },

    /**
     * Demo data (main.ts): two pre-sales of the demo seller's shop, once: a deposit pre-sale (deposit ¥50 counting ¥80,
     * deposit now for 20 days, balance for 7 days after, ships 3 days later) and a full-payment one shipping in 25 days.
     */
    async ensureDemo(sellerUserId: number): Promise<void> {
      const [any] = await db.select({ id: presaleItem.id }).from(presaleItem).where(sql`${presaleItem.code} like 'demo-presale-%'`).limit(1);
      const shop = await deps.store.shopOf(sellerUserId);
      if (any || !shop.shopId) return;
      const all = await skus.byIds(Array.from({ length: 600 }, (_, i) => i + 1));
      const mine = [...all.values()].filter((k) => k.shopId === shop.shopId && k.onShelf && k.price >= 10000);
      const byProd = new Map<number, SkuInfo>();
      for (const k of mine) if (!byProd.has(k.prodId)) byProd.set(k.prodId, k);
      // the shop's last products: the first ones are what other demos and journeys use
      const picked = [...byProd.values()].sort((a, b) => b.prodId - a.prodId).slice(0, 2);
      const now = clock.now().getTime();
      const day = (n: number) => new Date(Math.floor((now + n * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
      const price = (k: SkuInfo) => Math.max(10000, Math.round((k.price * 0.9) / 100) * 100);
      const [a, b] = picked;
      if (a) {
        await seller.create(shop.shopId, {
          skuId: a.skuId, mode: PRESALE_MODE.deposit, price: price(a), deposit: 5000, deductPercent: 160, saleStart: day(-1), saleEnd: day(20), balanceStart: day(20), balanceEnd: day(27),
          shipDate: day(30), forfeitRule: 1, stock: 200, status: ITEM_ON,
        }, 'zh', 'demo-presale-deposit').catch(() => undefined);
      }
      if (b) {
        await seller.create(shop.shopId, {
          skuId: b.skuId, mode: PRESALE_MODE.full, price: price(b), deposit: 0, deductPercent: 100, saleStart: day(-1), saleEnd: day(20), shipDate: day(25), forfeitRule: 1, stock: 100, status: ITEM_ON,
        }, 'zh', 'demo-presale-full').catch(() => undefined);
      }
    },

    /** Registers the ship guard with the order module: a deposit-mode deposit order ships once its balance is paid. */
    guardShipping(): void {
      deps.order().onShip(async (tx: DbOrTx, o) => {
        if (o.orderType !== ORDER_TYPE.presale) return;
        const [po] = await tx.select({ status: presaleOrder.status, mode: presaleItem.mode }).from(presaleOrder).innerJoin(presaleItem, eq(presaleItem.id, presaleOrder.itemId))
          .where(eq(presaleOrder.depositOrderId, o.id));
        if (po && po.mode === PRESALE_MODE.deposit && po.status !== S.done) throw new AppError('presale.balanceUnpaid');
      });
    },

    /**
     * The sweeper: (1) an in-site message to each buyer whose balance window opened (once); (2) presale orders whose
     * balance window ended unpaid are forfeited (guarded), their deposit orders closed with the deposit kept and
     * their units given back to the pre-sale's stock. Answers how many were reminded and forfeited.
     */
    async sweepDue(now: Date): Promise<{ reminded: number; forfeited: number }> {
      const due = await db.select({ id: presaleOrder.id, userId: presaleOrder.userId }).from(presaleOrder).innerJoin(presaleItem, eq(presaleItem.id, presaleOrder.itemId))
        .where(and(eq(presaleOrder.status, S.depositPaid), isNull(presaleOrder.remindedAt), lte(presaleItem.balanceStart, now), gt(presaleItem.balanceEnd, now))).limit(500);
      let reminded = 0;
      for (const d of due) {
        const marked = await db.update(presaleOrder).set({ remindedAt: now }).where(and(eq(presaleOrder.id, d.id), isNull(presaleOrder.remindedAt))).returning({ id: presaleOrder.id });
        if (marked.length === 0) continue;
        await db.insert(presaleNotice).values({ userId: d.userId, presaleOrderId: d.id, kind: 'balanceOpen', createdAt: now }).onConflictDoNothing();
        reminded += 1;
      }
      const late = await db.select({ id: presaleOrder.id }).from(presaleOrder).innerJoin(presaleItem, eq(presaleItem.id, presaleOrder.itemId))
        .where(and(inArray(presaleOrder.status, [S.depositPaid, S.balanceUnpaid]), lte(presaleItem.balanceEnd, now))).limit(500);
      let forfeited = 0;
      for (const l of late) {
        const done = await db.transaction(async (tx) => {
          const [po] = await move(tx, 'forfeit', eq(presaleOrder.id, l.id), now);
          if (!po) return false;
          await tx.update(presaleItem).set({ stock: sql`least(${presaleItem.stock} + ${po.count}, ${presaleItem.totalStock})`, updatedAt: now }).where(eq(presaleItem.id, po.itemId));
          await deps.order().presaleOrders.forfeit(tx, [po.depositOrderId], now);
          await tx.insert(presaleNotice).values({ userId: po.userId, presaleOrderId: po.id, kind: 'forfeited', createdAt: now }).onConflictDoNothing();
          return true;
        });
        if (done) forfeited += 1;
      }
      return { reminded, forfeited };
    },
  };
}

export type PresaleService = ReturnType<typeof createPresaleService>;
