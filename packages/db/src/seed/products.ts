// Inserts `count` generated products and their SKUs in batches, queueing their images.
// With many products (benchmarks) images come from a fixed pool per leaf category.
import { product, sku } from '../schema/index';
import { type SeededCategories } from './categories';
import { productSvg } from './images';
import { generateProduct, type GenContext, type GeneratedProduct } from './product-gen';
import { Rng, mixSeed } from './rng';
import { type SeededShop } from './shops';
import { type SeedContext } from './types';

/** Up to this many products each gets its own pictures; beyond it a shared pool is used. */
export const OWN_IMAGES_LIMIT = 2000;
const PRODUCT_BATCH = 500;
const SKU_BATCH = 1000;

/** The seeded form of a SKU code: 'SKU-' and the running number, at least 6 digits. */
export const skuCodeOf = (n: number): string => `SKU-${String(n).padStart(6, '0')}`;

export interface SeededProducts {
  count: number;
  onShelf: number;
  skuCount: number;
  /** on-shelf product ids per top category key, in insertion order (first 60 kept) */
  idsByTop: Map<string, number[]>;
  /** first on-shelf product ids overall (up to 60) */
  firstIds: number[];
}

export async function seedProducts(
  ctx: SeedContext, cats: SeededCategories, shops: SeededShop[], count: number,
  onProgress?: (done: number, total: number) => void,
): Promise<SeededProducts> {
  const open = shops.filter((s) => s.status === 1);
  const selfShop = open.find((s) => s.shopType === 1);
  if (!selfShop) throw new Error('seed: the self-operated shop is missing');
  const shopsByTop = new Map<string, SeededShop[]>();
  for (const s of open) {
    if (s.shopType === 1) continue;
    for (const t of s.tops) shopsByTop.set(t, [...(shopsByTop.get(t) ?? []), s]);
  }
  const g: GenContext = {
    seed: ctx.seed,
    leaves: cats.leaves,
    leafOrder: new Rng(mixSeed(ctx.seed, 0x1eaf)).shuffle(cats.leaves.map((l) => l.index)),
    selfShop,
    shopsByTop,
    pooled: count > OWN_IMAGES_LIMIT,
  };

  const result: SeededProducts = { count: 0, onShelf: 0, skuCount: 0, idsByTop: new Map(), firstIds: [] };
  let skuBuffer: (typeof sku.$inferInsert)[] = [];
  /** SKU codes follow the insertion order: SKU-000001, SKU-000002… (on a fresh database the same as migration 0007's 'SKU-' + id) */
  let skuNo = 0;
  const flushSkus = async (force: boolean) => {
    while (skuBuffer.length >= SKU_BATCH || (force && skuBuffer.length > 0)) {
      const part = skuBuffer.slice(0, SKU_BATCH);
      skuBuffer = skuBuffer.slice(SKU_BATCH);
      await ctx.tx.insert(sku).values(part);
      result.skuCount += part.length;
    }
  };

  for (let start = 0; start < count; start += PRODUCT_BATCH) {
    const batch: GeneratedProduct[] = [];
    for (let i = start; i < Math.min(count, start + PRODUCT_BATCH); i++) batch.push(generateProduct(i, g));
    const ids = (await ctx.tx.insert(product).values(batch.map((p) => p.row)).returning({ id: product.id }))
      .map((r) => r.id)
      .sort((a, b) => a - b);
    batch.forEach((p, bi) => {
      const id = ids[bi]!;
      for (const s of p.skus) skuBuffer.push({ ...s, productId: id, skuCode: skuCodeOf(++skuNo) });
      if (p.row.status === 1) {
        result.onShelf++;
        if (result.firstIds.length < 60) result.firstIds.push(id);
        const list = result.idsByTop.get(p.leaf.top.key) ?? [];
        if (list.length < 60) list.push(id);
        result.idsByTop.set(p.leaf.top.key, list);
      }
      for (const ref of p.imageRefs) {
        ctx.images.add({
          path: ref.path, width: 800, height: 800,
          svg: () => productSvg({ colors: p.leaf.top.colors, accent: ref.accent, shape: p.leaf.def.shape, brand: ref.brand, model: ref.model, variant: ref.variant }),
        });
      }
    });
    result.count += batch.length;
    await flushSkus(false);
    onProgress?.(result.count, count);
  }
  await flushSkus(true);
  return result;
}
