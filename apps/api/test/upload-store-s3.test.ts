// The S3 upload store (issue 19, decision 041): the SigV4 signer against AWS's published example, and the mall's
// upload → serve path through a fake S3-compatible server that checks every signature (test/fake-s3.ts) — bytes
// served are the bytes stored, a wrong secret is refused and the upload says so, a half-set S3_* stops the start.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageWriter } from '@mall/db/seed';
import { buildApp } from '../src/server';
import { signV4, EMPTY_SHA256 } from '../src/platform/s3';
import { s3ConfigFromEnv, s3Store } from '../src/platform/upload-store';
import { describeEachEngine } from './harness';
import { registerUser, userId } from './account-helpers';
import { startFakeS3, type FakeS3 } from './fake-s3';

const KEY_ID = 'mall-test-key';
const SECRET = 'mall-test-secret/with+chars';

describe('AWS Signature Version 4', () => {
  it('signs the GET Object example of the AWS documentation to its published signature', () => {
    const authorization = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
      payloadHash: EMPTY_SHA256,
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('takes S3_* all or none, region us-east-1 by default', () => {
    const full = { S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(s3ConfigFromEnv(full)).toMatchObject({ bucket: 'b', region: 'us-east-1' });
    expect(s3ConfigFromEnv({ ...full, S3_REGION: 'cn-north-1' })?.region).toBe('cn-north-1');
    expect(() => s3ConfigFromEnv({ ...full, S3_SECRET_ACCESS_KEY: '' })).toThrow(/missing: S3_SECRET_ACCESS_KEY/);
    expect(() => s3ConfigFromEnv({ ...full, S3_ENDPOINT: 'ftp://x' })).toThrow(/http/);
  });
});

describe('the S3 store against the fake server', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'mall', accessKeyId: KEY_ID, secretAccessKey: SECRET });
  });
  afterAll(() => s3.close());

  it('puts, gets and deletes an object, keys with ~ _ . - included; a wrong secret is refused', async () => {
    const store = s3Store({ endpoint: s3.endpoint, bucket: 'mall', accessKeyId: KEY_ID, secretAccessKey: SECRET, region: 'us-east-1' }, 'p/');
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    await store.put('a-b/x~y_z.1.png', bytes, 'image/png');
    expect(s3.objects.get('p/a-b/x~y_z.1.png')?.body).toEqual(bytes);
    const got = await store.get('a-b/x~y_z.1.png');
    const chunks: Buffer[] = [];
    for await (const c of got!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(got?.contentType).toBe('image/png');
    expect(await store.get('missing.png')).toBeNull();
    await store.delete('a-b/x~y_z.1.png');
    expect(s3.objects.has('p/a-b/x~y_z.1.png')).toBe(false);
    await expect(store.put('../up.png', bytes, 'image/png')).rejects.toThrow(/bad key/);

    const wrong = s3Store({ endpoint: s3.endpoint, bucket: 'mall', accessKeyId: KEY_ID, secretAccessKey: 'not-the-secret', region: 'us-east-1' });
    await expect(wrong.put('w.png', bytes, 'image/png')).rejects.toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
    await expect(wrong.get('w.png')).rejects.toMatchObject({ status: 403 });
    expect(s3.objects.has('w.png')).toBe(false);
  });

  it('takes the demo images of the seed (ImageWriter with a put)', async () => {
    const store = s3Store({ endpoint: s3.endpoint, bucket: 'mall', accessKeyId: KEY_ID, secretAccessKey: SECRET, region: 'us-east-1' }, 'uploads/');
    const writer = new ImageWriter((key, webp) => store.put(key, webp, 'image/webp'));
    writer.add({ path: '/uploads/demo/t/1.webp', width: 10, height: 10, svg: () => '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#e4393c"/></svg>' });
    expect(await writer.done()).toBe(1);
    expect((await sharp(s3.objects.get('uploads/demo/t/1.webp')!.body).metadata()).format).toBe('webp');
  });
});

function multipart(content: Buffer) {
  const boundary = '----mall-s3-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachEngine('uploads in an S3-compatible store', (ctx) => {
  let s3: FakeS3;
  let app: FastifyInstance;
  let refused: FastifyInstance;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'mall', accessKeyId: KEY_ID, secretAccessKey: SECRET });
    const cfg = { endpoint: s3.endpoint, bucket: 'mall', accessKeyId: KEY_ID, region: 'us-east-1' };
    // uploadsDir names no folder: nothing may go to disk
    app = await buildApp({ database: ctx().database, uploadsDir: '/nonexistent', s3: { ...cfg, secretAccessKey: SECRET }, mode: 'test', clock: ctx().clock });
    refused = await buildApp({ database: ctx().database, uploadsDir: '/nonexistent', s3: { ...cfg, secretAccessKey: 'wrong' }, mode: 'test', clock: ctx().clock });
  });
  afterAll(async () => {
    await app?.close();
    await refused?.close();
    await s3?.close();
  });
  const upload = (a: FastifyInstance, token: string, png: Buffer, lang = 'zh') => {
    const file = multipart(png);
    return a.inject({ method: 'POST', url: '/shop-api/p/file/upload', payload: file.payload, headers: { ...file.headers, authorization: token, 'accept-language': lang } });
  };

  it('stores an upload in the bucket and serves the same bytes under the same /uploads address', async () => {
    const { token } = await registerUser(ctx);
    const id = await userId(ctx, token);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1677ff' } }).png().toBuffer();
    const res = await upload(app, token, png);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^/uploads/user/${id}/[A-Za-z0-9_-]+\\.webp$`));
    const stored = s3.objects.get(`uploads/${url.slice('/uploads/'.length)}`);
    expect(stored?.contentType).toBe('image/webp');
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(stored!.body)).toBe(true);
    // a resized copy is made once and kept in the bucket's cache
    const small = await app.inject({ url: `${url}?w=100` });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(100);
    expect(s3.objects.has(`uploads/.cache/w100/${url.slice('/uploads/'.length)}`)).toBe(true);
    const gets = s3.log.filter((l) => l.method === 'PUT').length;
    expect((await app.inject({ url: `${url}?w=100` })).rawPayload.equals(small.rawPayload)).toBe(true);
    expect(s3.log.filter((l) => l.method === 'PUT').length).toBe(gets);
    // what is not there, the cache by address and a climb are 404s
    expect((await app.inject({ url: `/uploads/user/${id}/none.webp` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/uploads/.cache/w100/${url.slice('/uploads/'.length)}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/uploads/%2e%2e%2fuploads/x.webp' })).statusCode).toBe(404);
    // content checks stay before the store: a text named .png never reaches the bucket
    const before = s3.objects.size;
    expect((await upload(app, token, Buffer.from('not an image at all'.repeat(20)))).json().code).toBe('UPLOAD_FORMAT');
    expect(s3.objects.size).toBe(before);
  });

  it('a store that refuses the signature: the upload answers an error and no address', async () => {
    const { token } = await registerUser(ctx);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    const before = s3.objects.size;
    for (const [lang, message] of [['zh', '图片暂时无法保存，请稍后再试'], ['en', 'The image cannot be saved right now, please try again later']] as const) {
      const res = await upload(refused, token, png, lang);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'UPLOAD_UNAVAILABLE', message });
    }
    expect(s3.objects.size).toBe(before);
    expect(s3.log.some((l) => l.status === 403)).toBe(true);
  });
}, { seed: false });
