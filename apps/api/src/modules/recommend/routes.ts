// Guess you like's route: the shared contract in, the service's guess out.
import { guessAnswer, guessQuery } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { RecommendService } from './service';

export function registerRecommendRoutes(app: ZodApp, service: RecommendService): void {
  app.get('/p/user/guessYouLike', {
    schema: {
      tags: ['recommend'],
      summary: 'Guess you like: best sellers in the categories the caller viewed or kept (not those products), filled with the best sellers',
      querystring: guessQuery,
      response: { 200: guessAnswer },
    },
  }, (req) => service.guess(requireUser(req).userId, req.query.size, req.lang));
}
