// The error contract of ARCHITECTURE §4, on the real app.
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerErrorHandling } from '../src/platform/errors';
import { registerLang } from '../src/platform/lang';
import { describeEachEngine } from './harness';

describeEachEngine('error contract', (ctx) => {
  it('answers unknown API paths with 404 JSON, localized', async () => {
    const zh = await ctx().app.inject({ method: 'GET', url: '/shop-api/no/such/path' });
    expect(zh.statusCode).toBe(404);
    expect(zh.headers['content-type']).toMatch(/json/);
    expect(zh.json()).toEqual({ code: 'NOT_FOUND', message: '请求的接口不存在' });
    const en = await ctx().app.inject({ method: 'POST', url: '/shop-api/no/such/path', headers: { 'accept-language': 'en' } });
    expect(en.json().message).toBe('The requested API does not exist');
    // a known path with another method: 405 (the storefront-mounted case is contract-storefront.test.ts)
    const wrong = await ctx().app.inject({ method: 'GET', url: '/shop-api/login', headers: { 'accept-language': 'en' } });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'The http request method is wrong' });
  });

  it('answers malformed JSON and wrong types with 400, never 500', async () => {
    const malformed = await ctx().app.inject({
      method: 'POST', url: '/shop-api/flowAnalysisLog', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: '{"pageId": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'BAD_JSON', message: 'The request body is not valid JSON' });
    const wrongType = await ctx().app.inject({ method: 'POST', url: '/shop-api/flowAnalysisLog', payload: { pageId: 'one' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('VALIDATION');
    expect(wrongType.json().message).toMatch(/^参数校验失败/);
    // an empty JSON body is no body: refused by the schema, not as malformed JSON
    const empty = await ctx().app.inject({ method: 'POST', url: '/shop-api/flowAnalysisLog', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION');
    const poisoned = await ctx().app.inject({
      method: 'POST', url: '/shop-api/flowAnalysisLog', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().code).toBe('BAD_JSON');
    const tooBig = await ctx().app.inject({ method: 'GET', url: '/shop-api/prod/lastedProdPage?size=100000' });
    expect(tooBig.statusCode).toBe(400);
  });

  it('publishes an OpenAPI document generated from the route schemas, and a docs page', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/shop-api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/category/categoryInfo', '/search/hotSearch', '/service/homeSuspendAd/page', '/flowAnalysisLog']) {
      expect(Object.keys(doc.paths).some((p) => p.endsWith(path))).toBe(true);
    }
    const hot = Object.entries(doc.paths).find(([p]) => p.endsWith('/search/hotSearch'))![1] as { get: { parameters: { name: string }[] } };
    expect(hot.get.parameters.map((p) => p.name)).toContain('number');
    const page = await ctx().app.inject({ method: 'GET', url: '/shop-api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html');
  });
}, { seed: false });

it('turns an unexpected fault into the localized small-hiccup 500 with no detail', async () => {
  const app = Fastify();
  registerLang(app);
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('secret database detail');
  });
  const zh = await app.inject({ method: 'GET', url: '/boom' });
  expect(zh.statusCode).toBe(500);
  expect(zh.json()).toEqual({ code: 'SERVER_ERROR', message: '服务器出了点小差，请稍后再试' });
  expect(zh.body).not.toContain('secret');
  const en = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'en-GB' } });
  expect(en.json().message).toBe('Something went wrong with the server, please try again later');
});
