// Pre-sale (issue 18, decision 035): the product page's pre-sale, the buyer's deposit / full checkout and balance
// checkout (orders of ORDER_TYPE.presale through the order module), the buyer's pre-sale orders and in-site
// messages, and the seller centre's setup. Money in integer fen, times ISO 8601.
import { z } from 'zod';
import { PRESALE_LIMITS, PRESALE_MODE } from '../presale-constants';
import { idQuery, idSchema, INT4_MAX } from './common';

export * from '../presale-constants';

const money = z.number().int();
const iso = z.string().datetime({ offset: true }).describe('ISO time');

export const presaleProdQuery = z.object({ prodId: idQuery });

/** The pre-sale of a product, as the product page shows it (null: the product is not on pre-sale). */
export const presaleInfo = z.object({
  presaleId: z.number().int(),
  prodId: z.number().int(),
  skuId: z.number().int().describe('the SKU sold on pre-sale'),
  specName: z.string().describe('its spec values, e.g. "12核/16GB/1TB"; empty for a single-SKU product'),
  mode: z.number().int().describe('PRESALE_MODE: 1 full payment, 2 deposit + balance'),
  price: money.describe('pre-sale unit price'),
  originalPrice: money.describe("the SKU's usual price"),
  deposit: money.describe('per unit (deposit mode)'),
  deductPercent: z.number().int().describe('the deposit counts this percent of itself (150: ¥100 counts as ¥150)'),
  deductValue: money.describe('what one unit\'s deposit counts for'),
  balance: money.describe('per unit, due in the balance window'),
  saleStart: z.string(),
  saleEnd: z.string(),
  balanceStart: z.string().nullable(),
  balanceEnd: z.string().nullable(),
  shipDate: z.string(),
  forfeitRule: z.number().int().describe('PRESALE_FORFEIT'),
  stock: z.number().int(),
  totalStock: z.number().int(),
  state: z.enum(['upcoming', 'on', 'ended', 'soldOut']),
});
export type PresaleInfo = z.infer<typeof presaleInfo>;

export const presaleConfirmBody = z.object({
  prodId: idSchema,
  prodCount: z.number().int().min(1).max(PRESALE_LIMITS.perOrderMax),
  addrId: z.number().int().min(0).max(INT4_MAX).optional(),
});
export type PresaleConfirmBody = z.infer<typeof presaleConfirmBody>;

export const presaleBalanceConfirmBody = z.object({
  presaleOrderId: idSchema,
  addrId: z.number().int().min(0).max(INT4_MAX).optional(),
});

export const presaleOrderView = z.object({
  presaleOrderId: z.number().int(),
  presaleId: z.number().int(),
  prodId: z.number().int(),
  prodName: z.string(),
  pic: z.string(),
  mode: z.number().int(),
  count: z.number().int(),
  status: z.number().int().describe('PRESALE_ORDER_STATUS'),
  depositOrderNumber: z.string(),
  balanceOrderNumber: z.string().nullable(),
  depositTotal: money,
  deductTotal: money,
  balanceTotal: money,
  balanceStart: z.string().nullable(),
  balanceEnd: z.string().nullable(),
  shipDate: z.string(),
  forfeitRule: z.number().int(),
  /** true while the balance can be paid now */
  balanceOpen: z.boolean(),
});
export type PresaleOrderView = z.infer<typeof presaleOrderView>;

export const presaleNoticeView = z.object({
  id: z.number().int(),
  presaleOrderId: z.number().int(),
  kind: z.enum(['balanceOpen', 'forfeited']),
  title: z.string(),
  content: z.string(),
  createTime: z.string(),
  read: z.boolean(),
});
export type PresaleNoticeView = z.infer<typeof presaleNoticeView>;

/** The seller centre's pre-sale form. */
export const presaleBody = z.object({
  skuId: idSchema,
  mode: z.number().int().min(PRESALE_MODE.full).max(PRESALE_MODE.deposit),
  price: z.number().int().min(1).max(PRESALE_LIMITS.priceMax),
  deposit: z.number().int().min(0).max(PRESALE_LIMITS.priceMax).default(0),
  deductPercent: z.number().int().min(PRESALE_LIMITS.deductMin).max(PRESALE_LIMITS.deductMax).default(100),
  saleStart: iso,
  saleEnd: iso,
  balanceStart: iso.nullable().optional(),
  balanceEnd: iso.nullable().optional(),
  shipDate: iso,
  forfeitRule: z.number().int().min(1).max(1).default(1),
  stock: z.number().int().min(1).max(PRESALE_LIMITS.stockMax),
  status: z.number().int().min(0).max(1).default(1),
});
export type PresaleBody = z.infer<typeof presaleBody>;

export const sellerPresale = presaleInfo.extend({
  skuName: z.string(),
  status: z.number().int().describe('1 on, 0 off'),
  sold: z.number().int().describe('units in live pre-sale orders'),
});
export type SellerPresale = z.infer<typeof sellerPresale>;
