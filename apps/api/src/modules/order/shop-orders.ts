// The seller centre's view of its shop's orders (order tables): list by state, detail with packages, the item ids a
// shipment must cover, and the dashboard's figures. Every query is scoped by the shop: another shop's order is 404.
import { and, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { ORDER_STATUS, type Lang, type Paged, type SellerDashboard, type SellerOrderDetail, type SellerOrderRow } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import { companyName } from './logistics';

const { orders, orderItem, orderPackage } = schema;
type OrderRow = typeof orders.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY = 86_400_000;
/** The mall's day is Beijing time (UTC+8, no daylight saving). */
const BEIJING = 8 * 3600_000;
const dayStart = (t: number) => Math.floor((t + BEIJING) / DAY) * DAY - BEIJING;
const dayName = (start: number) => new Date(start + BEIJING).toISOString().slice(0, 10);

export function createShopOrders(db: Db, deps: { clock: Clock }) {
  async function row(shopId: number, orderNumber: string): Promise<OrderRow> {
    const [o] = await db.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.shopId, shopId)));
    if (!o) throw new AppError('order.notFound', 404);
    return o;
  }

  async function withItems(rows: OrderRow[], lang: Lang): Promise<SellerOrderRow[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [items, packages] = await Promise.all([
      db.select().from(orderItem).where(inArray(orderItem.orderId, ids)).orderBy(orderItem.id),
      db.select({ orderId: orderPackage.orderId, itemIds: orderPackage.itemIds }).from(orderPackage).where(inArray(orderPackage.orderId, ids)),
    ]);
    return rows.map((o) => {
      const pkgs = packages.filter((p) => p.orderId === o.id);
      const shippedIds = new Set(pkgs.flatMap((p) => p.itemIds));
      const whole = pkgs.some((p) => p.itemIds.length === 0);
      return {
        orderNumber: o.orderNumber, status: o.status, orderType: o.orderType, productCount: o.productCount, actualTotal: o.actualTotal,
        receiver: o.address?.receiver ?? '', createdAt: o.createdAt.toISOString(), payTime: iso(o.payTime),
        items: items.filter((i) => i.orderId === o.id).map((i) => ({
          itemId: i.id, prodId: i.productId, skuId: i.skuId, prodName: pick(lang, i.prodNameZh, i.prodNameEn), skuName: pick(lang, i.skuNameZh, i.skuNameEn),
          pic: i.pic, price: i.price, count: i.count, actualTotal: i.actualTotal, shipped: whole || shippedIds.has(i.id),
        })),
      };
    });
  }

  return {
    async list(shopId: number, q: { current: number; size: number; status: number; orderNumber: string }, lang: Lang): Promise<Paged<SellerOrderRow>> {
      const where = and(
        eq(orders.shopId, shopId),
        q.status ? eq(orders.status, q.status) : undefined,
        q.orderNumber.trim() ? eq(orders.orderNumber, q.orderNumber.trim()) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return toPage(await withItems(rows, lang), Number(total?.n ?? 0), q.current, q.size);
    },

    async detail(shopId: number, orderNumber: string, lang: Lang): Promise<SellerOrderDetail> {
      const o = await row(shopId, orderNumber);
      const [base] = await withItems([o], lang);
      const packages = await db.select().from(orderPackage).where(eq(orderPackage.orderId, o.id)).orderBy(orderPackage.id);
      const a = o.address;
      return {
        ...base!,
        productTotal: o.productTotal, freight: o.freight, shopDiscount: o.shopDiscount, couponDiscount: o.couponDiscount, remarks: o.remarks,
        address: a ? { receiver: a.receiver, mobile: a.mobile, region: [a.province, a.city === a.province ? '' : a.city, a.area].join(''), addr: a.addr } : null,
        deliveryTime: iso(o.deliveryTime),
        packages: packages.map((p) => ({ companyCode: p.companyCode, companyName: companyName(p.companyCode, lang), waybillNo: p.waybillNo, itemIds: p.itemIds, shippedAt: p.shippedAt.toISOString() })),
      };
    },

    /** The item ids of the shop's order (a shipment's packages must cover them); 404 for another shop's order. */
    async itemIds(shopId: number, orderNumber: string): Promise<number[]> {
      const o = await row(shopId, orderNumber);
      const items = await db.select({ id: orderItem.id }).from(orderItem).where(eq(orderItem.orderId, o.id));
      return items.map((i) => i.id);
    },

    /** Today's orders and paid sales, orders waiting to ship, and the last `days` days (Beijing time). */
    async dashboard(shopId: number, days: number): Promise<Omit<SellerDashboard, 'onShelf'>> {
      const now = deps.clock.now().getTime();
      const today = dayStart(now);
      const from = new Date(today - (days - 1) * DAY);
      const day = (col: typeof orders.createdAt | typeof orders.payTime) => sql<number>`floor((extract(epoch from ${col}) * 1000 + ${sql.raw(String(BEIJING))}) / ${sql.raw(String(DAY))})::int`;
      const [placed, paid, [pending]] = await Promise.all([
        db.select({ d: day(orders.createdAt), n: count() }).from(orders)
          .where(and(eq(orders.shopId, shopId), gte(orders.createdAt, from))).groupBy(day(orders.createdAt)),
        db.select({ d: day(orders.payTime), fen: sql<string>`coalesce(sum(${orders.actualTotal}), 0)` }).from(orders)
          // a paid order canceled later (a failed group buy, refunded) is no sale
          .where(and(eq(orders.shopId, shopId), isNotNull(orders.payTime), ne(orders.status, ORDER_STATUS.canceled), gte(orders.payTime, from), lt(orders.payTime, new Date(today + DAY)))).groupBy(day(orders.payTime)),
        db.select({ n: count() }).from(orders).where(and(eq(orders.shopId, shopId), eq(orders.status, ORDER_STATUS.pendingDelivery))),
      ]);
      const list = Array.from({ length: days }, (_, i) => {
        const start = today - (days - 1 - i) * DAY;
        const index = Math.round((start + BEIJING) / DAY);
        return {
          date: dayName(start),
          orders: Number(placed.find((r) => Number(r.d) === index)?.n ?? 0),
          sales: Number(paid.find((r) => Number(r.d) === index)?.fen ?? 0),
        };
      });
      const last = list[list.length - 1]!;
      return { todayOrders: last.orders, todaySales: last.sales, pendingShipments: Number(pending?.n ?? 0), days: list };
    },
  };
}
export type ShopOrders = ReturnType<typeof createShopOrders>;
