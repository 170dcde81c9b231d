// Logging (platform/logging.ts, decision 024): one line per request over HTTP (method, address, status, ms), none for
// the storefront's in-process API calls unless they fail, JSON by default and a short human format for a terminal;
// the defaults of LOG_LEVEL and LOG_FORMAT per run mode.
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/platform/config';
import { loggerOptions, prettyLine } from '../src/platform/logging';
import { buildApp } from '../src/server';
import { preparedDatabase } from './harness';

function capture() {
  const out = new PassThrough();
  const lines: string[] = [];
  out.on('data', (c: Buffer) => lines.push(...String(c).split('\n').filter(Boolean)));
  return { out, lines };
}

describe('request logging', () => {
  let app: FastifyInstance | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await app?.close();
    await drop?.();
    app = undefined;
    drop = undefined;
  });

  async function start(format: 'json' | 'pretty') {
    const fresh = await preparedDatabase('pglite', { seed: false });
    drop = fresh.drop;
    const { out, lines } = capture();
    app = await buildApp({ database: fresh.database, uploadsDir: '/nonexistent', mode: 'test', logger: loggerOptions('info', format, out) });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return { base, lines };
  }
  const settle = () => new Promise((r) => setTimeout(r, 50));

  it('JSON: one line per HTTP request, none for an in-process call that succeeds, one for one that fails', async () => {
    const { base, lines } = await start('json');
    const before = lines.length;
    expect((await fetch(`${base}/shop-api/category/categoryInfo`)).status).toBe(200);
    expect((await fetch(`${base}/shop-api/nothing-here`)).status).toBe(404);
    await settle();
    const http = lines.slice(before).map((l) => JSON.parse(l));
    expect(http).toHaveLength(2);
    expect(http[0]).toMatchObject({ level: 30, method: 'GET', url: '/shop-api/category/categoryInfo', statusCode: 200 });
    expect(typeof http[0].ms).toBe('number');
    expect(http[1]).toMatchObject({ method: 'GET', url: '/shop-api/nothing-here', statusCode: 404 });

    const quiet = lines.length;
    expect((await app!.inject({ method: 'GET', url: '/shop-api/category/categoryInfo' })).statusCode).toBe(200);
    await settle();
    expect(lines.length).toBe(quiet);
  });

  it('pretty: a short line a person reads', async () => {
    const { base, lines } = await start('pretty');
    const before = lines.length;
    await fetch(`${base}/shop-api/category/categoryInfo`);
    await settle();
    expect(lines.slice(before)).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/shop-api\/category\/categoryInfo 200 [\d.]+ ms$/);
  });

  it('formats errors with their stack and keeps other fields', () => {
    const line = prettyLine(JSON.stringify({ level: 50, time: Date.UTC(2026, 0, 2, 3, 4, 5), msg: 'sweep failed', sweeper: 'orders', err: { message: 'boom', stack: 'Error: boom\n    at x' } }));
    expect(line).toBe('03:04:05 ERROR sweep failed sweeper=orders\n  Error: boom\n    at x');
    expect(prettyLine('not json')).toBe('not json');
  });
});

describe('LOG_LEVEL and LOG_FORMAT defaults', () => {
  it('production: info as JSON; a terminal outside production: warn, pretty; piped: JSON', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, true)).toMatchObject({ logLevel: 'info', logFormat: 'json' });
    expect(loadConfig({}, true)).toMatchObject({ logLevel: 'warn', logFormat: 'pretty' });
    expect(loadConfig({}, false)).toMatchObject({ logLevel: 'warn', logFormat: 'json' });
    expect(loadConfig({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }, true)).toMatchObject({ logLevel: 'debug', logFormat: 'json' });
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow();
  });
});
