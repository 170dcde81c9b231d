// The product page's promotions in one call (issue 16): GET /prod/promotions answers what /presale/prod, /prod/bundles
// and /prod/gifts answer one by one, on both engines; its index of promoted products is read once and dropped by a
// seller's change to a pre-sale, package or gift rule (a product that gains one shows it at once), and the index cache
// shares one read between concurrent requests, expires, and never keeps a read that a change overtook.
import { describe, expect, it } from 'vitest';
import { PRESALE_MODE } from '@mall/shared';
import { get } from './account-helpers';
import { describeEachEngine } from './harness';
import { createProduct, seller, type TestSeller } from './seller-helpers';
import { createPromotedIndexCache, type PromotedIndex } from '../src/modules/prod-promotions/index-cache';

const DAY = 86_400_000;

describeEachEngine('product page promotions', (ctx) => {
  const promotions = async (prodId: number, lang = 'zh') => {
    const r = await get(ctx, `/prod/promotions?prodId=${prodId}`, { lang });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  /** The three calls the page made before, for the same product. */
  const separately = async (prodId: number, lang = 'zh') => ({
    presale: (await get(ctx, `/presale/prod?prodId=${prodId}`, { lang })).json(),
    bundles: (await get(ctx, `/prod/bundles?prodId=${prodId}`, { lang })).json(),
    gifts: (await get(ctx, `/prod/gifts?prodId=${prodId}`, { lang })).json(),
  });
  const ok = async (p: Promise<{ statusCode: number; body: string; json(): { id?: number } }>) => {
    const r = await p;
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const at = (ms: number) => new Date(ctx().clock.now().getTime() + ms).toISOString();
  const newBundle = (s: TestSeller, skuIds: number[]) => ok(s.api('POST', '/bundles', { nameZh: '双件套', nameEn: 'Two-piece', price: 100, status: 1, skuIds }));
  const newGift = (s: TestSeller, body: Record<string, unknown>) =>
    ok(s.api('POST', '/gift-rules', { nameZh: '买就送', nameEn: 'Gift with purchase', kind: 'buy', minCount: 1, giftCount: 1, returnPolicy: 'return', status: 1, ...body }));

  it('answers the pre-sale, packages and gifts as the three calls do, and a seller\'s change shows at once', async () => {
    const s = await seller(ctx);
    const [a, b, c, g] = [await createProduct(ctx, s), await createProduct(ctx, s), await createProduct(ctx, s), await createProduct(ctx, s)];
    const none = { presale: null, bundles: [], gifts: [] };
    expect(await promotions(a.prodId)).toEqual(none); // the index is read here, without any of a's promotions

    const bundle = await newBundle(s, [a.skuIds[0]!, b.skuIds[0]!]);
    for (const lang of ['zh', 'en']) {
      const one = await promotions(a.prodId, lang);
      expect(one.bundles).toHaveLength(1);
      expect(one).toEqual(await separately(a.prodId, lang));
    }
    expect((await promotions(b.prodId)).bundles).toHaveLength(1);

    await newGift(s, { prodId: a.prodId, giftSkuId: g.skuIds[1] });
    const p = await ok(s.api('POST', '/presales', {
      skuId: a.skuIds[0], mode: PRESALE_MODE.deposit, price: 59900, deposit: 10000, deductPercent: 150, saleStart: at(-1000), saleEnd: at(2 * DAY),
      balanceStart: at(3 * DAY), balanceEnd: at(5 * DAY), shipDate: at(7 * DAY), stock: 10,
    }));
    expect(p).toBeTruthy();
    const all = await promotions(a.prodId, 'en');
    expect(all.gifts.map((r: { name: string }) => r.name)).toEqual(['Gift with purchase']);
    expect(all.presale).not.toBeNull();
    expect(all).toEqual(await separately(a.prodId, 'en'));

    // c has nothing of its own: a spend-N rule of its shop is its gift too
    expect(await promotions(c.prodId)).toEqual(none);
    await newGift(s, { kind: 'spend', threshold: 10000, prodId: undefined, giftSkuId: g.skuIds[1] });
    expect((await promotions(c.prodId)).gifts).toHaveLength(1);
    expect(await promotions(c.prodId)).toEqual(await separately(c.prodId));

    // the package deleted: gone from both members' pages
    expect((await s.api('DELETE', `/bundles/${bundle.id}`)).statusCode).toBe(200);
    expect((await promotions(b.prodId)).bundles).toEqual([]);
    expect((await promotions(a.prodId)).bundles).toEqual([]);
    expect((await get(ctx, '/prod/promotions?prodId=0')).statusCode).toBe(400);
  });
});

describe('promoted-products index cache', () => {
  const index = (...ids: number[]): PromotedIndex => ({ prodIds: new Set(ids), spendShops: new Set() });
  const deferred = () => {
    let resolve!: (v: PromotedIndex) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<PromotedIndex>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };

  it('concurrent requests share one read; kept until it expires; a change drops it', async () => {
    let now = 0;
    let loads = 0;
    const cache = createPromotedIndexCache(async () => index(++loads), () => now, 1000);
    const [x, y] = await Promise.all([cache.get(), cache.get()]);
    expect(x).toBe(y);
    expect(loads).toBe(1);
    now = 999;
    await cache.get();
    expect(loads).toBe(1);
    now = 1000;
    expect([...(await cache.get()).prodIds]).toEqual([2]);
    cache.clear();
    expect([...(await cache.get()).prodIds]).toEqual([3]);
  });

  it('a read a change overtook is not kept, nor a failed one', async () => {
    const reads = [deferred(), deferred(), deferred()];
    let n = 0;
    const cache = createPromotedIndexCache(() => reads[n++]!.promise, () => 0, 60_000);
    const before = cache.get();
    cache.clear(); // a seller's change while the first read runs
    reads[0]!.resolve(index(1));
    await before;
    const after = cache.get(); // a new read, not the stale one
    reads[1]!.reject(new Error('db down'));
    await expect(after).rejects.toThrow('db down');
    const third = cache.get();
    reads[2]!.resolve(index(3));
    expect([...(await third).prodIds]).toEqual([3]);
    expect(n).toBe(3);
  });
});
