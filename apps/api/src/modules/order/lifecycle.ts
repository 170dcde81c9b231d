// What happens to an order after submit: the buyer cancels (stock back), confirms receipt, deletes a
// finished order, buys again; the payment issue calls markPaid, the seller issue ship. Every state
// change is one guarded transition (transitions.ts): the loser of a race gets 'Order status has changed'.
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { CANCEL_REASON, LOGISTICS_COMPANIES, ORDER_STATUS, ORDER_TYPE, waybillRule } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { CartService } from '../cart/service';
import type { CatalogSkus, DbOrTx } from '../catalog/skus';
import type { OrderConfig } from './config';
import type { CouponSource, PointsSource } from './pricing/types';
import { promotionRegistry, type PromotionSources } from './promotions';
import { TERMINAL_STATUSES } from './status';
import { applyTransition } from './transitions';

const { orders, orderItem, orderPackage } = schema;

export interface Payment {
  /** the payment issue's code of the way paid (balance, QR, ...) */
  payType: number;
  /** the payment's own number */
  payNo: string;
  /** fen; when given it must equal the orders' total */
  amount?: number;
  /** when given, every order must be this user's (else 404) */
  userId?: number;
}

export interface ShipPackage {
  companyCode: string;
  waybillNo: string;
  /** order_item ids in this package; absent: the whole order */
  itemIds?: number[];
}

export interface PaidOrder {
  orderNumber: string;
  userId: number;
  shopId: number;
  actualTotal: number;
  status: number;
}

/** Work with paid orders (their rows as they were before the payment), inside the payment's transaction. */
export type PaidHook = (tx: DbOrTx, rows: (typeof orders.$inferSelect)[], now: Date) => Promise<void>;
export type ShipGuard = (tx: DbOrTx, order: typeof orders.$inferSelect) => Promise<void>;


export function createOrderLifecycle(db: Db, deps: { clock: Clock; skus: CatalogSkus; cart: CartService; config: OrderConfig; coupons?: Pick<CouponSource, 'release'>; promotions?: PromotionSources; points?: Pick<PointsSource, 'giveBack'> }) {
  const { clock, skus, cart, config, coupons } = deps;
  const promotions = deps.promotions ?? promotionRegistry();
  /** work other modules do with orders as they are paid, inside the payment's transaction (the invoice asked at checkout) */
  const paidHooks: PaidHook[] = [];
  const shipGuards: ShipGuard[] = [];

  /**
   * Puts the stock (and the coupons and points) of these orders back (inside the transaction that canceled them). An order
   * placed under an activity gives its stock back to the activity (promotions.ts), not to the SKU.
   */
  async function release(tx: DbOrTx, orderIds: number[]): Promise<void> {
    if (orderIds.length === 0) return;
    const typed = await tx.select({ id: orders.id, orderType: orders.orderType }).from(orders).where(inArray(orders.id, orderIds));
    const byType = new Map<number, number[]>();
    for (const o of typed) if (promotions.has(o.orderType)) byType.set(o.orderType, [...(byType.get(o.orderType) ?? []), o.id]);
    const viaActivity = new Set([...byType.values()].flat());
    const plain = orderIds.filter((id) => !viaActivity.has(id));
    if (plain.length) {
      const items = await tx.select({ skuId: orderItem.skuId, count: orderItem.count }).from(orderItem).where(inArray(orderItem.orderId, plain));
      await skus.release(tx, items);
    }
    for (const [type, ids] of byType) await promotions.get(type)!.release(tx, ids);
    await coupons?.release(tx, orderIds);
    if (deps.points) {
      const withPoints = await tx.select({ userId: orders.userId, orderNumber: orders.orderNumber }).from(orders)
        .where(and(inArray(orders.id, orderIds), gt(orders.pointsUsed, 0))).orderBy(orders.id);
      for (const o of withPoints) await deps.points.giveBack(tx, { ...o, key: `cancel:${o.orderNumber}` });
    }
  }

  async function ownedRow(tx: DbOrTx, userId: number, orderNumber: string) {
    const [o] = await tx.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId), isNull(orders.deletedAt)));
    if (!o) throw new AppError('order.notFound', 404);
    return o;
  }

  return {
    release,

    /** The buyer cancels an unpaid order; its stock is released in the same transaction. */
    async cancel(userId: number, orderNumber: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const o = await ownedRow(tx, userId, orderNumber);
        if (!(await applyTransition(tx, o, 'cancel', now, { cancelTime: now, cancelReason: CANCEL_REASON.buyer }))) throw new AppError('order.statusChanged');
        await release(tx, [o.id]);
      });
    },

    /** The buyer confirms receipt of a shipped order: it moves on to pending evaluation. */
    async receive(userId: number, orderNumber: string): Promise<void> {
      const now = clock.now();
      const o = await ownedRow(db, userId, orderNumber);
      await db.transaction(async (tx) => {
        if (!(await applyTransition(tx, o, 'receive', now, { receiptTime: now, autoConfirmAt: null }))) throw new AppError('order.statusChanged');
      });
    },

    /** The buyer removes a finished (completed, evaluated or canceled) order from the list. */
    async remove(userId: number, orderNumber: string): Promise<void> {
      const o = await ownedRow(db, userId, orderNumber);
      const done = await db
        .update(orders)
        .set({ deletedAt: clock.now() })
        .where(and(eq(orders.id, o.id), isNull(orders.deletedAt), inArray(orders.status, [...TERMINAL_STATUSES])))
        .returning({ id: orders.id });
      if (done.length === 0) throw new AppError('order.cannotDelete');
    },

    /** Puts the order's items back into the cart; lines that cannot be added (off shelf, no stock) are skipped. */
    async buyAgain(userId: number, orderNumber: string): Promise<{ basketIds: number[]; skipped: number }> {
      const o = await ownedRow(db, userId, orderNumber);
      const items = await db.select().from(orderItem).where(eq(orderItem.orderId, o.id)).orderBy(orderItem.id);
      const basketIds: number[] = [];
      let skipped = 0;
      for (const i of items) {
        try {
          basketIds.push((await cart.changeItem(userId, { prodId: i.productId, skuId: i.skuId, count: i.count })).basketId);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          skipped += 1;
        }
      }
      return { basketIds, skipped };
    },

    /**
     * For the payment issue: marks these unpaid orders paid, all or none. An order past its payment deadline
     * is expired on the spot (stock released) and the payment refused with 'Order has expired, please place
     * a new order'; a paid or canceled one gives 'Order status has changed'.
     */
    /** Registers work to do with orders as they are paid, inside the payment's transaction. */
    onPaid(hook: PaidHook): void {
      paidHooks.push(hook);
    },

    /** Registers a check before an order ships, inside ship's transaction: it refuses with an AppError (pre-sale: balance unpaid). */
    onShip(guard: ShipGuard): void {
      shipGuards.push(guard);
    },

    async markPaid(orderNumbers: string[], payment: Payment): Promise<PaidOrder[]> {
      const numbers = [...new Set(orderNumbers)];
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const scope = payment.userId === undefined ? inArray(orders.orderNumber, numbers) : and(inArray(orders.orderNumber, numbers), eq(orders.userId, payment.userId));
        const rows = await tx.select().from(orders).where(and(scope, isNull(orders.deletedAt))).orderBy(orders.id).for('update');
        if (numbers.length === 0 || rows.length !== numbers.length) throw new AppError('order.notFound', 404);
        const late = rows.filter((r) => r.status === ORDER_STATUS.unpaid && r.expiresAt && r.expiresAt.getTime() <= now.getTime());
        if (late.length) {
          const expired: number[] = [];
          for (const r of late) if (await applyTransition(tx, r, 'expire', now, { cancelTime: now, cancelReason: CANCEL_REASON.expired })) expired.push(r.id);
          await release(tx, expired);
          return 'expired' as const;
        }
        if (rows.some((r) => r.status === ORDER_STATUS.canceled && r.cancelReason === CANCEL_REASON.expired)) return 'expired' as const;
        if (rows.some((r) => r.status !== ORDER_STATUS.unpaid)) throw new AppError('order.statusChanged');
        const total = rows.reduce((s, r) => s + r.actualTotal, 0);
        if (payment.amount !== undefined && payment.amount !== total) throw new AppError('order.amountMismatch');
        const paid: PaidOrder[] = [];
        for (const r of rows) {
          const event = r.orderType === ORDER_TYPE.grouping ? 'payGroup' : 'pay';
          if (!(await applyTransition(tx, r, event, now, { payTime: now, payType: payment.payType, payNo: payment.payNo }))) throw new AppError('order.statusChanged');
          paid.push({ orderNumber: r.orderNumber, userId: r.userId, shopId: r.shopId, actualTotal: r.actualTotal, status: event === 'pay' ? ORDER_STATUS.pendingDelivery : ORDER_STATUS.grouping });
        }
        // an activity may act on its paid orders in this transaction (group buy: the group opens or fills)
        for (const [type, source] of promotions) {
          const mine = rows.filter((r) => r.orderType === type);
          if (source.paid && mine.length) await source.paid(tx, mine.map((r) => ({ id: r.id, orderNumber: r.orderNumber, userId: r.userId })), now);
        }
        for (const hook of paidHooks) await hook(tx, rows, now);
        return paid;
      });
      if (outcome === 'expired') throw new AppError('order.expired');
      return outcome;
    },

    /**
     * For the seller issue: ships a paid order in one or more packages. The order then waits for receipt
     * and is confirmed automatically after config.autoConfirmMs. shopId scopes it to the seller's shop.
     */
    async ship(orderNumber: string, packages: ShipPackage[], opts: { shopId?: number } = {}): Promise<void> {
      if (packages.length === 0 || packages.length > 20) throw new AppError('order.packageRequired');
      const clean = packages.map((p) => ({ companyCode: p.companyCode.trim().toUpperCase(), waybillNo: p.waybillNo.trim(), itemIds: p.itemIds ?? [] }));
      for (const p of clean) {
        if (!LOGISTICS_COMPANIES.some((c) => c.code === p.companyCode)) throw new AppError('order.companyUnknown');
        const waybill = waybillRule(p.waybillNo); // names the waybill, not the courier
        if (waybill) throw new AppError(waybill);
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        const scope = opts.shopId === undefined ? eq(orders.orderNumber, orderNumber) : and(eq(orders.orderNumber, orderNumber), eq(orders.shopId, opts.shopId));
        const [o] = await tx.select().from(orders).where(scope);
        if (!o) throw new AppError('order.notFound', 404);
        const autoConfirmAt = new Date(now.getTime() + config.autoConfirmMs);
        for (const guard of shipGuards) await guard(tx, o);
        if (!(await applyTransition(tx, o, 'ship', now, { deliveryTime: now, autoConfirmAt }))) throw new AppError('order.statusChanged');
        await tx.insert(orderPackage).values(clean.map((p) => ({ orderId: o.id, ...p, shippedAt: now })));
      });
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
