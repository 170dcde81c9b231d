// A post's states as a table of allowed transitions (issue 17, decision 029): pending → published | refused by the
// operator; a refused (or pending) post edited goes back to pending; a published one closes (the poster, the
// operator, or a quote accepted) or expires when its deadline passes (the sweeper). Each move is one guarded
// UPDATE ... WHERE status = from (posts.ts), so of racing calls one wins; the table is checked when the service is made.
import { DEMAND_STATUSES, type DemandStatusName } from '@mall/shared';
import { transitionTable, type TableTransition } from '../../platform/state-machine';

export type DemandEvent = 'approve' | 'refuse' | 'edit' | 'close' | 'accept' | 'expire';

export type DemandTransition = TableTransition<DemandStatusName, DemandEvent>;

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

const machine = transitionTable('demand', { table: DEMAND_TRANSITIONS, states: DEMAND_STATUSES, initial: DEMAND_INITIAL, terminal: DEMAND_TERMINAL });

export const demandTransitionsOf: (event: DemandEvent) => readonly DemandTransition[] = machine.transitionsOf;
export const demandTransitionOf: (event: DemandEvent, from: string) => DemandTransition | undefined = machine.transitionOf;
export const checkDemandMachine: (table?: readonly DemandTransition[]) => string[] = machine.check;
export const assertDemandMachine: () => void = machine.assert;
