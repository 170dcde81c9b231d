// The buyer's orders: list (tabs per state, search by order number or product name, paging), detail
// (timeline, packages with logistics) and the counts of the user centre. Every query is scoped by the
// caller: another user's order, or one the buyer deleted, answers 404.
import { and, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  ORDER_STATUS, ORDER_TYPE, reviewDeadline, translate, type Lang, type OrderCountData, type OrderDetail, type OrderListQuery, type OrderSummary, type Paged,
} from '@mall/shared';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import type { StoreService } from '../store/service';
import type { RefundView } from './aftersale';
import { REVIEWABLE_STATUSES } from './evaluation';
import { companyName, type LogisticsProvider } from './logistics';
import type { PresalePart, PromotionSources } from './promotions';

const { orders, orderItem, orderPackage } = schema;
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItem.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createOrderQueries(db: Db, deps: { store: StoreService; logistics: LogisticsProvider; unreviewed: (userId: number) => Promise<number>; refunds: () => RefundView | null; promotions?: PromotionSources }) {
  const { store, logistics } = deps;

  /** The pre-sale part of each pre-sale order among these (deposit, balance or full payment), by order id. */
  async function presaleParts(rows: OrderRow[]): Promise<Map<number, PresalePart>> {
    const ids = rows.filter((r) => r.orderType === ORDER_TYPE.presale).map((r) => r.id);
    const source = deps.promotions?.get(ORDER_TYPE.presale);
    return ids.length && source?.presaleParts ? source.presaleParts(ids) : new Map();
  }

  async function summaries(rows: OrderRow[], lang: Lang): Promise<OrderSummary[]> {
    if (rows.length === 0) return [];
    const [items, shops, parts] = await Promise.all([
      db.select().from(orderItem).where(inArray(orderItem.orderId, rows.map((r) => r.id))).orderBy(orderItem.id),
      store.summaries(rows.map((r) => r.shopId), lang),
      presaleParts(rows),
    ]);
    const view = deps.refunds();
    const refunds = view ? await view.forOrders(rows[0]!.userId, rows, items) : { lines: new Map(), orders: new Map() };
    const byOrder = new Map<number, ItemRow[]>();
    for (const i of items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
    return rows.map((o) => ({
      orderNumber: o.orderNumber,
      shopId: o.shopId,
      shopName: shops.get(o.shopId)?.shopName ?? '',
      status: o.status,
      orderType: o.orderType,
      presalePart: parts.get(o.id) ?? null,
      createTime: o.createdAt.toISOString(),
      expiresAt: o.status === ORDER_STATUS.unpaid ? iso(o.expiresAt) : null,
      reviewUntil: o.receiptTime && REVIEWABLE_STATUSES.includes(o.status) ? reviewDeadline(o.receiptTime).toISOString() : null,
      productCount: o.productCount,
      productTotal: o.productTotal,
      shopDiscount: o.shopDiscount,
      couponDiscount: o.couponDiscount,
      pointsDiscount: o.pointsDiscount,
      memberDiscount: o.memberDiscount,
      pointsUsed: o.pointsUsed,
      freight: o.freight,
      actualTotal: o.actualTotal,
      canApplyRefund: refunds.orders.get(o.id)?.canApplyRefund ?? false,
      refundSn: refunds.orders.get(o.id)?.refundSn ?? null,
      items: (byOrder.get(o.id) ?? []).map((i) => ({
        orderItemId: i.id, prodId: i.productId, skuId: i.skuId, prodName: pick(lang, i.prodNameZh, i.prodNameEn), skuName: pick(lang, i.skuNameZh, i.skuNameEn),
        pic: i.pic, price: i.price, prodCount: i.count, productTotalAmount: i.productTotal, discountAmount: i.discountAmount, actualTotal: i.actualTotal, goodsType: i.goodsType, commented: i.commented,
        refundStatus: refunds.lines.get(i.id)?.refundStatus ?? null, refundSn: refunds.lines.get(i.id)?.refundSn ?? null, refundableCount: refunds.lines.get(i.id)?.refundableCount ?? 0,
        bundleId: i.bundleId, gift: i.giftRuleId ? { ruleId: i.giftRuleId, returnPolicy: i.giftReturn ?? 'return', value: i.giftValue, ofSkuId: i.giftOfSkuId } : null,
      })),
    }));
  }

  /** The caller's order row by number (not deleted); 404 otherwise. */
  async function owned(userId: number, orderNumber: string): Promise<OrderRow> {
    const [o] = await db.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId), isNull(orders.deletedAt)));
    if (!o) throw new AppError('order.notFound', 404);
    return o;
  }

  return {
    owned,

    /** The payment number recorded on each of the caller's orders (null while unpaid), by order number. */
    async payNosOf(userId: number, orderNumbers: string[]): Promise<Map<string, string | null>> {
      if (!orderNumbers.length) return new Map();
      const rows = await db
        .select({ orderNumber: orders.orderNumber, payNo: orders.payNo })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.orderNumber, orderNumbers)));
      return new Map(rows.map((r) => [r.orderNumber, r.payNo]));
    },

    /** Usage analytics (decision 037): the shop of each of the caller's orders among these numbers. */
    async shopsOf(userId: number, orderNumbers: string[]): Promise<Map<string, number>> {
      if (!orderNumbers.length) return new Map();
      const rows = await db
        .select({ orderNumber: orders.orderNumber, shopId: orders.shopId })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.orderNumber, orderNumbers)));
      return new Map(rows.map((r) => [r.orderNumber, r.shopId]));
    },

    async list(userId: number, q: OrderListQuery, lang: Lang): Promise<Paged<OrderSummary>> {
      const conds: SQL[] = [eq(orders.userId, userId), isNull(orders.deletedAt)];
      if (q.status === ORDER_STATUS.completed) conds.push(inArray(orders.status, [ORDER_STATUS.completed, ORDER_STATUS.evaluated]));
      else if (q.status) conds.push(eq(orders.status, q.status));
      const keyword = q.keyword?.trim();
      if (keyword) {
        const like = `%${escapeLike(keyword)}%`;
        const byName = db.select({ one: sql`1` }).from(orderItem)
          .where(and(eq(orderItem.orderId, orders.id), or(ilike(orderItem.prodNameZh, like), ilike(orderItem.prodNameEn, like))));
        conds.push(or(ilike(orders.orderNumber, `${escapeLike(keyword)}%`), exists(byName))!);
      }
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return toPage(await summaries(rows, lang), Number(total?.n ?? 0), q.current, q.size);
    },

    async detail(userId: number, orderNumber: string, lang: Lang): Promise<OrderDetail> {
      const o = await owned(userId, orderNumber);
      const [[summary], packages] = await Promise.all([summaries([o], lang), db.select().from(orderPackage).where(eq(orderPackage.orderId, o.id)).orderBy(orderPackage.id)]);
      const tracked = await Promise.all(packages.map(async (p) => {
        const events = await logistics.track({ companyCode: p.companyCode, waybillNo: p.waybillNo, shippedAt: p.shippedAt, city: o.address?.city ?? '' });
        return {
          packageId: p.id, companyCode: p.companyCode, companyName: companyName(p.companyCode, lang), waybillNo: p.waybillNo, shippedAt: p.shippedAt.toISOString(),
          state: events.at(-1)?.state ?? 0,
          traces: events.map((e) => ({
            time: e.time.toISOString(), state: e.state,
            text: translate(e.key, lang, e.params.company ? { ...e.params, company: companyName(e.params.company, lang) } : e.params),
          })).reverse(),
        };
      }));
      const shipped = o.deliveryTime;
      return {
        ...summary!,
        address: o.address ?? null,
        remarks: o.remarks,
        invoice: o.invoice ?? null,
        payTime: iso(o.payTime),
        payType: o.payType,
        deliveryTime: iso(o.deliveryTime),
        receiptTime: iso(o.receiptTime),
        finallyTime: iso(o.finallyTime),
        cancelTime: iso(o.cancelTime),
        cancelReason: o.cancelReason,
        autoConfirmAt: o.status === ORDER_STATUS.shipped ? iso(o.autoConfirmAt) : null,
        timeline: [
          { step: 'submit', time: iso(o.createdAt), done: true },
          { step: 'pay', time: iso(o.payTime), done: !!o.payTime },
          { step: 'ship', time: iso(shipped), done: !!shipped },
          { step: 'waitReceipt', time: iso(shipped), done: !!shipped },
          { step: 'complete', time: iso(o.receiptTime), done: !!o.receiptTime },
        ],
        packages: tracked,
      };
    },

    /** Counts of the user centre: pending payment, delivery, receipt, lines waiting for a review (evaluation.ts), open after-sales requests. */
    async counts(userId: number): Promise<OrderCountData> {
      const rows = await db.select({ status: orders.status, n: count() }).from(orders)
        .where(and(eq(orders.userId, userId), isNull(orders.deletedAt))).groupBy(orders.status);
      const n = (s: number) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      return { unPay: n(ORDER_STATUS.unpaid), payed: n(ORDER_STATUS.pendingDelivery), consignment: n(ORDER_STATUS.shipped), unComment: await deps.unreviewed(userId), refund: (await deps.refunds()?.openCount(userId)) ?? 0 };
    },
  };
}
