// Platform console, content: what an operator writes shows on the storefront's content calls, every rule answers
// its message in zh and en, rich text is sanitized, deletes that would orphan something are refused, and racing
// edits of the category tree leave it whole.
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { call, expectRefused, get, post, put } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken } from './store-helpers';

describeEachEngine('platform console: content', (ctx) => {
  const as = async () => ({ token: await adminToken(ctx) });
  const del = async (url: string, token: string, lang = 'zh-CN') => call(ctx, 'DELETE', url, undefined, { token, lang });
  const create = async (url: string, body: unknown, token: string) => {
    const res = await post(ctx, url, body, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const cat = (parentId: number, name: string, over: Record<string, unknown> = {}) => ({ parentId, nameZh: `${name}分类`, nameEn: `${name} category`, seq: 1, ...over });
  const treeIds = async (lang = 'zh-CN') => {
    const flat: { categoryId: number; categoryName: string }[] = [];
    const walk = (nodes: { categoryId: number; categoryName: string; categories: never[] }[]) => nodes.forEach((n) => { flat.push(n); walk(n.categories); });
    walk((await get(ctx, '/category/categoryInfo', { lang })).json());
    return flat;
  };

  it('builds a three-level category tree that the storefront shows (hidden ones not); a fourth level is refused', async () => {
    const { token } = await as();
    const top = await create('/p/admin/categories', cat(0, '一级', { icon: '/uploads/icons/a.png' }), token);
    const mid = await create('/p/admin/categories', cat(top.id, '二级'), token);
    const leaf = await create('/p/admin/categories', cat(mid.id, '三级'), token);
    expect([top.grade, mid.grade, leaf.grade]).toEqual([1, 2, 3]);
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/categories', cat(leaf.id, '四级'), { token, lang }),
      '分类最多三级，三级分类下不能再添加分类', 'Categories have at most three levels: a third-level category cannot have children');
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/categories', cat(987654, '孤儿'), { token, lang }), '分类不存在', 'The category does not exist');
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/categories', cat(0, '', { nameZh: '   ' }), { token, lang }),
      '请填写中文和英文名称', 'Please fill in both the Chinese and the English text');
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/categories', cat(0, '图标', { icon: 'javascript:alert(1)' }), { token, lang }),
      '图片须为上传的文件或 http(s) 地址', 'The image must be an uploaded file or an http(s) address');

    expect((await treeIds('en')).find((c) => c.categoryId === leaf.id)?.categoryName).toBe('三级 category');
    const hidden = await put(ctx, `/p/admin/categories/${mid.id}`, { nameZh: '改名', nameEn: 'Renamed', icon: null, seq: 2, status: 0 }, { token });
    expect(hidden.json()).toMatchObject({ id: mid.id, nameZh: '改名', status: 0, grade: 2, parentId: top.id });
    const ids = (await treeIds()).map((c) => c.categoryId);
    expect(ids).toContain(top.id);
    expect(ids).not.toContain(mid.id);
    expect((await get(ctx, '/p/admin/categories', { token })).json().some((c: { id: number }) => c.id === mid.id)).toBe(true);
    expect((await put(ctx, '/p/admin/categories/987654', { nameZh: 'a', nameEn: 'b', icon: null, seq: 0, status: 1 }, { token })).statusCode).toBe(404);
  });

  it('refuses to delete a category with children or with products, deletes an empty one', async () => {
    const { token } = await as();
    const top = await create('/p/admin/categories', cat(0, '删除'), token);
    const child = await create('/p/admin/categories', cat(top.id, '子'), token);
    const refused = await del(`/p/admin/categories/${top.id}`, token, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The category still has subcategories and cannot be deleted');
    const [withProducts] = await ctx().database.db.select({ categoryId: schema.product.categoryId }).from(schema.product).limit(1);
    const busy = await del(`/p/admin/categories/${withProducts!.categoryId}`, token);
    expect(busy.statusCode).toBe(400);
    expect(busy.json().message).toBe('该分类下还有商品，不能删除');
    expect((await del(`/p/admin/categories/${child.id}`, token)).json()).toEqual({ ok: true });
    expect((await del(`/p/admin/categories/${top.id}`, token)).json()).toEqual({ ok: true });
    expect((await del(`/p/admin/categories/${top.id}`, token)).statusCode).toBe(404);
  });

  it('racing: deleting a parent while children are added under it never leaves an orphan; two deletes, one winner', async () => {
    const { token } = await as();
    for (let round = 0; round < 3; round++) {
      const top = await create('/p/admin/categories', cat(0, `竞争${round}`), token);
      const [removed, ...added] = await Promise.all([
        del(`/p/admin/categories/${top.id}`, token),
        post(ctx, '/p/admin/categories', cat(top.id, 'a'), { token }),
        post(ctx, '/p/admin/categories', cat(top.id, 'b'), { token }),
      ]);
      const rows = (await get(ctx, '/p/admin/categories', { token })).json() as { id: number; parentId: number }[];
      const children = rows.filter((r) => r.parentId === top.id);
      if (removed!.statusCode === 200) {
        expect(rows.some((r) => r.id === top.id)).toBe(false);
        expect(children).toHaveLength(0);
        expect(added.every((a) => a.statusCode === 400)).toBe(true);
      } else {
        expect(removed!.json().message).toBe('该分类下还有子分类，不能删除');
        expect(children.length).toBe(added.filter((a) => a.statusCode === 200).length);
        expect(children.length).toBeGreaterThan(0);
      }
    }
    const lone = await create('/p/admin/categories', cat(0, '双删'), token);
    const both = await Promise.all([del(`/p/admin/categories/${lone.id}`, token), del(`/p/admin/categories/${lone.id}`, token)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('nav items: links must be site paths or http(s); zone items need a zone and follow its name; a zone in use stays', async () => {
    const { token } = await as();
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/nav', { nameZh: '坏', nameEn: 'Bad', type: 'link', uri: 'javascript:alert(1)' }, { token, lang }),
      '链接须为站内路径（/开头）或 http(s) 地址', 'The link must be a site path starting with / or an http(s) address');
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/nav', { nameZh: '专题', nameEn: 'Zone', type: 'zone', zoneId: 999999 }, { token, lang }),
      '请选择存在的专题页面', 'Please choose an existing topic page');
    const link = await create('/p/admin/nav', { nameZh: '新品', nameEn: 'New in', type: 'link', uri: '/list?st=0', seq: 50 }, token);
    const zone = await create('/p/admin/zones', { nameZh: '年货节', nameEn: 'New Year fair', parts: [{ type: 'title-text', titleZh: '年货', titleEn: 'Fair' }] }, token);
    const zNav = await create('/p/admin/nav', { nameZh: '年货', nameEn: 'Fair', type: 'zone', zoneId: zone.id, seq: 51 }, token);
    expect(zNav.uri).toBe(`/zone/zone-all?id=${zone.id}`);
    await put(ctx, `/p/admin/zones/${zone.id}`, { nameZh: '年货大集', nameEn: 'Big fair', parts: [] }, { token });
    const shown = (await get(ctx, '/service/nav/page?showStatus=0', { lang: 'en' })).json() as { id: number; name: string; zoneName: string | null }[];
    expect(shown.find((n) => n.id === link.id)?.name).toBe('New in');
    expect(shown.find((n) => n.id === zNav.id)?.zoneName).toBe('Big fair');
    await expectRefused((lang) => call(ctx, 'DELETE', `/p/admin/zones/${zone.id}`, undefined, { token, lang }),
      '导航中还在使用该专题页面，不能删除', 'The topic page is still used by the navigation and cannot be deleted');
    expect((await post(ctx, '/p/admin/zones', { nameZh: 'x', nameEn: 'y', parts: [{ type: 'script' }] }, { token })).json().code).toBe('VALIDATION');
    await put(ctx, `/p/admin/nav/${zNav.id}`, { nameZh: '年货', nameEn: 'Fair', type: 'link', uri: 'https://example.com/fair', showStatus: 1 }, { token });
    expect((await del(`/p/admin/zones/${zone.id}`, token)).json()).toEqual({ ok: true });
    expect((await get(ctx, '/service/nav/page?showStatus=0')).json().some((n: { id: number }) => n.id === zNav.id)).toBe(false);
  });

  it('zone picture parts: image ads and hot areas are checked on save and shown per language with their alt texts and links', async () => {
    const { token } = await as();
    const ad = (over: Record<string, unknown> = {}) => ({ type: 'image-ad', images: [{ picZh: '/uploads/a-zh.webp', picEn: '/uploads/a-en.webp', link: '/flash-sale', altZh: '双11 会场', altEn: 'Double 11 sale', width: 1200, height: 300, ...over }] });
    const area = (over: Record<string, unknown> = {}) => ({ x: 10, y: 20, w: 30, h: 40, link: '/coupons', labelZh: '领券', labelEn: 'Coupons', ...over });
    const hot = (over: Record<string, unknown> = {}) => ({ type: 'hot-area', picZh: '/uploads/h-zh.webp', picEn: '', width: 1200, height: 400, areas: [area()], ...over });
    const save = (parts: unknown[], lang = 'zh-CN') => call(ctx, 'POST', '/p/admin/zones', { nameZh: '图片专题', nameEn: 'Pictures', parts }, { token, lang });
    // shapes (400 VALIDATION): no picture at all, a percent past 100, a hot area without its numbers
    for (const parts of [[{ type: 'image-ad', images: [] }], [hot({ areas: [area({ x: 120 })] })], [hot({ areas: [{ link: '/' }] })], [{ type: 'hot-area', areas: [] }]]) {
      const res = await save(parts);
      expect(res.statusCode, JSON.stringify(parts)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    // rules (localized messages)
    await expectRefused((lang) => save([ad({ picZh: '' })], lang), '请上传图片', 'Please upload an image');
    await expectRefused((lang) => save([ad({ picEn: 'javascript:alert(1)' })], lang), '图片须为上传的文件或 http(s) 地址', 'The image must be an uploaded file or an http(s) address');
    await expectRefused((lang) => save([ad({ link: 'javascript:alert(1)' })], lang), '链接须为站内路径（/开头）或 http(s) 地址', 'The link must be a site path starting with / or an http(s) address');
    await expectRefused((lang) => save([hot({ areas: [area(), area({ link: '//evil.example' })] })], lang), '链接须为站内路径（/开头）或 http(s) 地址');
    await expectRefused((lang) => save([hot({ areas: [area({ x: 80, w: 30 })] })], lang),
      '热区须在图片之内，且宽高至少为图片的 1%', 'A hot area must lie inside the picture and be at least 1% wide and high');
    await expectRefused((lang) => save([hot({ areas: [area({ h: 0.5 })] })], lang), '热区须在图片之内，且宽高至少为图片的 1%');

    // saved as sent (unknown props dropped), and the storefront's zone answer shows each language's picture and texts
    const res = await save([ad({ extra: 'dropped' }), hot(), { type: 'title-text', titleZh: '标题', titleEn: 'Title' }]);
    expect(res.statusCode, res.body).toBe(200);
    const zone = res.json();
    expect(zone.parts[0]).toEqual(ad());
    expect(zone.parts[1]).toEqual(hot());
    const zh = (await get(ctx, `/zone/info/${zone.id}`, { lang: 'zh-CN' })).json();
    const en = (await get(ctx, `/zone/info/${zone.id}`, { lang: 'en' })).json();
    expect(zh.parts[0].images[0]).toEqual({ pic: '/uploads/a-zh.webp', link: '/flash-sale', alt: '双11 会场', width: 1200, height: 300 });
    expect(en.parts[0].images[0]).toMatchObject({ pic: '/uploads/a-en.webp', alt: 'Double 11 sale' });
    // no English picture: the Chinese one serves both
    expect(en.parts[1]).toMatchObject({ pic: '/uploads/h-zh.webp', areas: [{ x: 10, y: 20, w: 30, h: 40, link: '/coupons', label: 'Coupons' }] });
    expect(zh.parts[1].areas[0].label).toBe('领券');
  });

  it('zone links to a category list name a shown category at its level', async () => {
    const { token } = await as();
    const top = await create('/p/admin/categories', cat(0, '专题链接'), token);
    const mid = await create('/p/admin/categories', cat(top.id, '专题链接二级'), token);
    const hidden = await create('/p/admin/categories', cat(top.id, '隐藏', { status: 0 }), token);
    const ad = (link: string) => ({ type: 'image-ad', images: [{ picZh: '/uploads/a.webp', link }] });
    const hot = (link: string) => ({ type: 'hot-area', picZh: '/uploads/h.webp', areas: [{ x: 0, y: 0, w: 50, h: 50, link }] });
    const save = (parts: unknown[], lang = 'zh-CN') => call(ctx, 'POST', '/p/admin/zones', { nameZh: '分类链接', nameEn: 'Category links', parts }, { token, lang });
    for (const link of ['/list?cpid=987654&cindex=1', `/list?cpid=${mid.id}&cindex=1`, `/list?cpid=${hidden.id}&cindex=2`, '/list?cpid=abc', `/listcopy?cpid=${top.id}&cindex=x`]) {
      await expectRefused((lang) => save([ad(link)], lang), '链接的分类不存在或已隐藏', 'The linked category does not exist or is hidden');
    }
    await expectRefused((lang) => save([ad('/coupons'), hot(`/list?cpid=${mid.id}&cindex=3`)], lang), '链接的分类不存在或已隐藏');
    // shown categories at their level (cindex may be left out), and links that list no category, pass
    const res = await save([ad(`/list?cpid=${top.id}&cindex=1`), hot(`/list?cpid=${mid.id}`), ad('/list?pn=phone'), ad('/list')]);
    expect(res.statusCode, res.body).toBe(200);
    const zone = (await get(ctx, `/zone/info/${res.json().id}`, { lang: 'en' })).json();
    expect(zone.parts[0].images[0].link).toBe(`/list?cpid=${top.id}&cindex=1`);
    expect(zone.parts[1].areas[0].link).toBe(`/list?cpid=${mid.id}`);
  });

  it('popup ads show only inside their time window, and the window must end after it starts', async () => {
    const { token } = await as();
    const now = ctx().clock.now().getTime();
    const at = (h: number) => new Date(now + h * 3600_000).toISOString();
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/popupAds', { showStation: 2, picZh: '/uploads/a.png', picEn: '/uploads/a.png', startTime: at(2), endTime: at(1) }, { token, lang }),
      '结束时间须晚于开始时间', 'The end time must be later than the start time');
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/popupAds', { showStation: 2, picZh: '', picEn: '/uploads/a.png' }, { token, lang }), '请上传图片', 'Please upload an image');
    const ad = await create('/p/admin/popupAds', { showStation: 2, picZh: '/uploads/zh.png', picEn: '/uploads/en.png', link: '/coupons', startTime: at(1), endTime: at(3) }, token);
    const centre = async () => ((await get(ctx, '/service/homeSuspendAd/page?showStation=2&size=100', { lang: 'en' })).json().records as { id: number; adPic: string }[]).find((r) => r.id === ad.id);
    expect(await centre()).toBeUndefined();
    ctx().clock.advance(2 * 3600_000);
    expect(await centre()).toMatchObject({ adPic: '/uploads/en.png' });
    ctx().clock.advance(2 * 3600_000);
    expect(await centre()).toBeUndefined();
  });

  it('platform notices and news: sanitized, drafts hidden, shop notices out of reach', async () => {
    const { token } = await as();
    const evil = '<p>你好<script>alert(1)</script><img src="javascript:x" onerror="y"></p>';
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/notices', { titleZh: '标题', titleEn: 'Title', contentZh: '<script>x</script>', contentEn: 'x' }, { token, lang }),
      '请填写中文和英文内容', 'Please fill in both the Chinese and the English content');
    const n = await create('/p/admin/notices', { titleZh: '平台公告', titleEn: 'Platform notice', contentZh: evil, contentEn: '<b>Hi</b>', isTop: true }, token);
    expect(n.contentZh).not.toMatch(/script|onerror|javascript/);
    const top = (await get(ctx, '/shop/notice/topNoticeList/0', { lang: 'en' })).json();
    expect(top[0]).toMatchObject({ id: n.id, title: 'Platform notice', isTop: true });
    const detail = (await get(ctx, `/shop/notice/info/${n.id}`)).json();
    expect(detail.content).toContain('你好');
    expect(detail.content).not.toContain('script');
    const [shopNotice] = await ctx().database.db.insert(schema.notice).values({ shopId: 1, titleZh: '店', titleEn: 'shop', contentZh: 'a', contentEn: 'a' }).returning();
    expect((await get(ctx, `/p/admin/notices/${shopNotice!.id}`, { token })).statusCode).toBe(404);
    expect((await del(`/p/admin/notices/${shopNotice!.id}`, token)).statusCode).toBe(404);

    const item = await create('/p/admin/news', { titleZh: '新闻', titleEn: 'News', summaryZh: '摘要', summaryEn: 'Summary', contentZh: evil, contentEn: '<p>Body</p>' }, token);
    const draft = await create('/p/admin/news', { titleZh: '草稿', titleEn: 'Draft', contentZh: 'x', contentEn: 'x', status: 0 }, token);
    const page = (await get(ctx, '/news/page?size=100', { lang: 'en' })).json();
    expect(page.records.map((r: { id: number }) => r.id)).toContain(item.id);
    expect(page.records.map((r: { id: number }) => r.id)).not.toContain(draft.id);
    expect((await get(ctx, `/news/info/${item.id}`, { lang: 'en' })).json()).toMatchObject({ title: 'News', content: '<p>Body</p>' });
    expect((await get(ctx, `/news/info/${draft.id}`, { lang: 'en' })).json().message).toBe('The news item does not exist');
    expect((await get(ctx, '/p/admin/news?keyword=草', { token })).json().records.map((r: { id: number }) => r.id)).toEqual([draft.id]);
  });

  it('help categories (two levels, non-empty ones stay) and sanitized help articles', async () => {
    const { token } = await as();
    const top = await create('/p/admin/helpCategories', { parentId: 0, nameZh: '售后', nameEn: 'After sales', seq: 9 }, token);
    const sub = await create('/p/admin/helpCategories', { parentId: top.id, nameZh: '退货', nameEn: 'Returns' }, token);
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/helpCategories', { parentId: sub.id, nameZh: '三', nameEn: 'Three' }, { token, lang }),
      '帮助分类最多两级', 'Help categories have at most two levels');
    await expectRefused((lang) => call(ctx, 'POST', '/p/admin/helpArticles', { categoryId: 999999, titleZh: 'a', titleEn: 'b', contentZh: 'c', contentEn: 'd' }, { token, lang }),
      '帮助分类不存在', 'The help category does not exist');
    const art = await create('/p/admin/helpArticles', { categoryId: sub.id, titleZh: '如何退货', titleEn: 'How to return', contentZh: '<p onclick="x">七天</p>', contentEn: '<p>7 days</p>' }, token);
    expect((await get(ctx, `/service/helpArticle/info/${art.id}`)).json().content).toBe('<p>七天</p>');
    expect((await get(ctx, `/service/helpArticle/list?categoryId=${sub.id}`, { lang: 'en' })).json()).toEqual([{ id: art.id, categoryId: sub.id, title: 'How to return' }]);
    await expectRefused((lang) => call(ctx, 'DELETE', `/p/admin/helpCategories/${sub.id}`, undefined, { token, lang }),
      '该帮助分类下还有子分类或文章，不能删除', 'The help category still has subcategories or articles and cannot be deleted');
    expect((await del(`/p/admin/helpArticles/${art.id}`, token)).statusCode).toBe(200);
    expect((await del(`/p/admin/helpCategories/${sub.id}`, token)).statusCode).toBe(200);
    expect((await del(`/p/admin/helpCategories/${top.id}`, token)).statusCode).toBe(200);
  });

  it('friendly links, hot words, switches and terms reach the storefront', async () => {
    const { token } = await as();
    const link = await create('/p/admin/links', { nameZh: '合作伙伴', nameEn: 'Partner', url: 'https://partner.example.com', seq: -5 }, token);
    expect((await get(ctx, '/service/indexLink/page?current=1&size=1000&deleted=0', { lang: 'en' })).json().records[0]).toEqual({ id: link.id, linkName: 'Partner', linkUrl: 'https://partner.example.com' });
    const word = await create('/p/admin/hotWords', { titleZh: '热词甲', titleEn: 'Hotword A', seq: 1_000_000 }, token);
    expect((await get(ctx, '/search/hotSearch?number=50')).json().map((h: { hotSearchId: number }) => h.hotSearchId)).toContain(word.id);
    await put(ctx, `/p/admin/hotWords/${word.id}`, { titleZh: '热词甲', titleEn: 'Hotword A', status: 0 }, { token });
    expect((await get(ctx, '/search/hotSearch?number=50')).json().map((h: { hotSearchId: number }) => h.hotSearchId)).not.toContain(word.id);

    for (const on of [false, true]) {
      expect((await put(ctx, '/p/admin/switches/service', { serviceTermsSwitch: on, privacyPolicySwitch: !on }, { token })).statusCode).toBe(200);
      expect((await get(ctx, '/sys/config/info/getSysServiceSwitch')).json()).toEqual({ serviceTermsSwitch: on, privacyPolicySwitch: !on });
      await put(ctx, '/p/admin/switches/pay', { balancePaySwitch: on, wxPaySwitch: !on, aliPaySwitch: false }, { token });
      expect((await get(ctx, '/sys/config/info/getSysPaySwitch')).json()).toEqual({ balancePaySwitch: on, wxPaySwitch: !on, aliPaySwitch: false });
    }
    expect((await get(ctx, '/p/admin/switches', { token })).json().pay.balancePaySwitch).toBe(true);

    const saved = await put(ctx, '/p/admin/terms/1', { titleZh: '隐私政策', titleEn: 'Privacy', contentZh: '<h2>隐私</h2><script>x</script>', contentEn: '<h2>Privacy</h2>' }, { token });
    expect(saved.json()).toMatchObject({ sts: 1, contentZh: '<h2>隐私</h2>' });
    expect((await get(ctx, '/sys/terms/1', { lang: 'en' })).json()).toMatchObject({ title: 'Privacy', content: '<h2>Privacy</h2>' });
    expect((await get(ctx, '/p/admin/terms', { token })).json().map((t: { sts: number }) => t.sts)).toEqual([0, 1]);
    expect((await put(ctx, '/p/admin/terms/2', { titleZh: 'a', titleEn: 'b', contentZh: 'c', contentEn: 'd' }, { token })).statusCode).toBe(400);
  });
});
