// The order state machine (SPEC §4) as a table of allowed transitions. A transition is applied by one
// guarded UPDATE ... WHERE status = from (transitions.ts), so of two racing requests only one wins.
// checkMachine() runs when the order service is created and in the unit tests.
import { ORDER_STATUS, type OrderStatus } from '@mall/shared';
import { checkTransitions } from '../../platform/state-machine';

const S = ORDER_STATUS;

export type OrderEvent =
  | 'pay' | 'payGroup' | 'grouped' | 'groupFailed' | 'cancel' | 'expire' | 'ship' | 'receive' | 'autoReceive'
  | 'evaluate' | 'complete' | 'refundClose' | 'settle' | 'forfeit';

export interface Transition {
  event: OrderEvent;
  from: OrderStatus;
  to: OrderStatus;
}

/** Every order starts here (submit). */
export const INITIAL_STATUS: OrderStatus = S.unpaid;
/** No transition leaves these. */
export const TERMINAL_STATUSES: readonly OrderStatus[] = [S.completed, S.evaluated, S.canceled];

export const ORDER_TRANSITIONS: readonly Transition[] = [
  { event: 'pay', from: S.unpaid, to: S.pendingDelivery }, // payment issue: markPaid
  { event: 'payGroup', from: S.unpaid, to: S.grouping }, // a group-buy order waits for its group
  { event: 'grouped', from: S.grouping, to: S.pendingDelivery }, // group-buy issue: the group is full
  { event: 'groupFailed', from: S.grouping, to: S.canceled }, // group-buy issue: the group expired (refunded)
  { event: 'cancel', from: S.unpaid, to: S.canceled }, // the buyer cancels (stock released)
  { event: 'expire', from: S.unpaid, to: S.canceled }, // the sweeper: not paid in time (stock released)
  { event: 'ship', from: S.pendingDelivery, to: S.shipped }, // seller issue: ship()
  { event: 'receive', from: S.shipped, to: S.pendingEvaluation }, // the buyer confirms receipt
  { event: 'autoReceive', from: S.shipped, to: S.pendingEvaluation }, // the sweeper, 10 days after shipping
  { event: 'evaluate', from: S.pendingEvaluation, to: S.evaluated }, // review issue: the buyer reviewed
  { event: 'complete', from: S.pendingEvaluation, to: S.completed }, // review issue: the review window closed
  { event: 'refundClose', from: S.pendingDelivery, to: S.canceled }, // after-sales issue: everything refunded
  { event: 'refundClose', from: S.shipped, to: S.canceled },
  { event: 'refundClose', from: S.pendingEvaluation, to: S.canceled },
  { event: 'settle', from: S.pendingDelivery, to: S.completed }, // pre-sale issue: a paid balance order (the goods ship with the deposit order)
  { event: 'forfeit', from: S.pendingDelivery, to: S.canceled }, // pre-sale issue: balance unpaid in its window, the deposit kept
];

export function transitionOf(event: OrderEvent, from: number, table: readonly Transition[] = ORDER_TRANSITIONS): Transition | undefined {
  return table.find((t) => t.event === event && t.from === from);
}

/** Problems of the order machine (or of another table of it, in tests): platform/state-machine.ts's checks. */
export function checkMachine(
  table: readonly Transition[] = ORDER_TRANSITIONS,
  states: readonly number[] = Object.values(ORDER_STATUS),
  initial: number = INITIAL_STATUS,
  terminal: readonly number[] = TERMINAL_STATUSES,
): string[] {
  return checkTransitions<number, string>(table, states, initial, terminal);
}

/** Throws at start-up when the table is broken. */
export function assertMachine(): void {
  const problems = checkMachine();
  if (problems.length) throw new Error(`order state machine: ${problems.join('; ')}`);
}
