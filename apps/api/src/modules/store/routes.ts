import { z } from 'zod';
import { shopCard, shopHead, shopIdQuery } from '@mall/shared';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import type { StoreService } from './service';

export function registerStoreRoutes(app: ZodApp, store: StoreService, countProducts: (shopIds: number[]) => Promise<Map<number, number>>) {
  app.get('/shop/recommendShops', {
    schema: { tags: ['store'], summary: 'Recommended open stores', querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(6) }), response: { 200: z.array(shopCard) } },
  }, (req) => store.recommended(req.query.size, req.lang, countProducts));

  app.get('/shop/headInfo', {
    schema: {
      tags: ['store'],
      summary: 'Shop home header. shopStatus 1 open; any other status answers only name and status (the page shows a warning). 404 when there is no such shop',
      querystring: shopIdQuery,
      response: { 200: shopHead },
    },
  }, async (req) => {
    const head = await store.head(req.query.shopId, req.lang, countProducts);
    if (!head) throw notFound('shop.notFound');
    return head;
  });
}
