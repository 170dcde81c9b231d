// Who is calling. The account module's guard (modules/account/guard.ts) sets `req.auth` on the
// paths that take a token (SPEC §6); every handler of those paths reads it through requireUser().
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface AuthUser {
  userId: number;
  sessionId: number;
  role: 'buyer' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set only on token paths, from a valid token; null otherwise */
    auth: AuthUser | null;
  }
}

/** Route patterns on which a token is the caller's identity (and required). */
const TOKEN_REQUIRED = [/^\/shop-api\/p\//, /^\/shop-user\/p\//, /^\/shop-coupon\/p\//, /^\/shop-delivery\/p\//];
/** Paths that read a token when there is one but serve anonymous callers too. */
export const TOKEN_OPTIONAL = new Set(['/shop-api/user/registerOrBindUser']);

export const tokenRequired = (routeUrl: string): boolean => TOKEN_REQUIRED.some((re) => re.test(routeUrl));

/** The token of a request: `Authorization` (raw or `Bearer `) first, then the `token` cookie. */
export function tokenOf(req: FastifyRequest): { token: string; from: 'header' | 'cookie' } | null {
  const header = req.headers.authorization?.trim();
  if (header) return { token: header.replace(/^Bearer\s+/i, '').trim(), from: 'header' };
  const cookie = req.cookies?.token?.trim();
  if (cookie) return { token: cookie, from: 'cookie' };
  return null;
}

/** The verified caller of a token path; 401 when there is none. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.auth) throw new AppError('error.unauthorized', 401, undefined, 'UNAUTHORIZED');
  return req.auth;
}

/** A platform operator (role admin): 401 without a token, 403 (admin.forbidden) for anyone else.
 *  Every /p/admin route that is for operators only goes through this. */
export function requireOperator(req: FastifyRequest): AuthUser {
  const user = requireUser(req);
  if (user.role !== 'admin') throw new AppError('admin.forbidden', 403, undefined, 'FORBIDDEN');
  return user;
}
