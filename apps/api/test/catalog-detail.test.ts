// /prod/prodInfo (the /detail page), /prod/listByIds and /zone/info: localized detail, SKUs and spec axes,
// sanitized description, and 404 for products that are missing, off shelf or in a shop that is not open.
import { expect, it } from 'vitest';
import type { ProdDetail, ProductCard, ZoneInfo } from '@mall/shared';
import { get } from './account-helpers';
import { insertProduct, json, setProductStatus, setShopStatus } from './catalog-helpers';
import { describeEachEngine } from './harness';

const spec = (nameZh: string, nameEn: string, valueZh: string, valueEn: string) => ({ nameZh, nameEn, valueZh, valueEn });

describeEachEngine('catalog product detail', (ctx) => {
  it('answers the product in the language asked, with its SKUs, spec axes, category path and shop card', async () => {
    const id = await insertProduct(ctx, { nameZh: '测试双规格手机', nameEn: 'Two-axis test phone', briefZh: '卖点', briefEn: 'Selling point', categoryId: 3, shopId: 2 }, [
      { specs: [spec('颜色', 'Colour', '黑色', 'Black'), spec('版本', 'Edition', '8+128G', '8+128G')], price: 199900, oriPrice: 229900, stock: 5, weight: 200 },
      { specs: [spec('颜色', 'Colour', '黑色', 'Black'), spec('版本', 'Edition', '12+256G', '12+256G')], price: 259900, oriPrice: 289900, stock: 0, weight: 210 },
      { specs: [spec('颜色', 'Colour', '白色', 'White'), spec('版本', 'Edition', '8+128G', '8+128G')], price: 199900, oriPrice: 229900, stock: 3, weight: 200 },
    ]);
    const zh: ProdDetail = await json(ctx, `/prod/prodInfo?prodId=${id}`);
    const en: ProdDetail = await json(ctx, `/prod/prodInfo?prodId=${id}`, { lang: 'en' });
    expect(zh).toMatchObject({ prodId: id, prodName: '测试双规格手机', brief: '卖点', price: 199900, oriPrice: 289900, totalStock: 8, weight: 200 });
    expect(en).toMatchObject({ prodName: 'Two-axis test phone', brief: 'Selling point' });
    expect(zh.specAxes).toEqual([{ name: '颜色', values: ['黑色', '白色'] }, { name: '版本', values: ['8+128G', '12+256G'] }]);
    expect(en.specAxes.map((a) => a.name)).toEqual(['Colour', 'Edition']);
    expect(zh.skus).toHaveLength(3);
    expect(zh.skus[1]).toMatchObject({ stock: 0, specs: [{ name: '颜色', value: '黑色' }, { name: '版本', value: '12+256G' }] });
    expect(zh.categoryPath.map((c) => c.grade)).toEqual([1, 2, 3]);
    expect(zh.categoryPath[2]!.categoryId).toBe(3);
    expect(zh.shop).toMatchObject({ shopId: 2, shopName: '星河数码专营店', selfOperated: false });
    expect(zh.shop.prodCount).toBeGreaterThan(0);
    expect(en.shop.shopName).toBe('Xinghe Digital Store');
  });

  it('serves the seeded description as it is and sanitizes a dangerous one', async () => {
    const seeded: ProdDetail = await json(ctx, '/prod/prodInfo?prodId=1');
    expect(seeded.content).toMatch(/^<h3>产品亮点<\/h3><ul><li>/);
    const id = await insertProduct(ctx, {
      contentZh: '<p onclick="x()">好<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a><img src="/uploads/a.webp" alt="图">',
    });
    const { content } = await json<ProdDetail>(ctx, `/prod/prodInfo?prodId=${id}`);
    expect(content).toBe('<p>好</p><a>链接</a><img src="/uploads/a.webp" alt="图" loading="lazy">');
  });

  it('is not found (404, localized) when missing, off shelf, or its shop is not open', async () => {
    const missing = await get(ctx, '/prod/prodInfo?prodId=99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PRODUCT_NOTFOUND', message: '商品不存在或已下架' });
    expect((await get(ctx, '/prod/prodInfo?prodId=99999999', { lang: 'en' })).json().message).toBe('The product does not exist or is no longer on sale');
    const off = await insertProduct(ctx);
    expect((await get(ctx, `/prod/prodInfo?prodId=${off}`)).statusCode).toBe(200);
    await setProductStatus(ctx, off, 0);
    expect((await get(ctx, `/prod/prodInfo?prodId=${off}`)).statusCode).toBe(404);
    const inClosed = await insertProduct(ctx, { shopId: 4 });
    await setShopStatus(ctx, 4, 3);
    try {
      expect((await get(ctx, `/prod/prodInfo?prodId=${inClosed}`)).statusCode).toBe(404);
    } finally {
      await setShopStatus(ctx, 4, 1);
    }
    expect((await get(ctx, `/prod/prodInfo?prodId=${inClosed}`)).statusCode).toBe(200);
    expect((await get(ctx, '/prod/prodInfo?prodId=abc')).statusCode).toBe(400);
  });

  it('lists cards of products on sale in the order asked', async () => {
    const off = await insertProduct(ctx);
    await setProductStatus(ctx, off, 0);
    const cards: ProductCard[] = await json(ctx, `/prod/listByIds?prodIds=5,${off},2,5,3`);
    expect(cards.map((c) => c.prodId)).toEqual([5, 2, 3]);
    expect((await get(ctx, '/prod/listByIds?prodIds=1,x')).statusCode).toBe(400);
  });

  it('answers zones with every kind of part and the products they show, localized; 404 for a missing zone', async () => {
    const kinds = new Set<string>();
    for (const id of [1, 2, 3]) {
      const zone: ZoneInfo = await json(ctx, `/zone/info/${id}`);
      zone.parts.forEach((p) => kinds.add(p.type));
      const shown = new Set(zone.products.map((p) => p.prodId));
      for (const p of zone.parts) {
        if (p.type === 'prod-item' || p.type === 'prod-recommend' || p.type === 'prod-scroll-item' || p.type === 'prod-class') {
          expect(p.productIds.every((pid) => shown.has(pid) || pid > 0)).toBe(true);
        }
      }
      expect(zone.products.length).toBeGreaterThan(4);
    }
    expect([...kinds].sort()).toEqual(['hot-area', 'image-ad', 'prod-class', 'prod-item', 'prod-nav', 'prod-recommend', 'prod-scroll-item', 'title-text']);
    const zh: ZoneInfo = await json(ctx, '/zone/info/1');
    const en: ZoneInfo = await json(ctx, '/zone/info/1', { lang: 'en' });
    expect(zh.name).toBe('双11狂欢会场');
    expect(en.name).toBe('Double 11 Festival');
    const title = en.parts.find((p) => p.type === 'title-text');
    expect(title).toMatchObject({ title: 'Top Deals', align: 'center' });
    // the zone's banner is a picture per language (issue 16)
    const banner = (z: ZoneInfo) => z.parts.find((p) => p.type === 'image-ad') as { images: Array<{ pic: string }> };
    expect([banner(zh).images[0]!.pic, banner(en).images[0]!.pic]).toEqual([expect.stringMatching(/-zh\.webp$/), expect.stringMatching(/-en\.webp$/)]);
    // and so is the hot-area picture
    const hot = (z: ZoneInfo) => (z.parts.find((p) => p.type === 'hot-area') as { pic: string }).pic;
    expect([hot(zh), hot(en)]).toEqual([expect.stringMatching(/zone-1-hot-zh\.webp$/), expect.stringMatching(/zone-1-hot-en\.webp$/)]);
    // a product that goes off shelf leaves the zone
    const item = zh.parts.find((p) => p.type === 'prod-item');
    const first = item && 'productIds' in item ? item.productIds[0]! : 0;
    await setProductStatus(ctx, first, 0);
    try {
      const after: ZoneInfo = await json(ctx, '/zone/info/1');
      expect(after.products.some((p) => p.prodId === first)).toBe(false);
    } finally {
      await setProductStatus(ctx, first, 1);
    }
    const missing = await get(ctx, '/zone/info/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('专题页面不存在');
  });
});
