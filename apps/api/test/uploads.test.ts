// Images under /uploads: served as stored or resized once into uploads/.cache, never outside it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUploads } from '../src/platform/uploads';
import { directoryStore } from '../src/platform/upload-store';

const base = mkdtempSync(join(tmpdir(), 'mall-uploads-'));
const uploads = join(base, 'data', 'uploads');
const app = Fastify();

beforeAll(async () => {
  mkdirSync(join(uploads, 'seed'), { recursive: true });
  await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e4393c' } }).png().toFile(join(uploads, 'seed', 'x.png'));
  registerUploads(app, directoryStore(uploads));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(base, { recursive: true, force: true });
});

it('serves an image as stored, and a resized WebP copy made into the cache', async () => {
  const original = await app.inject({ method: 'GET', url: '/uploads/seed/x.png' });
  expect(original.statusCode).toBe(200);
  expect(original.headers['content-type']).toBe('image/png');
  const small = await app.inject({ method: 'GET', url: '/uploads/seed/x.png?w=100' });
  expect(small.statusCode).toBe(200);
  expect(small.headers['content-type']).toBe('image/webp');
  expect((await sharp(small.rawPayload).metadata()).width).toBe(100);
  expect(existsSync(join(uploads, '.cache', 'w100', 'seed', 'x.webp'))).toBe(true);
});

it('never reads or writes outside the uploads folder, whatever the encoded path', async () => {
  const outsideCache = () => readdirSync(base, { recursive: true }).map(String).filter((p) => !p.includes('.cache')).sort();
  const before = outsideCache();
  for (const ups of [1, 2, 4, 5, 6, 8]) {
    const climb = '%2e%2e%2f'.repeat(ups);
    const res = await app.inject({ method: 'GET', url: `/uploads/${climb}${uploads.slice(1)}/seed/x.png?w=200` });
    if (res.statusCode === 200) expect(res.headers['content-type']).toBe('image/webp');
    else expect(res.statusCode).toBe(404);
  }
  // the only new files are the resized copy under .cache
  expect(outsideCache()).toEqual(before);
  expect(existsSync(join(uploads, 'seed', 'x.webp'))).toBe(false);
  expect(existsSync(join(base, 'data', 'x.webp'))).toBe(false);
  expect((await app.inject({ method: 'GET', url: '/uploads/%2e%2e%2f%2e%2e%2fetc/passwd' })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/uploads/.cache/w100/seed/x.webp' })).statusCode).toBe(404);
});
