import { z } from 'zod';
import { analyticsOverview, analyticsRangeQuery, flowLogBody } from '@mall/shared';
import { requireOperator } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import type { RouteContext } from '../../platform/module';
import type { AnalyticsService } from './service';

export function registerAnalyticsRoutes(app: ZodApp, analytics: AnalyticsService, ctx: RouteContext) {
  app.post('/flowAnalysisLog', {
    schema: { tags: ['analytics'], summary: 'Anonymous usage log of a page view or click (queued, written in batches)', body: flowLogBody, response: { 200: z.object({ ok: z.literal(true) }) } },
  }, async (req) => {
    analytics.record(req.body, { userId: null, ip: req.ip, lang: req.lang });
    return { ok: true as const };
  });

  app.get('/p/admin/analytics/overview', {
    schema: { tags: ['console'], summary: 'Platform usage figures over a Beijing date range: PV/UV by day, sessions, new and returning visitors, top pages and products, funnel, languages', querystring: analyticsRangeQuery, response: { 200: analyticsOverview } },
  }, async (req) => {
    requireOperator(req);
    return analytics.overview(null, req.query, req.lang);
  });

  app.get('/p/seller/analytics/overview', {
    schema: { tags: ['seller'], summary: 'The same figures for the caller\'s own shop (seller centre, store session needed)', querystring: analyticsRangeQuery, response: { 200: analyticsOverview } },
  }, async (req) => {
    // an owner of an open shop inside the seller centre; an operator has no shop here (403 like any /p/seller route)
    const shopId = await ctx.consoleScope(req);
    if (shopId === null) throw new AppError('admin.forbidden', 403, undefined, 'FORBIDDEN');
    return analytics.overview(shopId, req.query, req.lang);
  });
}
