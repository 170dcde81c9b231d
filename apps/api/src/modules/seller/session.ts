// Store sessions of the seller centre: the store password (checked by the store module, with its attempt limit)
// opens a 2-hour session whose random token the console sends as X-Store-Token; only its SHA-256 is stored.
// Every /p/seller call needs the login token and a live store session of the same user (decision 012).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { SHOP_STATUS, STORE_SESSION_MS } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { StoreService } from '../store/service';

const { storeSession } = schema;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const sessionRequired = () => new AppError('seller.sessionRequired', 403, undefined, 'STORE_SESSION_REQUIRED');
const shopClosed = () => new AppError('seller.shopClosed', 403, undefined, 'SHOP_CLOSED');
/** A shop the platform took offline or suspended has no seller centre (a not-yet-open shop may prepare its goods). */
const CLOSED = new Set<number>([SHOP_STATUS.offline, SHOP_STATUS.suspended]);

export function createStoreSessions(db: Db, deps: { clock: Clock; store: StoreService }) {
  const { clock, store } = deps;

  /** Refuses while the user's shop is offline or suspended, read on every call so the platform's action is immediate. */
  async function assertWorking(userId: number, shopId: number): Promise<void> {
    const own = await store.shopOf(userId);
    if (own.shopId !== shopId) throw sessionRequired();
    if (CLOSED.has(own.shopStatus)) throw shopClosed();
  }

  return {
    /** Checks the store password and opens a session; answers its token (shown once) and expiry. */
    async open(userId: number, password: string): Promise<{ storeToken: string; shopId: number; expiresAt: Date }> {
      const { shopId } = await store.verifyStorePassword(userId, password);
      await assertWorking(userId, shopId);
      const storeToken = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + STORE_SESSION_MS);
      await db.insert(storeSession).values({ tokenHash: hashOf(storeToken), userId, shopId, createdAt: now, expiresAt });
      return { storeToken, shopId, expiresAt };
    },

    /** The shop of a live session of this user; 403 seller.sessionRequired otherwise. */
    async shopOf(userId: number, token: string | undefined): Promise<number> {
      if (!token) throw sessionRequired();
      const [s] = await db
        .select({ shopId: storeSession.shopId })
        .from(storeSession)
        .where(and(eq(storeSession.tokenHash, hashOf(token)), eq(storeSession.userId, userId), isNull(storeSession.endedAt), gt(storeSession.expiresAt, clock.now())));
      if (!s) throw sessionRequired();
      await assertWorking(userId, s.shopId);
      return s.shopId;
    },

    /** Ends every live session of the user (log out everywhere, a new login password). */
    async endAll(userId: number): Promise<void> {
      await db.update(storeSession).set({ endedAt: clock.now() }).where(and(eq(storeSession.userId, userId), isNull(storeSession.endedAt)));
    },

    /** Ends the session (leaving the seller centre, logging out). */
    async end(userId: number, token: string | undefined): Promise<void> {
      if (!token) return;
      await db.update(storeSession).set({ endedAt: clock.now() })
        .where(and(eq(storeSession.tokenHash, hashOf(token)), eq(storeSession.userId, userId), isNull(storeSession.endedAt)));
    },
  };
}
export type StoreSessions = ReturnType<typeof createStoreSessions>;
