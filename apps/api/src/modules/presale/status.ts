// The pre-sale order's state machine (presale_order.status, PRESALE_ORDER_STATUS) as a table of allowed transitions,
// checked when the service is created (assertPresaleMachine) and in the tests. A transition is applied by one guarded
// UPDATE ... WHERE status = from (service/source), so of two racing requests only one wins.
import { PRESALE_ORDER_STATUS } from '@mall/shared';
import { checkTransitions } from '../../platform/state-machine';

const S = PRESALE_ORDER_STATUS;

export type PresaleEvent = 'payDeposit' | 'payFull' | 'cancelDeposit' | 'openBalance' | 'dropBalance' | 'payBalance' | 'forfeit';

export interface PresaleTransition {
  event: PresaleEvent;
  from: number;
  to: number;
}

export const PRESALE_INITIAL = S.depositUnpaid;
export const PRESALE_TERMINAL: readonly number[] = [S.done, S.forfeited, S.canceled];

export const PRESALE_TRANSITIONS: readonly PresaleTransition[] = [
  { event: 'payDeposit', from: S.depositUnpaid, to: S.depositPaid }, // the deposit order is paid (deposit mode)
  { event: 'payFull', from: S.depositUnpaid, to: S.done }, // the full-price order is paid (full mode): it ships on the ship date
  { event: 'cancelDeposit', from: S.depositUnpaid, to: S.canceled }, // the deposit order canceled or expired: stock back
  { event: 'openBalance', from: S.depositPaid, to: S.balanceUnpaid }, // the buyer placed the balance order in its window
  { event: 'dropBalance', from: S.balanceUnpaid, to: S.depositPaid }, // the balance order canceled or expired: may be placed again
  { event: 'payBalance', from: S.balanceUnpaid, to: S.done }, // the balance order is paid: the deposit order may ship
  { event: 'forfeit', from: S.depositPaid, to: S.forfeited }, // the sweeper: balance window over, deposit kept, stock back
  { event: 'forfeit', from: S.balanceUnpaid, to: S.forfeited },
];

export function presaleTransition(event: PresaleEvent, from: number): PresaleTransition | undefined {
  return PRESALE_TRANSITIONS.find((t) => t.event === event && t.from === from);
}

/** The states an event may leave. */
export function fromStates(event: PresaleEvent): number[] {
  return PRESALE_TRANSITIONS.filter((t) => t.event === event).map((t) => t.from);
}

/** Answers the table's problems (the order machine's checks: reachability, terminal states, duplicates). */
export function checkPresaleMachine(table: readonly PresaleTransition[] = PRESALE_TRANSITIONS): string[] {
  return checkTransitions<number, string>(table, Object.values(S), PRESALE_INITIAL, PRESALE_TERMINAL);
}

export function assertPresaleMachine(): void {
  const problems = checkPresaleMachine();
  if (problems.length) throw new Error(`pre-sale state machine: ${problems.join('; ')}`);
}
