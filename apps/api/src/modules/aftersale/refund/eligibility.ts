// Whether an order allows an after-sales request now and of which kind (SPEC §5 refund rules, §9 7-day no-reason):
// paid and not in a group still forming, within the after-sales window of receipt, a return only of goods received,
// 'no reason' only for physical goods of a shop that offers it, within 7 days of receipt.
import {
  CARGO_STATUS, GOODS_TYPE, ORDER_STATUS, REFUND_LIMITS, REFUND_MODE, noReasonDeadline, type MessageKey,
} from '@mall/shared';
import { AppError } from '../../../platform/errors';
import type { RefundConfig } from './config';

const REFUNDABLE_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.pendingDelivery, ORDER_STATUS.shipped, ORDER_STATUS.pendingEvaluation, ORDER_STATUS.completed, ORDER_STATUS.evaluated,
];

export interface OrderState {
  status: number;
  receiptTime: Date | null;
}

/** The order takes requests now (status and window); answers the message key that says why not, or null. */
export function orderOpenRule(o: OrderState, now: Date, cfg: RefundConfig): { key: MessageKey; params?: Record<string, number> } | null {
  if (!REFUNDABLE_ORDER_STATUSES.includes(o.status)) return { key: 'refund.notRefundable' };
  if (o.receiptTime && now.getTime() > o.receiptTime.getTime() + cfg.afterSaleMs) {
    return { key: 'refund.windowClosed', params: { days: Math.round(cfg.afterSaleMs / 86_400_000) } };
  }
  return null;
}

export function assertOrderOpen(o: OrderState, now: Date, cfg: RefundConfig): void {
  const no = orderOpenRule(o, now, cfg);
  if (no) throw new AppError(no.key, 400, no.params);
}

/** 7-day no-reason returns: physical goods only, the shop offers them, within 7 days of receipt (or not yet received). */
export function noReasonRule(o: OrderState, goodsTypes: readonly number[], shopAllows: boolean, now: Date): MessageKey | null {
  if (!shopAllows || goodsTypes.some((g) => g !== GOODS_TYPE.physical)) return 'refund.noReasonNotAllowed';
  if (o.receiptTime && now.getTime() > noReasonDeadline(o.receiptTime).getTime()) return 'refund.noReasonExpired';
  return null;
}

/** Mode and cargo status: a return needs goods the buyer has; before shipping only a refund of goods not received. */
export function modeRule(o: OrderState, mode: number, cargoStatus: number): MessageKey | null {
  if (mode !== REFUND_MODE.refundOnly && mode !== REFUND_MODE.returnAndRefund) return 'refund.modeRequired';
  if (cargoStatus !== CARGO_STATUS.notReceived && cargoStatus !== CARGO_STATUS.received) return 'refund.cargoRequired';
  const shipped = o.status !== ORDER_STATUS.pendingDelivery;
  if (mode === REFUND_MODE.returnAndRefund && (cargoStatus !== CARGO_STATUS.received || !shipped)) return 'refund.returnNeedsReceipt';
  if (!shipped && cargoStatus === CARGO_STATUS.received) return 'refund.returnNeedsReceipt';
  return null;
}

/** The cargo status the form starts with: received once the order was received. */
export const defaultCargoStatus = (o: OrderState): number => (o.receiptTime ? CARGO_STATUS.received : CARGO_STATUS.notReceived);

export const RESUBMITS = REFUND_LIMITS.resubmits;
