// Malformed multipart bodies on the upload route answer 400 with a message, never 500: a boundary that does not match,
// no boundary, a truncated body, no file field, a file under another field name, two files, an empty body.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/server';
import { registerUser } from './account-helpers';
import { describeEachEngine } from './harness';

const B = '----hardening-boundary';
const part = (name: string, body: Buffer | string, filename?: string) => Buffer.concat([
  Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`),
  Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from('\r\n'),
]);
const end = Buffer.from(`--${B}--\r\n`);

describeEachEngine('hardening: malformed multipart uploads answer 400', (ctx) => {
  let app: FastifyInstance;
  let dir: string;
  let png: Buffer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mall-mp-'));
    app = await buildApp({ database: ctx().database, uploadsDir: dir, mode: 'test', clock: ctx().clock });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).png().toBuffer();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('bad boundary, no boundary, truncated, no file, wrong field, two files, empty: 400 with a message (zh, en)', async () => {
    const { token } = await registerUser(ctx);
    const ok = Buffer.concat([part('file', png, 'a.png'), end]);
    const cases: [string, string, Buffer][] = [
      ['well formed (control)', `multipart/form-data; boundary=${B}`, ok],
      ['boundary that does not match', 'multipart/form-data; boundary=something-else', ok],
      ['no boundary', 'multipart/form-data', ok],
      ['truncated body', `multipart/form-data; boundary=${B}`, ok.subarray(0, ok.length - 40)],
      ['only the head of a part', `multipart/form-data; boundary=${B}`, Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`)],
      ['no file field', `multipart/form-data; boundary=${B}`, Buffer.concat([part('note', 'hello'), end])],
      ['a file under another field', `multipart/form-data; boundary=${B}`, Buffer.concat([part('image', png, 'a.png'), end])],
      ['two files', `multipart/form-data; boundary=${B}`, Buffer.concat([part('file', png, 'a.png'), part('file', png, 'b.png'), end])],
      ['empty body', `multipart/form-data; boundary=${B}`, Buffer.alloc(0)],
      ['garbage', `multipart/form-data; boundary=${B}`, Buffer.from('\u0000\u0001not multipart at all')],
    ];
    const failures: string[] = [];
    for (const [name, type, payload] of cases) {
      for (const lang of ['zh-CN', 'en']) {
        const res = await app.inject({ method: 'POST', url: '/shop-api/p/file/upload', payload, headers: { authorization: `Bearer ${token}`, 'content-type': type, 'accept-language': lang } });
        if (name.includes('control')) {
          expect(res.statusCode, res.body).toBe(200);
          continue;
        }
        const body = res.statusCode === 400 ? res.json() : null;
        const message = lang === 'en' ? /^[A-Z][ -~]+$/ : /[\u4e00-\u9fff]/;
        if (!body || !/^UPLOAD_/.test(body.code) || !message.test(body.message)) failures.push(`${name} (${lang}): ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
