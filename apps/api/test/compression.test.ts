// Answers go out compressed when the client accepts it (decision 032): JSON and pages as brotli (quality 4) or gzip,
// the storefront's hashed files as the .br / .gz written beside them at build time; a client that accepts neither
// gets the plain bytes, and answers under 1 KB are not compressed.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeWithStorefront, STAND_IN_SCRIPT } from './web-stand-in';

describeWithStorefront('compressed answers', (ctx) => {
  it('compresses the API answers with brotli or gzip, as the client accepts, and leaves them plain otherwise', async () => {
    const plain = await ctx().app.inject({ method: 'GET', url: '/shop-api/openapi.json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await ctx().app.inject({ method: 'GET', url: '/shop-api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await ctx().app.inject({ method: 'GET', url: '/shop-api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    // under 1 KB: not worth it
    const small = await ctx().app.inject({ method: 'GET', url: '/shop-api/nowhere', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build-time .br / .gz of a storefront file, and the file itself to a client that accepts neither', async () => {
    const { path, source } = STAND_IN_SCRIPT;
    const br = await ctx().app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    expect(br.headers['cache-control']).toMatch(/immutable/);

    const gz = await ctx().app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);

    const plain = await ctx().app.inject({ method: 'GET', url: path });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });
});
