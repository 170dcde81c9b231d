import { z } from 'zod';
import { shopCard } from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import type { StoreService } from './service';

export function registerStoreRoutes(app: ZodApp, store: StoreService, countProducts: (shopIds: number[]) => Promise<Map<number, number>>) {
  app.get('/shop/recommendShops', {
    schema: { tags: ['store'], summary: 'Recommended open stores', querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(6) }), response: { 200: z.array(shopCard) } },
  }, (req) => store.recommended(req.query.size, req.lang, countProducts));
}
