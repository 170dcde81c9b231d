// The platform console's shops list (/p/admin/shops, operators only): every shop, seeded or opened by an
// approved application, with its status; what an operator does to one is POST /p/admin/shop/:id/status.
import { z } from 'zod';
import { pageQuery, paged } from './common';

export const adminShopsQuery = pageQuery.extend({
  keyword: z.string().max(50).optional().describe('part of the shop name (zh or en)'),
  status: z.coerce.number().int().min(-1).max(9).optional().describe('SHOP_STATUS; all when absent'),
});
export const adminShop = z.object({
  shopId: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  ownerId: z.number().nullable(),
  shopType: z.number().describe('1 self-operated, 2 general'),
  shopStatus: z.number(),
  tel: z.string(),
  region: z.string(),
  createdAt: z.string(),
});
export type AdminShop = z.infer<typeof adminShop>;
export const adminShopPage = paged(adminShop);
