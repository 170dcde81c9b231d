// The error contract of /shop-api with the storefront mounted, as in production: its catch-all route takes every
// path and method, yet API calls no route takes answer the API's JSON 404 / 405, never a storefront page.
import { expect, it } from 'vitest';
import { describeWithStorefront } from './web-stand-in';

describeWithStorefront('API 404 / 405 with the storefront mounted', (ctx) => {
  it('the storefront really is mounted: other unknown paths are its HTML pages', async () => {
    const page = await ctx().app.inject({ method: 'GET', url: '/no/such/page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('storefront');
  });

  it('an unknown /shop-api path answers JSON 404 for every method, localized', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      for (const url of ['/shop-api/no/such/path', '/shop-api/no/such/path?x=1', '/shop-api/p/nothing/here', '/shop-api']) {
        const res = await ctx().app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '请求的接口不存在' });
      }
    }
    const en = await ctx().app.inject({ method: 'GET', url: '/shop-api/no/such/path', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ code: 'NOT_FOUND', message: 'The requested API does not exist' });
  });

  it('a known path with a wrong method answers JSON 405 with Allow, localized', async () => {
    // POST only
    const zh = await ctx().app.inject({ method: 'GET', url: '/shop-api/login' });
    expect(zh.statusCode).toBe(405);
    expect(zh.headers['content-type']).toMatch(/^application\/json/);
    expect(zh.headers.allow).toBe('POST');
    expect(zh.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'http请求方式有误' });
    const en = await ctx().app.inject({ method: 'DELETE', url: '/shop-api/login', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(405);
    expect(en.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'The http request method is wrong' });
    // GET (and its HEAD) only, with a path parameter and a query
    const post = await ctx().app.inject({ method: 'POST', url: '/shop-api/prod/prodInfo?prodId=1', payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD']);
    // the right method still reaches the route
    const ok = await ctx().app.inject({ method: 'POST', url: '/shop-api/login', payload: { userName: 'nobody', passWord: 'x' } });
    expect(ok.statusCode).not.toBe(405);
    expect(ok.headers['content-type']).toMatch(/json/);
  });
});
