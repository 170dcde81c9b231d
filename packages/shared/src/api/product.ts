// Product detail (/detail/{prodId}), favourites and footprint (user center uc-collection, uc-footprint).
import { z } from 'zod';
import { paged, idSchema, idQuery } from './common';
import { productCard, shopCard } from './catalog';

export const skuSpecPair = z.object({ name: z.string(), value: z.string() });
export const skuItem = z.object({
  skuId: z.number(),
  skuCode: z.string().describe('e.g. SKU-000123: what a buyer types on /quickOrder'),
  price: z.number().int().describe('fen'),
  oriPrice: z.number().int().describe('fen'),
  stock: z.number().int(),
  pic: z.string(),
  specs: z.array(skuSpecPair).describe('one value per spec axis, in axis order'),
});
export type SkuItem = z.infer<typeof skuItem>;
export const specAxis = z.object({ name: z.string(), values: z.array(z.string()) });
export type SpecAxis = z.infer<typeof specAxis>;

export const categoryCrumb = z.object({ categoryId: z.number(), categoryName: z.string(), grade: z.number() });
export type CategoryCrumb = z.infer<typeof categoryCrumb>;

export const prodDetail = z.object({
  prodId: z.number(),
  prodName: z.string(),
  brief: z.string().describe('selling points'),
  content: z.string().describe('sanitized HTML'),
  images: z.array(z.string()),
  price: z.number().int().describe('fen, lowest SKU'),
  oriPrice: z.number().int(),
  totalStock: z.number().int(),
  soldNum: z.number().int(),
  goodsType: z.number().int().describe('0 physical, 1 virtual'),
  weight: z.number().int().describe('grams of the lightest SKU'),
  putawayTime: z.string(),
  categoryPath: z.array(categoryCrumb),
  specAxes: z.array(specAxis),
  skus: z.array(skuItem),
  shop: shopCard,
});
export type ProdDetail = z.infer<typeof prodDetail>;

export const prodIdQuery = z.object({ prodId: idQuery });
export const shopIdQuery = z.object({ shopId: idQuery });

// ---- favourites ----
export const prodIdBody = z.object({ prodId: idQuery });
export const prodIdsBody = z.object({ prodIds: z.array(idSchema).min(1).max(100) });
export const shopIdBody = z.object({ shopId: idQuery });
export const shopIdsBody = z.object({ shopIds: z.array(idSchema).min(1).max(100) });
export const collectState = z.object({ collected: z.boolean(), collectCount: z.number().int() });
export type CollectState = z.infer<typeof collectState>;

export const collectedProd = productCard.extend({ collectTime: z.string(), onSale: z.boolean() });
export type CollectedProd = z.infer<typeof collectedProd>;
export const collectedProdPage = paged(collectedProd);
export const collectedShop = shopCard.extend({ collectTime: z.string(), open: z.boolean() });
export type CollectedShop = z.infer<typeof collectedShop>;
export const collectedShopPage = paged(collectedShop);

// ---- footprint (POST /p/user/recentBrowse is form encoded per SPEC §7; JSON works too) ----
export const recentBrowseBody = z.object({ prodId: idQuery });
export const footprintItem = productCard.extend({
  footprintId: z.number(),
  browseTime: z.string(),
  day: z.string().describe('YYYY-MM-DD of the view, China time'),
  onSale: z.boolean(),
});
export type FootprintItem = z.infer<typeof footprintItem>;
export const footprintPage = paged(footprintItem);
export const footprintDeleteBody = z.object({
  ids: z.array(idSchema).max(200).optional().describe('footprint ids; absent with all = true'),
  all: z.boolean().optional(),
});
export const removedAnswer = z.object({ removed: z.number().int() });
