// JSON request bodies: an empty body (a PUT or DELETE with a JSON content type and nothing to say) is no body
// at all rather than an error; anything else must be valid JSON, parsed safely against prototype poisoning.
// No API input may hold a NUL character (PostgreSQL text cannot store it): one check of every string of the query,
// the path parameters and the parsed body refuses it with 400 VALIDATION before any route sees it.
import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError } from './errors';

/** The path of the first string (or key) holding a NUL, or null. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || '(value)' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (k.includes('\0')) return at;
    const found = nulPath(v, at, depth + 1);
    if (found) return found;
  }
  return null;
}

const nulRefused = (where: string) => new AppError('error.validation', 400, { detail: `${where}: NUL characters are not allowed` }, 'VALIDATION');

export function registerJsonBody(app: FastifyInstance, opts: { prefix?: string } = { prefix: '/shop-api/' }) {
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
  app.addHook('preValidation', async (req) => {
    if (opts.prefix && !req.url.startsWith(opts.prefix)) return;
    for (const [name, value] of [['query', req.query], ['params', req.params], ['body', req.body]] as const) {
      const at = nulPath(value);
      if (at) throw nulRefused(`${name}.${at}`);
    }
  });
}
