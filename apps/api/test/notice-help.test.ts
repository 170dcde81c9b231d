// /shop/notice/page (the storefront's /notice-list) and the help center's /service/helpArticle/all and /search.
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import type { HelpArticleItem, NoticeItem, Paged } from '@mall/shared';
import { describeEachEngine } from './harness';

const get = (ctx: () => { app: FastifyInstance }, url: string, lang = 'zh-CN') =>
  ctx().app.inject({ method: 'GET', url: `/shop-api${url}`, headers: { 'accept-language': lang } });

describeEachEngine('notice list and help center API', (ctx) => {
  it('pages every published notice (platform and shops), pinned first, and filters by publisher', async () => {
    const { db } = ctx().database;
    await db.insert(schema.notice).values([
      { shopId: 1, titleZh: '店铺公告甲', titleEn: 'Shop notice A', contentZh: '<p>甲</p>', contentEn: '<p>A</p>' },
      { shopId: 0, titleZh: '草稿公告', titleEn: 'Draft notice', contentZh: '草稿', contentEn: 'draft', status: 0 },
    ]);
    const all: Paged<NoticeItem> = (await get(ctx, '/shop/notice/page?current=1&size=100', 'en')).json();
    expect(all.total).toBe(all.records.length);
    expect(all.records.some((n) => n.shopId === 0)).toBe(true);
    expect(all.records.some((n) => n.title === 'Shop notice A')).toBe(true);
    expect(all.records.some((n) => n.title === 'Draft notice')).toBe(false);
    const firstUnpinned = all.records.findIndex((n) => !n.isTop);
    expect(all.records.slice(firstUnpinned).some((n) => n.isTop)).toBe(false);

    const page2: Paged<NoticeItem> = (await get(ctx, '/shop/notice/page?current=2&size=2')).json();
    expect(page2.current).toBe(2);
    expect(page2.records.map((n) => n.id)).toEqual(all.records.slice(2, 4).map((n) => n.id));
    expect(page2.pages).toBe(Math.ceil(all.total / 2));

    const platform: Paged<NoticeItem> = (await get(ctx, '/shop/notice/page?shopId=0&size=100')).json();
    expect(platform.records.length).toBeGreaterThan(0);
    expect(platform.records.every((n) => n.shopId === 0)).toBe(true);
    const shop: Paged<NoticeItem> = (await get(ctx, '/shop/notice/page?shopId=1&size=100', 'zh-CN')).json();
    expect(shop.records.every((n) => n.shopId === 1)).toBe(true);
    expect(shop.records.some((n) => n.title === '店铺公告甲')).toBe(true);
    expect((await get(ctx, '/shop/notice/page?shopId=-1')).statusCode).toBe(400);
    expect((await get(ctx, '/shop/notice/page?size=1001')).statusCode).toBe(400);
  });

  it('lists every help article title by category, and searches titles and texts in the language asked', async () => {
    const { db } = ctx().database;
    const [cat] = await db.insert(schema.helpCategory).values({ parentId: 0, nameZh: '测试帮助', nameEn: 'Test help' }).returning();
    await db.insert(schema.helpArticle).values([
      { categoryId: cat!.id, titleZh: '如何退款百分之百', titleEn: 'Refund 100% guide', contentZh: '<p>退款说明</p>', contentEn: '<p>zebra crossing</p>' },
    ]);
    const all: HelpArticleItem[] = (await get(ctx, '/service/helpArticle/all', 'en')).json();
    expect(all.some((a) => a.categoryId === cat!.id && a.title === 'Refund 100% guide')).toBe(true);
    const byText: HelpArticleItem[] = (await get(ctx, '/service/helpArticle/search?keyword=zebra', 'en')).json();
    expect(byText.map((a) => a.title)).toEqual(['Refund 100% guide']);
    // the other language's text does not match, and LIKE wildcards are taken literally
    expect((await get(ctx, '/service/helpArticle/search?keyword=zebra', 'zh-CN')).json()).toEqual([]);
    const pct: HelpArticleItem[] = (await get(ctx, `/service/helpArticle/search?keyword=${encodeURIComponent('100%')}`, 'en')).json();
    expect(pct.map((a) => a.title)).toEqual(['Refund 100% guide']);
    expect((await get(ctx, `/service/helpArticle/search?keyword=${encodeURIComponent('%')}`, 'zh-CN')).json()).toEqual([]);
    const zh: HelpArticleItem[] = (await get(ctx, `/service/helpArticle/search?keyword=${encodeURIComponent('百分之百')}`)).json();
    expect(zh.map((a) => a.title)).toEqual(['如何退款百分之百']);
    expect((await get(ctx, '/service/helpArticle/search?keyword=')).statusCode).toBe(400);
    expect((await get(ctx, `/service/helpArticle/search?keyword=${'x'.repeat(51)}`)).statusCode).toBe(400);
  });

  it('searches the text the reader sees, not the markup around it', async () => {
    const { db } = ctx().database;
    const [cat] = await db.insert(schema.helpCategory).values({ parentId: 0, nameZh: '标记帮助', nameEn: 'Markup help' }).returning();
    await db.insert(schema.helpArticle).values([
      { categoryId: cat!.id, titleZh: '标记文章', titleEn: 'Markup article', contentZh: '<p>企鹅</p>', contentEn: '<p class="quokka-box" style="color:red">walk&nbsp;home safely</p>' },
    ]);
    const titles = async (keyword: string) => ((await get(ctx, `/service/helpArticle/search?keyword=${encodeURIComponent(keyword)}`, 'en')).json() as HelpArticleItem[]).map((a) => a.title);
    expect(await titles('quokka')).toEqual([]);
    expect(await titles('color:red')).toEqual([]);
    expect(await titles('nbsp')).toEqual([]);
    expect(await titles('walk home')).toEqual(['Markup article']);
    expect(await titles('safely')).toEqual(['Markup article']);
    expect((await get(ctx, `/service/helpArticle/search?keyword=${'x'.repeat(51)}`)).statusCode).toBe(400);
  });
});
