// Sessions: an opaque random token goes to the client, only its sha-256 is stored.
// Lifetime: 30 days sliding — each use moves the expiry to 30 days ahead (written at most once a day);
// revoked by logout, password change or reset, and "log out everywhere".
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Counters } from '../../platform/counters';
import { newToken, sha256 } from './passwords';

const { userSession, appUser } = schema;

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SLIDE_EVERY_MS = 24 * 60 * 60 * 1000;
/** How long a verified token is kept in the shared cache (the flash-sale calls: guard.ts). */
export const SHARED_TOKEN_TTL_MS = 60_000;
/** what a revocation writes over a token's cache entry (the lean buy's Lua step reads it too: queue.ts BUY_AS) */
const REVOKED = 'x';
const cacheKey = (hash: string) => `sess:${hash}`;
/** The shared cache's key of a token (its entry: `userId:sessionId:role`, or REVOKED); read in one Lua step by the lean buy. */
export const sharedTokenKey = (token: string): string => cacheKey(sha256(token));

/**
 * `shared`: the counters (Redis with REDIS_URL, shared by every process; in process otherwise) where the few calls a
 * crowd makes many times a second (the flash sale's buy and polling, guard.ts) find tokens verified in the last
 * minute without reading the session row. A revocation writes a tombstone over the entry at once (every process sees
 * it); a fill is only ever added where no entry is (SET NX), so a check that read the row just before a revocation
 * cannot put the revoked token back.
 */
export function createTokenStore(db: Db, clock: Clock, shared?: Counters) {
  /** Other sessions of a user that end with all of its tokens (the seller centre's store sessions). */
  const alsoEnd: ((userId: number) => Promise<unknown>)[] = [];
  const tombstone = async (hashes: string[]) => {
    if (shared) for (const h of hashes) await shared.set(cacheKey(h), SHARED_TOKEN_TTL_MS, REVOKED);
  };
  return {
    /** Registers sessions of another module to end whenever every token of a user is revoked. */
    onRevokeAll(end: (userId: number) => Promise<unknown>): void {
      alsoEnd.push(end);
    },

    async issue(userId: number, meta: { ip?: string; userAgent?: string } = {}): Promise<{ accessToken: string; expiresIn: number }> {
      const accessToken = newToken();
      const now = clock.now();
      await db.insert(userSession).values({
        userId,
        tokenHash: sha256(accessToken),
        createdAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return { accessToken, expiresIn: TOKEN_TTL_MS / 1000 };
    },

    /** The user of a live token, sliding its expiry forward; null when unknown, expired or revoked. */
    async verify(token: string, opts: { shared?: boolean } = {}): Promise<AuthUser | null> {
      if (!token || token.length > 200) return null;
      const now = clock.now();
      const hash = sha256(token);
      const cache = opts.shared ? shared : undefined;
      if (cache) {
        const hit = await cache.get(cacheKey(hash));
        if (hit === REVOKED) return null;
        if (hit) {
          const [userId, sessionId, role] = hit.split(':');
          return { userId: Number(userId), sessionId: Number(sessionId), role: role === 'admin' ? 'admin' : 'buyer' };
        }
      }
      const [row] = await db
        .select({ sessionId: userSession.id, userId: userSession.userId, expiresAt: userSession.expiresAt, role: appUser.role })
        .from(userSession)
        .innerJoin(appUser, eq(appUser.id, userSession.userId))
        .where(and(eq(userSession.tokenHash, hash), isNull(userSession.revokedAt), gt(userSession.expiresAt, now)));
      if (!row) return null;
      const slid = new Date(now.getTime() + TOKEN_TTL_MS);
      if (slid.getTime() - row.expiresAt.getTime() >= SLIDE_EVERY_MS) {
        await db
          .update(userSession)
          .set({ expiresAt: slid })
          .where(and(eq(userSession.id, row.sessionId), isNull(userSession.revokedAt), lt(userSession.expiresAt, slid)));
      }
      const user: AuthUser = { userId: row.userId, sessionId: row.sessionId, role: row.role === 'admin' ? 'admin' : 'buyer' };
      const keep = Math.min(SHARED_TOKEN_TTL_MS, row.expiresAt.getTime() - now.getTime());
      if (cache && keep > 0) await cache.setIfAbsent(cacheKey(hash), keep, `${user.userId}:${user.sessionId}:${user.role}`);
      return user;
    },

    /** Revokes the one token presented (logout). Unknown tokens are ignored. */
    async revoke(token: string): Promise<void> {
      if (!token || token.length > 200) return;
      await tombstone([sha256(token)]);
      await db
        .update(userSession)
        .set({ revokedAt: clock.now() })
        .where(and(eq(userSession.tokenHash, sha256(token)), isNull(userSession.revokedAt)));
    },

    async revokeSession(sessionId: number): Promise<void> {
      const rows = await db.update(userSession).set({ revokedAt: clock.now() }).where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt)))
        .returning({ hash: userSession.tokenHash });
      await tombstone(rows.map((r) => r.hash));
    },

    /** Revokes every token of a user (password change or reset, log out everywhere), and the sessions registered with onRevokeAll. */
    async revokeAll(userId: number): Promise<number> {
      const rows = await db
        .update(userSession)
        .set({ revokedAt: clock.now() })
        .where(and(eq(userSession.userId, userId), isNull(userSession.revokedAt)))
        .returning({ id: userSession.id, hash: userSession.tokenHash });
      await tombstone(rows.map((r) => r.hash));
      for (const end of alsoEnd) await end(userId);
      return rows.length;
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
