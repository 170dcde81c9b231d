// The error contract (ARCHITECTURE §4): refused business rules answer 400 { code, message }
// with the message localized; unknown paths 404 JSON; faults 500 with the 'small hiccup' text.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    if (err instanceof AppError) return send(reply, req, err.status, err.key, err.params, err.code);
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

/** 404 JSON for unknown API paths (registered inside the API prefix). */
export function apiNotFoundHandler(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, req, 404, 'error.notFound', undefined, 'NOT_FOUND');
}
