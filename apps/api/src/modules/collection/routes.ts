// Favourites: all under /p/ (a token is required; the caller only ever sees their own).
import {
  collectedProdPage, collectedShopPage, collectState, pageQuery, prodIdBody, prodIdQuery, prodIdsBody, removedAnswer,
  shopIdBody, shopIdQuery, shopIdsBody,
} from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { CollectionService } from './service';

const tags = ['collection'];

export function registerCollectionRoutes(app: ZodApp, svc: CollectionService) {
  app.get('/p/user/collection/prodStatus', { schema: { tags, summary: 'Whether the caller keeps the product, and how many users do', querystring: prodIdQuery, response: { 200: collectState } } },
    (req) => svc.prodState(requireUser(req).userId, req.query.prodId));

  app.post('/p/user/collection/prod', { schema: { tags, summary: 'Add a product on sale to the favourites (idempotent)', body: prodIdBody, response: { 200: collectState } } },
    (req) => svc.addProd(requireUser(req).userId, req.body.prodId));

  app.delete('/p/user/collection/prod', { schema: { tags, summary: 'Remove products from the favourites', body: prodIdsBody, response: { 200: removedAnswer } } },
    (req) => svc.removeProds(requireUser(req).userId, req.body.prodIds));

  app.get('/p/user/collection/prods', { schema: { tags, summary: 'Favourite products, newest first (onSale false once off shelf)', querystring: pageQuery, response: { 200: collectedProdPage } } },
    (req) => svc.prodPage(requireUser(req).userId, req.query.current, Math.min(req.query.size, 100), req.lang));

  app.get('/p/user/collection/shopStatus', { schema: { tags, summary: 'Whether the caller follows the shop, and its follower count', querystring: shopIdQuery, response: { 200: collectState } } },
    (req) => svc.shopState(requireUser(req).userId, req.query.shopId));

  app.post('/p/user/collection/shop', { schema: { tags, summary: 'Follow an open shop (idempotent)', body: shopIdBody, response: { 200: collectState } } },
    (req) => svc.followShop(requireUser(req).userId, req.body.shopId));

  app.delete('/p/user/collection/shop', { schema: { tags, summary: 'Unfollow shops', body: shopIdsBody, response: { 200: removedAnswer } } },
    (req) => svc.unfollowShops(requireUser(req).userId, req.body.shopIds));

  app.get('/p/user/collection/shops', { schema: { tags, summary: 'Followed shops, newest first', querystring: pageQuery, response: { 200: collectedShopPage } } },
    (req) => svc.shopPage(requireUser(req).userId, req.query.current, Math.min(req.query.size, 100), req.lang));
}
