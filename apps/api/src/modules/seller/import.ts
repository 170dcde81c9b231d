// Batch import of products from CSV: the header is checked and the rows grouped into products at once (a job row
// records the total); the products are then created one by one in the background, each through the same checks as
// the product form, and the job row counts progress and keeps each failing product's line and message. The console
// polls the job. Columns (one row per SKU, rows of one product share its `product` key):
// product,category_id,name_zh,name_en,brief_zh,brief_en,images,spec_zh,spec_en,value_zh,value_en,price,ori_price,stock,sku_code,on_shelf
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { IMPORT_LIMITS, parseCsv, translate, type ImportJobView, type Lang, type MessageKey, type SellerProductInput } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { SellerProducts } from '../catalog/seller-products';

const { productImportJob } = schema;
export const IMPORT_COLUMNS = ['product', 'category_id', 'name_zh', 'name_en', 'brief_zh', 'brief_en', 'images', 'spec_zh', 'spec_en', 'value_zh', 'value_en', 'price', 'ori_price', 'stock', 'sku_code', 'on_shelf'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
type Row = { line: number; get: (c: Column) => string };
type Group = { line: number; input: SellerProductInput | null; error: MessageKey | null };

/** The rows of one product as the product form's input (one spec from spec_zh/spec_en, or none). */
export function groupToInput(rows: Row[]): { input: SellerProductInput | null; error: MessageKey | null } {
  const first = rows[0]!;
  const same = (c: Column) => rows.every((r) => r.get(c) === first.get(c));
  if (!(['category_id', 'name_zh', 'name_en', 'spec_zh', 'spec_en'] as const).every(same)) return { input: null, error: 'seller.importMixed' };
  const hasSpec = first.get('spec_zh') !== '' || first.get('spec_en') !== '';
  const specs = hasSpec ? [{ nameZh: first.get('spec_zh'), nameEn: first.get('spec_en'), values: rows.map((r) => ({ valueZh: r.get('value_zh'), valueEn: r.get('value_en') })) }] : [];
  const stock = (v: string) => (/^\d+$/.test(v) ? Number(v) : -1);
  return {
    error: null,
    input: {
      categoryId: Number(first.get('category_id')) || 0,
      nameZh: first.get('name_zh'), nameEn: first.get('name_en'), briefZh: first.get('brief_zh'), briefEn: first.get('brief_en'),
      contentZh: '', contentEn: '',
      images: first.get('images').split('|').map((s) => s.trim()).filter(Boolean),
      specs,
      skus: rows.map((r, i) => ({ values: hasSpec ? [i] : [], price: r.get('price'), oriPrice: r.get('ori_price'), stock: stock(r.get('stock')), skuCode: r.get('sku_code') })),
      status: first.get('on_shelf') === '1' ? 1 : 0,
    },
  };
}

/** Reads the CSV into products; throws for a file that cannot be imported at all. */
export function readImport(csv: string): Group[] {
  const rows = parseCsv(csv);
  const header = rows.shift()?.cells.map((c) => c.trim().toLowerCase());
  if (!header || IMPORT_COLUMNS.some((c) => !header.includes(c))) throw new AppError('seller.importHeader');
  const at = new Map(IMPORT_COLUMNS.map((c) => [c, header.indexOf(c)]));
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const row: Row = { line: r.line, get: (c) => (r.cells[at.get(c)!] ?? '').trim() };
    const key = row.get('product') || `line-${r.line}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  if (groups.size === 0) throw new AppError('seller.importEmpty');
  if (groups.size > IMPORT_LIMITS.maxProducts) throw new AppError('seller.importTooMany');
  return [...groups.values()].map((g) => ({ line: g[0]!.line, ...groupToInput(g) }));
}

export function createProductImports(db: Db, deps: { clock: Clock; products: SellerProducts; onError?: (err: unknown) => void }) {
  const { clock, products } = deps;

  async function run(jobId: number, shopId: number, groups: Group[], isOwnImage: (p: string) => boolean) {
    for (const g of groups) {
      let error: { line: number; key: string; params?: Record<string, string | number> } | null = g.error ? { line: g.line, key: g.error } : null;
      if (!error) {
        try {
          await products.create(shopId, g.input!, isOwnImage);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          error = { line: g.line, key: err.key, ...(err.params ? { params: err.params } : {}) };
        }
      }
      await db.update(productImportJob).set({
        processed: sql`${productImportJob.processed} + 1`,
        created: error ? productImportJob.created : sql`${productImportJob.created} + 1`,
        errors: error ? sql`${productImportJob.errors} || ${JSON.stringify([error])}::jsonb` : productImportJob.errors,
      }).where(eq(productImportJob.id, jobId));
    }
    await db.update(productImportJob).set({ status: 1, finishedAt: clock.now() }).where(eq(productImportJob.id, jobId));
  }

  return {
    /** Starts an import; answers the job at once (the products are created in the background). */
    async start(shopId: number, userId: number, csv: string, isOwnImage: (p: string) => boolean): Promise<{ jobId: number }> {
      const groups = readImport(csv);
      const [job] = await db.insert(productImportJob).values({ shopId, userId, total: groups.length, createdAt: clock.now() }).returning({ id: productImportJob.id });
      const jobId = job!.id;
      void run(jobId, shopId, groups, isOwnImage).catch(async (err) => {
        deps.onError?.(err);
        await db.update(productImportJob).set({ status: 2, finishedAt: clock.now() }).where(eq(productImportJob.id, jobId)).catch(() => undefined);
      });
      return { jobId };
    },

    /** The job's progress and errors (localized); 404 for another shop's job. */
    async get(shopId: number, jobId: number, lang: Lang): Promise<ImportJobView> {
      const [j] = await db.select().from(productImportJob).where(and(eq(productImportJob.id, jobId), eq(productImportJob.shopId, shopId)));
      if (!j) throw new AppError('seller.importNotFound', 404);
      return {
        jobId: j.id, total: j.total, processed: j.processed, created: j.created, status: j.status,
        errors: j.errors.map((e) => ({ line: e.line, message: translate(e.key as MessageKey, lang, e.params) })),
      };
    },
  };
}
export type ProductImports = ReturnType<typeof createProductImports>;
