// Deterministic bilingual demo data for the mall. The same seed always produces the same rows:
// a seeded PRNG (mulberry32) and a fixed base date are the only sources of variety.
import { eq, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { sysConfig } from '../schema/index';
import { seedFlowLog } from './analytics';
import { seedCategories } from './categories';
import { seedConfig } from './config';
import { seedContent } from './content';
import { seedHelp } from './help';
import { ImageWriter, type ImagePut } from './images';
import { seedNotices } from './notices';
import { seedNews } from './news';
import { seedProducts } from './products';
import { BASE_DATE } from './rng';
import { seedShops } from './shops';
import { seedTerms } from './terms';
import { type SeedContext } from './types';
import { seedZonesAndNav } from './zones';

export { BASE_DATE } from './rng';
export { CATEGORY_TREE } from './catalog-data';
export { SHOPS } from './shops';
export { ImageWriter, type ImagePut } from './images';

export const SEED_VERSION = 1;
export const SEED_KEY = 'demoSeed';
export const DEFAULT_PRODUCTS = 320;
export const DEFAULT_SEED = 20261111;

export interface SeedOptions {
  /** number of products (default 320); 100k+ for benchmarks */
  products?: number;
  /** where generated images are written (a directory, or a store's put); null = write no files (paths are still stored) */
  uploadsDir?: string | ImagePut | null;
  /** PRNG seed (default 20261111) */
  seed?: number;
  /** the seeding app's time: the demo usage log is the 45 days before it (default BASE_DATE + 30 days) */
  now?: Date;
  /** progress callback for long runs */
  onProgress?: (message: string) => void;
}

export interface SeedSummary {
  seed: number;
  products: number;
  onShelfProducts: number;
  skus: number;
  categories: number;
  shops: number;
  zones: number;
  navItems: number;
  hotWords: number;
  friendLinks: number;
  popupAds: number;
  banners: number;
  notices: number;
  news: number;
  helpCategories: number;
  helpArticles: number;
  terms: number;
  /** image files written (0 when uploadsDir is null) */
  images: number;
  ms: number;
}

/** True when the demo seed has already run on this database. */
export async function isSeeded(db: Db): Promise<boolean> {
  try {
    const rows = await db.select({ key: sysConfig.key }).from(sysConfig).where(eq(sysConfig.key, SEED_KEY));
    return rows.length > 0;
  } catch (err) {
    // table missing: not migrated, so certainly not seeded
    if (String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === '42P01') return false;
    throw err;
  }
}

/** Fills the content, store and catalog tables with the demo mall, in one transaction. */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('Refusing to load demo data: NODE_ENV is "production". The demo seed is for development, tests and benchmarks only.');
  }
  const started = performance.now();
  const count = opts.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(count) || count < 0) throw new Error(`seedDemo: products must be a non-negative integer, got ${count}`);
  const seed = (opts.seed ?? DEFAULT_SEED) >>> 0;
  if (await isSeeded(db)) throw new Error('seedDemo: this database already holds the demo data (sys_config demoSeed); use a fresh database.');

  const images = new ImageWriter(opts.uploadsDir ?? null);
  const log = opts.onProgress ?? (() => {});
  const summary = await db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, seed, images };
    await seedConfig(ctx);
    const cats = await seedCategories(ctx);
    const shops = await seedShops(ctx);
    log(`categories ${cats.count}, shops ${shops.length}`);
    let lastReport = 0;
    const prods = await seedProducts(ctx, cats, shops, count, (done, total) => {
      if (done - lastReport >= 10_000 || done === total) {
        lastReport = done;
        log(`products ${done}/${total}`);
      }
    });
    const zn = await seedZonesAndNav(ctx, cats, prods);
    const content = await seedContent(ctx, cats, zn.zoneIds);
    const notices = await seedNotices(ctx, shops);
    const newsCount = await seedNews(ctx);
    const help = await seedHelp(ctx);
    const termCount = await seedTerms(ctx);
    const flowRows = await seedFlowLog(ctx, prods, opts.now);
    log(`usage log ${flowRows}`);
    const written = await images.done();
    if (written) log(`images ${written}`);
    await tx.insert(sysConfig).values({ key: SEED_KEY, value: { version: SEED_VERSION, products: count, seed }, updatedAt: BASE_DATE });
    return {
      seed,
      products: prods.count,
      onShelfProducts: prods.onShelf,
      skus: prods.skuCount,
      categories: cats.count,
      shops: shops.length,
      zones: zn.zones,
      navItems: zn.nav,
      hotWords: content.hotWords,
      friendLinks: content.links,
      popupAds: content.popups,
      banners: content.banners,
      notices,
      news: newsCount,
      helpCategories: help.categories,
      helpArticles: help.articles,
      terms: termCount,
      images: written,
      ms: 0,
    } satisfies SeedSummary;
  });
  // planner statistics for the new rows (PGlite has no autovacuum): the search indexes are chosen from them
  await db.execute(sql`ANALYZE`);
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
