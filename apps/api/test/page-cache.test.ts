// Public pages of anonymous visitors kept a few seconds (platform/page-cache.ts, decision 041): a kept page answers a
// second visitor with that visitor's own CSP nonce on every inline script, a logged-in visitor, an answer that sets a
// cookie and a different Cookie or address are rendered anew, a successful write drops every kept page, and the
// cache's own rules (expiry, shared misses, a render that ends after a write is not kept, the cap).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@mall/db';
import { ManualClock } from '../src/platform/clock';
import { buildApp } from '../src/server';
import {
  cacheableAnswer,
  cacheableRequest,
  createPageCache,
  withNonce,
  type KeptPage,
} from '../src/platform/page-cache';
import { engines, preparedDatabase } from './harness';
import { registerUser } from './account-helpers';
import { renders } from './page-web-build';

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const page = (body: string, nonce = 'n0'): KeptPage => ({ status: 200, headers: [], body, nonce });

describe('page cache rules', () => {
  it('keeps a page until it expires; a clear drops it; concurrent misses share one render', async () => {
    let t = 0;
    const cache = createPageCache(() => t, 1000);
    let n = 0;
    const render = async () => page(`p${++n}`);
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    expect([a?.body, b?.body, n]).toEqual(['p1', 'p1', 1]);
    t = 999;
    expect((await cache.get('k', render))?.body).toBe('p1');
    t = 1000;
    expect((await cache.get('k', render))?.body).toBe('p2');
    cache.clear();
    expect((await cache.get('k', render))?.body).toBe('p3');
  });

  it('does not keep a page rendered across a write, nor a page not to keep, and holds at most its cap', async () => {
    const cache = createPageCache(() => 0, 1000, 2);
    let release!: (p: KeptPage) => void;
    const slow = cache.get('k', () => new Promise<KeptPage>((r) => (release = r)));
    cache.clear();
    release(page('before the write'));
    expect((await slow)?.body).toBe('before the write');
    expect((await cache.get('k', async () => page('after')))?.body).toBe('after');
    expect(await cache.get('none', async () => null)).toBeNull();
    expect((await cache.get('none', async () => page('now kept')))?.body).toBe('now kept');
    await cache.get('x', async () => page('x'));
    expect(cache.size).toBe(2);
  });

  it('gives a kept page the nonce of the request it answers, everywhere the old one was', () => {
    expect(withNonce(page('<script nonce="old">a</script><script nonce="old">b</script>', 'old'), 'new')).toBe(
      '<script nonce="new">a</script><script nonce="new">b</script>',
    );
  });

  it('keeps only public 200 answers without a cookie, for GETs without credentials', () => {
    expect(cacheableAnswer(200, 'public, max-age=0, s-maxage=60', false)).toBe(true);
    expect(cacheableAnswer(200, 'public, max-age=0, s-maxage=60', true)).toBe(false);
    expect(cacheableAnswer(404, 'public, max-age=0, s-maxage=60', false)).toBe(false);
    expect(cacheableAnswer(200, 'private, no-store', false)).toBe(false);
    expect(cacheableAnswer(200, null, false)).toBe(false);
    expect(cacheableRequest('GET', { cookie: 'lang=en' })).toBe(true);
    expect(cacheableRequest('GET', { cookie: 'lang=en; token=abc' })).toBe(false);
    expect(cacheableRequest('GET', { authorization: 'Bearer abc' })).toBe(false);
    expect(cacheableRequest('POST', {})).toBe(false);
  });
});

for (const engine of engines) {
  describe(`kept pages of the storefront [${engine}]`, () => {
    let app: FastifyInstance;
    let database: Database;
    let drop: () => Promise<void>;
    let clientDir: string;
    const clock = new ManualClock();

    beforeAll(async () => {
      const fresh = await preparedDatabase(engine);
      drop = fresh.drop;
      database = fresh.database;
      clientDir = mkdtempSync(join(tmpdir(), 'mall-page-client-'));
      mkdirSync(join(clientDir, 'assets'));
      const serverEntry = join(import.meta.dirname, 'page-web-build.ts');
      app = await buildApp({
        database,
        uploadsDir: '/nonexistent',
        mode: 'test',
        clock: new ManualClock(),
        web: { serverEntry, clientDir },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await drop?.();
      rmSync(clientDir, { recursive: true, force: true });
    });

    const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    it('a second anonymous visitor gets the kept page with its own nonce on every inline script', async () => {
      const first = await get('/page?a=1');
      const count = renders.count;
      const second = await get('/page?a=1');
      expect(renders.count).toBe(count);
      expect(second.body).toBe(
        first.body
          .split(nonceOf(first.headers['content-security-policy'] as string)!)
          .join(nonceOf(second.headers['content-security-policy'] as string)!),
      );
      const nonce = nonceOf(second.headers['content-security-policy'] as string)!;
      expect(second.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      expect(nonce).not.toBe(nonceOf(first.headers['content-security-policy'] as string));
      expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(second.headers.vary).toContain('Cookie');
    });

    it('renders anew for a logged-in visitor, another Cookie, another address and an answer that sets a cookie', async () => {
      await get('/page?b=1', 'lang=zh');
      let count = renders.count;
      await get('/page?b=1', 'lang=en');
      expect(renders.count).toBe(++count);
      await get('/page?b=2', 'lang=zh');
      expect(renders.count).toBe(++count);
      for (let i = 0; i < 2; i++) {
        const res = await get('/page?b=1', 'lang=zh; token=abc');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(renders.count).toBe(++count);
      }
      for (let i = 0; i < 2; i++) {
        const res = await get('/page?set=1');
        expect(res.headers['set-cookie']).toBeDefined();
        expect(renders.count).toBe(++count);
      }
    });

    it('a successful write drops the kept pages; a refused one does not', async () => {
      await get('/page?c=1');
      const count = renders.count;
      const refused = await app.inject({
        method: 'POST',
        url: '/shop-api/login',
        payload: { userName: 'nobody_here', passWord: 'wrong-password-1' },
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      await get('/page?c=1');
      expect(renders.count).toBe(count);
      const { token } = await registerUser(() => ({ app, database, engine, clock }));
      expect(token).toBeTruthy();

      await get('/page?c=1');
      expect(renders.count).toBe(count + 1);
    });
  });
}
