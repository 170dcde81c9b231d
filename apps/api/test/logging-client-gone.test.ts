// A browser that leaves a page while its answer streams (issue 16: "premature close" at pino level 50 in every e2e
// run): the compressed pipe ends early, and that is logged at debug, not as an error; an answer that fails on our
// side after its headers went out is still an error.
import { request } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCompression } from '../src/platform/compression';
import { isClientGone, loggerOptions } from '../src/platform/logging';

type Line = { level: number; msg?: string; err?: { message?: string } };

function capture() {
  const out = new PassThrough();
  const lines: Line[] = [];
  out.on('data', (c: Buffer) => lines.push(...String(c).split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line)));
  return { out, lines };
}

/** An HTML-like answer written in pieces over about a second; `fail` makes the source break after the first piece. */
function slowPage(fail = false): Readable {
  let n = 0;
  return new Readable({
    read() {
      n += 1;
      if (n > 20) return void this.push(null);
      if (fail && n === 2) return void setTimeout(() => this.destroy(new Error('render failed')), 20);
      setTimeout(() => this.push(`<p>${'商品 product '.repeat(400)}${n}</p>`), n === 1 ? 0 : 50);
    },
  });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a client that leaves while its answer streams', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start() {
    const { out, lines } = capture();
    app = Fastify({ logger: loggerOptions('debug', 'json', out) });
    await registerCompression(app);
    app.get('/page', (_req, reply) => reply.type('text/html').send(slowPage()));
    app.get('/broken', (_req, reply) => reply.type('text/html').send(slowPage(true)));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return { base, lines };
  }

  /** Reads the first bytes of a compressed answer, then hangs up (a browser navigating away). */
  function leaveEarly(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
      req.end();
    });
  }

  it('is logged at debug, never at error level', async () => {
    const { base, lines } = await start();
    await leaveEarly(`${base}/page`);
    await wait(400);
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
    expect(lines.some((l) => l.level === 20 && l.err?.message === 'premature close')).toBe(true);
  });

  it('an answer that breaks on the server side is still an error', async () => {
    const { base, lines } = await start();
    await new Promise<void>((resolve) => {
      const req = request(`${base}/broken`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        res.resume();
        res.on('close', () => resolve());
        res.on('error', () => resolve());
      });
      req.on('error', () => resolve());
      req.end();
    });
    await wait(200);
    expect(lines.some((l) => l.level >= 50 && l.err?.message === 'render failed')).toBe(true);
  });

  it('tells the early close apart from other errors', () => {
    expect(isClientGone(Object.assign(new Error('premature close')))).toBe(true);
    expect(isClientGone(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))).toBe(true);
    expect(isClientGone({ err: new Error('premature close') })).toBe(true);
    expect(isClientGone(new Error('render failed'))).toBe(false);
    expect(isClientGone('premature close')).toBe(false);
    expect(isClientGone(null)).toBe(false);
  });
});
