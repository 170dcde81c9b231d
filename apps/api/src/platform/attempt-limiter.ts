// The one limit on guessing a secret (login password, store password, payment password): wrong tries of a subject
// are counted in a window, the last allowed wrong try locks the subject for lockMs, and while locked even the right
// secret is refused. Checks under way count in advance, so racing guesses cannot all pass the lock check: past the
// limit they are refused unchecked. A right secret clears the count. Kept in platform/counters (Redis with
// REDIS_URL), so every API process sees the same count and lock.
import type { MessageKey } from '@mall/shared';
import type { Counters } from './counters';
import { AppError } from './errors';

export interface AttemptRule {
  /** key prefix of the counters, e.g. 'storepw' */
  name: string;
  /** wrong tries that lock (the last one is refused as locked) */
  failures: number;
  /** how long wrong tries are counted together; lockMs when absent */
  windowMs?: number;
  lockMs: number;
  /** message of a locked subject; gets { minutes } left */
  locked: MessageKey;
  /** error code of a locked subject (the key's code when absent) */
  lockedCode?: string;
}

/** One try under way: the caller runs its check, then reports the outcome once. */
export interface Attempt {
  /** the right secret: the count starts again */
  right(): Promise<void>;
  /** a wrong secret: counts it; throws the lock error when it was the last allowed try */
  wrong(): Promise<void>;
  /** the check did not finish (an error): nothing is counted */
  release(): Promise<void>;
}

const IN_FLIGHT_MS = 60_000;

export function createAttemptLimiter(counters: Counters, rule: AttemptRule) {
  const windowMs = rule.windowMs ?? rule.lockMs;
  const keys = (subject: string | number) => ({
    tries: `${rule.name}:tries:${subject}`, lock: `${rule.name}:lock:${subject}`, checking: `${rule.name}:checking:${subject}`,
  });
  const lockedError = async (lockKey: string) =>
    new AppError(rule.locked, 400, { minutes: Math.max(1, Math.ceil((await counters.ttl(lockKey)) / 60_000)) }, rule.lockedCode);

  return {
    /**
     * Starts a try of the subject; throws the lock error when it is locked. Checks running at once count as wrong
     * tries in advance, so racing guesses cannot pass the limit together: the ones beyond it are asked to retry.
     */
    async begin(subject: string | number): Promise<Attempt> {
      const k = keys(subject);
      if (await counters.get(k.lock)) throw await lockedError(k.lock);
      // count ourselves in first, then read the failures: a try that finishes meanwhile adds its failure before it
      // leaves the running count, so it is seen in one or the other (read before, it could be missed by both)
      const running = await counters.incr(k.checking, IN_FLIGHT_MS);
      const failures = Number(await counters.get(k.tries));
      let done = false;
      const release = async () => {
        if (done) return;
        done = true;
        await counters.decr(k.checking);
      };
      if (failures + running > rule.failures) {
        await release();
        throw new AppError('error.rateLimited', 400, undefined, 'RATE_LIMITED');
      }
      return {
        release,
        right: async () => {
          await counters.del(k.tries);
          await release();
        },
        wrong: async () => {
          const n = await counters.incr(k.tries, windowMs);
          await release();
          if (n >= rule.failures) {
            await counters.setIfAbsent(k.lock, rule.lockMs);
            throw await lockedError(k.lock);
          }
        },
      };
    },

    /** Runs the check under the limit: throws wrong() on a wrong secret, the lock error when locked. */
    check(subject: string | number, isRight: () => Promise<boolean>, wrong: () => AppError): Promise<void> {
      return checkAttempts([[this, subject]], isRight, wrong);
    },

    /** Minutes the subject stays locked, 0 when it is not. */
    async lockedMinutes(subject: string | number): Promise<number> {
      const ms = await counters.ttl(keys(subject).lock);
      return ms > 0 ? Math.ceil(ms / 60_000) : 0;
    },

    /** Forgets the subject's tries and lock (e.g. a password reset proved by SMS). */
    async clear(subject: string | number): Promise<void> {
      const k = keys(subject);
      await counters.del(k.tries);
      await counters.del(k.lock);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * One check of a secret under several limits at once (e.g. per account and IP, and per account): every limit must
 * let the try in; the outcome is counted by all. Throws the first lock error, else wrong() on a wrong secret.
 */
export async function checkAttempts(limits: [AttemptLimiter, string | number][], isRight: () => Promise<boolean>, wrong: () => AppError): Promise<void> {
  const attempts: Attempt[] = [];
  let settled = false;
  try {
    for (const [limiter, subject] of limits) attempts.push(await limiter.begin(subject));
    const ok = await isRight();
    settled = true;
    if (ok) {
      for (const a of attempts) await a.right();
      return;
    }
    const outcomes = await Promise.allSettled(attempts.map((a) => a.wrong()));
    const locked = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (locked) throw locked.reason;
    throw wrong();
  } finally {
    if (!settled) for (const a of attempts) await a.release();
  }
}
