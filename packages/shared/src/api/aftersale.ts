// After-sales requests (refund only, return and refund): the buyer applies per line or for the whole order, the
// seller accepts / refuses / confirms the return, the platform arbitrates refused requests. Codes, limits and rules
// live in the zod-free aftersale-constants.ts and aftersale-rules.ts (used by the pages too). Money is integer fen.
import { z } from 'zod';
import { idSchema } from './common';
import { REFUND_ACTORS, REFUND_BUYER_ACTIONS, REFUND_LIMITS, REFUND_PLATFORM_ACTIONS, REFUND_SELLER_ACTIONS } from '../aftersale-constants';

export * from '../aftersale-constants';
export * from '../aftersale-rules';

const money = z.number().int().describe('fen');
// lengths and values are checked by the rules (to answer their messages); these bounds only stop oversized bodies
const text = z.string().max(2000);
const orderNumber = z.string().min(1).max(40);
export const refundSnParam = z.object({ refundSn: z.string().min(1).max(40) });

const page = {
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(REFUND_LIMITS.pageSize),
};

/** GET /p/refund/options?orderNumber=&itemIds=1,2 (no itemIds: the whole order) */
export const refundOptionsQuery = z.object({
  orderNumber,
  itemIds: z.string().max(1000).regex(/^\d{1,10}(,\d{1,10})*$/).optional().describe('comma-separated order line ids; absent = whole order'),
});
export type RefundOptionsQuery = z.infer<typeof refundOptionsQuery>;

export const refundOptionLine = z.object({
  itemId: z.number().int(),
  prodId: z.number().int(),
  prodName: z.string(),
  pic: z.string(),
  skuName: z.string(),
  price: money,
  count: z.number().int(),
  refundableCount: z.number().int().describe('ordered minus refunded or in an open request'),
  refundableAmount: money.describe('what is still refundable for the whole refundable count: the paid share minus earlier refunds'),
});
export const refundOptions = z.object({
  orderNumber: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  lines: z.array(refundOptionLine),
  maxAmount: money.describe('the most this request may ask for (freight included when freightIncluded)'),
  freightIncluded: z.boolean().describe('a whole-order request before shipping gets the freight back too'),
  reasons: z.array(z.object({ code: z.string(), label: z.string() })),
  noReasonAllowed: z.boolean().describe('7-day no-reason is on offer (received within 7 days, goods and shop allow it)'),
  defaultCargoStatus: z.number().int().describe('CARGO_STATUS'),
  shipped: z.boolean().describe('the order has been shipped (before that: refund only, goods not received)'),
  mobile: z.string().describe("the buyer's mobile, to prefill"),
});
export type RefundOptions = z.infer<typeof refundOptions>;

// what the form may leave out answers its rule's message (refund.modeRequired, reasonRequired, amountRequired, ...)
const requestFields = {
  mode: z.number().int().optional().describe('REFUND_MODE (required)'),
  cargoStatus: z.number().int().optional().describe('CARGO_STATUS (required)'),
  reason: z.string().max(40).default('').describe('a code of REFUND_REASONS (required)'),
  amount: z.number().optional().describe('fen, a positive whole number, at most the refundable amount (required)'),
  note: text.default('').describe(`optional, at most ${REFUND_LIMITS.noteMax} characters, not all spaces`),
  vouchers: z.array(z.string().max(300)).max(50).default([]).describe(`at most ${REFUND_LIMITS.vouchers} paths from POST /p/file/upload (the caller's own)`),
  mobile: z.string().max(40).default('').describe('11 digits starting with 1 (required)'),
};
/** POST /p/refund/apply */
export const refundApplyBody = z.object({
  orderNumber,
  items: z.array(z.object({ itemId: idSchema, count: z.number() })).max(200).default([]).describe('empty = the whole order'),
  ...requestFields,
});
export type RefundApplyBody = z.input<typeof refundApplyBody>;
/** PUT /p/refund/{refundSn}: edit and resubmit a refused request (its lines stay). */
export const refundEditBody = z.object(requestFields);
export type RefundEditBody = z.input<typeof refundEditBody>;
export const refundApplyAnswer = z.object({ refundSn: z.string() });

/** POST /p/refund/{refundSn}/ship-back (again while shipped back = modify the logistics) */
export const refundShipBackBody = z.object({
  companyCode: z.string().max(20).describe('a code of LOGISTICS_COMPANIES'),
  waybillNo: z.string().max(40),
});
export type RefundShipBackBody = z.infer<typeof refundShipBackBody>;
/** POST /p/refund/{refundSn}/escalate */
export const refundEscalateBody = z.object({ note: text });
export type RefundEscalateBody = z.infer<typeof refundEscalateBody>;

export const returnAddressSchema = z.object({ receiver: z.string().max(400), mobile: z.string().max(40), address: z.string().max(400) });
/** POST /p/seller/refunds/{refundSn}/accept */
export const refundAcceptBody = z.object({ returnAddress: returnAddressSchema.optional().describe('required for return and refund') });
export type RefundAcceptBody = z.infer<typeof refundAcceptBody>;
/** POST /p/seller/refunds/{refundSn}/refuse */
export const refundRefuseBody = z.object({ reason: text });
export type RefundRefuseBody = z.infer<typeof refundRefuseBody>;
/** POST /p/admin/refunds/{refundSn}/arbitrate */
export const refundArbitrateBody = z.object({ decision: z.enum(['buyer', 'seller']), note: text });
export type RefundArbitrateBody = z.infer<typeof refundArbitrateBody>;

export const refundListQuery = z.object({
  status: z.coerce.number().int().min(0).max(90).default(0).describe('0 all, else a REFUND_STATUS'),
  ...page,
});
export type RefundListQuery = z.infer<typeof refundListQuery>;

export const refundSummary = z.object({
  refundSn: z.string(),
  orderNumber: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  mode: z.number().int().describe('REFUND_MODE'),
  status: z.number().int().describe('REFUND_STATUS'),
  refunding: z.boolean().describe('the money is on its way at the payment provider (shown as refunding)'),
  amount: money,
  applyTime: z.string(),
  whole: z.boolean().describe('a request for the whole order'),
  lines: z.array(z.object({ itemId: z.number().int(), prodId: z.number().int(), prodName: z.string(), pic: z.string(), skuName: z.string(), count: z.number().int() })),
});
export type RefundSummary = z.infer<typeof refundSummary>;

export const refundDetail = refundSummary.extend({
  reason: z.string(),
  reasonLabel: z.string(),
  note: z.string(),
  vouchers: z.array(z.string()),
  mobile: z.string(),
  cargoStatus: z.number().int(),
  refuseReason: z.string().nullable(),
  returnAddress: returnAddressSchema.nullable(),
  logistics: z.object({ companyCode: z.string(), companyName: z.string(), waybillNo: z.string() }).nullable(),
  timeline: z.array(z.object({ status: z.number().int(), at: z.string(), actor: z.enum(REFUND_ACTORS), note: z.string().nullable() })),
  deadline: z.string().nullable().describe('when the current state times out (auto-accept, close), if it does'),
  resubmitsLeft: z.number().int(),
  actions: z.array(z.enum([...REFUND_BUYER_ACTIONS, ...REFUND_SELLER_ACTIONS, ...REFUND_PLATFORM_ACTIONS])),
  payRefundNo: z.string().nullable().describe('the payment refund number once the money is sent'),
  refundedAt: z.string().nullable(),
});
export type RefundDetail = z.infer<typeof refundDetail>;

/** GET /p/refund/notices: the caller's in-site notices of requests that changed state (buyer or shop owner). */
export const refundNotices = z.object({
  unread: z.number().int(),
  records: z.array(z.object({ id: z.number().int(), refundSn: z.string(), status: z.number().int(), read: z.boolean(), at: z.string() })).describe('newest 20'),
});
export type RefundNotices = z.infer<typeof refundNotices>;

/** GET / PUT /p/seller/refund-settings: the shop's after-sales settings. */
export const refundShopSettings = z.object({ noReasonReturns: z.boolean().describe('7-day no-reason returns offered for physical goods (default true)') });
export type RefundShopSettings = z.infer<typeof refundShopSettings>;
