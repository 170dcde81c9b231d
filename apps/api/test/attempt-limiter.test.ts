// The attempt limiter on its own: racing guesses, however they interleave, never run more checks of the secret than
// the limit allows. Checks are counted where they run (isRight), on both counter stores.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAttemptLimiter } from '../src/platform/attempt-limiter';
import { ManualClock } from '../src/platform/clock';
import { memoryCounters, redisCounters, type Counters } from '../src/platform/counters';
import { AppError } from '../src/platform/errors';

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `mall-test-limiter-${randomBytes(6).toString('hex')}:`;
const stores: { name: string; make: () => Counters; cleanup?: () => Promise<void> }[] = [
  { name: 'memory', make: () => memoryCounters(new ManualClock()) },
];
if (redisUrl) {
  stores.push({
    name: 'redis',
    make: () => redisCounters(redisUrl, prefix),
    cleanup: async () => {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  });
}

const tick = () => new Promise<void>((r) => setImmediate(r));

for (const store of stores) {
  describe(`attempt limiter [${store.name}]`, () => {
    const counters = store.make();
    afterAll(async () => {
      await counters.close();
      await store.cleanup?.();
    });
    const limiter = createAttemptLimiter(counters, { name: 'guess', failures: 5, lockMs: 15 * 60_000, locked: 'account.payPasswordLocked' });

    it.each([0, 1, 3])('12 racing wrong guesses (each check %i turns long) run at most 5 checks, then the subject is locked', async (turns) => {
      const subject = `s${turns}`;
      let checks = 0;
      const wrongGuess = () => limiter.check(subject, async () => {
        checks++;
        for (let i = 0; i < turns; i++) await tick();
        return false;
      }, () => new AppError('account.payPasswordWrong'));
      // starts spread over a few turns, so some begin while others are already finishing
      const guesses = await Promise.allSettled(Array.from({ length: 12 }, async (_, i) => {
        for (let t = 0; t < i % 4; t++) await tick();
        return wrongGuess();
      }));
      const keys = guesses.map((g) => (g.status === 'rejected' ? (g.reason as AppError).key : 'ok'));
      expect(checks).toBeGreaterThanOrEqual(1);
      expect(checks).toBeLessThanOrEqual(5);
      expect(keys.filter((k) => k === 'account.payPasswordWrong').length).toBeLessThanOrEqual(Math.min(4, checks));
      expect(keys.every((k) => ['account.payPasswordWrong', 'account.payPasswordLocked', 'error.rateLimited'].includes(k))).toBe(true);
      // whatever the interleaving, 5 wrong checks lock it: the right secret is refused too, unchecked
      while (!(await limiter.lockedMinutes(subject))) await wrongGuess().catch(() => undefined);
      expect(checks).toBe(5);
      await expect(limiter.check(subject, async () => { checks++; return true; }, () => new AppError('account.payPasswordWrong')))
        .rejects.toMatchObject({ key: 'account.payPasswordLocked', params: { minutes: 15 } });
      expect(checks).toBe(5);
    });
  });
}
