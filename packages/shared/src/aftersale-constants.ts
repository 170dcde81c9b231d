// After-sales requests (refund only / return and refund, SPEC §1, §4, §5, §9): codes, reasons, limits and the
// windows, zod-free so the storefront and the console use them in the browser (re-exported from api/aftersale.ts).

export const REFUND_MODE = { refundOnly: 1, returnAndRefund: 2 } as const;
export type RefundMode = (typeof REFUND_MODE)[keyof typeof REFUND_MODE];

/** What the buyer says about the goods when applying (SPEC §4 cargo status). */
export const CARGO_STATUS = { notReceived: 0, received: 1 } as const;
export type CargoStatus = (typeof CARGO_STATUS)[keyof typeof CARGO_STATUS];

/**
 * States of a request (the transition table is apps/api/src/modules/aftersale/refund/status.ts). refunded, withdrawn
 * and closed are final; refused can be edited and resubmitted (REFUND_LIMITS.resubmits times) or escalated to
 * arbitration, where the platform decides for the buyer (→ accepted) or the seller (→ closed).
 */
export const REFUND_STATUS = {
  applied: 10,
  accepted: 20,
  buyerShipped: 30,
  sellerReceived: 40,
  refunded: 50,
  refused: 60,
  withdrawn: 70,
  closed: 80,
  arbitrating: 90,
} as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

export const REFUND_FINAL_STATES: readonly number[] = [REFUND_STATUS.refunded, REFUND_STATUS.withdrawn, REFUND_STATUS.closed];
/** A request in one of these blocks another request for its lines and counts in the user centre's after-sales badge. */
export const REFUND_OPEN_STATES: readonly number[] = [
  REFUND_STATUS.applied, REFUND_STATUS.accepted, REFUND_STATUS.buyerShipped, REFUND_STATUS.sellerReceived,
  REFUND_STATUS.refused, REFUND_STATUS.arbitrating,
];
export const isRefundOpen = (status: number): boolean => REFUND_OPEN_STATES.includes(status);

/** Reason codes; the label of each is the message `refund.reason.<code>` (zh/en). 'noReason' is the 7-day promise. */
export const REFUND_REASONS = ['noReason', 'quality', 'wrongItem', 'damaged', 'notAsDescribed', 'missingPart', 'notReceived', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const isRefundReason = (v: unknown): v is RefundReason => typeof v === 'string' && (REFUND_REASONS as readonly string[]).includes(v);

export const REFUND_LIMITS = {
  /** SPEC §9: 5 voucher images */
  vouchers: 5,
  /** SPEC §9: instructions (and refuse / escalate / arbitration notes) up to 200 characters */
  noteMax: 200,
  /** a refused request can be edited and resubmitted this many times */
  resubmits: 3,
  /** SPEC §9: 7-day no-reason returns, counted from receipt */
  noReasonDays: 7,
  /** defaults of the configurable windows (RefundConfig in the API); see docs/decisions/017-refunds.md */
  afterSaleDays: 15,
  sellerReplyDays: 2,
  buyerShipDays: 7,
  pageSize: 10,
} as const;

/** What the caller may do next with a request (the detail answer's `actions`). */
export const REFUND_BUYER_ACTIONS = ['edit', 'withdraw', 'shipBack', 'modifyLogistics', 'escalate'] as const;
export const REFUND_SELLER_ACTIONS = ['accept', 'refuse', 'receive'] as const;
export const REFUND_PLATFORM_ACTIONS = ['arbitrate'] as const;
export type RefundAction =
  | (typeof REFUND_BUYER_ACTIONS)[number]
  | (typeof REFUND_SELLER_ACTIONS)[number]
  | (typeof REFUND_PLATFORM_ACTIONS)[number];

/** Who moved a request (timeline). */
export const REFUND_ACTORS = ['buyer', 'seller', 'platform', 'system'] as const;
export type RefundActor = (typeof REFUND_ACTORS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Last moment of the 7-day no-reason window of goods received at `receipt`. */
export const noReasonDeadline = (receipt: Date): Date => new Date(receipt.getTime() + REFUND_LIMITS.noReasonDays * DAY_MS);
