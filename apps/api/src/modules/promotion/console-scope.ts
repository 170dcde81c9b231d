// Who may set up promotions in the console: operators act for the whole mall (null); a shop owner only for their
// own open shop, and only inside the seller centre, i.e. with a live store session (X-Store-Token) opened by the
// store password, like every /p/seller route. Anyone else is refused (403).
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { storeTokenOf } from '../seller/guard';
import type { StoreSessions } from '../seller/session';
import type { StoreService } from '../store/service';

/** The shop a console caller sets promotions up for: null for an operator (any shop). */
export type ConsoleScope = (req: FastifyRequest) => Promise<number | null>;

const forbidden = () => new AppError('admin.forbidden', 403, undefined, 'FORBIDDEN');

export function createConsoleScope(store: Pick<StoreService, 'shopOf'>, sessions: Pick<StoreSessions, 'shopOf'>): ConsoleScope {
  return async (req) => {
    const { userId, role } = requireUser(req);
    if (role === 'admin') return null;
    const own = await store.shopOf(userId);
    if (own.shopId === null || own.shopStatus !== 1) throw forbidden();
    // 403 seller.sessionRequired without a live store session of this user
    const sessionShop = await sessions.shopOf(userId, storeTokenOf(req));
    if (sessionShop !== own.shopId) throw forbidden();
    return own.shopId;
  };
}
