// Limits on guessing a login password (decision 005): 5 wrong passwords for one account from one IP lock that pair
// for 15 minutes, so a stranger elsewhere cannot lock the owner out; 50 wrong ones for an account from anywhere in
// an hour lock it for everyone (a slow global cap against many IPs). A name without an account is counted and locked
// the same way and answers the same messages, so nothing tells whether an account exists.
import { ACCOUNT_LIMITS } from '@mall/shared';
import type { Counters } from '../../platform/counters';
import type { AppError } from '../../platform/errors';
import { checkAttempts, createAttemptLimiter } from '../../platform/attempt-limiter';
import { sha256, verifyPassword } from './passwords';
import type { UserRow } from './users';

export const LOGIN_LIMITS = {
  perAccountIp: { failures: ACCOUNT_LIMITS.loginMaxFailures, lockMs: ACCOUNT_LIMITS.lockMinutes * 60_000 },
  perAccount: { failures: 50, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  /** wrong passwords per IP across accounts */
  failuresPerIp: 50,
  windowMs: 15 * 60_000,
  registrationsPerIpPerHour: 20,
} as const;

export function createLoginLimits(counters: Counters) {
  const perAccountIp = createAttemptLimiter(counters, { name: 'login:acctip', ...LOGIN_LIMITS.perAccountIp, locked: 'account.locked' });
  const perAccount = createAttemptLimiter(counters, { name: 'login:acct', ...LOGIN_LIMITS.perAccount, locked: 'account.locked' });
  /**
   * The account's subject: its id with a digest of its password hash when it exists (a new password, set or reset,
   * starts clean counts on every IP), else the name as typed (case-folded like usernames).
   */
  const subject = (user: Pick<UserRow, 'id' | 'passwordHash'> | undefined, name: string) =>
    (user ? `u${user.id}.${sha256(user.passwordHash ?? '').slice(0, 12)}` : `n:${name.trim().toLowerCase()}`);

  return {
    /**
     * Checks a login password under both limits (an unknown user or one without a password costs the same time
     * and is never right); throws `wrong` or account.locked.
     */
    async check(user: UserRow | undefined, name: string, ip: string, password: string, wrong: () => AppError): Promise<void> {
      const account = subject(user, name);
      await checkAttempts([[perAccountIp, `${account}:${ip}`], [perAccount, account]], () => verifyPassword(user?.passwordHash ?? null, password), wrong);
    },

    /** Minutes the account is locked for every IP (the global cap), 0 when not. */
    lockedMinutes: (user: Pick<UserRow, 'id' | 'passwordHash'>) => perAccount.lockedMinutes(subject(user, '')),
  };
}
export type LoginLimits = ReturnType<typeof createLoginLimits>;
