// Points and daily sign-in of the user centre (uc-integral) and the operator's sign-in cycle. Thin: schema in,
// service call, answer out.
import { okAnswer, paged, pointsCheckoutRulesBody, pointsInfo, pointsRecord, pointsRecordsQuery, signInCalendar, signInCalendarQuery, signInResult, signInRewardsBody } from '@mall/shared';
import { requireOperator, requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { MemberService } from './service';

const pts = { security: [{ token: [] }], tags: ['points'] };

export async function registerMemberRoutes(app: ZodApp, member: MemberService) {
  app.get('/p/points/info', {
    schema: { ...pts, summary: 'The caller\'s points: balance, soon to expire (30 days), today\'s sign-in and the streak', response: { 200: pointsInfo } },
  }, (req) => member.info(requireUser(req).userId));

  app.get('/p/points/records', {
    schema: { ...pts, summary: 'The caller\'s points records (earned, spent, expired, refunded, reclaimed), newest first, paged', querystring: pointsRecordsQuery, response: { 200: paged(pointsRecord) } },
  }, (req) => member.ledger.records(requireUser(req).userId, req.query));

  app.post('/p/points/signIn', {
    schema: { ...pts, summary: 'Daily sign-in (once per China calendar day): the points of the streak\'s day', response: { 200: signInResult } },
  }, (req) => member.signIn.signIn(requireUser(req).userId));

  app.get('/p/points/signInCalendar', {
    schema: { ...pts, summary: 'The caller\'s signed days of a month (YYYY-MM, China time)', querystring: signInCalendarQuery, response: { 200: signInCalendar } },
  }, (req) => member.signIn.calendar(requireUser(req).userId, req.query.month));

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => {
      requireOperator(req);
    });
    const s = scope as ZodApp;
    const ap = { ...pts, tags: ['console: platform'] };
    s.get('/p/admin/points/signInRewards', {
      schema: { ...ap, summary: 'The points of day 1..7 of the sign-in cycle', response: { 200: signInRewardsBody } },
    }, async () => ({ rewards: await member.signIn.rewards() }));
    s.put('/p/admin/points/signInRewards', {
      schema: { ...ap, summary: 'Sets the points of day 1..7 of the sign-in cycle', body: signInRewardsBody, response: { 200: okAnswer } },
    }, async (req) => {
      await member.signIn.setRewards(req.body.rewards);
      return { ok: true as const };
    });
    s.get('/p/admin/points/checkoutRules', {
      schema: { ...ap, summary: 'Points at checkout (points worth a yuan, the most share of the goods) and earned by completed orders (one point per N yuan)', response: { 200: pointsCheckoutRulesBody } },
    }, () => member.orderPoints.rules());
    s.put('/p/admin/points/checkoutRules', {
      schema: { ...ap, summary: 'Sets the points rules of checkout and completed orders', body: pointsCheckoutRulesBody, response: { 200: okAnswer } },
    }, async (req) => {
      await member.orderPoints.setRules(req.body);
      return { ok: true as const };
    });
  });
}
