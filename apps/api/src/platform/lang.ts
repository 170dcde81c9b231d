// Every request knows its language: Accept-Language picks zh (default) or en.
import type { FastifyInstance } from 'fastify';
import { langFromAcceptLanguage, type Lang } from '@mall/shared';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export function registerLang(app: FastifyInstance) {
  app.decorateRequest('lang', 'zh');
  // a callback hook, not an async one: no promise per request (every answer goes through it)
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = langFromAcceptLanguage(req.headers['accept-language']);
    done();
  });
}

/** Picks the column of the request's language from a zh/en pair. */
export const pick = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en || zh : zh);
