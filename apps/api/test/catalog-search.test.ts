// /search/prodPage (the /list page) and /search/shopPage: every filter and sort, Chinese and English partial
// matches, typo tolerance, paging, what is never listed, and hot words ranked by real searches.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { SEARCH_LIMITS, type HotSearchItem, type Paged, type ProdSearchPage, type ShopCard } from '@mall/shared';
import { get } from './account-helpers';
import { insertProduct, json, productRows, setProductStatus } from './catalog-helpers';
import { describeEachEngine } from './harness';

const page = (ctx: Parameters<typeof json>[0], query: string, o: { lang?: string; ip?: string } = {}) => json<ProdSearchPage>(ctx, `/search/prodPage?${query}`, o);
const ids = (p: ProdSearchPage) => p.records.map((r) => r.prodId);
const sorted = (xs: number[], dir: 1 | -1) => xs.every((x, i) => i === 0 || dir * (x - xs[i - 1]!) >= 0);

describeEachEngine('catalog search', (ctx) => {
  let phone: number;
  let phone2: number;
  let soldOut: number;
  beforeAll(async () => {
    phone = await insertProduct(ctx, { nameZh: '华为手机 Zeta 9', nameEn: 'Huawei Smartphone Zeta 9', categoryId: 3, soldNum: 5 });
    phone2 = await insertProduct(ctx, { nameZh: '荣耀 折叠屏手机 Zeta', nameEn: 'Honor Foldable Phone Zeta', categoryId: 3, shopId: 2 });
    soldOut = await insertProduct(ctx, { nameZh: '售罄的测试手机 Zeta', nameEn: 'Sold-out Test Phone Zeta', categoryId: 3, totalStock: 0 });
  });

  it('finds Chinese text by any part of the name, two characters or one included', async () => {
    const two = await page(ctx, `pn=${encodeURIComponent('手机')}&size=60`);
    expect(two.total).toBeGreaterThan(3);
    expect(two.fuzzy).toBe(false);
    for (const r of two.records) expect(r.prodName).toContain('手机');
    const all = await page(ctx, `pn=${encodeURIComponent('为手')}`);
    expect(ids(all)).toEqual([phone]);
    const three = await page(ctx, `pn=${encodeURIComponent('华为手机')}`);
    expect(ids(three)).toEqual([phone]);
    const one = await page(ctx, `pn=${encodeURIComponent('折')}&size=60`);
    expect(ids(one)).toContain(phone2);
    for (const r of one.records) expect(r.prodName).toContain('折');
  });

  it('finds English text by part of a word, whatever the case, in either language of the page', async () => {
    const en = await page(ctx, 'pn=phone&size=60', { lang: 'en' });
    expect(ids(en)).toEqual(expect.arrayContaining([phone, phone2]));
    for (const r of en.records) expect(r.prodName.toLowerCase()).toContain('phone');
    expect(en.records.find((r) => r.prodId === phone)!.prodName).toBe('Huawei Smartphone Zeta 9');
    // an English word finds the product on the Chinese page too (names are searched in both languages)
    const zh = await page(ctx, 'pn=SMARTPHONE%20zeta');
    expect(ids(zh)).toEqual([phone]);
    expect(zh.records[0]!.prodName).toBe('华为手机 Zeta 9');
    // full-width letters are the same letters
    expect(ids(await page(ctx, `pn=${encodeURIComponent('ＺＥＴＡ 华为')}`))).toEqual([phone]);
  });

  it('every word must match; wildcards are plain characters', async () => {
    expect(ids(await page(ctx, `pn=${encodeURIComponent('zeta 荣耀')}`))).toEqual([phone2]);
    // '%' finds the names that have one (72% dark chocolate), not every name
    const percent = await page(ctx, 'pn=%25&size=60');
    expect(percent.total).toBeGreaterThan(0);
    for (const r of percent.records) expect(r.prodName).toContain('%');
    const pct = await page(ctx, 'pn=72%25&size=60');
    expect(pct.total).toBe(percent.total);
    expect((await page(ctx, 'pn=_')).total).toBe(0);
    // no exact match (at most the typo-tolerant answer)
    for (const q of ['zeta%25', 'z_ta', 'zet%25a']) {
      const r = await page(ctx, `pn=${q}`);
      expect(r.total === 0 || r.fuzzy, q).toBe(true);
    }
  });

  it('tolerates a typo when nothing matches exactly, and says so', async () => {
    const typo = await page(ctx, 'pn=smartphne%20zeta', { lang: 'en' });
    expect(typo.fuzzy).toBe(true);
    expect(ids(typo)).toContain(phone);
    const nothing = await page(ctx, 'pn=qqqqxxxxzzzz');
    expect(nothing).toMatchObject({ total: 0, records: [], fuzzy: false, pages: 0 });
  });

  it('filters by a category of any level: a level lists everything under it', async () => {
    const tree = (await get(ctx, '/category/categoryInfo')).json();
    const l1 = tree[0];
    const l2 = l1.categories[0];
    const l3 = l2.categories[0];
    expect(l3.categoryId).toBe(3);
    const [p1, p2, p3] = await Promise.all([
      page(ctx, `cpid=${l1.categoryId}&cindex=1&size=60`),
      page(ctx, `cpid=${l2.categoryId}&cindex=2&size=60`),
      page(ctx, `cpid=${l3.categoryId}&cindex=3&size=60`),
    ]);
    expect(p1.total).toBeGreaterThanOrEqual(p2.total);
    expect(p2.total).toBeGreaterThanOrEqual(p3.total);
    expect(ids(p3)).toEqual(expect.arrayContaining([phone, phone2]));
    const leafIdsOf = (n: { categoryId: number; categories: unknown[] }): number[] => [n.categoryId, ...(n.categories as typeof n[]).flatMap(leafIdsOf)];
    const allowed = new Set(leafIdsOf(l1));
    for (const row of (await productRows(ctx, ids(p1))).values()) expect(allowed.has(row.categoryId)).toBe(true);
    const other = await page(ctx, `cpid=${tree[1].categoryId}&cindex=1&size=60`);
    expect(ids(other)).not.toContain(phone);
    // a category that does not exist lists nothing
    expect((await page(ctx, 'cpid=999999&cindex=1')).total).toBe(0);
    // category and name together
    expect(ids(await page(ctx, `cpid=${l1.categoryId}&cindex=1&pn=zeta&size=60`)).sort()).toEqual([phone, phone2, soldOut].sort());
  });

  it('filters by price range (fen, either order), self-operated stores and stock', async () => {
    const range = await page(ctx, 'minPrice=10000&maxPrice=50000&size=60');
    expect(range.total).toBeGreaterThan(0);
    for (const r of range.records) {
      expect(r.price).toBeGreaterThanOrEqual(10000);
      expect(r.price).toBeLessThanOrEqual(50000);
    }
    expect((await page(ctx, 'minPrice=50000&maxPrice=10000&size=60')).total).toBe(range.total);
    const self = await page(ctx, 'self=1&pn=zeta&size=60');
    expect(ids(self).sort()).toEqual([phone, soldOut].sort());
    const all = await page(ctx, 'self=1&size=60');
    for (const r of all.records) expect(r.selfOperated).toBe(true);
    expect(ids(await page(ctx, 'pn=zeta&size=60'))).toContain(soldOut);
    expect(ids(await page(ctx, 'pn=zeta&inStock=1&size=60'))).not.toContain(soldOut);
  });

  it('sorts by sales, price up and down, newest, and comprehensive (in stock first)', async () => {
    const sales = await page(ctx, 'sort=1&size=60');
    expect(sorted(sales.records.map((r) => r.soldNum), -1)).toBe(true);
    const up = await page(ctx, 'sort=2&size=60');
    expect(sorted(up.records.map((r) => r.price), 1)).toBe(true);
    const down = await page(ctx, 'sort=3&size=60');
    expect(sorted(down.records.map((r) => r.price), -1)).toBe(true);
    const newest = await page(ctx, 'sort=4&size=60');
    const rows = await productRows(ctx, ids(newest));
    expect(sorted(ids(newest).map((id) => rows.get(id)!.putawayTime.getTime()), -1)).toBe(true);
    const comp = await page(ctx, 'sort=0&pn=zeta&size=60');
    expect(ids(comp).at(-1)).toBe(soldOut);
    const plain = await page(ctx, 'size=60');
    const stock = await productRows(ctx, ids(plain));
    const inStock = ids(plain).map((id) => (stock.get(id)!.totalStock > 0 ? 1 : 0));
    expect(sorted(inStock, -1)).toBe(true);
    expect((await get(ctx, '/search/prodPage?sort=9')).statusCode).toBe(400);
  });

  it('pages without overlap and counts the same total on every page', async () => {
    const [a, b] = await Promise.all([page(ctx, 'sort=2&current=1&size=7'), page(ctx, 'sort=2&current=2&size=7')]);
    expect(a.total).toBe(b.total);
    expect(a.pages).toBe(Math.ceil(a.total / 7));
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
    expect(a.records.at(-1)!.price).toBeLessThanOrEqual(b.records[0]!.price);
    const past = await page(ctx, `current=${a.pages + 1}&size=7`);
    expect(past.records).toEqual([]);
    expect((await get(ctx, `/search/prodPage?size=${SEARCH_LIMITS.maxPageSize + 1}`)).statusCode).toBe(400);
  });

  it('never lists products off shelf or of shops that are not open', async () => {
    const off = await insertProduct(ctx, { nameZh: '下架的Zeta耳机', nameEn: 'Off-shelf Zeta earbuds' });
    expect(ids(await page(ctx, 'pn=zeta&size=60'))).toContain(off);
    await setProductStatus(ctx, off, 0);
    expect(ids(await page(ctx, 'pn=zeta&size=60'))).not.toContain(off);
    const closedShop = await insertProduct(ctx, { nameZh: '下线店铺的Zeta商品', nameEn: 'Zeta item of an offline shop', shopId: 12 });
    const review = await insertProduct(ctx, { nameZh: '审核中店铺的Zeta商品', nameEn: 'Zeta item of a shop under review', shopId: 11 });
    const list = ids(await page(ctx, 'pn=zeta&size=60'));
    expect(list).not.toContain(closedShop);
    expect(list).not.toContain(review);
    expect((await page(ctx, 'shopId=12')).total).toBe(0);
  });

  it('lists the products of one shop with the same filters', async () => {
    const shop2 = await page(ctx, 'shopId=2&size=60&sort=2');
    expect(shop2.total).toBeGreaterThan(0);
    for (const r of shop2.records) expect(r.shopId).toBe(2);
    expect(ids(await page(ctx, 'shopId=2&pn=zeta'))).toEqual([phone2]);
    // shop 2 is not self-operated
    expect((await page(ctx, 'shopId=2&self=1')).total).toBe(0);
  });

  it('ranks hot words by real searches: one count per client and word, on first pages only', async () => {
    const { db } = ctx().database;
    const before: HotSearchItem[] = await json(ctx, '/search/hotSearch?number=10');
    const word = before.at(-1)!.title; // lowest ranked of the ten
    const [row] = await db.select().from(schema.hotSearch).where(eq(schema.hotSearch.titleZh, word));
    const start = row!.searchCount;
    for (let i = 0; i < 3; i++) await page(ctx, `pn=${encodeURIComponent(word)}`, { ip: '10.9.9.1' });
    await page(ctx, `pn=${encodeURIComponent(word)}&current=2`, { ip: '10.9.9.2' });
    const [once] = await db.select().from(schema.hotSearch).where(eq(schema.hotSearch.id, row!.id));
    expect(once!.searchCount).toBe(start + 1);
    for (let i = 3; i < 8; i++) await page(ctx, `pn=${encodeURIComponent(` ${word} `)}`, { ip: `10.9.9.${i}` });
    const after: HotSearchItem[] = await json(ctx, '/search/hotSearch?number=10');
    expect(after[0]!.title).toBe(word);
    // the English word counts for the same hot word
    const enWord = row!.titleEn;
    await page(ctx, `pn=${encodeURIComponent(enWord.toUpperCase())}`, { ip: '10.9.8.1' });
    const [again] = await db.select().from(schema.hotSearch).where(eq(schema.hotSearch.id, row!.id));
    expect(again!.searchCount).toBe(start + 1 + 5 + 1);
  });

  it('searches open shops by name in both languages', async () => {
    const zh: Paged<ShopCard> = await json(ctx, `/search/shopPage?shopName=${encodeURIComponent('数码')}`);
    expect(zh.records.map((s) => s.shopName)).toEqual(['星河数码专营店']);
    expect(zh.records[0]!.prodCount).toBeGreaterThan(0);
    const en: Paged<ShopCard> = await json(ctx, '/search/shopPage?shopName=digital', { lang: 'en' });
    expect(en.records.map((s) => s.shopName)).toEqual(['Xinghe Digital Store']);
    // under review and offline shops are not found
    expect((await json<Paged<ShopCard>>(ctx, `/search/shopPage?shopName=${encodeURIComponent('青禾')}`)).total).toBe(0);
    expect((await json<Paged<ShopCard>>(ctx, `/search/shopPage?shopName=${encodeURIComponent('旧时光')}`)).total).toBe(0);
    const all: Paged<ShopCard> = await json(ctx, '/search/shopPage?size=50');
    expect(all.total).toBe(10);
    expect(all.records[0]!.selfOperated).toBe(true);
    expect((await json<Paged<ShopCard>>(ctx, '/search/shopPage?shopName=%25')).total).toBe(0);
  });
});
