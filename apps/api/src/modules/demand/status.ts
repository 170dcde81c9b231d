// A post's states as a table of allowed transitions (issue 17, decision 029): pending → published | refused by the
// operator; a refused (or pending) post edited goes back to pending; a published one closes (the poster, the
// operator, or a quote accepted) or expires when its deadline passes (the sweeper). Each move is one guarded
// UPDATE ... WHERE status = from (posts.ts), so of racing calls one wins; the table is checked when the service is made.
import { DEMAND_STATUSES, type DemandStatusName } from '@mall/shared';
import { checkMachine } from '../order/status';

export type DemandEvent = 'approve' | 'refuse' | 'edit' | 'close' | 'accept' | 'expire';

export interface DemandTransition {
  event: DemandEvent;
  from: DemandStatusName;
  to: DemandStatusName;
}

export const DEMAND_INITIAL: DemandStatusName = 'pending';
export const DEMAND_TERMINAL: readonly DemandStatusName[] = ['closed', 'expired'];

export const DEMAND_TRANSITIONS: readonly DemandTransition[] = [
  { event: 'approve', from: 'pending', to: 'published' }, // the operator, naming the revision reviewed
  { event: 'refuse', from: 'pending', to: 'refused' }, // the operator, with a reason
  { event: 'edit', from: 'pending', to: 'pending' }, // the poster changes it before review (a new revision)
  { event: 'edit', from: 'refused', to: 'pending' }, // the poster fixes it: reviewed again
  { event: 'close', from: 'pending', to: 'closed' }, // the poster withdraws it
  { event: 'close', from: 'refused', to: 'closed' },
  { event: 'close', from: 'published', to: 'closed' }, // the poster or the operator ends it
  { event: 'accept', from: 'published', to: 'closed' }, // the poster accepts one quote
  { event: 'expire', from: 'pending', to: 'expired' }, // the deadline passed (sweeper on the app clock)
  { event: 'expire', from: 'published', to: 'expired' },
];

export const demandTransitionsOf = (event: DemandEvent): readonly DemandTransition[] => DEMAND_TRANSITIONS.filter((t) => t.event === event);
export const demandTransitionOf = (event: DemandEvent, from: string): DemandTransition | undefined =>
  DEMAND_TRANSITIONS.find((t) => t.event === event && t.from === from);

export function checkDemandMachine(table: readonly DemandTransition[] = DEMAND_TRANSITIONS): string[] {
  const as = (s: DemandStatusName) => s as never;
  return checkMachine(
    table.map((t) => ({ event: t.event as never, from: as(t.from), to: as(t.to) })),
    DEMAND_STATUSES.map(as), as(DEMAND_INITIAL), DEMAND_TERMINAL.map(as),
  );
}

export function assertDemandMachine(): void {
  const problems = checkDemandMachine();
  if (problems.length) throw new Error(`demand state machine: ${problems.join('; ')}`);
}
