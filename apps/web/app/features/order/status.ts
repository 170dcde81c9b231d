// Order states (SPEC §4) as the pages show them: the name, its colour, and what the buyer may do in each.
import { ORDER_STATUS } from '@mall/shared';

const S = ORDER_STATUS;

/** i18n key under orders.status of a state code. */
export const STATUS_NAME: Record<number, string> = {
  [S.unpaid]: 'unpaid',
  [S.pendingDelivery]: 'pendingDelivery',
  [S.shipped]: 'shipped',
  [S.pendingEvaluation]: 'pendingEvaluation',
  [S.completed]: 'completed',
  [S.canceled]: 'canceled',
  [S.grouping]: 'grouping',
  [S.evaluated]: 'evaluated',
};

export const statusKey = (status: number): string => `orders.status.${STATUS_NAME[status] ?? 'unknown'}`;

export const statusTone = (status: number): 'red' | 'orange' | 'green' | 'grey' =>
  status === S.unpaid
    ? 'red'
    : status === S.canceled
      ? 'grey'
      : status === S.completed || status === S.evaluated
        ? 'green'
        : 'orange';

export type OrderAction = 'pay' | 'cancel' | 'receipt' | 'buyAgain' | 'delete';

/** The buyer's actions by state: pay or cancel while unpaid, confirm receipt once shipped, delete when finished. */
export function actionsOf(status: number): OrderAction[] {
  switch (status) {
    case S.unpaid:
      return ['pay', 'cancel'];
    case S.shipped:
      return ['receipt', 'buyAgain'];
    case S.pendingDelivery:
    case S.pendingEvaluation:
      return ['buyAgain'];
    case S.completed:
    case S.evaluated:
    case S.canceled:
      return ['buyAgain', 'delete'];
    default:
      return [];
  }
}

/** The tabs of my orders (GET /p/myOrder/myOrder?status=): all, then the states; 5 lists completed and evaluated. */
export const ORDER_LIST_TABS = [
  0,
  S.unpaid,
  S.pendingDelivery,
  S.shipped,
  S.pendingEvaluation,
  S.completed,
  S.canceled,
] as const;

/** Which orderCount field counts a tab (the others show no count). */
export const TAB_COUNT_FIELD: Partial<Record<number, 'unPay' | 'payed' | 'consignment' | 'unComment'>> = {
  [S.unpaid]: 'unPay',
  [S.pendingDelivery]: 'payed',
  [S.shipped]: 'consignment',
  [S.pendingEvaluation]: 'unComment',
};

/** i18n key of a tab's name. */
export const tabKey = (tab: number): string => (tab === 0 ? 'orders.tabs.all' : `orders.tabs.${STATUS_NAME[tab]}`);
