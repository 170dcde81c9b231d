// Payment constants the storefront needs in the browser (kept apart from api/payment.ts so its zod schemas, which
// the bundler cannot drop, stay out of every page's JavaScript).

/** orders.payType: how an order was paid. */
export const PAY_TYPE = { balance: 1, wechat: 2, points: 3, credit: 4 } as const;
export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];

export const PAYMENT_LIMITS = {
  /** SPEC §9: one top-up is at most 100,000 yuan */
  rechargeMaxFen: 100_000_00,
  /** orders one payment may cover (one checkout makes one order per shop) */
  ordersPerPayment: 50,
  /** how often the QR page asks whether the payment arrived */
  pollMs: 2000,
  recordsPageSize: 10,
} as const;

/**
 * What the buyer sees of a payment: pending (waiting for the payer), paid, closed (expired or closed before it was
 * paid: 'QR code has expired'), reversed (money arrived but the orders had expired or changed: refunded in full).
 */
export const PAYMENT_STATE = ['pending', 'paid', 'closed', 'reversed'] as const;
export type PaymentState = (typeof PAYMENT_STATE)[number];

/** The cached pay switch in localStorage (SPEC §3 paySwitchInfo). */
export const PAY_SWITCH_STORAGE_KEY = 'paySwitchInfo';
