import { z } from 'zod';
import { categoryNode, prodSearchPage, prodSearchQuery, shopIdQuery, shopSearchPage, shopSearchQuery } from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import type { SearchService } from './service';

const tags = ['search'];

export function registerSearchRoutes(app: ZodApp, search: SearchService) {
  app.get('/search/prodPage', {
    schema: {
      tags,
      summary: 'Product list and search: name (any part, zh/en, typo-tolerant), category of any level, shop, price (fen), self-operated, in stock; 5 sorts',
      querystring: prodSearchQuery,
      response: { 200: prodSearchPage },
    },
  }, (req) => search.products(req.query, req.lang, req.ip));

  app.get('/search/shopPage', {
    schema: { tags, summary: 'Open shops whose name contains shopName', querystring: shopSearchQuery, response: { 200: shopSearchPage } },
  }, (req) => search.shops(req.query.shopName, req.query.current, req.query.size, req.lang));

  app.get('/shop/categories', {
    schema: { tags: ['store'], summary: 'Categories an open shop sells in (pruned category tree)', querystring: shopIdQuery, response: { 200: z.array(categoryNode) } },
  }, (req) => search.shopCategories(req.query.shopId, req.lang));
}
