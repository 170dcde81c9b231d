// Packages (bundles) and gifts (issue 18, decision 036). A package is 2-5 SKUs of one shop (one unit each) sold
// together at a package price; a gift rule gives gift SKUs at price 0 to an order that buys a product ('buy': at least
// minCount units) or spends a threshold in the shop ('spend'), while the gift SKU's stock lasts.
import { z } from 'zod';
import { idQuery, idSchema } from './common';

const money = z.number().int().min(0).max(1_000_000_000).describe('fen');
const name = z.string().max(200).describe('1-60 characters (bundle.nameInvalid otherwise)');

export const BUNDLE_LIMITS = { minParts: 2, maxParts: 5, maxPerShop: 50, maxCount: 99 } as const;

export const bundleBody = z.object({
  nameZh: name,
  nameEn: name,
  price: money.describe('fen for the whole package'),
  skuIds: z.array(idSchema).min(BUNDLE_LIMITS.minParts).max(BUNDLE_LIMITS.maxParts).describe('the parts, one unit each, in order'),
  status: z.number().int().min(0).max(1).default(1),
});
export type BundleBody = z.infer<typeof bundleBody>;

export const bundlePart = z.object({
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  /** fen: the SKU's own price now */
  price: z.number().int(),
  /** fen: this part's share of the package price (apportioned by the parts' prices, to the fen) */
  share: z.number().int(),
  stock: z.number().int(),
  /** on the shelf and its shop open */
  onSale: z.boolean(),
});

export const bundleView = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  price: z.number().int().describe('fen, the package price'),
  /** fen: the parts' own prices added up */
  partsTotal: z.number().int(),
  /** fen: partsTotal - price (0 when the package costs as much or more) */
  saving: z.number().int(),
  /** packages that can be sold now: the least stock of the parts (0 when a part is off sale) */
  stock: z.number().int(),
  status: z.number().int(),
  parts: z.array(bundlePart),
});
export type BundleView = z.infer<typeof bundleView>;

export const bundleProdQuery = z.object({ prodId: idQuery });
export const bundleBuyItem = z.object({ bundleId: idSchema, count: z.number().int().min(1).max(BUNDLE_LIMITS.maxCount) });

export const GIFT_KINDS = ['buy', 'spend'] as const;
export const GIFT_RETURN_POLICIES = ['return', 'value'] as const;

export const giftRuleBody = z.object({
  nameZh: name,
  nameEn: name,
  kind: z.enum(GIFT_KINDS),
  prodId: idSchema.nullable().default(null).describe("'buy': the product to buy"),
  minCount: z.number().int().min(1).max(999).default(1),
  threshold: money.default(0).describe("'spend': fen of the shop's goods at least"),
  giftSkuId: idSchema,
  giftCount: z.number().int().min(1).max(10).default(1),
  returnPolicy: z.enum(GIFT_RETURN_POLICIES).default('return'),
  status: z.number().int().min(0).max(1).default(1),
});
export type GiftRuleBody = z.infer<typeof giftRuleBody>;

export const giftRuleView = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  kind: z.enum(GIFT_KINDS),
  prodId: z.number().int().nullable(),
  prodName: z.string(),
  minCount: z.number().int(),
  threshold: z.number().int(),
  giftProdId: z.number().int(),
  giftSkuId: z.number().int(),
  giftName: z.string(),
  giftPic: z.string(),
  giftCount: z.number().int(),
  /** units of the gift SKU left (gifts are given while it lasts) */
  giftStock: z.number().int(),
  returnPolicy: z.enum(GIFT_RETURN_POLICIES),
  status: z.number().int(),
});
export type GiftRuleView = z.infer<typeof giftRuleView>;

/** A gift line of a cart shop or a checkout shop: price 0. */
export const giftLine = z.object({
  ruleId: z.number().int(),
  ruleName: z.string(),
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  count: z.number().int(),
  /** fen per unit the gift is worth (its SKU price) */
  value: z.number().int(),
  returnPolicy: z.enum(GIFT_RETURN_POLICIES),
});
export type GiftLine = z.infer<typeof giftLine>;
