import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import type { CategoryNode, HotSearchItem, NavItem, NoticeItem } from '@mall/shared';
import { describeEachEngine } from './harness';

const get = (ctx: () => { app: FastifyInstance }, url: string, lang = 'zh-CN') =>
  ctx().app.inject({ method: 'GET', url: `/shop-api${url}`, headers: { 'accept-language': lang } });

describeEachEngine('content API', (ctx) => {
  it('serves the web config localized by Accept-Language', async () => {
    const zh = (await get(ctx, '/webConfig/getPcWebConfig')).json();
    const en = (await get(ctx, '/webConfig/getPcWebConfig', 'en-US,en;q=0.9')).json();
    expect(zh.siteName).toMatch(/\p{Script=Han}/u);
    expect(en.siteName).not.toMatch(/\p{Script=Han}/u);
    expect(en.pcTitleImg).toBe(zh.pcTitleImg);
    expect(zh.hotline).not.toBe('');
  });

  it('answers the pay and service switches from the database', async () => {
    const { db } = ctx().database;
    await db.update(schema.sysConfig).set({ value: { serviceTermsSwitch: true, privacyPolicySwitch: false } }).where(eq(schema.sysConfig.key, 'serviceSwitch'));
    expect((await get(ctx, '/sys/config/info/getSysServiceSwitch')).json()).toEqual({ serviceTermsSwitch: true, privacyPolicySwitch: false });
    await db.update(schema.sysConfig).set({ value: { serviceTermsSwitch: true, privacyPolicySwitch: true } }).where(eq(schema.sysConfig.key, 'serviceSwitch'));
    expect((await get(ctx, '/sys/config/info/getSysServiceSwitch')).json()).toEqual({ serviceTermsSwitch: true, privacyPolicySwitch: true });
    const pay = (await get(ctx, '/sys/config/info/getSysPaySwitch')).json();
    expect(typeof pay.balancePaySwitch).toBe('boolean');
    expect(pay.wxPaySwitch).toBe(true);
  });

  it('lists platform notices with pinned ones first, and 404s a missing notice with the spec message', async () => {
    const res = await get(ctx, '/shop/notice/topNoticeList/0');
    expect(res.statusCode).toBe(200);
    const list: NoticeItem[] = res.json();
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((n) => n.shopId === 0)).toBe(true);
    const firstUnpinned = list.findIndex((n) => !n.isTop);
    expect(list.slice(firstUnpinned).some((n) => n.isTop)).toBe(false);
    const detail = (await get(ctx, `/shop/notice/info/${list[0]!.id}`, 'en')).json();
    expect(detail.content.length).toBeGreaterThan(0);
    const missing = await get(ctx, '/shop/notice/info/999999', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Announcement does not exist');
    expect((await get(ctx, '/shop/notice/info/999999')).json().message).toBe('公告不存在');
  });

  it('ranks hot words by real searches, then by the operator weight, and honours number', async () => {
    const ten: HotSearchItem[] = (await get(ctx, '/search/hotSearch?number=10')).json();
    expect(ten).toHaveLength(10);
    expect((await get(ctx, '/search/hotSearch?number=3')).json()).toHaveLength(3);
    const [last] = await ctx().database.db.select().from(schema.hotSearch).orderBy(schema.hotSearch.seq).limit(1);
    await ctx().database.db.update(schema.hotSearch).set({ searchCount: 1000 }).where(eq(schema.hotSearch.id, last!.id));
    const ranked: HotSearchItem[] = (await get(ctx, '/search/hotSearch?number=10')).json();
    expect(ranked[0]!.hotSearchId).toBe(last!.id);
    const bad = await get(ctx, '/search/hotSearch?number=abc', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect(bad.json().message).toMatch(/^Validation failed: number/);
  });

  it('serves the shown nav items with home first and derives isOut from the uri', async () => {
    const nav: NavItem[] = (await get(ctx, '/service/nav/page?showStatus=0')).json();
    expect(nav[0]!.uri).toBe('/');
    expect(nav.some((n) => n.type === 'zone' && n.zoneId && n.uri.includes('/zone/zone-all?id='))).toBe(true);
    for (const n of nav) expect(n.isOut).toBe(n.uri.startsWith('http'));
    const hidden: NavItem[] = (await get(ctx, '/service/nav/page?showStatus=1')).json();
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.some((h) => nav.some((n) => n.id === h.id))).toBe(false);
  });

  it('serves the three-level category tree ordered by seq, in both languages', async () => {
    const tree: CategoryNode[] = (await get(ctx, '/category/categoryInfo')).json();
    const treeEn: CategoryNode[] = (await get(ctx, '/category/categoryInfo', 'en')).json();
    expect(tree.length).toBeGreaterThanOrEqual(8);
    const seqs = tree.map((c) => c.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const third = tree[0]!.categories[0]!.categories[0]!;
    expect(third.grade).toBe(3);
    expect(third.categories).toEqual([]);
    expect(tree[0]).toHaveProperty('icon');
    expect(treeEn[0]!.categoryId).toBe(tree[0]!.categoryId);
    expect(treeEn[0]!.categoryName).not.toBe(tree[0]!.categoryName);
  });

  it('pages help categories and friend links as records', async () => {
    const help = (await get(ctx, '/service/helpCategory/page?current=1&size=1000')).json();
    const parents = help.records.filter((h: { parentId: number }) => h.parentId === 0);
    expect(parents.length).toBeGreaterThan(2);
    expect(help.records.some((h: { parentId: number }) => h.parentId === parents[0].id)).toBe(true);
    expect(help.total).toBe(help.records.length);
    const two = (await get(ctx, '/service/helpCategory/page?current=2&size=2')).json();
    expect(two).toMatchObject({ current: 2, size: 2, total: help.total, pages: Math.ceil(help.total / 2) });
    expect(two.records[0].id).toBe(help.records[2].id);

    const links = (await get(ctx, '/service/indexLink/page?current=1&size=1000&deleted=0')).json();
    const deleted = (await get(ctx, '/service/indexLink/page?current=1&size=1000&deleted=1')).json();
    expect(links.records.length).toBeGreaterThan(3);
    expect(links.records[0]).toEqual({ id: expect.any(Number), linkName: expect.any(String), linkUrl: expect.stringMatching(/^https?:\/\//) });
    expect(deleted.records.every((d: { id: number }) => !links.records.some((l: { id: number }) => l.id === d.id))).toBe(true);

    const child = help.records.find((h: { parentId: number }) => h.parentId !== 0);
    const articles = (await get(ctx, `/service/helpArticle/list?categoryId=${child.id}`)).json();
    expect(articles.length).toBeGreaterThan(0);
    const article = (await get(ctx, `/service/helpArticle/info/${articles[0].id}`, 'en')).json();
    expect(article.content).toContain('<');
    expect((await get(ctx, '/service/helpArticle/info/99999', 'en')).statusCode).toBe(404);
  });

  it('serves popup ads per station and refuses an unknown station', async () => {
    for (const station of [0, 1, 2]) {
      const page = (await get(ctx, `/service/homeSuspendAd/page?showStation=${station}`)).json();
      expect(page.records.length).toBeGreaterThan(0);
      expect(page.records.every((r: { showStation: number; adPic: string }) => r.showStation === station && r.adPic.startsWith('/uploads/'))).toBe(true);
    }
    // each language its own picture (issue 16: the zh site showed English text)
    for (const station of [0, 1, 2]) {
      const zh = (await get(ctx, `/service/homeSuspendAd/page?showStation=${station}`)).json().records[0].adPic;
      const en = (await get(ctx, `/service/homeSuspendAd/page?showStation=${station}`, 'en')).json().records[0].adPic;
      expect([zh, en]).toEqual([expect.stringMatching(/-zh\.webp$/), expect.stringMatching(/-en\.webp$/)]);
    }
    expect((await get(ctx, '/service/homeSuspendAd/page?showStation=3')).statusCode).toBe(400);
    expect((await get(ctx, '/service/homeSuspendAd/page')).statusCode).toBe(400);
  });

  it('serves banners and the terms pages, 400 for an unknown terms page', async () => {
    const zhBanners = (await get(ctx, '/indexImgs')).json() as Array<{ imgUrl: string }>;
    const enBanners = (await get(ctx, '/indexImgs', 'en')).json() as Array<{ imgUrl: string }>;
    expect(zhBanners.length).toBeGreaterThan(1);
    expect(zhBanners.every((b) => b.imgUrl.endsWith('-zh.webp'))).toBe(true);
    expect(enBanners.map((b) => b.imgUrl)).toEqual(zhBanners.map((b) => b.imgUrl.replace(/-zh\.webp$/, '-en.webp')));
    const tos = (await get(ctx, '/sys/terms/0')).json();
    const privacy = (await get(ctx, '/sys/terms/1', 'en')).json();
    expect(tos.sts).toBe(0);
    expect(tos.title).not.toBe((await get(ctx, '/sys/terms/1')).json().title);
    expect(privacy.content).toMatch(/privacy/i);
    expect((await get(ctx, '/sys/terms/2')).statusCode).toBe(400);
  });

  it('serves the newest products and best sellers of open shops only', async () => {
    const page = (await get(ctx, '/prod/lastedProdPage?current=1&size=20')).json();
    expect(page.records).toHaveLength(20);
    expect(page.total).toBeGreaterThanOrEqual(300);
    const { db } = ctx().database;
    const ids = page.records.map((p: { prodId: number }) => p.prodId);
    const rows = await db.select().from(schema.product);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const times = ids.map((id: number) => byId.get(id)!.putawayTime.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ids.every((id: number) => byId.get(id)!.status === 1)).toBe(true);
    const card = page.records[0];
    expect(card.price).toBe(byId.get(card.prodId)!.price);
    expect(card.shopName).not.toBe('');

    // taking the newest product off the shelf removes it
    await db.update(schema.product).set({ status: 0 }).where(eq(schema.product.id, ids[0]));
    const after = (await get(ctx, '/prod/lastedProdPage?current=1&size=20')).json();
    expect(after.records.map((p: { prodId: number }) => p.prodId)).not.toContain(ids[0]);
    expect(after.total).toBe(page.total - 1);
    await db.update(schema.product).set({ status: 1 }).where(eq(schema.product.id, ids[0]));

    const hot = (await get(ctx, '/prod/hotSaleProds?size=8')).json();
    expect(hot).toHaveLength(8);
    const sold = hot.map((p: { soldNum: number }) => p.soldNum);
    expect(sold).toEqual([...sold].sort((a: number, b: number) => b - a));

    const shops = (await get(ctx, '/shop/recommendShops?size=6', 'en')).json();
    expect(shops.length).toBeGreaterThan(1);
    expect(shops.every((s: { prodCount: number }) => s.prodCount > 0)).toBe(true);
  });

  it('stores an anonymous usage log and ignores a userId in the body', async () => {
    const body = { pageId: 1, step: 3, systemType: 1, uuid: 'uuid-12345678', uuidSession: 'sess-12345678', visitType: 1, prevPageId: 2, userId: 42 };
    const res = await ctx().app.inject({ method: 'POST', url: '/shop-api/flowAnalysisLog', payload: body });
    expect(res.statusCode).toBe(200);
    await ctx().app.services.analytics.flush(); // written in batches (decision 037)
    const rows = await ctx().database.db.select().from(schema.flowLog).where(eq(schema.flowLog.uuidSession, 'sess-12345678'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pageId: 1, step: 3, prevPageId: 2, userId: null });
    const bad = await ctx().app.inject({ method: 'POST', url: '/shop-api/flowAnalysisLog', payload: { ...body, systemType: 2 } });
    expect(bad.statusCode).toBe(400);
  });
});
