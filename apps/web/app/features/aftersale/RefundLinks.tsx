// The after-sales entries of my orders and the order detail. Per line: the state of its latest request ("After-sales:
// Refunded") with a link to it, and "Refund / return" while the order takes requests (canApplyRefund) and pieces of
// the line are still refundable (refundableCount > 0: the API leaves out pieces refunded or in an open request). Per
// order: "Request a refund" of the whole order (before shipping the freight comes back too) while every line can
// still go back, or the link to its open whole-order request.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '@mall/shared';
import { UC_RETURN, applyReturnHref, refundStatusKey, refundStatusTone, returnDetailHref } from './status';
import './aftersale.css';

export interface RefundLine {
  orderItemId: number;
  refundStatus: number | null;
  refundableCount: number;
  /** the line's latest request (its state links to its detail); null: none */
  refundSn: string | null;
}

export interface RefundOrder {
  orderNumber: string;
  status: number;
  canApplyRefund: boolean;
  refundSn: string | null;
  items: RefundLine[];
}

/**
 * Whether the order offers the whole-order request: it takes requests, has no open one of its own, every line can
 * still go back, and either it is not shipped yet (the freight comes back too) or it has several lines (one request
 * instead of one per line).
 */
export function wholeOrderOffered(order: RefundOrder): boolean {
  if (!order.canApplyRefund || order.refundSn || order.items.length === 0) return false;
  if (!order.items.every((l) => l.refundableCount > 0)) return false;
  return order.status === ORDER_STATUS.pendingDelivery || order.items.length > 1;
}

export function RefundLineLink({ order, line }: { order: RefundOrder; line: RefundLine }) {
  const { t } = useTranslation();
  const status = line.refundStatus;
  // a single-line order offered the whole-order request does not repeat it on its line
  const apply = order.canApplyRefund && line.refundableCount > 0 && !(order.items.length === 1 && wholeOrderOffered(order));
  if (status === null && !apply) return null;
  return (
    <span className="as-line-refund">
      {status !== null && (
        <>
          <span className={`as-line-refund__state is-${refundStatusTone(status)}`}>
            {t('aftersale.line.state', { state: t(refundStatusKey(status)) })}
          </span>
          <Link to={line.refundSn ? returnDetailHref(line.refundSn) : UC_RETURN} className="btn btn--sm">
            {t('aftersale.line.view')}
          </Link>
        </>
      )}
      {apply && (
        <Link to={applyReturnHref(order.orderNumber, [line.orderItemId])} className="btn btn--sm">
          {t('aftersale.line.apply')}
        </Link>
      )}
    </span>
  );
}

/** The order's own entry (beside its actions), or null when it has none. */
export function RefundOrderLink({ order, size = 'sm' }: { order: RefundOrder; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const btn = size === 'sm' ? 'btn btn--sm' : 'btn';
  if (order.refundSn)
    return (
      <Link to={returnDetailHref(order.refundSn)} className={btn}>
        {t('aftersale.line.viewOrder')}
      </Link>
    );
  if (!wholeOrderOffered(order)) return null;
  return (
    <Link to={applyReturnHref(order.orderNumber)} className={btn}>
      {t('aftersale.line.applyOrder')}
    </Link>
  );
}

/** Whether RefundOrderLink shows anything for the order (so an empty actions box is not drawn). */
export const hasRefundOrderLink = (order: RefundOrder): boolean => !!order.refundSn || wholeOrderOffered(order);
