// One suite for both counter stores: in process (moved by a ManualClock) and Redis (real time,
// when TEST_REDIS_URL is set; keys under a prefix unique to this run, removed afterwards).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock';
import { memoryCounters, redisCounters, type Counters } from '../src/platform/counters';

type Store = { name: string; make: () => Counters; wait: (ms: number) => Promise<void>; cleanup?: () => Promise<void> };

const clock = new ManualClock();
const stores: Store[] = [{ name: 'memory', make: () => memoryCounters(clock), wait: async (ms) => clock.advance(ms) }];
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `mall-test-${randomBytes(6).toString('hex')}:`;
if (redisUrl) {
  stores.push({
    name: 'redis',
    make: () => redisCounters(redisUrl, prefix),
    wait: (ms) => new Promise((r) => setTimeout(r, ms)),
    cleanup: async () => {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  });
}

for (const store of stores) {
  describe(`counters [${store.name}]`, () => {
    const c = store.make();
    afterAll(async () => {
      await c.close();
      await store.cleanup?.();
    });

    it('counts hits in a window that starts with the first hit, then starts again', async () => {
      expect(await c.incr('w', 300)).toBe(1);
      expect(await c.incr('w', 300)).toBe(2);
      expect(await c.get('w')).toBe('2');
      expect(await c.ttl('w')).toBeGreaterThan(0);
      await store.wait(400);
      expect(await c.get('w')).toBeNull();
      expect(await c.incr('w', 300)).toBe(1);
    });

    it('takes hits back without going below zero or touching a missing key', async () => {
      expect(await c.decr('d')).toBe(0);
      expect(await c.get('d')).toBeNull();
      await c.incr('d', 5000);
      await c.incr('d', 5000);
      expect(await c.decr('d')).toBe(1);
      expect(await c.decr('d')).toBe(0);
      expect(await c.decr('d')).toBe(0);
      expect(await c.ttl('d')).toBeGreaterThan(0);
      expect(await c.incr('d', 5000)).toBe(1);
    });

    it('sets a flag only once while it lives, and tells how long it has left', async () => {
      expect(await c.setIfAbsent('f', 300, 'x')).toBe(true);
      expect(await c.setIfAbsent('f', 300, 'y')).toBe(false);
      expect(await c.get('f')).toBe('x');
      const left = await c.ttl('f');
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(300);
      await store.wait(400);
      expect(await c.ttl('f')).toBe(0);
      expect(await c.setIfAbsent('f', 300)).toBe(true);
    });

    it('deletes keys', async () => {
      await c.incr('d', 10_000);
      await c.del('d');
      expect(await c.get('d')).toBeNull();
      expect(await c.ttl('d')).toBe(0);
    });

    it('is atomic under concurrency: 50 simultaneous hits count to 50, one flag winner', async () => {
      const counts = await Promise.all(Array.from({ length: 50 }, () => c.incr('race', 10_000)));
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      const wins = await Promise.all(Array.from({ length: 20 }, () => c.setIfAbsent('race-flag', 10_000)));
      expect(wins.filter(Boolean)).toHaveLength(1);
    });

    it('a script defined while calls wait to be sent together is answered, and so are they (ioredis #1931)', async () => {
      if (!c.script) return; // in process: no scripts
      await c.set('pipelined', 60_000, 'v');
      // these two wait in an auto-pipeline; the new script is defined after it was made
      const waiting = [c.get('pipelined'), c.get('pipelined')];
      const fresh = c.script(`return ARGV[1] -- ${randomBytes(4).toString('hex')}`, 0);
      const answers = await Promise.all([...waiting, fresh([], ['fresh']), c.get('pipelined')]);
      expect(answers).toEqual(['v', 'v', 'fresh', 'v']);
    });
  });
}
