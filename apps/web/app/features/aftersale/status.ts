// Refund request states (SPEC §4 refund flow) as the pages show them: the name, its colour, the list's tabs.
import { REFUND_STATUS } from '@mall/shared';

const S = REFUND_STATUS;

/** i18n name (under aftersale.status / detail.event / detail.hint) of a state code. */
export const REFUND_STATUS_NAME: Record<number, string> = Object.fromEntries(
  Object.entries(S).map(([name, code]) => [code, name]),
);

export const refundStatusName = (status: number): string => REFUND_STATUS_NAME[status] ?? 'unknown';
export const refundStatusKey = (status: number): string => `aftersale.status.${refundStatusName(status)}`;

/** The state as the buyer reads it: 'refunding' while the money is on its way at the payment provider. */
export const refundStateKey = (r: { status: number; refunding: boolean }): string =>
  r.refunding && r.status !== S.refunded ? 'aftersale.status.refunding' : refundStatusKey(r.status);

export const refundStatusTone = (status: number): 'red' | 'orange' | 'green' | 'grey' =>
  status === S.refunded
    ? 'green'
    : status === S.withdrawn || status === S.closed
      ? 'grey'
      : status === S.refused
        ? 'red'
        : 'orange';

/** Tabs of the list (GET /p/refund/list?status=): 0 all, then one state each. */
export const REFUND_LIST_TABS = [
  0,
  S.applied,
  S.accepted,
  S.buyerShipped,
  S.refused,
  S.arbitrating,
  S.refunded,
  S.closed,
] as const;

export const refundTabKey = (tab: number): string =>
  tab === 0 ? 'aftersale.list.tab.all' : `aftersale.list.tab.${refundStatusName(tab)}`;

/** My requests (the user centre's list). */
export const UC_RETURN = '/user-center/uc-return';

export const returnDetailHref = (refundSn: string) => `/return-detail?refundSn=${encodeURIComponent(refundSn)}`;

/** The form of a new request: a whole order, or some of its lines. */
export function applyReturnHref(orderNumber: string, itemIds?: number[]): string {
  const q = new URLSearchParams({ orderNumber });
  if (itemIds?.length) q.set('itemIds', itemIds.join(','));
  return `/user-center/apply-return?${q}`;
}
