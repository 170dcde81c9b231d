// Sessions: an opaque random token goes to the client, only its sha-256 is stored.
// Lifetime: 30 days sliding — each use moves the expiry to 30 days ahead (written at most once a day);
// revoked by logout, password change or reset, and "log out everywhere".
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { newToken, sha256 } from './passwords';

const { userSession, appUser } = schema;

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SLIDE_EVERY_MS = 24 * 60 * 60 * 1000;

export function createTokenStore(db: Db, clock: Clock) {
  /** Other sessions of a user that end with all of its tokens (the seller centre's store sessions). */
  const alsoEnd: ((userId: number) => Promise<unknown>)[] = [];
  /**
   * Tokens verified lately, for the few calls that accept an answer up to `maxAgeMs` old (the flash-sale crowd's
   * buy attempts, guard.ts): a revocation in this process drops them at once, in another process after maxAgeMs.
   */
  const recent = new Map<string, { user: AuthUser; until: number }>();
  const forget = () => recent.clear();
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
    async verify(token: string, opts: { maxAgeMs?: number } = {}): Promise<AuthUser | null> {
      if (!token || token.length > 200) return null;
      const now = clock.now();
      const hash = opts.maxAgeMs ? sha256(token) : '';
      if (opts.maxAgeMs) {
        const hit = recent.get(hash);
        if (hit && hit.until > now.getTime()) return hit.user;
      }
      const [row] = await db
        .select({ sessionId: userSession.id, userId: userSession.userId, expiresAt: userSession.expiresAt, role: appUser.role })
        .from(userSession)
        .innerJoin(appUser, eq(appUser.id, userSession.userId))
        .where(and(eq(userSession.tokenHash, sha256(token)), isNull(userSession.revokedAt), gt(userSession.expiresAt, now)));
      if (!row) return null;
      const slid = new Date(now.getTime() + TOKEN_TTL_MS);
      if (slid.getTime() - row.expiresAt.getTime() >= SLIDE_EVERY_MS) {
        await db
          .update(userSession)
          .set({ expiresAt: slid })
          .where(and(eq(userSession.id, row.sessionId), isNull(userSession.revokedAt), lt(userSession.expiresAt, slid)));
      }
      const user: AuthUser = { userId: row.userId, sessionId: row.sessionId, role: row.role === 'admin' ? 'admin' : 'buyer' };
      if (opts.maxAgeMs) {
        if (recent.size >= 100_000) recent.clear();
        recent.set(hash, { user, until: now.getTime() + opts.maxAgeMs });
      }
      return user;
    },

    /** Revokes the one token presented (logout). Unknown tokens are ignored. */
    async revoke(token: string): Promise<void> {
      if (!token || token.length > 200) return;
      recent.delete(sha256(token));
      await db
        .update(userSession)
        .set({ revokedAt: clock.now() })
        .where(and(eq(userSession.tokenHash, sha256(token)), isNull(userSession.revokedAt)));
    },

    async revokeSession(sessionId: number): Promise<void> {
      forget();
      await db.update(userSession).set({ revokedAt: clock.now() }).where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt)));
    },

    /** Revokes every token of a user (password change or reset, log out everywhere), and the sessions registered with onRevokeAll. */
    async revokeAll(userId: number): Promise<number> {
      forget();
      const rows = await db
        .update(userSession)
        .set({ revokedAt: clock.now() })
        .where(and(eq(userSession.userId, userId), isNull(userSession.revokedAt)))
        .returning({ id: userSession.id });
      for (const end of alsoEnd) await end(userId);
      return rows.length;
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
