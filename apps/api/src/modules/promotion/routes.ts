// Coupon calls: the coupon center (public, and under /p/ with the caller's claim state), claims and the
// buyer's coupons (token), and the console's /p/admin/coupons (operators: any coupon; shop owners: their shop's).
import { z } from 'zod';
import {
  adminCoupon, claimAnswer, claimBody, couponCard, couponCenterQuery, createCouponBody, myCouponCounts, myCouponsQuery, paged, pageQuery, userCoupon, idQuery,
} from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { ConsoleScope } from './console-scope';
import type { PromotionService } from './service';

const p = { security: [{ token: [] }] };
const tags = ['coupon'];

export function registerCouponRoutes(app: ZodApp, promo: PromotionService, scope: ConsoleScope) {
  const { coupons, userCoupons } = promo;
  const center = { tags, querystring: couponCenterQuery, response: { 200: paged(couponCard) } };
  app.get('/coupon/center', { schema: { ...center, summary: 'Coupon center: coupons on offer with remaining quantity (shopId: one shop; prodId: coupons usable on a product)' } },
    (req) => coupons.center(null, req.query, req.lang));
  app.get('/p/coupon/center', { schema: { ...p, ...center, summary: 'The coupon center with the caller\'s claim state (claimedByMe, state)' } },
    (req) => coupons.center(requireUser(req).userId, req.query, req.lang));
  const usable = { withPlatform: true };
  app.get('/coupon/usable', { schema: { ...center, summary: 'Claimable coupons usable on a product (prodId) or in a shop (shopId: its own and the platform-wide ones)' } },
    (req) => coupons.center(null, req.query, req.lang, usable));
  app.get('/p/coupon/usable', { schema: { ...p, ...center, summary: 'Claimable coupons usable on a product or in a shop, with the caller\'s claim state' } },
    (req) => coupons.center(requireUser(req).userId, req.query, req.lang, usable));

  app.post('/p/coupon/claim', { schema: { ...p, tags, summary: 'Claims a coupon (never more than its total or the per-user limit, even under a crowd)', body: claimBody, response: { 200: claimAnswer } } },
    (req) => userCoupons.claim(requireUser(req).userId, req.body.couponId));
  app.get('/p/coupon/my', {
    schema: { ...p, tags, summary: 'uc-coupons: the caller\'s coupons of a tab (status 0 not used, 1 used, 2 expired) and the tab counts', querystring: myCouponsQuery, response: { 200: paged(userCoupon).extend({ counts: myCouponCounts }) } },
  }, (req) => userCoupons.mine(requireUser(req).userId, req.query, req.lang));
  app.get('/p/coupon/my/:userCouponId', {
    schema: { ...p, tags, summary: 'One of the caller\'s coupons (another user\'s: 404)', params: z.object({ userCouponId: idQuery }), response: { 200: userCoupon } },
  }, (req) => userCoupons.one(requireUser(req).userId, req.params.userCouponId, req.lang));

  app.post('/p/admin/coupons', { schema: { ...p, tags: ['console'], summary: 'Creates a coupon (operators: any scope; shop owners: their shop\'s coupons)', body: createCouponBody, response: { 200: adminCoupon } } },
    async (req) => {
      const user = requireUser(req);
      const shopId = await scope(req);
      const row = await coupons.createCoupon(req.body, { userId: user.userId, shopId });
      return (await coupons.adminList(null, 1, 1, req.lang, row.id)).records[0]!;
    });
  app.get('/p/admin/coupons', { schema: { ...p, tags: ['console'], summary: 'Coupons of the console (operators: all; shop owners: their shop\'s)', querystring: pageQuery, response: { 200: paged(adminCoupon) } } },
    async (req) => {
      return coupons.adminList(await scope(req), req.query.current, req.query.size, req.lang);
    });
}
