// The state machines of a group and of a member's seat, as tables of allowed transitions. Each is applied by one
// guarded UPDATE ... WHERE state = from (plus the seat conditions of the caller), so of two racing requests one wins.
// checkMachines() (platform/state-machine.ts's checks) runs when the service is created and in the tests.
import { and, eq, type SQL } from 'drizzle-orm';
import { schema } from '@mall/db';
import type { GroupMemberState, GroupState } from '@mall/db/schema';
import type { DbOrTx } from '@mall/db';
import { checkTransitions, type TableTransition } from '../../../platform/state-machine';

const { groupBuyGroup, groupBuyMember } = schema;

export type GroupEvent = 'open' | 'abandon' | 'fill' | 'expire';
export type MemberEvent = 'pay' | 'release' | 'fail' | 'refunded';

type Transition<E extends string, S extends string> = TableTransition<S, E>;

export const GROUP_TRANSITIONS: readonly Transition<GroupEvent, GroupState>[] = [
  { event: 'open', from: 'opening', to: 'grouping' }, // the leader paid: open to join until expiresAt
  { event: 'abandon', from: 'opening', to: 'failed' }, // the leader's order was canceled or expired unpaid
  { event: 'fill', from: 'grouping', to: 'succeeded' }, // every seat paid: the orders go to pending delivery
  { event: 'expire', from: 'grouping', to: 'failed' }, // the sweeper: not full in time (paid members refunded)
];
export const GROUP_INITIAL: GroupState = 'opening';
export const GROUP_TERMINAL: readonly GroupState[] = ['succeeded', 'failed'];

export const MEMBER_TRANSITIONS: readonly Transition<MemberEvent, GroupMemberState>[] = [
  { event: 'pay', from: 'reserved', to: 'paid' }, // the member's order was paid
  { event: 'release', from: 'reserved', to: 'released' }, // the order was canceled or expired unpaid: the seat is free
  { event: 'fail', from: 'paid', to: 'refunding' }, // the group failed: the payment goes back
  { event: 'refunded', from: 'refunding', to: 'refunded' }, // the payment module took the refund
];
export const MEMBER_INITIAL: GroupMemberState = 'reserved';
export const MEMBER_TERMINAL: readonly GroupMemberState[] = ['released', 'refunded'];

export function checkMachines(): string[] {
  return [
    ...checkTransitions(GROUP_TRANSITIONS, ['opening', 'grouping', 'succeeded', 'failed'], GROUP_INITIAL, GROUP_TERMINAL),
    ...checkTransitions(MEMBER_TRANSITIONS, ['reserved', 'paid', 'released', 'refunding', 'refunded'], MEMBER_INITIAL, MEMBER_TERMINAL),
  ];
}

const step = <E extends string, S extends string>(table: readonly Transition<E, S>[], event: E) => {
  const t = table.find((x) => x.event === event);
  if (!t) throw new Error(`no transition ${String(event)}`);
  return t;
};

type GroupRow = typeof groupBuyGroup.$inferSelect;
type MemberRow = typeof groupBuyMember.$inferSelect;

/** Moves a group by `event` when it is in the event's from-state and `also` holds; answers the row when this call moved it. */
export async function moveGroup(tx: DbOrTx, groupId: number, event: GroupEvent, now: Date, patch: Partial<GroupRow> = {}, also?: SQL): Promise<GroupRow | undefined> {
  const t = step(GROUP_TRANSITIONS, event);
  const [row] = await tx.update(groupBuyGroup).set({ ...patch, state: t.to, updatedAt: now })
    .where(and(eq(groupBuyGroup.id, groupId), eq(groupBuyGroup.state, t.from), also)).returning();
  return row;
}

/** Moves the members of these orders by `event` (those in its from-state); answers the moved rows. */
export async function moveMembers(tx: DbOrTx, where: SQL, event: MemberEvent, now: Date, patch: Partial<MemberRow> = {}): Promise<MemberRow[]> {
  const t = step(MEMBER_TRANSITIONS, event);
  return tx.update(groupBuyMember).set({ ...patch, state: t.to, updatedAt: now }).where(and(where, eq(groupBuyMember.state, t.from))).returning();
}
