// Seller centre (/shop-api/p/seller/...): the store session, dashboard, products, orders, shop info, notices and
// batch import. Prices travel as yuan strings with at most 2 decimals ("12.30") and are stored as integer fen.
import { z } from 'zod';
import { paged, pageQuery, idSchema, idQuery } from './common';

/** Header carrying the store session token of the seller centre (docs/decisions/012-console.md). */
export const STORE_TOKEN_HEADER = 'x-store-token';
/** A store session lasts this long after the store password is checked. */
export const STORE_SESSION_MS = 2 * 3600_000;
/** Wrong store passwords: this many lock the check for lockMs. */
export const STORE_PASSWORD_LIMITS = { failures: 5, lockMs: 15 * 60_000 } as const;

export const storeSessionBody = z.object({ password: z.string().max(100) });
export const storeSessionAnswer = z.object({ storeToken: z.string(), shopId: z.number().int(), shopName: z.string(), expiresAt: z.string() });
export type StoreSessionAnswer = z.infer<typeof storeSessionAnswer>;

// ---- dashboard ----
export const dashboardQuery = z.object({ days: z.coerce.number().int().refine((d) => d === 7 || d === 30).default(7) });
export const dashboardDay = z.object({ date: z.string().describe('YYYY-MM-DD, Beijing time'), orders: z.number().int(), sales: z.number().int().describe('fen') });
export const sellerDashboard = z.object({
  todayOrders: z.number().int().describe('orders placed today'),
  todaySales: z.number().int().describe('fen paid today'),
  pendingShipments: z.number().int(),
  onShelf: z.number().int(),
  days: z.array(dashboardDay),
});
export type SellerDashboard = z.infer<typeof sellerDashboard>;

// ---- products ----
export const SELLER_PRODUCT_LIMITS = { nameMax: 60, briefMax: 200, contentMax: 50_000, imagesMax: 9, specsMax: 3, valuesMax: 20, skusMax: 100, stockMax: 999_999, priceMaxFen: 99_999_999, skuCodeMax: 32 } as const;
export const SKU_CODE_RE = /^[A-Za-z0-9_-]{1,32}$/;

export const sellerProductQuery = pageQuery.extend({
  name: z.string().max(60).default(''),
  status: z.coerce.number().int().min(-1).max(1).default(-1).describe('-1 all, 1 on shelf, 0 off shelf'),
});
export const sellerProductRow = z.object({
  prodId: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  pic: z.string(),
  price: z.number().int(),
  totalStock: z.number().int(),
  soldNum: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});
export const sellerProductPage = paged(sellerProductRow);
export type SellerProductRow = z.infer<typeof sellerProductRow>;

const text = (max: number) => z.string().max(max * 4);
export const specValueInput = z.object({ valueZh: text(20), valueEn: text(20) });
export const specInput = z.object({ nameZh: text(20), nameEn: text(20), values: z.array(specValueInput).max(50) });
export const skuInput = z.object({
  /** an existing SKU of the product (edit); absent: a new one */
  skuId: idSchema.optional(),
  /** the index of this SKU's value in each spec, in spec order */
  values: z.array(z.number().int().min(0)).max(3),
  price: z.string().max(20).describe('yuan, at most 2 decimals'),
  oriPrice: z.string().max(20).default('').describe("yuan; '' = the price"),
  stock: z.number().int(),
  /** the stock the form loaded (edit): a changed stock is only written while the SKU still has it */
  stockWas: z.number().int().optional(),
  skuCode: z.string().max(40).default('').describe("'' = generated"),
});
export const sellerProductBody = z.object({
  categoryId: idSchema,
  nameZh: text(60),
  nameEn: text(60),
  briefZh: text(200).default(''),
  briefEn: text(200).default(''),
  contentZh: z.string().max(200_000).default(''),
  contentEn: z.string().max(200_000).default(''),
  images: z.array(z.string().max(300)).max(20),
  specs: z.array(specInput).max(5),
  skus: z.array(skuInput).max(200),
  status: z.number().int().min(0).max(1).default(0).describe('1 on shelf, 0 off shelf'),
});
export type SellerProductBody = z.input<typeof sellerProductBody>;
export type SellerProductInput = z.output<typeof sellerProductBody>;
export type SpecInput = z.infer<typeof specInput>;
export type SkuInput = z.output<typeof skuInput>;

export const sellerSkuView = z.object({
  skuId: z.number().int(),
  values: z.array(z.number().int()),
  price: z.string(),
  oriPrice: z.string(),
  stock: z.number().int(),
  skuCode: z.string(),
});
export const sellerProductView = z.object({
  prodId: z.number().int(),
  categoryId: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  briefZh: z.string(),
  briefEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  images: z.array(z.string()),
  specs: z.array(specInput),
  skus: z.array(sellerSkuView),
  status: z.number().int(),
});
export type SellerProductView = z.infer<typeof sellerProductView>;
export const shelfBody = z.object({ status: z.number().int().min(0).max(1) });
export const prodIdParam = z.object({ prodId: idQuery });

// ---- orders ----
export const sellerOrderQuery = pageQuery.extend({
  status: z.coerce.number().int().min(0).max(8).default(0).describe('0 all, else ORDER_STATUS'),
  orderNumber: z.string().max(40).default(''),
});
export const sellerOrderItem = z.object({
  itemId: z.number().int(),
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  price: z.number().int(),
  count: z.number().int(),
  actualTotal: z.number().int(),
  /** shipped in a package already */
  shipped: z.boolean(),
});
export const sellerOrderRow = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  orderType: z.number().int(),
  productCount: z.number().int(),
  actualTotal: z.number().int(),
  receiver: z.string(),
  createdAt: z.string(),
  payTime: z.string().nullable(),
  items: z.array(sellerOrderItem),
});
export const sellerOrderPage = paged(sellerOrderRow);
export const sellerPackage = z.object({ companyCode: z.string(), companyName: z.string(), waybillNo: z.string(), itemIds: z.array(z.number().int()), shippedAt: z.string() });
export const sellerOrderDetail = sellerOrderRow.extend({
  productTotal: z.number().int(),
  freight: z.number().int(),
  shopDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  remarks: z.string(),
  address: z.object({ receiver: z.string(), mobile: z.string(), region: z.string(), addr: z.string() }).nullable(),
  deliveryTime: z.string().nullable(),
  packages: z.array(sellerPackage),
});
export type SellerOrderRow = z.infer<typeof sellerOrderRow>;
export type SellerOrderDetail = z.infer<typeof sellerOrderDetail>;
export const shipBody = z.object({
  packages: z.array(z.object({ companyCode: z.string().max(20), waybillNo: z.string().max(40), itemIds: z.array(idSchema).max(200) })).max(20),
});
export type ShipBody = z.infer<typeof shipBody>;

// ---- shop info and notices ----
export const sellerShopInfo = z.object({
  shopId: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  introZh: z.string(),
  introEn: z.string(),
  logo: z.string(),
  tel: z.string(),
  address: z.string(),
  region: z.string(),
  status: z.number().int(),
});
export const sellerShopBody = z.object({ introZh: text(200), introEn: text(200), logo: z.string().max(300), tel: z.string().max(30), address: text(100) });
export type SellerShopBody = z.infer<typeof sellerShopBody>;
export const SHOP_NOTICE_LIMITS = { titleMax: 50, contentMax: 5000 } as const;
export const shopNoticeBody = z.object({
  titleZh: text(50),
  titleEn: text(50),
  contentZh: z.string().max(20_000),
  contentEn: z.string().max(20_000),
  isTop: z.boolean().default(false),
  status: z.number().int().min(0).max(1).default(1).describe('1 published, 0 draft'),
});
export type ShopNoticeBody = z.input<typeof shopNoticeBody>;
export const shopNoticeRow = z.object({
  id: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  isTop: z.boolean(),
  status: z.number().int(),
  publishTime: z.string(),
});
export type ShopNoticeRow = z.infer<typeof shopNoticeRow>;
export const shopNoticePage = paged(shopNoticeRow);

// ---- batch import ----
export const IMPORT_LIMITS = { maxBytes: 512 * 1024, maxProducts: 500 } as const;
export const importJobView = z.object({
  jobId: z.number().int(),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  status: z.number().int().describe('0 running, 1 finished, 2 failed'),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type ImportJobView = z.infer<typeof importJobView>;
export const importBody = z.object({ csv: z.string().max(IMPORT_LIMITS.maxBytes) });
export const jobIdParam = z.object({ jobId: idQuery });
