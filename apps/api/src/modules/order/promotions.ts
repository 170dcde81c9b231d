// The hook through which promotion modules (flash sale, group buy, ...) place orders: a "buy now" line
// bought at the activity's fixed unit price, as an order of the activity's ORDER_TYPE. The activity keeps
// its own stock (set aside from the SKU when the activity was set up), so the checkout does not touch the
// SKU stock of such a line: it asks the source to reserve at submit and to give back on cancel / expiry.
import { AppError } from '../../platform/errors';
import type { DbOrTx } from '@mall/db';

/** Which activity a buy-now line is bought under (kept in the submit token's selection). */
export interface PromotionRef {
  /** ORDER_TYPE of the orders it places (seckill 2, grouping 1, ...) */
  type: number;
  activityId: number;
  /** group buy: the group joined; absent or null: open a new group */
  groupId?: number | null;
  /** pre-sale: the deposit (presale_order id) whose balance this order pays; absent: the deposit order itself */
  presaleOrderId?: number | null;
}

/** What an activity answers for a line it sells: the unit price in fen, and for points orders the points per unit. */
export interface PromotionQuote {
  unitPrice: number;
  /** points each unit costs on top of the price (points mall); spent in submit's transaction as the order's points */
  points?: number;
  /** the activity delivers free (no freight on its order) */
  freeFreight?: boolean;
}

/** A line bought under an activity, at a fixed unit price in fen (the item-prices step uses it). */
export interface LinePromotion extends PromotionRef, PromotionQuote {}

export interface PromotionLine {
  prodId: number;
  skuId: number;
  count: number;
}

export interface PromotionSource {
  /** the ORDER_TYPE this source handles */
  orderType: number;
  /**
   * At confirm and again at submit: checks the activity can sell this line to the caller now (started, not ended,
   * stock left, within the per-user limit) and answers the unit price; refuses with an AppError otherwise.
   */
  quote(userId: number, activityId: number, line: PromotionLine, ref?: PromotionRef): Promise<PromotionQuote>;
  /**
   * Optional, at submit before the transaction opens: a cheap gate outside the database (e.g. one Redis script
   * taking stock and quota) so a crowd's losers are refused before they touch the database. Answers an undo,
   * run when the transaction does not commit.
   */
  admit?(userId: number, activityId: number, line: PromotionLine): Promise<(() => Promise<void>) | void>;
  /**
   * Inside submit's transaction, after the order row exists: takes the line from the activity's stock and the
   * caller's quota with guarded statements, or throws an AppError (the whole submit rolls back). May answer an
   * undo for work outside the database (e.g. a Redis counter), run when the transaction does not commit.
   */
  reserve(tx: DbOrTx, userId: number, activityId: number, line: PromotionLine, orderId: number, ref?: PromotionRef & { orderNumber: string }): Promise<(() => Promise<void>) | void>;
  /** Gives back the stock and quota of these canceled or expired orders (inside the transaction that canceled them). */
  release(tx: DbOrTx, orderIds: number[]): Promise<void>;
  /**
   * Optional: inside markPaid's transaction, after these orders of the source's type moved (grouping orders:
   * unpaid → grouping). May refuse with an AppError (the payment is then given back), e.g. a group that closed.
   */
  paid?(tx: DbOrTx, orders: { id: number; orderNumber: string; userId: number }[], now: Date): Promise<void>;
  /**
   * Optional (points orders): an order of this source with nothing left to pay in cash is paid at once, inside
   * submit's transaction, with this PAY_TYPE (it goes to pending delivery without the payment page).
   */
  paidWhenFree?: { payType: number };
  /**
   * Optional (pre-sale): which part of the purchase each of these orders of the source's type is ('full' payment,
   * 'deposit' or 'balance'), by order id, for the buyer's order list and detail; an order not named shows no part.
   */
  presaleParts?(orderIds: number[]): Promise<Map<number, PresalePart>>;
  /**
   * Optional, with reserveMany (the flash sale's queue of reservations its gate admitted, order/reserved.ts): the
   * unit price when the activity can sell now, no buyer's quota checked (reserveMany's guarded statements do that).
   */
  priceOf?(activityId: number, line: Omit<PromotionLine, 'count'>): Promise<PromotionQuote>;
  /**
   * Optional: inside one transaction for many orders (each one line of the activity): every buyer's quota and then
   * the stock of all, with guarded statements (one buyer at most once); an AppError when any one is refused.
   */
  reserveMany?(tx: DbOrTx, activityId: number, orders: { userId: number; count: number; orderId: number }[]): Promise<void>;
}

export type PresalePart = 'full' | 'deposit' | 'balance';

export type PromotionSources = ReadonlyMap<number, PromotionSource>;

export function promotionRegistry(sources: PromotionSource[] = []): PromotionSources {
  const map = new Map<number, PromotionSource>();
  for (const s of sources) {
    if (map.has(s.orderType)) throw new Error(`two promotion sources for order type ${s.orderType}`);
    map.set(s.orderType, s);
  }
  return map;
}

export function sourceOf(sources: PromotionSources, type: number): PromotionSource {
  const s = sources.get(type);
  if (!s) throw new AppError('order.nothingSelected');
  return s;
}
