// The seller routes' guard: a logged-in user (the account guard) with a live store session (X-Store-Token).
import type { FastifyRequest } from 'fastify';
import { STORE_TOKEN_HEADER } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { StoreSessions } from './session';

export type Seller = { userId: number; shopId: number };
const sellers = new WeakMap<FastifyRequest, Seller>();

export const storeTokenOf = (req: FastifyRequest): string | undefined => {
  const v = req.headers[STORE_TOKEN_HEADER];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

/** A preHandler: 401 without a login, 403 seller.sessionRequired without a live store session of the same user. */
export const sellerGuard = (sessions: StoreSessions) => async (req: FastifyRequest) => {
  const { userId } = requireUser(req);
  sellers.set(req, { userId, shopId: await sessions.shopOf(userId, storeTokenOf(req)) });
};

/** The caller of a guarded seller route. */
export function seller(req: FastifyRequest): Seller {
  const s = sellers.get(req);
  if (!s) throw new Error('seller route without the seller guard');
  return s;
}
