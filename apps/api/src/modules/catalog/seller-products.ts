// The seller centre's products (catalog tables): list, read, create and edit an SPU with its SKU grid, shelf.
// Every query is scoped by the seller's shop: another shop's product answers 404. Prices arrive as yuan text and
// are stored as integer fen; a changed stock is written only while the SKU still has the stock the form loaded.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { fenToYuan, priceFen, productRule, type Paged, type SellerProductInput, type SellerProductRow, type SellerProductView } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import { sanitizeHtml } from '../../platform/sanitize-html';
import type { ContentService } from '../content/service';
import type { DbOrTx } from './skus';
import { gridOf, specsOf } from './seller-specs';
import { nameContains } from './name-filter';

const { product, sku } = schema;
const notFound = () => new AppError('seller.productNotFound', 404);

export interface SellerProductDeps {
  clock: Clock;
  content: Pick<ContentService, 'categoryScope'>;
}

export function createSellerProducts(db: Db, deps: SellerProductDeps) {
  const { clock, content } = deps;

  async function owned(shopId: number, prodId: number) {
    const [p] = await db.select().from(product).where(and(eq(product.id, prodId), eq(product.shopId, shopId)));
    if (!p) throw notFound();
    return p;
  }

  /** Every rule of the form, then the ones that need the database (category, images, SKU codes). */
  async function check(input: SellerProductInput, opts: { isOwnImage: (path: string) => boolean; keptImages: string[]; ownSkuIds: number[] }) {
    const key = productRule(input);
    if (key) throw new AppError(key);
    const scope = await content.categoryScope(input.categoryId, 'zh');
    if (!scope || scope.path.length !== 3) throw new AppError('seller.categoryInvalid');
    if (input.images.some((img) => !opts.keptImages.includes(img) && !opts.isOwnImage(img))) throw new AppError('store.imageInvalid');
    const codes = input.skus.map((s) => s.skuCode).filter(Boolean);
    if (codes.length) {
      const taken = await db.select({ code: sku.skuCode }).from(sku)
        .where(and(inArray(sku.skuCode, codes), opts.ownSkuIds.length ? sql`${sku.id} not in (${sql.join(opts.ownSkuIds.map((id) => sql`${id}`), sql`, `)})` : undefined));
      if (taken[0]) throw new AppError('seller.skuCodeTaken', 400, { code: taken[0].code });
    }
  }

  const productValues = (input: SellerProductInput) => ({
    categoryId: input.categoryId,
    nameZh: input.nameZh.trim(),
    nameEn: input.nameEn.trim(),
    briefZh: input.briefZh.trim(),
    briefEn: input.briefEn.trim(),
    contentZh: sanitizeHtml(input.contentZh),
    contentEn: sanitizeHtml(input.contentEn),
    images: input.images,
  });
  const newCode = (shopId: number) => `S${shopId}-${randomBytes(5).toString('hex').toUpperCase()}`;

  /** Price, original price and stock of the product follow its enabled SKUs (one statement). */
  async function refreshTotals(tx: DbOrTx, prodId: number) {
    await tx.update(product).set({
      price: sql`coalesce((select min(${sku.price}) from ${sku} where ${sku.productId} = ${prodId} and ${sku.status} = 1), 0)`,
      oriPrice: sql`coalesce((select min(${sku.oriPrice}) from ${sku} where ${sku.productId} = ${prodId} and ${sku.status} = 1), 0)`,
      totalStock: sql`coalesce((select sum(${sku.stock}) from ${sku} where ${sku.productId} = ${prodId} and ${sku.status} = 1), 0)`,
    }).where(eq(product.id, prodId));
  }

  /** A unique-index violation on the SKU code (a racing save took it) is the same refusal as the check. */
  async function codesSafe<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      const text = String((err as { cause?: unknown })?.cause ?? '') + String(err);
      if (text.includes('sku_code_idx')) throw new AppError('seller.skuCodeTaken', 400, { code: '' });
      throw err;
    }
  }

  return {
    async list(shopId: number, q: { current: number; size: number; name: string; status: number }): Promise<Paged<SellerProductRow>> {
      const text = q.name.trim();
      const where = and(
        eq(product.shopId, shopId),
        q.status >= 0 ? eq(product.status, q.status) : undefined,
        text ? nameContains(text) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(product).where(where).orderBy(desc(product.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(product).where(where),
      ]);
      const records = rows.map((p) => ({
        prodId: p.id, nameZh: p.nameZh, nameEn: p.nameEn, pic: p.images[0] ?? '', price: p.price, totalStock: p.totalStock, soldNum: p.soldNum, status: p.status,
        createdAt: p.createdAt.toISOString(),
      }));
      return toPage(records, Number(total?.n ?? 0), q.current, q.size);
    },

    async get(shopId: number, prodId: number): Promise<SellerProductView> {
      const p = await owned(shopId, prodId);
      const rows = await db.select().from(sku).where(and(eq(sku.productId, p.id), eq(sku.status, 1))).orderBy(sku.id);
      const grid = gridOf(rows);
      return {
        prodId: p.id, categoryId: p.categoryId, nameZh: p.nameZh, nameEn: p.nameEn, briefZh: p.briefZh, briefEn: p.briefEn,
        contentZh: p.contentZh, contentEn: p.contentEn, images: p.images, status: p.status, specs: grid.specs,
        skus: rows.map((s, i) => ({ skuId: s.id, values: grid.values[i]!, price: fenToYuan(s.price), oriPrice: fenToYuan(s.oriPrice), stock: s.stock, skuCode: s.skuCode })),
      };
    },

    async create(shopId: number, input: SellerProductInput, isOwnImage: (path: string) => boolean): Promise<{ prodId: number }> {
      if (input.skus.some((s) => s.skuId !== undefined)) throw notFound();
      await check(input, { isOwnImage, keptImages: [], ownSkuIds: [] });
      const now = clock.now();
      return codesSafe(() => db.transaction(async (tx) => {
        const [p] = await tx.insert(product).values({ ...productValues(input), shopId, price: 0, oriPrice: 0, status: input.status, putawayTime: now, createdAt: now }).returning({ id: product.id });
        await tx.insert(sku).values(input.skus.map((s) => {
          const price = priceFen(s.price)!;
          return { productId: p!.id, skuCode: s.skuCode || newCode(shopId), specs: specsOf(input.specs, s.values), price, oriPrice: s.oriPrice ? priceFen(s.oriPrice)! : price, stock: s.stock };
        }));
        await refreshTotals(tx, p!.id);
        return { prodId: p!.id };
      }));
    },

    /** Saves the form (shelf status too): SKUs named by id are updated, new ones added, the ones left out disabled (orders keep them). */
    async update(shopId: number, prodId: number, input: SellerProductInput, isOwnImage: (path: string) => boolean): Promise<void> {
      const p = await owned(shopId, prodId);
      const existing = await db.select({ id: sku.id }).from(sku).where(eq(sku.productId, p.id));
      const ownIds = existing.map((s) => s.id);
      if (input.skus.some((s) => s.skuId !== undefined && !ownIds.includes(s.skuId))) throw notFound();
      await check(input, { isOwnImage, keptImages: p.images, ownSkuIds: ownIds });
      const kept = input.skus.flatMap((s) => (s.skuId === undefined ? [] : [s.skuId]));
      await codesSafe(() => db.transaction(async (tx) => {
        const shelf = input.status === 1 && p.status !== 1 ? { status: 1, putawayTime: clock.now() } : { status: input.status };
        await tx.update(product).set({ ...productValues(input), ...shelf }).where(and(eq(product.id, p.id), eq(product.shopId, shopId)));
        if (ownIds.length) await tx.update(sku).set({ status: 0 }).where(and(eq(sku.productId, p.id), kept.length ? sql`${sku.id} not in (${sql.join(kept.map((id) => sql`${id}`), sql`, `)})` : undefined));
        for (const s of input.skus) {
          const price = priceFen(s.price)!;
          const values = { specs: specsOf(input.specs, s.values), price, oriPrice: s.oriPrice ? priceFen(s.oriPrice)! : price, status: 1, ...(s.skuCode ? { skuCode: s.skuCode } : {}) };
          if (s.skuId === undefined) {
            await tx.insert(sku).values({ ...values, productId: p.id, skuCode: s.skuCode || newCode(shopId), stock: s.stock });
            continue;
          }
          const was = s.stockWas ?? s.stock;
          // the stock moves only from the value the seller saw: a sale in between makes this refuse, not overwrite
          const changed = await tx.update(sku).set({ ...values, stock: s.stock })
            .where(and(eq(sku.id, s.skuId), eq(sku.productId, p.id), eq(sku.stock, was))).returning({ id: sku.id });
          if (changed.length === 0) throw new AppError('seller.stockChanged');
        }
        await refreshTotals(tx, p.id);
      }));
    },

    /** On or off the shelf; guarded by the shop. Putting it on restarts its "new" time. */
    async setShelf(shopId: number, prodId: number, status: number): Promise<void> {
      const done = await db.update(product)
        .set(status === 1 ? { status, putawayTime: clock.now() } : { status })
        .where(and(eq(product.id, prodId), eq(product.shopId, shopId), ne(product.status, status)))
        .returning({ id: product.id });
      if (done.length === 0) await owned(shopId, prodId); // 404 for another shop's product; no change otherwise
    },

    async countOnShelf(shopId: number): Promise<number> {
      const [r] = await db.select({ n: count() }).from(product).where(and(eq(product.shopId, shopId), eq(product.status, 1)));
      return Number(r?.n ?? 0);
    },
  };
}
export type SellerProducts = ReturnType<typeof createSellerProducts>;
