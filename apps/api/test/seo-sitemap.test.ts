// robots.txt and the sitemaps served by the mall (issue 16): the storefront's real resource routes
// (apps/web/app/lib/sitemap.server.ts) mounted on the API with the demo mall seeded, reading the catalogue, shops and
// news through the API's sitemapIds routes. Valid XML; products on sale, open shops, published news and help topics
// in both languages with hreflang alternates; off-shelf products, products of a closed shop, the closed shop itself
// and drafts absent. And the API's guard of shared caches on storefront answers (platform/web.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
// @ts-expect-error jsdom has no type declarations in this project (the storefront's tests use it as their environment)
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '@mall/db';
import { SHOP_STATUS } from '@mall/shared';
import { ManualClock } from '../src/platform/clock';
import { buildApp } from '../src/server';
import { engines, preparedDatabase } from './harness';
import { insertProduct } from './catalog-helpers';

const ORIGIN = 'http://mall.test';

/** The little of the DOM these tests read (this project has no DOM types). */
interface XmlNode {
  localName: string;
  textContent: string | null;
  documentElement: XmlNode;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): Iterable<XmlNode> & ArrayLike<XmlNode>;
  getElementsByTagNameNS(ns: string, name: string): Iterable<XmlNode> & ArrayLike<XmlNode>;
}

/** Parses with jsdom's strict XML parser: a malformed document gives a <parsererror>. */
function parseXml(body: string): XmlNode {
  const doc = new (new JSDOM('') as { window: { DOMParser: new () => { parseFromString(s: string, type: string): XmlNode } } }).window.DOMParser().parseFromString(body, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}
const locs = (doc: XmlNode) => [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');

for (const engine of engines) {
  describe(`robots.txt and sitemaps served by the mall [${engine}]`, () => {
    let app: FastifyInstance;
    let database: Database;
    let drop: () => Promise<void>;
    let clientDir: string;
    const clock = new ManualClock();
    const ids = { onSale: 0, offShelf: 0, inClosedShop: 0, closedShop: 0, draft: 0 };

    beforeAll(async () => {
      const fresh = await preparedDatabase(engine);
      drop = fresh.drop;
      database = fresh.database;
      const { db } = database;
      const ctx = () => ({ app, database, engine, clock });
      ids.onSale = await insertProduct(ctx);
      ids.offShelf = await insertProduct(ctx, { status: 0 });
      const [closed] = await db.insert(schema.shop).values({ nameZh: 'SEO 已下线店', nameEn: 'SEO closed shop', status: SHOP_STATUS.offline }).returning({ id: schema.shop.id });
      ids.closedShop = closed!.id;
      ids.inClosedShop = await insertProduct(ctx, { shopId: ids.closedShop });
      const [draft] = await db.insert(schema.news).values({ titleZh: '草稿', titleEn: 'Draft', contentZh: 'x', contentEn: 'x', status: 0, publishTime: new Date('2020-01-01T00:00:00Z') }).returning({ id: schema.news.id });
      ids.draft = draft!.id;
      clientDir = mkdtempSync(join(tmpdir(), 'mall-seo-client-'));
      mkdirSync(join(clientDir, 'assets'));
      app = await buildApp({
        database, uploadsDir: '/nonexistent', mode: 'test', clock,
        web: { serverEntry: join(import.meta.dirname, 'seo-web-build.ts'), clientDir },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await drop?.();
      rmSync(clientDir, { recursive: true, force: true });
    });

    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'mall.test', ...headers } });

    it('robots.txt: the sitemap of this origin, the API and login-only pages disallowed', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      expect(res.body).toContain('Disallow: /shop-api/');
      expect(res.body).toContain('Disallow: /user-center');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('the origin follows X-Forwarded-Host / -Proto only from a trusted proxy (loopback by default)', async () => {
      const trusted = await app.inject({ method: 'GET', url: '/robots.txt', remoteAddress: '127.0.0.1', headers: { host: 'internal:3000', 'x-forwarded-host': 'shop.example.cn', 'x-forwarded-proto': 'https' } });
      expect(trusted.body).toContain('Sitemap: https://shop.example.cn/sitemap.xml');
      const stranger = await app.inject({ method: 'GET', url: '/robots.txt', remoteAddress: '203.0.113.9', headers: { host: 'mall.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
      expect(stranger.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    });

    it('the sitemap index names pages, shops, products and news children of this origin', async () => {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const doc = parseXml(res.body);
      expect(doc.documentElement.localName).toBe('sitemapindex');
      expect(locs(doc)).toEqual([
        `${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/shops-1.xml`, `${ORIGIN}/sitemaps/products-1.xml`, `${ORIGIN}/sitemaps/news-1.xml`,
      ]);
    });

    it('products: every product on sale in zh and en with alternates; off-shelf and closed-shop products absent', async () => {
      const res = await get('/sitemaps/products-1.xml');
      expect(res.statusCode).toBe(200);
      const doc = parseXml(res.body);
      const urls = locs(doc);
      const { db } = database;
      const open = (await db.select({ id: schema.shop.id }).from(schema.shop).where(eq(schema.shop.status, SHOP_STATUS.open))).map((s) => s.id);
      const onSale = (await db.select({ id: schema.product.id, shopId: schema.product.shopId }).from(schema.product).where(eq(schema.product.status, 1)).orderBy(asc(schema.product.id)))
        .filter((p) => open.includes(p.shopId)).map((p) => p.id);
      expect(onSale.length).toBeGreaterThan(10);
      expect(urls).toEqual(onSale.flatMap((id) => [`${ORIGIN}/detail/${id}`, `${ORIGIN}/detail/${id}?lang=en`]));
      expect(urls).toContain(`${ORIGIN}/detail/${ids.onSale}`);
      expect(urls).not.toContain(`${ORIGIN}/detail/${ids.offShelf}`);
      expect(urls).not.toContain(`${ORIGIN}/detail/${ids.inClosedShop}`);
      // each entry names both languages and x-default (xhtml:link)
      const first = doc.getElementsByTagName('url')[0]!;
      const links = [...first.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
      expect(links).toEqual([['zh-CN', urls[0]], ['en', urls[1]], ['x-default', urls[0]]]);
      // past the last page: not found
      expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
      expect((await get('/sitemaps/nothing-1.xml')).statusCode).toBe(404);
    });

    it('shops: open shops only; news: published only; pages: home, category lists and help topics', async () => {
      const shops = locs(parseXml((await get('/sitemaps/shops-1.xml')).body));
      expect(shops).toContain(`${ORIGIN}/shopIndex?sid=1`);
      expect(shops).toContain(`${ORIGIN}/shopIndex?sid=1&lang=en`);
      expect(shops).not.toContain(`${ORIGIN}/shopIndex?sid=${ids.closedShop}`);

      const published = await database.db.select({ id: schema.news.id }).from(schema.news)
        .where(and(eq(schema.news.status, 1), lte(schema.news.publishTime, clock.now()))).orderBy(asc(schema.news.id));
      expect(published.length).toBeGreaterThan(0);
      const news = locs(parseXml((await get('/sitemaps/news-1.xml')).body));
      expect(news).toEqual(published.flatMap(({ id }) => [`${ORIGIN}/newsDetail?id=${id}`, `${ORIGIN}/newsDetail?id=${id}&lang=en`]));
      expect(news).not.toContain(`${ORIGIN}/newsDetail?id=${ids.draft}`);

      const pages = locs(parseXml((await get('/sitemaps/pages.xml')).body));
      for (const u of [`${ORIGIN}/`, `${ORIGIN}/?lang=en`, `${ORIGIN}/list`, `${ORIGIN}/News`, `${ORIGIN}/help`, `${ORIGIN}/shopList?lang=en`]) expect(pages).toContain(u);
      expect(pages.some((u) => /\/list\?cpid=\d+&cindex=3$/.test(u))).toBe(true);
      expect(pages.some((u) => /\/help\?id=\d+&lang=en$/.test(u))).toBe(true);
    });

    it('the sitemapIds routes page by id: two pages of one id each are the first two ids', async () => {
      const all = (await get('/shop-api/prod/sitemapIds?current=1&size=3')).json() as { ids: number[]; total: number };
      const second = (await get('/shop-api/prod/sitemapIds?current=2&size=1')).json() as { ids: number[]; total: number };
      expect(second).toEqual({ ids: [all.ids[1]], total: all.total });
      expect((await get('/shop-api/prod/sitemapIds?size=25001')).statusCode).toBe(400);
    });

    it('storefront answers vary by Cookie; a logged-in or cookie-setting answer is never for a shared cache', async () => {
      const anon = await get('/list');
      expect(anon.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(anon.headers.vary).toMatch(/\bCookie\b/);
      const loggedIn = await get('/list', { cookie: 'token=abc; lang=en' });
      expect(loggedIn.headers['cache-control']).toBe('private, no-store');
      expect(loggedIn.headers.vary).toMatch(/\bCookie\b/);
      const bearer = await get('/list', { authorization: 'Bearer abc' });
      expect(bearer.headers['cache-control']).toBe('private, no-store');
      const sitemap = await get('/sitemap.xml', { cookie: 'lang=en' });
      expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
      expect(sitemap.headers.vary).toMatch(/\bCookie\b/);
    });
  });
}
