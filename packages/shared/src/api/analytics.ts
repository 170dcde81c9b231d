// Usage analytics of the consoles (issue 18): the platform's (/p/admin/analytics/...) and a shop's own
// (/p/seller/analytics/...). Days are Beijing dates (YYYY-MM-DD); a range is at most 92 days.
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('a Beijing date, YYYY-MM-DD');
export const analyticsRangeQuery = z.object({ from: day.optional().describe('default: 6 days before to'), to: day.optional().describe('default: today') });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuery>;

export const FUNNEL_STEPS = ['list', 'detail', 'cart', 'order', 'pay'] as const;
export const analyticsOverview = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), pv: z.number().int(), uv: z.number().int() })),
  totals: z.object({ pv: z.number().int(), uv: z.number().int(), sessions: z.number().int(), pagesPerSession: z.number(), newVisitors: z.number().int(), returningVisitors: z.number().int() }),
  topPages: z.array(z.object({ pageId: z.number().int(), pv: z.number().int(), uv: z.number().int() })),
  topProducts: z.array(z.object({ prodId: z.number().int(), prodName: z.string(), views: z.number().int(), visitors: z.number().int() })),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), visitors: z.number().int(), rate: z.number().describe('percent of the step before (the first: 100)'), overall: z.number().describe('percent of the first step') })),
  languages: z.array(z.object({ lang: z.string(), pv: z.number().int(), uv: z.number().int() })),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverview>;
