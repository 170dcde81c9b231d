import { z } from 'zod';
import { pageQuery, paged, productCard } from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import type { CatalogService } from './service';

const tags = ['catalog'];
const sizeQuery = z.object({ size: z.coerce.number().int().min(1).max(50).default(10) });

export function registerCatalogRoutes(app: ZodApp, catalog: CatalogService) {
  app.get('/prod/lastedProdPage', { schema: { tags, summary: 'Newest products on shelf', querystring: pageQuery, response: { 200: paged(productCard) } } },
    (req) => catalog.latest(req.query.current, req.query.size, req.lang));

  app.get('/prod/hotSaleProds', { schema: { tags, summary: 'Best sellers', querystring: sizeQuery, response: { 200: z.array(productCard) } } },
    (req) => catalog.hotSale(req.query.size, req.lang));
}
