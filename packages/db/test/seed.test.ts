// The demo seed: structure and quality of the data, determinism, refusal in production,
// generated images. Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/client';
import * as s from '../src/schema/index';
import { isSeeded, seedDemo, type SeedSummary } from '../src/seed/index';

const HAN = /\p{Script=Han}/u;
const PART_TYPES = ['title-text', 'image-ad', 'hot-area', 'prod-class', 'prod-item', 'prod-nav', 'prod-recommend', 'prod-scroll-item'];

/** zh has Chinese, en has none, both non-empty and different. */
function expectBilingual(rows: Array<{ zh: string; en: string }>, what: string) {
  expect(rows.length, what).toBeGreaterThan(0);
  for (const { zh, en } of rows) {
    expect(zh.trim(), `${what}: empty zh`).not.toBe('');
    expect(en.trim(), `${what}: empty en for ${zh}`).not.toBe('');
    expect(zh, `${what}: zh equals en`).not.toBe(en);
    expect(zh, `${what}: zh without Chinese`).toMatch(HAN);
    expect(en, `${what}: Chinese in en "${en}"`).not.toMatch(HAN);
  }
}

/** A hash of the product and SKU rows (selected columns), to compare databases. */
async function catalogHash(db: Db): Promise<string> {
  const products = await db.select().from(s.product).orderBy(asc(s.product.id));
  const skus = await db.select().from(s.sku).orderBy(asc(s.sku.id));
  const h = createHash('sha256');
  for (const p of products) {
    h.update(JSON.stringify([p.id, p.shopId, p.categoryId, p.nameZh, p.nameEn, p.briefZh, p.briefEn, p.contentEn, p.images,
      p.price, p.oriPrice, p.totalStock, p.soldNum, p.status, p.goodsType, p.putawayTime.getTime(), p.createdAt.getTime()]));
  }
  for (const k of skus) h.update(JSON.stringify([k.id, k.productId, k.specs, k.price, k.oriPrice, k.stock, k.weight, k.pic]));
  return h.digest('hex');
}

/** The checks every seeded database must pass. */
async function checkMall(db: Db, summary: SeedSummary) {
  // categories: ≥8 tops, each with 2-4 children that each have 3-5 leaves
  const cats = await db.select().from(s.category);
  const tops = cats.filter((c) => c.parentId === 0);
  expect(tops.length).toBeGreaterThanOrEqual(8);
  for (const top of tops) {
    expect(top.grade).toBe(1);
    expect(top.icon).toMatch(/^\/uploads\/demo\/cat\/.+\.webp$/);
    const subs = cats.filter((c) => c.parentId === top.id);
    expect(subs.length, top.nameZh).toBeGreaterThanOrEqual(2);
    expect(subs.length, top.nameZh).toBeLessThanOrEqual(4);
    for (const sub of subs) {
      expect(sub.grade).toBe(2);
      const leaves = cats.filter((c) => c.parentId === sub.id);
      expect(leaves.length, sub.nameZh).toBeGreaterThanOrEqual(3);
      expect(leaves.length, sub.nameZh).toBeLessThanOrEqual(5);
      expect(leaves.every((l) => l.grade === 3 && !cats.some((c) => c.parentId === l.id))).toBe(true);
    }
  }
  expect(cats.length).toBe(summary.categories);
  expectBilingual(cats.map((c) => ({ zh: c.nameZh, en: c.nameEn })), 'category');

  // shops
  const shops = await db.select().from(s.shop);
  expect(new Set(shops.map((x) => x.nameZh)).size).toBe(shops.length);
  expect(new Set(shops.map((x) => x.nameEn)).size).toBe(shops.length);
  expectBilingual(shops.map((x) => ({ zh: x.nameZh, en: x.nameEn })), 'shop name');
  expectBilingual(shops.map((x) => ({ zh: x.introZh, en: x.introEn })), 'shop intro');
  expect(shops.filter((x) => x.shopType === 1 && x.status === 1)).toHaveLength(1);
  expect(shops.filter((x) => x.shopType === 2 && x.status === 1).length).toBeGreaterThanOrEqual(5);
  expect(shops.some((x) => x.status === 0)).toBe(true);
  expect(shops.some((x) => x.status === 2)).toBe(true);
  const recommended = shops.filter((x) => x.recommended === 1).length;
  expect(recommended).toBeGreaterThanOrEqual(2);
  expect(recommended).toBeLessThanOrEqual(3);
  for (const x of shops) {
    expect(x.userId).toBeNull();
    expect(x.logo).toMatch(/^\/uploads\/demo\/shop\/.+\.webp$/);
    expect(x.province && x.city && x.area && x.address && x.tel).toBeTruthy();
    expect([...x.nameZh].length).toBeLessThanOrEqual(20);
  }

  // products and SKUs
  const products = await db.select().from(s.product);
  const skus = await db.select().from(s.sku);
  expect(products.length).toBe(summary.products);
  expect(products.filter((p) => p.status === 1).length).toBeGreaterThanOrEqual(300);
  expect(products.some((p) => p.status === 0)).toBe(true);
  expect(products.some((p) => p.goodsType === 1)).toBe(true);
  expect(products.some((p) => p.totalStock === 0)).toBe(true);
  expect(skus.length).toBe(summary.skus);
  const skusOf = new Map<number, typeof skus>();
  for (const k of skus) skusOf.set(k.productId, [...(skusOf.get(k.productId) ?? []), k]);
  const leafIds = new Set(cats.filter((c) => c.grade === 3).map((c) => c.id));
  const openShopIds = new Set(shops.filter((x) => x.status === 1).map((x) => x.id));
  const selfId = shops.find((x) => x.shopType === 1)!.id;
  const base = new Date('2026-11-01T00:00:00+08:00').getTime();
  for (const p of products) {
    const own = skusOf.get(p.id) ?? [];
    expect(own.length, p.nameZh).toBeGreaterThanOrEqual(1);
    expect(own.length, p.nameZh).toBeLessThanOrEqual(6);
    const cheapest = Math.min(...own.map((k) => k.price));
    expect(p.price, p.nameZh).toBe(cheapest);
    expect(p.oriPrice).toBeGreaterThanOrEqual(p.price);
    expect(p.totalStock, p.nameZh).toBe(own.reduce((sum, k) => sum + k.stock, 0));
    for (const k of own) {
      expect(Number.isInteger(k.price) && k.price > 0).toBe(true);
      expect(k.oriPrice).toBeGreaterThanOrEqual(k.price);
      expect(k.weight).toBeGreaterThanOrEqual(0);
      expect(p.images).toContain(k.pic);
      for (const spec of k.specs) expect(spec.nameEn).not.toMatch(HAN);
    }
    expect(leafIds.has(p.categoryId)).toBe(true);
    expect(openShopIds.has(p.shopId)).toBe(true);
    expect(p.images.length).toBeGreaterThanOrEqual(1);
    expect(p.images.length).toBeLessThanOrEqual(3);
    expect(p.images.every((img) => /^\/uploads\/demo\/prod\/.+\.webp$/.test(img))).toBe(true);
    expect(p.contentZh).toMatch(/^<h3>/);
    expect(p.contentEn).not.toMatch(/<script|on\w+=/i);
    const t = p.putawayTime.getTime();
    expect(t).toBeLessThanOrEqual(base);
    expect(t).toBeGreaterThanOrEqual(base - 60 * 86_400_000);
  }
  expect(products.filter((p) => p.shopId === selfId).length).toBeGreaterThan(products.length / 5);
  expectBilingual(products.map((p) => ({ zh: p.nameZh, en: p.nameEn })), 'product name');
  expectBilingual(products.map((p) => ({ zh: p.briefZh, en: p.briefEn })), 'product brief');
  // search-friendly names: 手机 inside longer zh names, 'phone' inside 'Smartphone'
  expect(products.some((p) => p.nameZh.includes('智能手机'))).toBe(true);
  expect(products.some((p) => p.nameEn.includes('Smartphone'))).toBe(true);

  // navigation: home first, zone items point at zones, one hidden item
  const nav = await db.select().from(s.navItem).orderBy(asc(s.navItem.seq));
  expect(nav[0]).toMatchObject({ uri: '/', showStatus: 0, seq: 0 });
  expectBilingual(nav.map((n) => ({ zh: n.nameZh, en: n.nameEn })), 'nav');
  expect(nav.filter((n) => n.showStatus === 1).length).toBeGreaterThanOrEqual(1);
  const zones = await db.select().from(s.zone);
  expect(zones.length).toBeGreaterThanOrEqual(2);
  const zoneNav = nav.filter((n) => n.type === 'zone');
  expect(zoneNav.length).toBe(zones.length);
  for (const n of zoneNav) {
    expect(zones.some((z) => z.id === n.zoneId)).toBe(true);
    expect(n.uri).toBe(`/zone/zone-all?id=${n.zoneId}`);
    expect(n.zoneNameZh && n.zoneNameEn).toBeTruthy();
  }
  for (const path of ['/flash-sale', '/coupons', '/group-buy', '/special-discount', '/member-center/integral-mall']) {
    expect(nav.some((n) => n.uri === path)).toBe(true);
  }
  const productIds = new Set(products.map((p) => p.id));
  for (const z of zones) {
    const parts = z.parts as Array<{ type: string; productIds?: number[] }>;
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      expect(PART_TYPES).toContain(part.type);
      for (const id of part.productIds ?? []) expect(productIds.has(id)).toBe(true);
    }
  }

  // ads, banners, hot words, links
  const ads = await db.select().from(s.popupAd);
  expect(new Set(ads.map((a) => a.showStation))).toEqual(new Set([0, 1, 2]));
  expect(ads.every((a) => a.picZh.startsWith('/uploads/') && a.picEn.startsWith('/uploads/') && a.link !== '')).toBe(true);
  expect((await db.select().from(s.banner)).length).toBeGreaterThanOrEqual(4);
  const hot = await db.select().from(s.hotSearch).orderBy(asc(s.hotSearch.seq));
  expect(hot.length).toBeGreaterThanOrEqual(10);
  expectBilingual(hot.map((h) => ({ zh: h.titleZh, en: h.titleEn })), 'hot word');
  const onShelf = products.filter((p) => p.status === 1);
  for (const h of hot) {
    expect(onShelf.some((p) => p.nameZh.includes(h.titleZh)), `no product for ${h.titleZh}`).toBe(true);
    expect(onShelf.some((p) => p.nameEn.toLowerCase().includes(h.titleEn.toLowerCase())), `no product for ${h.titleEn}`).toBe(true);
  }
  const links = await db.select().from(s.friendLink);
  expect(links.filter((l) => l.deleted === 0).length).toBeGreaterThanOrEqual(5);
  expect(links.filter((l) => l.deleted === 1)).toHaveLength(1);
  expect(links.every((l) => l.url.startsWith('https://'))).toBe(true);

  // help: every top has children, every child an article
  const help = await db.select().from(s.helpCategory);
  const articles = await db.select().from(s.helpArticle);
  const helpTops = help.filter((h) => h.parentId === 0);
  expect(helpTops.length).toBeGreaterThanOrEqual(4);
  for (const t of helpTops) {
    const kids = help.filter((h) => h.parentId === t.id);
    expect(kids.length).toBeGreaterThanOrEqual(3);
    for (const k of kids) expect(articles.some((a) => a.categoryId === k.id)).toBe(true);
  }
  expectBilingual(help.map((h) => ({ zh: h.nameZh, en: h.nameEn })), 'help category');
  expectBilingual(articles.map((a) => ({ zh: a.contentZh, en: a.contentEn })), 'help article');

  // notices: platform ones with three pinned, plus a shop's
  const notices = await db.select().from(s.notice);
  const platform = notices.filter((n) => n.shopId === 0 && n.status === 1);
  expect(platform.length).toBeGreaterThanOrEqual(8);
  expect(platform.filter((n) => n.isTop)).toHaveLength(3);
  expect(notices.filter((n) => n.shopId !== 0)).toHaveLength(2);
  expectBilingual(notices.map((n) => ({ zh: n.titleZh, en: n.titleEn })), 'notice');

  // terms and config
  const termRows = await db.select().from(s.terms).orderBy(asc(s.terms.sts));
  expect(termRows.map((t) => t.sts)).toEqual([0, 1]);
  for (const t of termRows) {
    expect(t.contentZh.match(/<h3>/g)!.length).toBeGreaterThanOrEqual(5);
    expect(t.contentEn.length).toBeGreaterThan(1500);
  }
  expect(termRows[0]!.contentZh).toContain('7天无理由退货');
  expect(termRows[1]!.contentEn).toMatch(/cookie/i);
  const config = new Map((await db.select().from(s.sysConfig)).map((c) => [c.key, c.value as Record<string, unknown>]));
  expect(config.get('webConfig')).toMatchObject({ hotline: '400-800-8888', serviceHoursZh: '7×8小时 (9:00-17:00)' });
  expect(config.get('webConfig')!.icpFiling).toMatch(/ICP备/);
  expect(config.get('paySwitch')).toEqual({ balancePaySwitch: true, wxPaySwitch: true, aliPaySwitch: false });
  expect(config.get('serviceSwitch')).toEqual({ serviceTermsSwitch: true, privacyPolicySwitch: true });
  expect(config.get('demoSeed')).toMatchObject({ version: 1, products: summary.products });
}

describe('demo seed [pglite]', () => {
  let database: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await openDatabase();
    await database.migrate();
    expect(await isSeeded(database.db)).toBe(false);
    summary = await seedDemo(database.db, { uploadsDir: null });
  });
  afterAll(() => database?.close());

  it('fills every table with a consistent bilingual mall', async () => {
    expect(summary).toMatchObject({ products: 320, images: 0 });
    await checkMall(database.db, summary);
  });

  it('marks the database as seeded and refuses to seed it twice', async () => {
    expect(await isSeeded(database.db)).toBe(true);
    await expect(seedDemo(database.db, { uploadsDir: null })).rejects.toThrow(/already/);
  });

  it('refuses to run in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(seedDemo(database.db, { uploadsDir: null })).rejects.toThrow(/production/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('gives identical rows for the same seed and different rows for another seed', async () => {
    const again = await openDatabase();
    const other = await openDatabase();
    try {
      await again.migrate();
      await other.migrate();
      await seedDemo(again.db, { uploadsDir: null });
      await seedDemo(other.db, { uploadsDir: null, seed: 7 });
      const hash = await catalogHash(database.db);
      expect(await catalogHash(again.db)).toBe(hash);
      expect(await catalogHash(other.db)).not.toBe(hash);
    } finally {
      await again.close();
      await other.close();
    }
  });

  it('puts the demo usage log in the 45 days up to the seeding clock, none after it', async () => {
    const small = await openDatabase();
    try {
      await small.migrate();
      const now = new Date('2031-06-15T10:30:00+08:00');
      await seedDemo(small.db, { uploadsDir: null, products: 12, now });
      const times = (await small.db.select({ at: s.flowLog.createdAt }).from(s.flowLog)).map((r) => r.at.getTime());
      expect(times.length).toBeGreaterThan(100);
      expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
      expect(Math.min(...times)).toBeGreaterThanOrEqual(new Date('2031-05-02T00:00:00+08:00').getTime());
      // the consoles' default "last 7 days" has visits on each of them
      const days = new Set(times.filter((t) => t >= now.getTime() - 7 * 86_400_000).map((t) => new Date(t + 8 * 3600_000).toISOString().slice(0, 10)));
      expect(days.size).toBeGreaterThanOrEqual(7);
    } finally {
      await small.close();
    }
  });

  it('writes every referenced image as a valid WebP of the right size', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'seed-images-'));
    const small = await openDatabase();
    try {
      expect(await isSeeded(small.db)).toBe(false); // not even migrated yet
      await small.migrate();
      const result = await seedDemo(small.db, { uploadsDir: dir, products: 12 });
      expect(result.images).toBeGreaterThan(12);
      const file = (path: string) => join(dir, path.replace(/^\/uploads\//, ''));
      const sized: Array<[string, number, number]> = [];
      for (const p of await small.db.select().from(s.product)) for (const img of p.images) sized.push([img, 800, 800]);
      for (const x of await small.db.select().from(s.shop)) sized.push([x.logo, 200, 200]);
      for (const a of await small.db.select().from(s.popupAd)) {
        const [w, h] = a.showStation === 2 ? [500, 400] : [1200, 80];
        sized.push([a.picZh, w, h], [a.picEn, w, h]);
      }
      for (const b of await small.db.select().from(s.banner)) sized.push([b.picZh, 790, 340]);
      const paths = [...sized.map(([p]) => p)];
      for (const c of await small.db.select().from(s.category).where(eq(s.category.grade, 1))) paths.push(c.icon!);
      const web = (await small.db.select().from(s.sysConfig).where(eq(s.sysConfig.key, 'webConfig')))[0]!.value as Record<string, string>;
      paths.push(web.pcTitleImg!, web.pcLogoImg!);
      for (const path of paths) expect(existsSync(file(path)), path).toBe(true);
      for (const [path, width, height] of sized) {
        const meta = await sharp(file(path)).metadata();
        expect(meta, path).toMatchObject({ format: 'webp', width, height });
      }
    } finally {
      await small.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('demo seed [postgres]', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `seed_test_${randomBytes(6).toString('hex')}`;
  let database: Database | undefined;
  let summary: SeedSummary;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 3 });
    await database.migrate();
    expect(await isSeeded(database.db)).toBe(false);
    summary = await seedDemo(database.db, { uploadsDir: null });
  });
  afterAll(async () => {
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('fills every table with a consistent bilingual mall', async () => {
    await checkMall(database!.db, summary);
    expect(await isSeeded(database!.db)).toBe(true);
  });

  it('produces exactly the rows PGlite gets from the same seed', async () => {
    const lite = await openDatabase();
    try {
      await lite.migrate();
      await seedDemo(lite.db, { uploadsDir: null });
      expect(await catalogHash(database!.db)).toBe(await catalogHash(lite.db));
    } finally {
      await lite.close();
    }
  });
});
