// Pre-sale as a PromotionSource of the order module (order/promotions.ts), order type PRESALE. Two kinds of order:
// - the deposit order (ref.presaleOrderId absent): the line at the deposit (deposit mode) or the pre-sale price (full
//   mode); reserve takes the units from the pre-sale's own stock with a guarded update and opens a presale_order;
// - the balance order (ref.presaleOrderId = the presale_order id): the line at the balance per unit; reserve moves the
//   presale order depositPaid → balanceUnpaid inside the balance window (guarded), no stock is taken again.
// release: a canceled or expired deposit order gives its units back once (cancelDeposit); a balance order
// canceled or expired lets the buyer place it again (dropBalance). paid: payDeposit / payFull / payBalance; a paid
// balance order is settled (order status completed), the goods ship with the deposit order.
import { and, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import { ORDER_TYPE, PRESALE_MODE, PRESALE_ORDER_STATUS, presaleAmounts } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Later } from '../../platform/module';
import type { PromotionSource } from '../order/promotions';
import type { OrderService } from '../order/service';
import { fromStates, PRESALE_TRANSITIONS, type PresaleEvent } from './status';

const { presaleItem, presaleOrder } = schema;
export type PresaleItemRow = typeof presaleItem.$inferSelect;
export type PresaleOrderRow = typeof presaleOrder.$inferSelect;
const S = PRESALE_ORDER_STATUS;
export const ITEM_ON = 1;

const toOf = (event: PresaleEvent) => PRESALE_TRANSITIONS.find((t) => t.event === event)!.to;

/** Applies an event of status.ts to the presale orders matching `where` with one guarded UPDATE; answers the moved rows. */
export function move(tx: DbOrTx, event: PresaleEvent, where: ReturnType<typeof and>, now: Date, patch: Partial<PresaleOrderRow> = {}) {
  return tx
    .update(presaleOrder)
    .set({ ...patch, status: toOf(event), updatedAt: now })
    .where(and(where, inArray(presaleOrder.status, fromStates(event))))
    .returning();
}

export async function loadItem(q: DbOrTx, id: number): Promise<PresaleItemRow | undefined> {
  const [row] = await q.select().from(presaleItem).where(eq(presaleItem.id, id));
  return row;
}

/** Checks the item sells now; answers nothing or throws. */
export function checkSelling(item: PresaleItemRow | undefined, now: Date, count: number): asserts item is PresaleItemRow {
  if (!item || item.status !== ITEM_ON) throw new AppError('presale.notFound', 404);
  if (now < item.saleStart) throw new AppError('presale.notStarted');
  if (now >= item.saleEnd) throw new AppError('presale.ended');
  if (item.stock < count) throw new AppError('presale.soldOut');
}

export function balanceOpen(item: Pick<PresaleItemRow, 'balanceStart' | 'balanceEnd'>, now: Date): boolean {
  return !!item.balanceStart && !!item.balanceEnd && now >= item.balanceStart && now < item.balanceEnd;
}

export function createPresaleSource(db: Db, deps: { clock: Clock; order: Later<Pick<OrderService, 'presaleOrders'>> }): PromotionSource {
  const { clock } = deps;

  async function balanceOf(userId: number, presaleOrderId: number, line: { skuId: number; count: number }) {
    const [po] = await db.select().from(presaleOrder).where(and(eq(presaleOrder.id, presaleOrderId), eq(presaleOrder.userId, userId)));
    if (!po) throw new AppError('presale.orderNotFound', 404);
    const item = await loadItem(db, po.itemId);
    if (!item || item.skuId !== line.skuId || po.count !== line.count) throw new AppError('presale.orderNotFound', 404);
    const now = clock.now();
    if (item.balanceEnd && now >= item.balanceEnd) throw new AppError('presale.balanceClosed');
    if (po.status !== S.depositPaid || !balanceOpen(item, now)) throw new AppError('presale.balanceNotOpen');
    return { po, item };
  }

  return {
    orderType: ORDER_TYPE.presale,

    async presaleParts(orderIds) {
      const rows = await db
        .select({ depositOrderId: presaleOrder.depositOrderId, balanceOrderId: presaleOrder.balanceOrderId, mode: presaleItem.mode })
        .from(presaleOrder)
        .innerJoin(presaleItem, eq(presaleItem.id, presaleOrder.itemId))
        .where(or(inArray(presaleOrder.depositOrderId, orderIds), inArray(presaleOrder.balanceOrderId, orderIds)));
      const parts = new Map<number, 'full' | 'deposit' | 'balance'>();
      for (const r of rows) {
        parts.set(r.depositOrderId, r.mode === PRESALE_MODE.full ? 'full' : 'deposit');
        if (r.balanceOrderId) parts.set(r.balanceOrderId, 'balance');
      }
      return parts;
    },

    async quote(userId, itemId, line, ref) {
      if (ref?.presaleOrderId) {
        const { po } = await balanceOf(userId, ref.presaleOrderId, line);
        return { unitPrice: po.balanceTotal / po.count, freeFreight: true };
      }
      const item = await loadItem(db, itemId);
      checkSelling(item, clock.now(), line.count);
      if (item.skuId !== line.skuId) throw new AppError('presale.notFound', 404);
      const unit = presaleAmounts(item, 1);
      return { unitPrice: unit.now, freeFreight: true };
    },

    async reserve(tx, userId, itemId, line, orderId, ref) {
      const now = clock.now();
      if (ref?.presaleOrderId) {
        const [item] = await tx.select().from(presaleItem).where(eq(presaleItem.id, itemId));
        if (!item || !balanceOpen(item, now)) throw new AppError('presale.balanceNotOpen');
        const opened = await move(tx, 'openBalance', and(eq(presaleOrder.id, ref.presaleOrderId), eq(presaleOrder.userId, userId), eq(presaleOrder.itemId, itemId)), now, {
          balanceOrderId: orderId, balanceOrderNumber: ref.orderNumber,
        });
        if (opened.length === 0) throw new AppError('presale.balanceNotOpen');
        return;
      }
      const took = await tx
        .update(presaleItem)
        .set({ stock: sql`${presaleItem.stock} - ${line.count}`, updatedAt: now })
        .where(and(eq(presaleItem.id, itemId), gte(presaleItem.stock, line.count), eq(presaleItem.status, ITEM_ON), lte(presaleItem.saleStart, now), gt(presaleItem.saleEnd, now)))
        .returning();
      const item = took[0];
      if (!item) throw new AppError('presale.soldOut');
      const a = presaleAmounts(item, line.count);
      await tx.insert(presaleOrder).values({
        itemId, userId, count: line.count, status: S.depositUnpaid, depositOrderId: orderId, depositOrderNumber: ref?.orderNumber ?? '',
        depositTotal: a.now, deductTotal: a.deduct, balanceTotal: a.balance, createdAt: now, updatedAt: now,
      });
    },

    async release(tx, orderIds) {
      if (orderIds.length === 0) return;
      const now = clock.now();
      const back = await move(tx, 'cancelDeposit', inArray(presaleOrder.depositOrderId, orderIds), now);
      for (const b of back.sort((x, y) => x.itemId - y.itemId)) {
        await tx.update(presaleItem).set({ stock: sql`least(${presaleItem.stock} + ${b.count}, ${presaleItem.totalStock})`, updatedAt: now }).where(eq(presaleItem.id, b.itemId));
      }
      await move(tx, 'dropBalance', inArray(presaleOrder.balanceOrderId, orderIds), now, { balanceOrderId: null, balanceOrderNumber: null });
    },

    async paid(tx, orders, now) {
      const ids = orders.map((o) => o.id);
      const deposits = await tx.select({ po: presaleOrder, mode: presaleItem.mode }).from(presaleOrder).innerJoin(presaleItem, eq(presaleItem.id, presaleOrder.itemId))
        .where(inArray(presaleOrder.depositOrderId, ids));
      for (const d of deposits) {
        const moved = await move(tx, d.mode === PRESALE_MODE.full ? 'payFull' : 'payDeposit', eq(presaleOrder.id, d.po.id), now);
        if (moved.length === 0) throw new AppError('order.statusChanged');
      }
      const balances = await tx.select().from(presaleOrder).where(inArray(presaleOrder.balanceOrderId, ids));
      for (const b of balances) {
        const [item] = await tx.select().from(presaleItem).where(eq(presaleItem.id, b.itemId));
        // paid after the window closed: refused, the payment is given back (the sweeper forfeits the deposit)
        if (!item?.balanceEnd || now >= item.balanceEnd) throw new AppError('presale.balanceClosed');
        const moved = await move(tx, 'payBalance', eq(presaleOrder.id, b.id), now);
        if (moved.length === 0) throw new AppError('presale.balanceClosed');
        await deps.order().presaleOrders.settle(tx, [b.balanceOrderId!], now);
      }
    },
  };
}
