// Orders: codes of SPEC §4 (states, types, logistics), the checkout calls (confirm → submit) and the
// buyer's order list and detail. Money is integer fen; times are ISO strings.
import { z } from 'zod';
import { idSchema } from './common';
import { userAddress } from './address';
import { checkoutCoupons } from './coupon';
import { bundleBuyItem, giftLine } from './bundle';

/** Order states (SPEC §4). 'shipped' is the pending-receipt state; 'evaluated' a completed order with a review. */
export const ORDER_STATUS = {
  unpaid: 1,
  pendingDelivery: 2,
  shipped: 3,
  pendingEvaluation: 4,
  completed: 5,
  canceled: 6,
  grouping: 7,
  evaluated: 8,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Tabs of GET /p/myOrder/myOrder?status=: 0 all; a state; 5 shows completed and evaluated orders. */
export const ORDER_TABS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

export const ORDER_TYPE = { general: 0, grouping: 1, seckill: 2, points: 3, presale: 4 } as const;
export const GOODS_TYPE = { physical: 0, virtual: 1 } as const;
/** Why an order was canceled. */
export const CANCEL_REASON = { buyer: 1, expired: 2, groupFailed: 3, refunded: 4, presaleForfeited: 5 } as const;
/** Package logistics (SPEC §4). */
export const LOGISTICS_STATE = { received: 1, inTransit: 2, arrivedCity: 3, signed: 4, faulty: 5 } as const;
export const TIMELINE_STEPS = ['submit', 'pay', 'ship', 'waitReceipt', 'complete'] as const;

export const LOGISTICS_COMPANIES = [
  { code: 'SF', nameZh: '顺丰速运', nameEn: 'SF Express' },
  { code: 'ZTO', nameZh: '中通快递', nameEn: 'ZTO Express' },
  { code: 'YTO', nameZh: '圆通速递', nameEn: 'YTO Express' },
  { code: 'STO', nameZh: '申通快递', nameEn: 'STO Express' },
  { code: 'YD', nameZh: '韵达快递', nameEn: 'Yunda Express' },
  { code: 'JD', nameZh: '京东物流', nameEn: 'JD Logistics' },
  { code: 'EMS', nameZh: '中国邮政EMS', nameEn: 'China Post EMS' },
] as const;

export const ORDER_LIMITS = {
  /** merchant message (SPEC §9: 100 or 200; orders take 200) */
  remarksMax: 200,
  addressBookMax: 20,
  addressReceiverMax: 20,
  addressDetailMax: 100,
  /** distinct lines in one cart */
  cartMaxItems: 200,
  invoiceTitleMax: 100,
  payTimeoutMinutes: 30,
  autoConfirmDays: 10,
} as const;

const id = idSchema;
const money = z.number().int().describe('fen');

// ---- checkout ----

/** POST /p/order/confirm: the checked cart lines (basketIds) or one "buy now" item; addrId defaults to the default address. */
export const confirmBody = z.object({
  basketIds: z.array(id).max(ORDER_LIMITS.cartMaxItems).optional(),
  orderItem: z.object({ prodId: id, skuId: id, prodCount: z.number().describe('a positive whole number'), shopId: z.number().int().optional(), inquiryId: id.optional().describe('order at the price the shop quoted to the caller (an answered, valid, unused inquiry of this SKU and count)') }).optional(),
  bundle: bundleBuyItem.optional().describe('buy a package now (its parts at their shares of the package price); instead of basketIds and orderItem'),
  cartBundleIds: z.array(id).max(ORDER_LIMITS.cartMaxItems).optional().describe('packages in the cart (POST /p/shopCart/bundle) bought with the basketIds, each priced as a package bought now'),
  addrId: id.optional(),
  couponIds: z.array(id).max(20).optional().describe('the buyer\'s chosen userCouponIds ([] for none); absent: the best ones'),
  usePoints: z.number().optional().describe('points to deduct: a whole multiple of 10, within the balance and points.maxUsable; absent or 0: none'),
});
export type ConfirmBody = z.infer<typeof confirmBody>;

export const orderLine = z.object({
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  price: money,
  prodCount: z.number().int(),
  productTotalAmount: money.describe('fen, price x prodCount'),
  discountAmount: money.describe('fen, this line\'s share of every discount'),
  actualTotal: money.describe('fen, productTotalAmount - discountAmount'),
  goodsType: z.number().int(),
});

/** The price breakdown of one shop's order; the same shape in the preview and on the placed order. */
const shopPrices = {
  productTotal: money.describe('fen, sum of the lines'),
  shopDiscount: money,
  couponDiscount: money,
  pointsDiscount: money,
  /** fen off by the member price (level or paid membership; decision 023) */
  memberDiscount: money.optional(),
  freight: money,
  actualTotal: money.describe('fen, what the buyer pays for this shop'),
};

export const shopOrderPreview = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  selfOperated: z.boolean(),
  items: z.array(orderLine.extend({ basketId: z.number().int().nullable(), bundleId: z.number().int().optional().describe('a part of this package') })),
  /** gift lines the shop's order earns (price 0; given at submit while the gift's stock lasts) */
  gifts: z.array(giftLine).optional(),
  totalCount: z.number().int(),
  ...shopPrices,
});
export type ShopOrderPreview = z.infer<typeof shopOrderPreview>;

export const checkoutPoints = z.object({
  balance: z.number().int().describe('the buyer\'s live points'),
  pointsPerYuan: z.number().int().describe('points worth one yuan'),
  maxSharePercent: z.number().int().describe('most of the goods (after discounts and coupons), in percent, points may pay'),
  step: z.number().int().describe('points are used in multiples of this (10)'),
  maxUsable: z.number().int().describe('the most points this order can use: a multiple of 10 within the balance and the cap'),
  used: z.number().int().describe('the points priced in this answer'),
  deduction: money.describe('fen the used points pay'),
});
export type CheckoutPoints = z.infer<typeof checkoutPoints>;

export const confirmAnswer = z.object({
  submitToken: z.string().describe('one-time token for POST /p/order/submit'),
  expiresAt: z.string(),
  userAddr: userAddress.nullable(),
  needAddress: z.boolean().describe('true when a physical item is in the order'),
  shopOrders: z.array(shopOrderPreview),
  totalCount: z.number().int(),
  productTotal: money,
  discount: money.describe('fen, all discounts'),
  /** the member price: fen off the goods, and whose rate (the level's or the paid membership's) */
  member: z.object({ discount: money, percent: z.number().int(), source: z.enum(['level', 'paid']).nullable(), freeShipping: z.boolean() }).optional(),
  freight: money,
  actualTotal: money,
  coupons: checkoutCoupons.optional().describe('the coupons usable on this selection, per shop and platform-wide, and the chosen ones'),
  points: checkoutPoints.optional().describe('points at checkout: the balance, the rate, the most usable and the deduction (absent for activity orders)'),
});
export type ConfirmAnswer = z.infer<typeof confirmAnswer>;

export const invoiceBody = z.object({
  invoiceType: z.number().int().describe('INVOICE_TYPE: 1 personal, 2 unit'),
  title: z.string().max(500).default('').describe('personal name or unit name'),
  taxNumber: z.string().max(64).default('').describe('unit only: the 18-character unified social credit code'),
});
export type InvoiceBody = z.infer<typeof invoiceBody>;

/** POST /p/order/submit: the token of the confirm, a message to each shop, an optional invoice request. */
export const submitBody = z.object({
  submitToken: z.string().max(100),
  remarks: z.array(z.object({ shopId: z.number().int(), remarks: z.string().max(2000) })).max(100).default([]),
  invoice: invoiceBody.nullable().optional(),
});
export type SubmitBody = z.infer<typeof submitBody>;

export const submitAnswer = z.object({
  orderNumbers: z.array(z.string()),
  actualTotal: money.describe('fen, all orders together'),
  expiresAt: z.string().describe('unpaid orders are canceled after this'),
});
export type SubmitAnswer = z.infer<typeof submitAnswer>;

// ---- my orders ----

export const orderListQuery = z.object({
  status: z.coerce.number().int().min(0).max(8).default(0).describe('0 all; ORDER_STATUS; 5 includes evaluated'),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
  keyword: z.string().max(100).optional().describe('order number or product name'),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderNumberQuery = z.object({ orderNumber: z.string().min(1).max(40) });
export const orderNumberParam = orderNumberQuery;

export const orderItem = orderLine.extend({
  orderItemId: z.number().int(),
  commented: z.boolean().describe('the line has a review'),
  refundStatus: z.number().int().nullable().describe("REFUND_STATUS of the line's latest after-sales request; null: none"),
  refundSn: z.string().nullable().describe("the line's latest after-sales request (for /return-detail); null: none"),
  refundableCount: z.number().int().describe('units an after-sales request can still ask for now (0 when the order does not allow one)'),
  bundleId: z.number().int().nullable().optional().describe('a part of this package: its price is the part\'s share of the package price'),
  gift: z.object({ ruleId: z.number().int(), returnPolicy: z.string(), value: z.number().int().describe('fen per unit'), ofSkuId: z.number().int().nullable() }).nullable().optional().describe('a gift line (price 0)'),
});

export const orderSummary = z.object({
  orderNumber: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  status: z.number().int().describe('ORDER_STATUS'),
  orderType: z.number().int().describe('ORDER_TYPE'),
  presalePart: z.enum(['full', 'deposit', 'balance']).nullable().optional().describe("a pre-sale order (ORDER_TYPE.presale): the full payment, the deposit or the balance; null otherwise"),
  createTime: z.string(),
  expiresAt: z.string().nullable().describe('payment deadline while unpaid'),
  reviewUntil: z.string().nullable().describe('received: its lines can be reviewed until then (30 days after receipt)'),
  productCount: z.number().int(),
  items: z.array(orderItem),
  canApplyRefund: z.boolean().describe('an after-sales request can be made for some line now'),
  refundSn: z.string().nullable().describe('the open whole-order after-sales request'),
  pointsUsed: z.number().int().describe('points spent on the order: the points-mall price of a points order (ORDER_TYPE.points) or the checkout deduction'),
  ...shopPrices,
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const addressSnapshot = z.object({
  receiver: z.string(), mobile: z.string(), province: z.string(), city: z.string(), area: z.string(), addr: z.string(),
  provinceCode: z.string(), cityCode: z.string(), areaCode: z.string(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshot>;

export const invoiceInfo = z.object({ invoiceType: z.number().int(), title: z.string(), taxNumber: z.string() });
export type InvoiceInfo = z.infer<typeof invoiceInfo>;

export const logisticsTrace = z.object({ time: z.string(), state: z.number().int(), text: z.string() });
export const orderPackage = z.object({
  packageId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  waybillNo: z.string(),
  shippedAt: z.string(),
  state: z.number().int().describe('LOGISTICS_STATE'),
  traces: z.array(logisticsTrace).describe('newest first'),
});

export const timelineStep = z.object({ step: z.enum(TIMELINE_STEPS), time: z.string().nullable(), done: z.boolean() });

export const orderDetail = orderSummary.extend({
  address: addressSnapshot.nullable(),
  remarks: z.string(),
  invoice: invoiceInfo.nullable(),
  payTime: z.string().nullable(),
  payType: z.number().int().nullable(),
  deliveryTime: z.string().nullable(),
  receiptTime: z.string().nullable(),
  finallyTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  cancelReason: z.number().int().nullable().describe('CANCEL_REASON'),
  autoConfirmAt: z.string().nullable(),
  timeline: z.array(timelineStep),
  packages: z.array(orderPackage),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const buyAgainAnswer = z.object({ basketIds: z.array(z.number().int()), skipped: z.number().int().describe('lines that could not be added (off shelf, sold out)') });
