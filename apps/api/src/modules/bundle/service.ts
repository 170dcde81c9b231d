// Packages (issue 18, decision 036): a shop's fixed bundles of SKUs (one unit of each part) at a package price, set up
// in the seller centre and shown on every member product's page ("buy together"). A package can be sold as often as
// its scarcest part (stock = the least of the parts). The checkout buys one through `lines`: every part becomes an
// order line priced at its share of the package price, apportioned by the parts' own prices to the fen (so a refund of
// one line gives back that share: the refund module refunds a line's paid amount).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { BUNDLE_LIMITS, type BundleBody, type BundleView, type Lang } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import type { CatalogSkus, SkuInfo } from '../catalog/skus';
import { apportion } from '../order/pricing/apportion';
import type { BundleSource } from '../order/pricing/types';

const { bundle, bundleItem } = schema;
type BundleRow = typeof bundle.$inferSelect;

export interface BundleDeps {
  clock: Clock;
  skus: Pick<CatalogSkus, 'byIds'>;
}

const nameOk = (s: string) => s.trim().length >= 1 && s.trim().length <= 60;

export function createBundleService(db: Db, deps: BundleDeps) {
  const { clock, skus } = deps;

  /** Packages with their parts, as answered (names in `lang`, shares of the price, stock the least of the parts). */
  async function views(rows: BundleRow[], lang: Lang): Promise<BundleView[]> {
    if (rows.length === 0) return [];
    const items = await db.select().from(bundleItem).where(inArray(bundleItem.bundleId, rows.map((r) => r.id))).orderBy(asc(bundleItem.sort), asc(bundleItem.id));
    const skuMap = await skus.byIds(items.map((i) => i.skuId));
    return rows.map((b) => {
      const mine = items.filter((i) => i.bundleId === b.id);
      const infos = mine.map((i) => skuMap.get(i.skuId));
      const prices = infos.map((s) => s?.price ?? 0);
      const shares = apportion(b.price, prices);
      const parts = mine.map((i, k) => {
        const s = infos[k];
        return {
          prodId: i.prodId, skuId: i.skuId, prodName: s ? pick(lang, s.prodNameZh, s.prodNameEn) : '', skuName: s ? pick(lang, s.skuNameZh, s.skuNameEn) : '',
          pic: s?.pic ?? '', price: prices[k]!, share: shares[k]!, stock: s?.stock ?? 0, onSale: Boolean(s && s.onShelf && s.shopOpen && s.prodId === i.prodId && s.shopId === b.shopId),
        };
      });
      const partsTotal = prices.reduce((a, p) => a + p, 0);
      const stock = parts.length === 0 || parts.some((p) => !p.onSale) ? 0 : Math.min(...parts.map((p) => p.stock));
      return {
        id: b.id, shopId: b.shopId, name: pick(lang, b.nameZh, b.nameEn), nameZh: b.nameZh, nameEn: b.nameEn, price: b.price,
        partsTotal, saving: Math.max(partsTotal - b.price, 0), stock: Math.max(stock, 0), status: b.status, parts,
      };
    });
  }

  /** The body's parts as SKUs of the shop, on sale; refuses otherwise. */
  async function checked(shopId: number, body: BundleBody): Promise<SkuInfo[]> {
    if (!nameOk(body.nameZh) || !nameOk(body.nameEn)) throw new AppError('bundle.nameInvalid');
    const ids = body.skuIds;
    if (new Set(ids).size !== ids.length || ids.length < BUNDLE_LIMITS.minParts || ids.length > BUNDLE_LIMITS.maxParts) throw new AppError('bundle.partsInvalid');
    const map = await skus.byIds(ids);
    const infos = ids.map((id) => map.get(id));
    if (infos.some((s) => !s || s.shopId !== shopId)) throw new AppError('bundle.partsInvalid');
    const total = infos.reduce((a, s) => a + s!.price, 0);
    if (body.price <= 0 || body.price > total) throw new AppError('bundle.priceInvalid');
    return infos as SkuInfo[];
  }

  async function own(shopId: number, id: number): Promise<BundleRow> {
    const [row] = await db.select().from(bundle).where(and(eq(bundle.id, id), eq(bundle.shopId, shopId)));
    if (!row) throw new AppError('bundle.notFound', 404);
    return row;
  }

  const source: BundleSource = {
    async lines(bundleId, count) {
      const [row] = await db.select().from(bundle).where(and(eq(bundle.id, bundleId), eq(bundle.status, 1)));
      if (!row) throw new AppError('bundle.notFound', 404);
      const [view] = await views([row], 'zh');
      if (!view || view.parts.length < BUNDLE_LIMITS.minParts || view.parts.some((p) => !p.onSale)) throw new AppError('cart.prodUnavailable');
      return view.parts.map((p) => ({ prodId: p.prodId, skuId: p.skuId, count, unitPrice: p.share }));
    },
    async views(bundleIds, lang) {
      if (bundleIds.length === 0) return [];
      return views(await db.select().from(bundle).where(inArray(bundle.id, [...new Set(bundleIds)])), lang);
    },
  };

  return {
    source,

    /** The products that are part of a package on sale (the product page's promotions index, prod-promotions). */
    async productIds(): Promise<number[]> {
      const rows = await db.selectDistinct({ prodId: bundleItem.prodId }).from(bundleItem).innerJoin(bundle, eq(bundle.id, bundleItem.bundleId)).where(eq(bundle.status, 1));
      return rows.map((r) => r.prodId);
    },

    /** Packages on sale that include this product (its page's "buy together"). */
    async forProduct(prodId: number, lang: Lang): Promise<BundleView[]> {
      const ids = await db.selectDistinct({ id: bundleItem.bundleId }).from(bundleItem).where(eq(bundleItem.prodId, prodId));
      if (ids.length === 0) return [];
      const rows = await db.select().from(bundle).where(and(inArray(bundle.id, ids.map((i) => i.id)), eq(bundle.status, 1))).orderBy(desc(bundle.id));
      return (await views(rows, lang)).filter((v) => v.parts.every((p) => p.onSale));
    },

    async list(shopId: number, lang: Lang): Promise<BundleView[]> {
      return views(await db.select().from(bundle).where(eq(bundle.shopId, shopId)).orderBy(desc(bundle.id)), lang);
    },

    async create(shopId: number, body: BundleBody, lang: Lang): Promise<BundleView> {
      const infos = await checked(shopId, body);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(bundle).where(eq(bundle.shopId, shopId));
      if (Number(n) >= BUNDLE_LIMITS.maxPerShop) throw new AppError('bundle.limit', 400, { max: BUNDLE_LIMITS.maxPerShop });
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const [b] = await tx.insert(bundle).values({ shopId, nameZh: body.nameZh.trim(), nameEn: body.nameEn.trim(), price: body.price, status: body.status, createdAt: now, updatedAt: now }).returning();
        await tx.insert(bundleItem).values(infos.map((s, i) => ({ bundleId: b!.id, prodId: s.prodId, skuId: s.skuId, sort: i })));
        return b!;
      });
      return (await views([row], lang))[0]!;
    },

    async update(shopId: number, id: number, body: BundleBody, lang: Lang): Promise<BundleView> {
      await own(shopId, id);
      const infos = await checked(shopId, body);
      const row = await db.transaction(async (tx) => {
        const [b] = await tx.update(bundle).set({ nameZh: body.nameZh.trim(), nameEn: body.nameEn.trim(), price: body.price, status: body.status, updatedAt: clock.now() })
          .where(and(eq(bundle.id, id), eq(bundle.shopId, shopId))).returning();
        if (!b) throw new AppError('bundle.notFound', 404);
        await tx.delete(bundleItem).where(eq(bundleItem.bundleId, id));
        await tx.insert(bundleItem).values(infos.map((s, i) => ({ bundleId: id, prodId: s.prodId, skuId: s.skuId, sort: i })));
        return b;
      });
      return (await views([row], lang))[0]!;
    },

    async remove(shopId: number, id: number): Promise<void> {
      await own(shopId, id);
      await db.transaction(async (tx) => {
        await tx.delete(bundleItem).where(eq(bundleItem.bundleId, id));
        await tx.delete(bundle).where(and(eq(bundle.id, id), eq(bundle.shopId, shopId)));
      });
    },
  };
}

export type BundleService = ReturnType<typeof createBundleService>;
