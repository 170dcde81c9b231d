// The points mall (issue 14, decision 022): the storefront's list (points range, sort) and detail of points products,
// the order module's PromotionSource for order type POINTS (source.ts), the platform console's setup, and the demo
// products. Product data of the linked SKU comes from the catalog; the buyer's points from the member module.
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  pointsProductRule, POINTS_MALL_SORT, type AdminPointsProduct, type Lang, type Paged, type PointsProductBody, type PointsProductCard, type PointsProductDetail, type PointsProductQuery,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import type { CatalogService } from '../catalog/service';
import type { CatalogSkus } from '../catalog/skus';
import type { StoreService } from '../store/service';
import { createPointsMallSource, loadProduct, ON_SHELF, type PointsBalance, type PointsProductRow } from './source';

const { pointsProduct } = schema;

export interface PointsMallDeps {
  clock: Clock;
  skus: CatalogSkus;
  catalog: CatalogService;
  store: StoreService;
  /** the member module's order points (the caller's live balance) */
  points: PointsBalance;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A sentence without its closing punctuation (the demo descriptions add their own). */
const trimEnd = (s: string) => s.replace(/[\s.。;；,，!！]+$/u, '');

export function createPointsMallService(db: Db, deps: PointsMallDeps) {
  const { clock, skus } = deps;
  const source = createPointsMallSource(db, { clock, points: deps.points });

  const card = (r: PointsProductRow, lang: Lang): PointsProductCard => ({
    prodId: r.id, name: pick(lang, r.nameZh, r.nameEn), pic: r.pics[0] ?? '', points: r.points, cash: r.cash, stock: r.stock, totalStock: r.totalStock, perUserLimit: r.perUserLimit,
  });

  async function adminRow(r: PointsProductRow, lang: Lang): Promise<AdminPointsProduct> {
    const sku = (await skus.byIds([r.skuId])).get(r.skuId);
    return {
      prodId: r.id, nameZh: r.nameZh, nameEn: r.nameEn, pics: r.pics, descZh: r.descZh, descEn: r.descEn, shopId: r.shopId, linkedProdId: r.prodId, skuId: r.skuId,
      skuName: sku ? `${pick(lang, sku.prodNameZh, sku.prodNameEn)} ${pick(lang, sku.skuNameZh, sku.skuNameEn)}`.trim() : '',
      points: r.points, cash: r.cash, stock: r.stock, totalStock: r.totalStock, perUserLimit: r.perUserLimit, status: r.status, sort: r.sort, createTime: r.createdAt.toISOString(),
    };
  }

  /** Checks a console body and resolves its SKU (any SKU of an open shop). */
  async function checked(b: PointsProductBody) {
    const input = { ...b, nameZh: b.nameZh.trim(), nameEn: b.nameEn.trim(), descZh: b.descZh.trim(), descEn: b.descEn.trim(), pics: b.pics.map((p) => p.trim()) };
    const refused = pointsProductRule(input);
    if (refused) throw new AppError(refused);
    const sku = (await skus.byIds([b.skuId])).get(b.skuId);
    if (!sku) throw new AppError('pointsMall.skuInvalid');
    return { input, sku };
  }

  const admin = {
    async list(q: { current: number; size: number; name?: string; status?: number }, lang: Lang): Promise<Paged<AdminPointsProduct>> {
      const conds: SQL[] = [];
      if (q.status !== undefined) conds.push(eq(pointsProduct.status, q.status));
      const name = q.name?.trim();
      if (name) conds.push(or(ilike(pointsProduct.nameZh, `%${escapeLike(name)}%`), ilike(pointsProduct.nameEn, `%${escapeLike(name)}%`))!);
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(pointsProduct).where(where).orderBy(asc(pointsProduct.sort), desc(pointsProduct.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(pointsProduct).where(where),
      ]);
      return toPage(await Promise.all(rows.map((r) => adminRow(r, lang))), Number(total?.n ?? 0), q.current, q.size);
    },

    async create(b: PointsProductBody, lang: Lang, code?: string): Promise<AdminPointsProduct> {
      const { input, sku } = await checked(b);
      const now = clock.now();
      const [row] = await db.insert(pointsProduct).values({
        nameZh: input.nameZh, nameEn: input.nameEn, pics: input.pics, descZh: input.descZh, descEn: input.descEn, shopId: sku.shopId, prodId: sku.prodId, skuId: sku.skuId,
        points: input.points, cash: input.cash, totalStock: input.stock, stock: input.stock, perUserLimit: input.perUserLimit, status: input.status, sort: input.sort,
        code: code ?? null, createdAt: now, updatedAt: now,
      }).returning();
      return adminRow(row!, lang);
    },

    /** Edits a product; `stock` is what is left from now on (units already taken stay taken: the total follows). */
    async update(id: number, b: PointsProductBody, lang: Lang): Promise<AdminPointsProduct> {
      const { input, sku } = await checked(b);
      const [row] = await db.update(pointsProduct).set({
        nameZh: input.nameZh, nameEn: input.nameEn, pics: input.pics, descZh: input.descZh, descEn: input.descEn, shopId: sku.shopId, prodId: sku.prodId, skuId: sku.skuId,
        points: input.points, cash: input.cash, perUserLimit: input.perUserLimit, status: input.status, sort: input.sort,
        totalStock: sql`${pointsProduct.totalStock} - ${pointsProduct.stock} + ${input.stock}`, stock: input.stock, updatedAt: clock.now(),
      }).where(eq(pointsProduct.id, id)).returning();
      if (!row) throw new AppError('pointsMall.notFound', 404);
      return adminRow(row, lang);
    },
  };

  return {
    /** what createOrderService takes among its `promotions` */
    source,

    /** GET /pointsMall/prods: on-shelf products, by points range, in the chosen order. */
    async list(q: PointsProductQuery, lang: Lang): Promise<Paged<PointsProductCard>> {
      const conds: SQL[] = [eq(pointsProduct.status, ON_SHELF)];
      if (q.minPoints !== undefined) conds.push(gte(pointsProduct.points, q.minPoints));
      if (q.maxPoints !== undefined) conds.push(lte(pointsProduct.points, q.maxPoints));
      const where = and(...conds);
      const order = q.sort === POINTS_MALL_SORT.pointsAsc ? [asc(pointsProduct.points), asc(pointsProduct.id)]
        : q.sort === POINTS_MALL_SORT.pointsDesc ? [desc(pointsProduct.points), asc(pointsProduct.id)]
          : q.sort === POINTS_MALL_SORT.newest ? [desc(pointsProduct.createdAt), desc(pointsProduct.id)]
            : [asc(pointsProduct.sort), asc(pointsProduct.id)];
      const [rows, [total]] = await Promise.all([
        db.select().from(pointsProduct).where(where).orderBy(...order).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(pointsProduct).where(where),
      ]);
      return toPage(rows.map((r) => card(r, lang)), Number(total?.n ?? 0), q.current, q.size);
    },

    /** GET /pointsMall/prod: one product (an off-shelf one says so). */
    async detail(prodId: number, lang: Lang): Promise<PointsProductDetail> {
      const r = await loadProduct(db, prodId);
      if (!r) throw new AppError('pointsMall.notFound', 404);
      return {
        ...card(r, lang), pics: r.pics, description: pick(lang, r.descZh, r.descEn), onShelf: r.status === ON_SHELF,
      };
    },

    /** The SKU a points product ships (the confirm's line). */
    async lineOf(prodId: number): Promise<{ prodId: number; skuId: number }> {
      const r = await loadProduct(db, prodId);
      if (!r) throw new AppError('pointsMall.notFound', 404);
      return { prodId: r.prodId, skuId: r.skuId };
    },

    admin,

    /**
     * Demo data (main.ts): eight points products linked to SKUs of the self-operated store's best sellers (their
     * pictures), 100 to 6,000 points, some with a cash part. Once: a product whose code exists is left as it is.
     */
    async ensureDemo(): Promise<void> {
      const [existing] = await db.select({ n: count() }).from(pointsProduct).where(sql`${pointsProduct.code} like 'demo-points-%'`);
      if (Number(existing?.n ?? 0) > 0) return;
      const cards = await deps.catalog.hotSale(200, 'zh');
      const shops = await deps.store.summaries([...new Set(cards.map((c) => c.shopId))], 'zh');
      const own = cards.filter((c) => shops.get(c.shopId)?.selfOperated);
      const picked = (own.length >= 8 ? own : cards).slice(0, 8);
      const plan = [
        { points: 100, cash: 0, stock: 999, limit: 99 }, { points: 500, cash: 0, stock: 200, limit: 5 }, { points: 800, cash: 990, stock: 120, limit: 3 },
        { points: 1200, cash: 0, stock: 80, limit: 2 }, { points: 2000, cash: 2900, stock: 60, limit: 2 }, { points: 3000, cash: 0, stock: 30, limit: 1 },
        { points: 4500, cash: 9900, stock: 20, limit: 1 }, { points: 6000, cash: 0, stock: 10, limit: 1 },
      ];
      for (const [i, c] of picked.entries()) {
        const detail = await deps.catalog.detail(c.prodId, 'zh').catch(() => null);
        const en = await deps.catalog.detail(c.prodId, 'en').catch(() => null);
        const sku = detail?.skus.find((k) => k.stock > 0) ?? detail?.skus[0];
        if (!detail || !sku) continue;
        const p = plan[i]!;
        await admin.create({
          nameZh: detail.prodName.slice(0, 60), nameEn: (en?.prodName ?? detail.prodName).slice(0, 60), pics: detail.images.slice(0, 5),
          descZh: `${trimEnd(detail.brief || detail.prodName)}。积分兑换，全国包邮，兑换后48小时内发货。`,
          descEn: `${trimEnd(en?.brief || en?.prodName || detail.prodName)}. Redeemed with points and delivered free; shipped within 48 hours of the redemption.`,
          skuId: sku.skuId, points: p.points, cash: p.cash, stock: p.stock, perUserLimit: p.limit, status: ON_SHELF, sort: i,
        }, 'zh', `demo-points-${i}`).catch(() => undefined);
      }
    },
  };
}

export type PointsMallService = ReturnType<typeof createPointsMallService>;
