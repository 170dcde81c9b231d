// Product and shop cards as the home page and lists show them.
import { z } from 'zod';

export const productCard = z.object({
  prodId: z.number(),
  prodName: z.string(),
  brief: z.string(),
  pic: z.string(),
  price: z.number().int().describe('fen'),
  oriPrice: z.number().int().describe('fen'),
  soldNum: z.number().int(),
  shopId: z.number(),
  shopName: z.string(),
  selfOperated: z.boolean(),
  /** on pre-sale now (a pre-sale on and not ended): the card shows a pre-sale tag */
  presale: z.boolean().optional(),
});
export type ProductCard = z.infer<typeof productCard>;

export const shopCard = z.object({
  shopId: z.number(),
  shopName: z.string(),
  intro: z.string(),
  logo: z.string(),
  selfOperated: z.boolean(),
  collectCount: z.number().int(),
  prodCount: z.number().int(),
});
export type ShopCard = z.infer<typeof shopCard>;
