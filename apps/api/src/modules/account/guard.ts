// The token guard (SPEC §6): on /p/ paths (under /shop-api and the /shop-user, /shop-coupon,
// /shop-delivery roots) a valid token is required and becomes `req.auth`; on the register/bind path
// it is read when present; everywhere else a token is never anyone's identity.
// The decision uses the matched route pattern, so encoded or doubled slashes cannot slip past it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_OPTIONAL, tokenOf, tokenRequired, type AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { TokenStore } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls a crowd makes many times a second that find the token in the shared cache of tokens verified in the last
 * minute (tokens.ts; Redis with REDIS_URL, revocations seen at once by every process): the flash sale's buy attempts
 * and the page's polling (decision 013), so a crowd whose buyers opened the page reaches no session row.
 */
const SHARED_CACHE = new Set(['/shop-api/p/seckill/buy', '/shop-api/p/seckill/reservation']);

async function verifyRequest(req: FastifyRequest, tokens: TokenStore): Promise<AuthUser | null> {
  const presented = tokenOf(req);
  if (!presented) return null;
  // a cookie rides along with cross-site form posts: a state change from another site needs the header
  if (presented.from === 'cookie' && !SAFE_METHODS.has(req.method) && req.headers['sec-fetch-site'] === 'cross-site') return null;
  return tokens.verify(presented.token, SHARED_CACHE.has(req.routeOptions.url ?? '') ? { shared: true } : {});
}

export function registerAuthGuard(app: FastifyInstance, tokens: TokenStore) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    const route = req.routeOptions.url;
    if (!route) return;
    if (tokenRequired(route)) {
      req.auth = await verifyRequest(req, tokens);
      if (!req.auth) throw new AppError('error.unauthorized', 401, undefined, 'UNAUTHORIZED');
    } else if (TOKEN_OPTIONAL.has(route)) {
      req.auth = await verifyRequest(req, tokens);
    }
  });
}
