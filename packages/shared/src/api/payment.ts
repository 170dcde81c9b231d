// Payment, balance and top-up: the ways to pay (SPEC §7 pay switch), the payment page, balance payment with the
// payment password, WeChat Pay native (QR) payments and their status, the balance ledger and top-ups (SPEC §9:
// at most 100,000 yuan each). Money is integer fen; times are ISO strings.
import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_STATE } from '../payment-constants';

export { PAY_TYPE, PAYMENT_LIMITS, PAYMENT_STATE, PAY_SWITCH_STORAGE_KEY, type PayType, type PaymentState } from '../payment-constants';

const money = z.number().int().describe('fen');
const orderNumbers = z.array(z.string().min(1).max(40)).min(1).max(PAYMENT_LIMITS.ordersPerPayment);

/** GET /p/payment/info?orderNumbers=a,b (the payment page). */
export const payInfoQuery = z.object({ orderNumbers: z.string().min(1).max(2100).describe('comma-separated order numbers') });

export const payOrder = z.object({
  orderNumber: z.string(),
  shopName: z.string(),
  status: z.number().int().describe('ORDER_STATUS'),
  actualTotal: money,
  productCount: z.number().int(),
  prodNames: z.array(z.string()).describe('the first few product names'),
});
export type PayOrder = z.infer<typeof payOrder>;

export const payInfo = z.object({
  orderNumbers: z.array(z.string()),
  orders: z.array(payOrder),
  /** fen, all orders together */
  total: money,
  /** payable: every order waits for payment; paid: already paid; expired: past the deadline; changed: canceled or otherwise moved on */
  state: z.enum(['payable', 'paid', 'expired', 'changed']),
  /** the earliest payment deadline of the orders (while payable) */
  expiresAt: z.string().nullable(),
  /** the server's time now, for a countdown that does not depend on the browser's clock */
  serverTime: z.string(),
  balance: money,
  isSetPayPassword: z.boolean(),
});
export type PayInfo = z.infer<typeof payInfo>;

/** POST /p/payment/balancePay */
export const balancePayBody = z.object({
  orderNumbers,
  payPassword: z.string().max(64),
});
export type BalancePayBody = z.infer<typeof balancePayBody>;

/** POST /p/payment/wxNativePay */
export const wxPayBody = z.object({ orderNumbers });
export type WxPayBody = z.infer<typeof wxPayBody>;

/** POST /p/balance/recharge: amount in fen; required, above 0, at most 100,000 yuan (rechargeAmountRule). */
export const rechargeBody = z.object({ amount: z.number().nullable().optional().describe('fen') });
export type RechargeBody = z.infer<typeof rechargeBody>;

export const payNoQuery = z.object({ payNo: z.string().min(1).max(64) });

/** A payment as its owner sees it (the QR page, the success page, after a balance payment). */
export const paymentStatus = z.object({
  payNo: z.string(),
  kind: z.enum(['order', 'recharge', 'membership', 'creditRepay']),
  payType: z.number().int().describe('PAY_TYPE'),
  amount: money,
  state: z.enum(PAYMENT_STATE),
  orderNumbers: z.array(z.string()),
  /** while pending: the content of the QR code (a weixin:// URL, or the sandbox's page) */
  codeUrl: z.string().nullable(),
  /** true when the QR belongs to the built-in sandbox provider (its page can be opened here) */
  sandbox: z.boolean(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  serverTime: z.string(),
});
export type PaymentStatus = z.infer<typeof paymentStatus>;

// ---- balance ----

export const balanceInfo = z.object({ balance: money, isSetPayPassword: z.boolean() });
export type BalanceInfo = z.infer<typeof balanceInfo>;

/** Ledger row types: a top-up, a payment, a refund, a payment given back because its orders could not take it, a grant (demo). */
export const BALANCE_LOG_TYPES = ['recharge', 'pay', 'refund', 'reversal', 'grant'] as const;
export type BalanceLogType = (typeof BALANCE_LOG_TYPES)[number];

export const balanceRecord = z.object({
  id: z.number().int(),
  type: z.enum(BALANCE_LOG_TYPES),
  /** fen; negative for money going out */
  amount: money,
  balanceAfter: money,
  payNo: z.string().nullable(),
  orderNumbers: z.array(z.string()),
  createTime: z.string(),
});
export type BalanceRecord = z.infer<typeof balanceRecord>;

export const balanceRecordsQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(PAYMENT_LIMITS.recordsPageSize),
});

// ---- sandbox provider (development and demos) ----

export const prepayIdQuery = z.object({ prepayId: z.string().min(1).max(64) });

export const sandboxPrepay = z.object({
  prepayId: z.string(),
  description: z.string(),
  amount: money,
  /** NOTPAY, SUCCESS, CLOSED, REFUND (as WeChat Pay names them) */
  state: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type SandboxPrepay = z.infer<typeof sandboxPrepay>;
