import { z } from 'zod';
import { idParam, pageQuery, paged, prodDetail, prodIdQuery, prodIdsQuery, productCard, sitemapIds, sitemapIdsQuery, zoneInfo } from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import type { CatalogService } from './service';

const tags = ['catalog'];
const sizeQuery = z.object({ size: z.coerce.number().int().min(1).max(50).default(10) });

export function registerCatalogRoutes(app: ZodApp, catalog: CatalogService) {
  app.get('/prod/lastedProdPage', { schema: { tags, summary: 'Newest products on shelf', querystring: pageQuery, response: { 200: paged(productCard) } } },
    (req) => catalog.latest(req.query.current, req.query.size, req.lang));

  app.get('/prod/hotSaleProds', { schema: { tags, summary: 'Best sellers', querystring: sizeQuery, response: { 200: z.array(productCard) } } },
    (req) => catalog.hotSale(req.query.size, req.lang));

  app.get('/prod/prodInfo', {
    schema: { tags, summary: 'Product page: SKUs, spec axes, shop card, sanitized description. 404 when missing or not on sale', querystring: prodIdQuery, response: { 200: prodDetail } },
  }, (req) => catalog.detail(req.query.prodId, req.lang));

  app.get('/prod/listByIds', {
    schema: { tags, summary: 'Cards of up to 100 products on sale, in the order asked (comma-separated ids)', querystring: prodIdsQuery, response: { 200: z.array(productCard) } },
  }, (req) => catalog.cardsByIds(req.query.prodIds, req.lang));

  app.get('/prod/sitemapIds', {
    schema: { tags, summary: 'Sitemaps: ids of the products on sale (on shelf, shop open), ascending, paged (at most 25,000 a page)', querystring: sitemapIdsQuery, response: { 200: sitemapIds } },
  }, (req) => catalog.sitemapIds(req.query.current, req.query.size));

  app.get('/zone/info/:id', {
    schema: { tags: ['zone'], summary: 'A zone (topic page): its parts in order and the products they show', params: idParam, response: { 200: zoneInfo } },
  }, (req) => catalog.zone(req.params.id, req.lang));
}
