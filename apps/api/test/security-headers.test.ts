// Browser security headers (platform/security-headers.ts) on storefront pages (the stand-in build run by React
// Router, web-stand-in.ts), the console page and the Swagger UI: a Content-Security-Policy whose script nonce is new for every
// request and is the one on the page's inline scripts, never 'unsafe-inline' for scripts, no framing, nosniff, a
// referrer policy; on API answers a policy that allows nothing; HSTS only when the request came over HTTPS through a
// proxy TRUST_PROXY trusts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { buildApp } from '../src/server';
import { engines, preparedDatabase } from './harness';
import { standInWebBuild } from './web-stand-in';

const PROXY = '203.0.113.9';
const STRANGER = '198.51.100.7';
const CONSOLE_INDEX =
  '<!doctype html><html><head><style>body{margin:0}</style>' +
  '<script type="module" crossorigin src="/console/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';

/** directive name -> its sources */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, `CSP of ${res.raw.req.url}`).toBe('string');
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

/** the one nonce of script-src */
function nonceOf(res: LightMyRequestResponse): string {
  const nonces = (csp(res).get('script-src') ?? []).filter((s) => s.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  const nonce = nonces[0]!.slice("'nonce-".length, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
  return nonce;
}

function expectBrowserHeaders(res: LightMyRequestResponse) {
  const policy = csp(res);
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // the demo runs on plain HTTP: nothing may ask the browser to switch to HTTPS
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** An API answer's headers (API_HEADERS): nothing may load or run in it, nothing may frame it, no sniffing. */
function expectApiHeaders(res: LightMyRequestResponse) {
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection']) {
    expect(res.headers[documentOnly], documentOnly).toBeUndefined();
  }
}

for (const engine of engines) {
  describe(`security headers [${engine}]`, () => {
    let drop: (() => Promise<void>) | undefined;
    let web: ReturnType<typeof standInWebBuild> | undefined;
    let consoleDir: string | undefined;
    /** TRUST_PROXY unset (loopback only), TRUST_PROXY=203.0.113.9, TRUST_PROXY=false */
    const apps: Record<'loopback' | 'proxy' | 'none', FastifyInstance | undefined> = { loopback: undefined, proxy: undefined, none: undefined };
    const app = (which: keyof typeof apps = 'loopback') => {
      const a = apps[which];
      if (!a) throw new Error('app not ready');
      return a;
    };

    beforeAll(async () => {
      const fresh = await preparedDatabase(engine, { seed: false });
      drop = fresh.drop;
      web = standInWebBuild();
      consoleDir = mkdtempSync(join(tmpdir(), 'mall-console-stand-in-'));
      mkdirSync(join(consoleDir, 'assets'));
      writeFileSync(join(consoleDir, 'index.html'), CONSOLE_INDEX);
      const trust = { loopback: undefined, proxy: PROXY, none: 'false' } as const;
      for (const which of Object.keys(apps) as (keyof typeof apps)[]) {
        const a = await buildApp({
          uploadsDir: '/nonexistent',
          mode: 'test',
          clock: new ManualClock(),
          database: fresh.database,
          web,
          console: consoleDir,
          trustProxy: loadConfig({ TRUST_PROXY: trust[which] }).trustProxy, // as main.ts reads it
        });
        await a.ready();
        apps[which] = a;
      }
    });
    afterAll(async () => {
      for (const a of Object.values(apps)) await a?.close();
      await drop?.();
      web?.remove();
      if (consoleDir) rmSync(consoleDir, { recursive: true, force: true });
    });

    it('a storefront page: CSP with a fresh nonce per request, the same nonce on its inline script', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const page = await app().inject({ method: 'GET', url: '/' });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expectBrowserHeaders(page);
        const nonce = nonceOf(page);
        const onPage = [...page.body.matchAll(/<script nonce="([^"]*)">/g)].map((m) => m[1]);
        expect(onPage).toEqual([nonce]);
        seen.add(nonce);
      }
      expect(seen.size).toBe(2);
      // a not-found page of the storefront too
      const missing = await app().inject({ method: 'GET', url: '/no/such/page' });
      expect(missing.statusCode).toBe(404);
      expectBrowserHeaders(missing);
      expect(missing.body).toContain(`<script nonce="${nonceOf(missing)}">`);
    });

    it('the console page and its deep links: the same headers, a fresh nonce per request', async () => {
      const first = await app().inject({ method: 'GET', url: '/console' });
      const second = await app().inject({ method: 'GET', url: '/console/platform/users' });
      for (const res of [first, second]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(CONSOLE_INDEX);
        expectBrowserHeaders(res);
        // antd's CSS-in-JS injects <style> elements: inline styles stay allowed (they run no code)
        expect(csp(res).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      }
      expect(nonceOf(first)).not.toBe(nonceOf(second));
    });

    it("the console's index.html has no inline script (the policy would refuse it: the SPA has no nonce)", () => {
      const html = readFileSync(join(import.meta.dirname, '../../console/index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\bsrc=/);
        expect(body!.trim()).toBe('');
      }
    });

    it('API answers, refusals and not-found answers: a policy that lets nothing load or run, no framing, nosniff — and no document-only headers', async () => {
      for (const [method, url] of [
        ['GET', '/shop-api/webConfig/getPcWebConfig'],
        ['GET', '/shop-api/no/such/path'],
        ['POST', '/shop-api/login'],
        ['GET', '/shop-api/openapi.json'],
      ] as const) {
        const res = await app().inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(res.headers['content-type'], url).toMatch(/json/);
        expectApiHeaders(res);
      }
    });

    it('the Swagger UI page runs under the same policy (inline styles allowed, no HTTPS upgrade)', async () => {
      for (const url of ['/shop-api/docs', '/shop-api/docs/static/index.html']) {
        const res = await app().inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(400);
        expectBrowserHeaders(res);
        expect(csp(res).get('style-src')).toContain("'unsafe-inline'");
      }
    });

    it('pictures in rich text may come from any https host (the sanitizer keeps them), scripts may not', async () => {
      const policy = csp(await app().inject({ method: 'GET', url: '/' }));
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(policy.get('script-src')).not.toContain('https:');
      expect(policy.get('connect-src')).toEqual(["'self'"]);
    });

    describe('Strict-Transport-Security', () => {
      const hsts = (res: LightMyRequestResponse) => res.headers['strict-transport-security'];
      const https = { 'x-forwarded-proto': 'https' };

      it('absent over plain HTTP', async () => {
        for (const which of ['loopback', 'proxy', 'none'] as const) {
          for (const url of ['/', '/console', '/shop-api/webConfig/getPcWebConfig']) {
            expect(hsts(await app(which).inject({ method: 'GET', url })), `${which} ${url}`).toBeUndefined();
            expect(hsts(await app(which).inject({ method: 'GET', url, remoteAddress: PROXY })), `${which} ${url}`).toBeUndefined();
          }
        }
      });

      it('present when a trusted proxy says the request came over HTTPS: a proxy on this host by default, TRUST_PROXY', async () => {
        for (const url of ['/', '/console', '/shop-api/webConfig/getPcWebConfig']) {
          const local = await app('loopback').inject({ method: 'GET', url, headers: https }); // from 127.0.0.1
          expect(hsts(local), url).toBe('max-age=31536000; includeSubDomains');
          const proxied = await app('proxy').inject({ method: 'GET', url, headers: https, remoteAddress: PROXY });
          expect(hsts(proxied), url).toBe('max-age=31536000; includeSubDomains');
          if (url.startsWith('/shop-api/')) expectApiHeaders(proxied);
          else expectBrowserHeaders(proxied);
        }
      });

      it('absent for a forged X-Forwarded-Proto: from an address not trusted, or with TRUST_PROXY=false', async () => {
        for (const url of ['/', '/console', '/shop-api/webConfig/getPcWebConfig']) {
          expect(hsts(await app('loopback').inject({ method: 'GET', url, headers: https, remoteAddress: PROXY })), url).toBeUndefined();
          expect(hsts(await app('proxy').inject({ method: 'GET', url, headers: https, remoteAddress: STRANGER })), url).toBeUndefined();
          expect(hsts(await app('none').inject({ method: 'GET', url, headers: https })), url).toBeUndefined();
        }
      });
    });
  });
}

describe('which answers are the API\'s (the short set)', () => {
  it('everything under /shop-api/ but the Swagger UI\'s pages', async () => {
    const { isApiAnswer } = await import('../src/platform/security-headers');
    for (const url of ['/shop-api/p/seckill/buy', '/shop-api/openapi.json', '/shop-api/docsearch', '/shop-api/docs-x?y=1']) expect(isApiAnswer(url), url).toBe(true);
    for (const url of ['/shop-api/docs', '/shop-api/docs/', '/shop-api/docs/static/index.html', '/shop-api/docs?x=1', '/', '/uploads/a.png', '/console']) expect(isApiAnswer(url), url).toBe(false);
  });
});

describe('security headers are worked out once (issue 19)', () => {
  it('each answer carries exactly the headers helmet itself sets for that nonce, and every request its own nonce', async () => {
    const { default: Fastify } = await import('fastify');
    const { cspNonceOf, registerSecurityHeaders, securityHelmet } = await import('../src/platform/security-headers');
    const app = Fastify();
    await registerSecurityHeaders(app, { connectSrc: ['wss://chat.example.com'] });
    app.get('/x', async () => ({ ok: true }));
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const res = await app.inject({ method: 'GET', url: '/x' });
      const nonce = nonceOf(res);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      // helmet run as it was on every request before: a stand-in request given the same nonce
      const req = {} as IncomingMessage;
      const fresh = cspNonceOf(req);
      const expected = new Map<string, string>();
      securityHelmet({ connectSrc: ['wss://chat.example.com'] })(req, {
        setHeader: (name: string, value: string) => expected.set(name.toLowerCase(), String(value).split(fresh).join(nonce)),
        removeHeader: () => {},
      } as unknown as ServerResponse, () => {});
      expect(expected.size).toBeGreaterThan(8);
      for (const [name, value] of expected) expect(res.headers[name], name).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    await app.close();
  });
});
