// Inquiries (issue 17, decision 030): states and limits, zod-free for the pages.

/** pending → answered | declined (the shop) | canceled (the buyer); answered → used (ordered). Expired: past validUntil. */
export const INQUIRY_STATUSES = ['pending', 'answered', 'declined', 'canceled', 'used'] as const;
export type InquiryStatusName = (typeof INQUIRY_STATUSES)[number];
/** What the pages show: the state, with 'expired' for an answered quote past its validity. */
export type InquiryShownStatus = InquiryStatusName | 'expired';

export const INQUIRY_LIMITS = {
  /** a message to the merchant (SPEC §5: 100 or 200) */
  messageMax: 200,
  replyMax: 200,
  countMax: 999_999,
  /** a quote is valid at most this long */
  validityMaxDays: 90,
  /** inquiries a buyer may have awaiting an answer */
  pendingMax: 20,
} as const;
