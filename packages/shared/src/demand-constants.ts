// The demand and service hall (issue 17, decision 029): kinds, states and limits, zod-free so the pages can import
// them without the contract's schemas.

/** A post is a buyer's demand (goods wanted) or a provider's service (what they offer). */
export const DEMAND_KINDS = ['demand', 'service'] as const;
export type DemandKind = (typeof DEMAND_KINDS)[number];

/** pending → published | refused (with a reason); refused → pending (edited); published → closed | expired. */
export const DEMAND_STATUSES = ['pending', 'published', 'refused', 'closed', 'expired'] as const;
export type DemandStatusName = (typeof DEMAND_STATUSES)[number];
/** What the hall shows (the public never sees pending or refused posts). */
export const DEMAND_PUBLIC_STATUSES = ['published', 'closed', 'expired'] as const satisfies readonly DemandStatusName[];

export const DEMAND_QUOTE_STATUSES = ['open', 'accepted', 'declined'] as const;
export type DemandQuoteStatusName = (typeof DEMAND_QUOTE_STATUSES)[number];

export const DEMAND_LIMITS = {
  titleMax: 50,
  productMax: 100,
  specMax: 200,
  unitMax: 10,
  quantityMax: 10_000_000,
  /** fen: 100 million yuan */
  budgetMax: 10_000_000_000,
  contactNameMax: 20,
  /** the rich text as sent (HTML), before it is sanitised */
  descriptionMax: 5000,
  attachmentsMax: 5,
  /** a deadline at most this many days ahead */
  deadlineMaxDays: 180,
  /** posts (demands and services together) a user may make per day */
  postsPerDay: 5,
  refuseReasonMax: 200,
  /** a quote's note: a message to the merchant (SPEC §5: 100 or 200) */
  noteMax: 200,
  leadDaysMax: 365,
  /** the hall's landing shows this many of each */
  hallLatest: 6,
} as const;
