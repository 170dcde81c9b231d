// Tables owned by the order module: orders (one per shop of a checkout), their lines, the history of
// every state change, shipped packages, one-time submit tokens, and the shops' freight templates.
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Delivery address copied onto the order when it is placed. */
export type OrderAddress = {
  receiver: string; mobile: string; province: string; city: string; area: string; addr: string;
  provinceCode: string; cityCode: string; areaCode: string;
};
/** 1 personal, 2 unit */
export type OrderInvoice = { invoiceType: number; title: string; taxNumber: string };

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** time prefix + random digits: unique, and says nothing about volume */
    orderNumber: text('order_number').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    shopId: integer('shop_id').notNull(),
    /** ORDER_TYPE: 0 general, 1 grouping, 2 seckill, 3 points */
    orderType: smallint('order_type').notNull().default(0),
    /** ORDER_STATUS; changed only by guarded updates (modules/order/transitions.ts) */
    status: smallint('status').notNull(),
    productCount: integer('product_count').notNull(),
    productTotal: bigint('product_total', { mode: 'number' }).notNull(),
    shopDiscount: bigint('shop_discount', { mode: 'number' }).notNull().default(0),
    couponDiscount: bigint('coupon_discount', { mode: 'number' }).notNull().default(0),
    pointsDiscount: bigint('points_discount', { mode: 'number' }).notNull().default(0),
    /** points spent on this order at checkout (ledger spend 'order:<orderNumber>'); pointsDiscount is their worth */
    pointsUsed: bigint('points_used', { mode: 'number' }).notNull().default(0),
    /** fen off the goods by the member price (level or paid membership; decision 023), part of the discounts */
    memberDiscount: bigint('member_discount', { mode: 'number' }).notNull().default(0),
    freight: bigint('freight', { mode: 'number' }).notNull().default(0),
    actualTotal: bigint('actual_total', { mode: 'number' }).notNull(),
    /** message to the merchant, up to 200 characters */
    remarks: text('remarks').notNull().default(''),
    address: jsonb('address').$type<OrderAddress>(),
    invoice: jsonb('invoice').$type<OrderInvoice>(),
    payType: smallint('pay_type'),
    payNo: text('pay_no'),
    createdAt: ts('created_at').notNull(),
    /** payment deadline; the sweeper cancels unpaid orders past it */
    expiresAt: ts('expires_at'),
    payTime: ts('pay_time'),
    deliveryTime: ts('delivery_time'),
    /** when the buyer (or the sweeper) confirmed receipt */
    receiptTime: ts('receipt_time'),
    /** completed / evaluated */
    finallyTime: ts('finally_time'),
    cancelTime: ts('cancel_time'),
    /** CANCEL_REASON */
    cancelReason: smallint('cancel_reason'),
    /** shipped orders are confirmed by the sweeper at this time */
    autoConfirmAt: ts('auto_confirm_at'),
    /** the buyer deleted the finished order from the list */
    deletedAt: ts('deleted_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_user_status_idx').on(t.userId, t.status),
    index('orders_expiry_idx').on(t.status, t.expiresAt),
    index('orders_autoconfirm_idx').on(t.status, t.autoConfirmAt),
    index('orders_shop_idx').on(t.shopId, t.status),
  ],
);

export const orderItem = pgTable(
  'order_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    prodNameZh: text('prod_name_zh').notNull(),
    prodNameEn: text('prod_name_en').notNull(),
    skuNameZh: text('sku_name_zh').notNull(),
    skuNameEn: text('sku_name_en').notNull(),
    pic: text('pic').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    productTotal: bigint('product_total', { mode: 'number' }).notNull(),
    /** this line's share of all discounts */
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    actualTotal: bigint('actual_total', { mode: 'number' }).notNull(),
    /** points spent on this line at checkout (its share of the order's points; given back proportionally on refund) */
    pointsUsed: bigint('points_used', { mode: 'number' }).notNull().default(0),
    /** fen: this line's share of the order's points deduction (part of discountAmount) */
    pointsDiscount: bigint('points_discount', { mode: 'number' }).notNull().default(0),
    /** fen: this line's share of the order's member price discount (part of discountAmount) */
    memberDiscount: bigint('member_discount', { mode: 'number' }).notNull().default(0),
    /** GOODS_TYPE: 0 physical, 1 virtual */
    goodsType: smallint('goods_type').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    commented: boolean('commented').notNull().default(false),
    /** bought as a part of this package (bundle module): price is the part's share of the package price */
    bundleId: bigint('bundle_id', { mode: 'number' }),
    /** a gift line (price 0) given by this gift rule (gift module) */
    giftRuleId: bigint('gift_rule_id', { mode: 'number' }),
    /** a gift line: the SKU whose purchase earned it (null: a spend-N gift of the whole order) */
    giftOfSkuId: integer('gift_of_sku_id'),
    /** a gift line: 'return' goes back with a refund of its main line, 'value' stays and its value is deducted */
    giftReturn: text('gift_return'),
    /** a gift line: fen per unit the gift was worth when given (the gift SKU's price) */
    giftValue: bigint('gift_value', { mode: 'number' }).notNull().default(0),
    /** a spend-N gift line: the shop goods total (after shop discounts and the member price) the order had to reach */
    giftThreshold: bigint('gift_threshold', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('order_item_order_idx').on(t.orderId), index('order_item_sku_idx').on(t.skuId)],
);

/** One row per state change (and the creation), written in the same transaction as the change. */
export const orderStatusLog = pgTable(
  'order_status_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** the transition's event name (submit, pay, ship, receive, autoReceive, cancel, expire, ...) */
    event: text('event').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('order_status_log_order_idx').on(t.orderId)],
);

export const orderPackage = pgTable(
  'order_package',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    companyCode: text('company_code').notNull(),
    waybillNo: text('waybill_no').notNull(),
    /** order_item ids in this package; empty = the whole order */
    itemIds: jsonb('item_ids').$type<number[]>().notNull().default([]),
    shippedAt: ts('shipped_at').notNull(),
  },
  (t) => [index('order_package_order_idx').on(t.orderId)],
);

/** What a confirm priced, kept for its submit: which lines, which address, and the totals shown. */
export type SubmitSelection = {
  basketIds: number[] | null;
  /** promotion: bought under an activity (ORDER_TYPE, activity id) at its price (order module promotions.ts) */
  item: { prodId: number; skuId: number; count: number; promotion?: { type: number; activityId: number; groupId?: number; presaleOrderId?: number } | null; inquiryId?: number } | null;
  /** a package bought now (bundle module): its parts are the lines, priced at their shares of the package price */
  bundle?: { bundleId: number; count: number } | null;
  /** packages in the cart (cart_bundle ids) bought with the basket lines, each at its package price */
  cartBundleIds?: number[];
  addrId: number | null;
  /** the user coupons confirm chose (the coupon step uses exactly these at submit) */
  couponIds?: number[];
  /** the points confirm priced (a multiple of 10; 0 or absent: none) */
  usePoints?: number;
};
export type SubmitPreview = { shops: { shopId: number; actualTotal: number }[]; actualTotal: number };

/** One-time tokens issued by confirm; a submit spends its token in the transaction that creates the orders. */
export const orderSubmitToken = pgTable(
  'order_submit_token',
  {
    token: text('token').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    selection: jsonb('selection').$type<SubmitSelection>().notNull(),
    preview: jsonb('preview').$type<SubmitPreview>().notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    orderNumbers: jsonb('order_numbers').$type<string[]>().notNull().default([]),
  },
  (t) => [index('order_submit_token_user_idx').on(t.userId), index('order_submit_token_expiry_idx').on(t.expiresAt)],
);

/** A freight rule: for the listed provinces (empty: every other region), a first unit and each extra unit. */
export type FreightRule = {
  /** six-digit province codes; [] = the default rule for regions no other rule lists */
  regions: string[];
  /** pieces (by piece) or grams (by weight) covered by firstFee */
  first: number;
  firstFee: number;
  /** each further `extra` pieces or grams (started) costs extraFee */
  extra: number;
  extraFee: number;
  /** free when the goods amount (fen, after shop discounts) reaches this; null: never free */
  freeThreshold: number | null;
};

/** One freight template per shop (the shop's default for all its products). */
export const freightTemplate = pgTable(
  'freight_template',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    name: text('name').notNull(),
    /** 0 by piece, 1 by weight */
    chargeType: smallint('charge_type').notNull().default(0),
    rules: jsonb('rules').$type<FreightRule[]>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('freight_template_shop_uq').on(t.shopId)],
);
