// The timed windows of after-sales requests (docs/decisions/017-refunds.md), in milliseconds of the app clock.
import { REFUND_LIMITS } from '@mall/shared';

const DAY = 24 * 3600_000;

export interface RefundConfig {
  /** a request can be made until this long after receipt (before receipt: any time once paid) */
  afterSaleMs: number;
  /** an applied request the seller leaves unanswered this long is accepted ('autoAccept') */
  sellerReplyMs: number;
  /** an accepted return the buyer does not ship back this long is closed ('closeOverdue') */
  buyerShipMs: number;
  /** a return shipped back and not confirmed by the seller this long counts as received ('autoReceive') */
  sellerReceiveMs: number;
  /** a refused request neither edited nor escalated this long is closed ('closeRefused') */
  refusedCloseMs: number;
}

export const DEFAULT_REFUND_CONFIG: RefundConfig = {
  afterSaleMs: REFUND_LIMITS.afterSaleDays * DAY,
  sellerReplyMs: REFUND_LIMITS.sellerReplyDays * DAY,
  buyerShipMs: REFUND_LIMITS.buyerShipDays * DAY,
  sellerReceiveMs: 10 * DAY,
  refusedCloseMs: 7 * DAY,
};

export const after = (now: Date, ms: number): Date => new Date(now.getTime() + ms);
