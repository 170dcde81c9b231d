import { z } from 'zod';
import { flowLogBody } from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import type { AnalyticsService } from './service';

export function registerAnalyticsRoutes(app: ZodApp, analytics: AnalyticsService) {
  app.post('/flowAnalysisLog', {
    schema: { tags: ['analytics'], summary: 'Anonymous usage log of a page view', body: flowLogBody, response: { 200: z.object({ ok: z.literal(true) }) } },
  }, async (req) => {
    await analytics.record(req.body, { userId: null, ip: req.ip });
    return { ok: true as const };
  });
}
