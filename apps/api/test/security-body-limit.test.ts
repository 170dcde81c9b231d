// Request bodies the storefront reads are capped (STOREFRONT_BODY_LIMIT, 16 KB): a Content-Length over the cap is
// refused before a byte of the body is read, and a chunked body without a length is refused as soon as its bytes pass
// the cap, without waiting for the rest (a 128 MB POST once grew the process by 430 MB). The API's own cap is 1 MB.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { STOREFRONT_BODY_LIMIT } from '../src/platform/web';
import { describeWithStorefront } from './web-stand-in';

describeWithStorefront('storefront request bodies are capped', (ctx) => {
  let port = 0;
  beforeAll(async () => {
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx().app.server.address() as AddressInfo).port;
  });

  const json = { 'content-type': 'application/json' };

  it('a body under the cap reaches the route action whole', async () => {
    const body = JSON.stringify({ intent: 'login', pad: 'x'.repeat(STOREFRONT_BODY_LIMIT - 100) });
    const res = await ctx().app.inject({ method: 'POST', url: '/session', headers: json, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: body.length });
  });

  it('a Content-Length over the cap is refused with 413 JSON, on /session and on any page, in zh and en', async () => {
    for (const url of ['/session', '/', '/detail?prodId=1']) {
      const res = await ctx().app.inject({ method: 'POST', url, headers: json, payload: 'x'.repeat(STOREFRONT_BODY_LIMIT + 1) });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ code: 'TOO_LARGE', message: expect.any(String) });
    }
    const en = await ctx().app.inject({
      method: 'POST', url: '/session', headers: { ...json, 'accept-language': 'en' }, payload: 'x'.repeat(STOREFRONT_BODY_LIMIT + 1),
    });
    expect(en.json().message).toMatch(/too large/i);
  });

  it('a huge announced Content-Length is refused at once, before the body is sent', async () => {
    // headers claiming 128 MB and not one byte of body: the answer comes anyway, so nothing was waited for or read
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST /session HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${128 * 1024 * 1024}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (d) => {
        text += d.toString();
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      setTimeout(() => reject(new Error('no answer while the body was still to come')), 5000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('a chunked body without a length is refused once it passes the cap, the rest never read', async () => {
    const chunk = Buffer.alloc(4096, 'x');
    const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/session', headers: json }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          clearInterval(pump);
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, sent });
        });
      });
      req.on('error', (err) => (sent > STOREFRONT_BODY_LIMIT ? undefined : reject(err)));
      // keeps sending until the server answers: it must answer long before 8 MB
      const pump = setInterval(() => {
        if (sent >= 8 * 1024 * 1024) {
          clearInterval(pump);
          reject(new Error('8 MB read and no answer'));
          return;
        }
        req.write(chunk);
        sent += chunk.length;
      }, 2);
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).code).toBe('TOO_LARGE');
    expect(result.sent).toBeLessThan(1024 * 1024);
  });

  it('the API keeps its own 1 MB cap', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/shop-api/flowAnalysisLog', headers: json, payload: `"${'x'.repeat(1024 * 1024)}"` });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('TOO_LARGE');
  });
});
