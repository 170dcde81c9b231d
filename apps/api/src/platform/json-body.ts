// JSON request bodies: an empty body (a PUT or DELETE with a JSON content type and nothing to say) is no body
// at all rather than an error; anything else must be valid JSON, parsed safely against prototype poisoning.
import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError } from './errors';

export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('error.badJson', 400, undefined, 'BAD_JSON'), undefined);
    }
  });
}
