// The store's state machine in one table (SPEC §4 store application): an application is under review (0),
// passed (1) or not passed (2); a shop is open (1), offline (2), suspended (3) or not yet open (4).
// Every change is one guarded UPDATE … WHERE status = from plus a history row (see applications.ts).
import { SHOP_AUDIT_STATUS as A, SHOP_STATUS as S } from '@mall/shared';

export type ApplicationEvent = 'resubmit' | 'approve' | 'reject';
export type ShopEvent = 'offline' | 'suspend' | 'open';

/** Application transitions; the first submit creates the row under review (no from). */
export const APPLICATION_TRANSITIONS: Record<ApplicationEvent, { from: number[]; to: number }> = {
  resubmit: { from: [A.notPassed], to: A.underReview },
  approve: { from: [A.underReview], to: A.passed },
  reject: { from: [A.underReview], to: A.notPassed },
};

/** Shop transitions an operator makes; approval creates the shop open (no from). */
export const SHOP_TRANSITIONS: Record<ShopEvent, { from: number[]; to: number }> = {
  offline: { from: [S.open, S.notOpen], to: S.offline },
  suspend: { from: [S.open, S.offline, S.notOpen], to: S.suspended },
  open: { from: [S.offline, S.suspended, S.notOpen], to: S.open },
};

export const canApply = <E extends string>(table: Record<E, { from: number[]; to: number }>, event: E, status: number): boolean =>
  table[event].from.includes(status);
