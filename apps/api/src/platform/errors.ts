// The error contract (ARCHITECTURE §4): refused business rules answer 400 { code, message }
// with the message localized; unknown paths 404 JSON, a known path with another method 405 JSON; faults 500 with
// the 'small hiccup' text.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import FindMyWay from 'find-my-way';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate, type MessageKey } from '@mall/shared';

/** An expected business failure: carries a stable code and a message key of the catalogue. */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: number = 400,
    readonly params?: Record<string, string | number>,
    readonly code: string = key.replace(/[.]/g, '_').toUpperCase(),
  ) {
    super(key);
  }
}

export const notFound = (key: MessageKey) => new AppError(key, 404);

function send(reply: FastifyReply, req: FastifyRequest, status: number, key: MessageKey, params?: Record<string, string | number>, code?: string) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ code: code ?? key.replace(/[.]/g, '_').toUpperCase(), message: translate(key, req.lang, params) });
}

function describeZodIssues(err: FastifyError): string {
  const issues = (err as unknown as { validation: { instancePath?: string; message?: string }[] }).validation ?? [];
  return issues
    .map((i) => `${(i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '(body)'}: ${i.message ?? ''}`)
    .join('; ');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      // a refusal is no fault; a 5xx one (a store out of reach, ...) is logged with what caused it
      if (err.status >= 500) req.log.error({ err: err.cause ?? err }, err.key);
      return send(reply, req, err.status, err.key, err.params, err.code);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return send(reply, req, 400, 'error.validation', { detail: describeZodIssues(err) }, 'VALIDATION');
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, req, 400, 'error.badJson', undefined, 'BAD_JSON');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, req, 415, 'error.unsupported', undefined, 'UNSUPPORTED_MEDIA_TYPE');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, req, 413, 'error.tooLarge', undefined, 'TOO_LARGE');
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      if (err.statusCode === 405) return send(reply, req, 405, 'error.methodNotAllowed', undefined, 'METHOD_NOT_ALLOWED');
      return send(reply, req, err.statusCode, 'error.badRequest', undefined, 'BAD_REQUEST');
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, req, 500, 'error.server', undefined, 'SERVER_ERROR');
  });
}

export type ApiFallback = (req: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * The answer for API calls no route takes: 405 with `Allow` when the path exists under other methods, else 404,
 * both JSON. Every route under `prefix` is indexed by path as it is added (a router of its own, fastify's
 * find-my-way, since fastify's answers only "no route for this method"), so call this before the routes are
 * registered. The same handler answers /shop-api paths that the storefront's catch-all would otherwise take.
 */
export function registerApiFallback(app: FastifyInstance, prefix = '/shop-api'): ApiFallback {
  const index = FindMyWay({ ignoreTrailingSlash: true });
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.url !== prefix && !route.url.startsWith(`${prefix}/`)) return;
    for (const method of [route.method].flat() as HTTPMethods[]) {
      if (index.hasRoute(method as FindMyWay.HTTPMethod, route.url)) continue;
      try {
        index.on(method as FindMyWay.HTTPMethod, route.url, () => {});
        methods.add(method);
      } catch {
        /* a method find-my-way does not know: never 405 for it */
      }
    }
  });
  return (req, reply) => {
    const path = req.url.split('?')[0]!;
    const allowed = [...methods].filter((m) => index.find(m as FindMyWay.HTTPMethod, path) !== null);
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      return send(reply.header('Allow', allowed.join(', ')), req, 405, 'error.methodNotAllowed', undefined, 'METHOD_NOT_ALLOWED');
    }
    return send(reply, req, 404, 'error.notFound', undefined, 'NOT_FOUND');
  };
}

/** Is this request for the API (its answers are JSON, never a storefront page)? */
export const isApiPath = (url: string, prefix = '/shop-api') => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
