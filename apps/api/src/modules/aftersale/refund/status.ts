// The after-sales request state machine (SPEC §4 refund flow) as a table of allowed transitions. A transition is
// applied by one guarded UPDATE ... WHERE status = from [AND mode = m] plus a timeline row (transitions.ts), so of
// racing requests (seller, buyer, sweeper, platform) only one wins. checkRefundMachine() runs when the refund service
// is created and in the unit tests.
import { REFUND_MODE, REFUND_STATUS, type RefundActor, type RefundStatus } from '@mall/shared';
import { checkTransitions } from '../../../platform/state-machine';

const S = REFUND_STATUS;
const M = REFUND_MODE;

export type RefundEvent =
  | 'accept' | 'autoAccept' | 'refuse' | 'resubmit' | 'escalate' | 'arbitrateBuyer' | 'arbitrateSeller' | 'shipBack'
  | 'modifyLogistics' | 'receive' | 'autoReceive' | 'refund' | 'withdraw' | 'closeOverdue' | 'closeRefused';

export interface RefundTransition {
  event: RefundEvent;
  from: RefundStatus;
  to: RefundStatus;
  /** who may apply it */
  actor: RefundActor;
  /** only requests of this mode */
  mode?: number;
}

/** Every request starts here (apply). */
export const REFUND_INITIAL: RefundStatus = S.applied;
export const REFUND_TERMINAL: readonly RefundStatus[] = [S.refunded, S.withdrawn, S.closed];

export const REFUND_TRANSITIONS: readonly RefundTransition[] = [
  { event: 'accept', from: S.applied, to: S.accepted, actor: 'seller' }, // refund only: the money goes back at once
  { event: 'autoAccept', from: S.applied, to: S.accepted, actor: 'system' }, // the seller did not answer in time
  { event: 'refuse', from: S.applied, to: S.refused, actor: 'seller' }, // with a reason
  { event: 'resubmit', from: S.refused, to: S.applied, actor: 'buyer' }, // edited, at most REFUND_LIMITS.resubmits times
  { event: 'escalate', from: S.refused, to: S.arbitrating, actor: 'buyer' }, // the platform is asked to step in
  { event: 'closeRefused', from: S.refused, to: S.closed, actor: 'system' }, // neither edited nor escalated in time
  { event: 'arbitrateBuyer', from: S.arbitrating, to: S.accepted, actor: 'platform' }, // then the normal flow
  { event: 'arbitrateSeller', from: S.arbitrating, to: S.closed, actor: 'platform' },
  { event: 'shipBack', from: S.accepted, to: S.buyerShipped, actor: 'buyer', mode: M.returnAndRefund }, // logistics
  { event: 'modifyLogistics', from: S.buyerShipped, to: S.buyerShipped, actor: 'buyer', mode: M.returnAndRefund },
  { event: 'closeOverdue', from: S.accepted, to: S.closed, actor: 'system', mode: M.returnAndRefund }, // never shipped back
  { event: 'receive', from: S.buyerShipped, to: S.sellerReceived, actor: 'seller', mode: M.returnAndRefund }, // stock back
  { event: 'autoReceive', from: S.buyerShipped, to: S.sellerReceived, actor: 'system', mode: M.returnAndRefund },
  { event: 'refund', from: S.accepted, to: S.refunded, actor: 'system', mode: M.refundOnly }, // the money landed
  { event: 'refund', from: S.sellerReceived, to: S.refunded, actor: 'system', mode: M.returnAndRefund },
  { event: 'withdraw', from: S.applied, to: S.withdrawn, actor: 'buyer' },
  { event: 'withdraw', from: S.accepted, to: S.withdrawn, actor: 'buyer', mode: M.returnAndRefund }, // not yet shipped back
  { event: 'withdraw', from: S.buyerShipped, to: S.withdrawn, actor: 'buyer', mode: M.returnAndRefund },
  { event: 'withdraw', from: S.refused, to: S.withdrawn, actor: 'buyer' },
  { event: 'withdraw', from: S.arbitrating, to: S.withdrawn, actor: 'buyer' },
];

/** The transition of `event` for a request in `status` of `mode`, if the table has one. */
export function refundTransitionOf(event: RefundEvent, status: number, mode: number, table: readonly RefundTransition[] = REFUND_TRANSITIONS): RefundTransition | undefined {
  return table.find((t) => t.event === event && t.from === status && (t.mode === undefined || t.mode === mode));
}

/** Problems of the table (the order machine's checks: reachability, terminal states, duplicates, ways out). */
export function checkRefundMachine(table: readonly RefundTransition[] = REFUND_TRANSITIONS): string[] {
  // one event may be listed once per (state, mode): key the duplicates check by mode too
  const keyed = table.map((t) => ({ event: `${t.event}${t.mode ? `#${t.mode}` : ''}`, from: t.from, to: t.to }));
  // an event listed for every mode and again for one mode from the same state: which one applies would depend on order
  const ambiguous = table.filter((t) => t.mode !== undefined && table.some((u) => u.mode === undefined && u.event === t.event && u.from === t.from))
    .map((t) => `${t.event} from ${t.from} listed twice for mode ${t.mode} (once for every mode, once for this one)`);
  return [...checkTransitions<number, string>(keyed, Object.values(REFUND_STATUS), REFUND_INITIAL, REFUND_TERMINAL), ...ambiguous];
}

export function assertRefundMachine(): void {
  const problems = checkRefundMachine();
  if (problems.length) throw new Error(`refund state machine: ${problems.join('; ')}`);
}
