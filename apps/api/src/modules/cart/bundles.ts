// Packages in the cart (issue 18, decision 036): one cart_bundle row per user and package, `count` packages. The cart
// shows each as one group (its parts together, one quantity, the package price apportioned over the parts to the fen,
// as the bundle module prices it); the checkout buys the checked ones with the basket lines (checkout.ts `gather`),
// each priced as a package bought now (pricing step bundle-price.ts), and removes them in the order's transaction.
// A count stays a whole number from 1 to the package's stock (the least stock of its parts) and at most 99.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { BUNDLE_LIMITS, ORDER_LIMITS, type CartBundle, type Lang } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { DbOrTx } from '../catalog/skus';
import type { BundleSource } from '../order/pricing/types';

const { cartBundle } = schema;

export function createCartBundles(db: Db, deps: { clock: Clock; bundles?: () => BundleSource | null }) {
  const { clock } = deps;
  const source = (): BundleSource => {
    const s = deps.bundles?.();
    if (!s) throw new AppError('bundle.notFound', 404);
    return s;
  };
  /** The package on sale now with its stock; refuses otherwise. */
  async function onSale(bundleId: number) {
    const [view] = await source().views([bundleId], 'zh');
    if (!view || view.status !== 1) throw new AppError('bundle.notFound', 404);
    if (view.parts.some((p) => !p.onSale)) throw new AppError('cart.prodUnavailable');
    return view;
  }
  async function owned(userId: number, ids: number[], tx: DbOrTx = db) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await tx.select().from(cartBundle).where(and(eq(cartBundle.userId, userId), inArray(cartBundle.id, unique)));
    if (rows.length !== unique.length) throw new AppError('cart.itemNotFound', 404);
    return rows;
  }

  return {
    /** The caller's packages by shop, as the cart shows them. */
    async byShop(userId: number, lang: Lang): Promise<Map<number, CartBundle[]>> {
      const rows = await db.select().from(cartBundle).where(eq(cartBundle.userId, userId)).orderBy(asc(cartBundle.id));
      const out = new Map<number, CartBundle[]>();
      if (rows.length === 0 || !deps.bundles?.()) return out;
      const views = new Map((await source().views(rows.map((r) => r.bundleId), lang)).map((v) => [v.id, v]));
      for (const r of rows) {
        const bundle = views.get(r.bundleId);
        if (!bundle) continue; // the shop deleted it: nothing to show or buy
        const valid = bundle.status === 1 && bundle.stock >= r.count;
        out.set(r.shopId, [...(out.get(r.shopId) ?? []), { cartBundleId: r.id, count: r.count, checked: r.checked, valid, bundle }]);
      }
      return out;
    },

    /** Adds `delta` packages (negative: fewer); the result stays within 1..min(stock, 99). */
    async add(userId: number, bundleId: number, delta: number): Promise<{ cartBundleId: number; count: number }> {
      if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > BUNDLE_LIMITS.maxCount) throw new AppError('cart.countInvalid');
      const view = await onSale(bundleId);
      const most = Math.min(view.stock, BUNDLE_LIMITS.maxCount);
      const [existing] = await db.select().from(cartBundle).where(and(eq(cartBundle.userId, userId), eq(cartBundle.bundleId, bundleId)));
      const next = (existing?.count ?? 0) + delta;
      if (next < 1) throw new AppError('cart.countInvalid');
      if (next > most) throw new AppError(next > view.stock ? 'cart.insufficientStock' : 'cart.countInvalid');
      if (!existing) {
        const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(cartBundle).where(eq(cartBundle.userId, userId));
        if (Number(n) >= ORDER_LIMITS.cartMaxItems) throw new AppError('cart.full');
      }
      const now = clock.now();
      // one statement whatever races: insert, or add to the row that appeared meanwhile, within 1..most
      const [row] = await db
        .insert(cartBundle)
        .values({ userId, shopId: view.shopId, bundleId, count: delta, checked: true, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [cartBundle.userId, cartBundle.bundleId],
          set: { count: sql`${cartBundle.count} + ${delta}`, updatedAt: now },
          setWhere: sql`${cartBundle.count} + ${delta} between 1 and ${most}`,
        })
        .returning({ id: cartBundle.id, count: cartBundle.count });
      if (!row || row.count < 1) throw new AppError('cart.insufficientStock');
      return { cartBundleId: row.id, count: row.count };
    },

    /** Sets a package line's count (absolute), 1..min(stock, 99). */
    async setCount(userId: number, cartBundleId: number, count: number): Promise<{ cartBundleId: number; count: number }> {
      if (!Number.isInteger(count) || count < 1 || count > BUNDLE_LIMITS.maxCount) throw new AppError('cart.countInvalid');
      const [row] = await owned(userId, [cartBundleId]);
      const view = await onSale(row!.bundleId);
      if (count > view.stock) throw new AppError('cart.insufficientStock');
      await db.update(cartBundle).set({ count, updatedAt: clock.now() }).where(and(eq(cartBundle.id, cartBundleId), eq(cartBundle.userId, userId)));
      return { cartBundleId, count };
    },

    async check(userId: number, ids: number[], checked: boolean): Promise<void> {
      await owned(userId, ids);
      if (ids.length) await db.update(cartBundle).set({ checked }).where(and(eq(cartBundle.userId, userId), inArray(cartBundle.id, ids)));
    },

    async remove(userId: number, ids: number[]): Promise<void> {
      await owned(userId, ids);
      if (ids.length) await db.delete(cartBundle).where(and(eq(cartBundle.userId, userId), inArray(cartBundle.id, ids)));
    },

    /** For the checkout: the caller's packages with these ids (404 when any is not theirs). */
    async linesOf(userId: number, ids: number[]): Promise<{ cartBundleId: number; bundleId: number; count: number }[]> {
      return (await owned(userId, ids)).map((r) => ({ cartBundleId: r.id, bundleId: r.bundleId, count: r.count }));
    },

    /** For the checkout: drops the ordered packages inside the order's transaction; answers how many were removed. */
    async removeLines(tx: DbOrTx, userId: number, ids: number[]): Promise<number> {
      if (!ids.length) return 0;
      return (await tx.delete(cartBundle).where(and(eq(cartBundle.userId, userId), inArray(cartBundle.id, ids))).returning({ id: cartBundle.id })).length;
    },

    /** Packages in the cart (the header badge counts each package once per count). */
    async count(userId: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`coalesce(sum(${cartBundle.count}), 0)::int` }).from(cartBundle).where(eq(cartBundle.userId, userId));
      return Number(row?.n ?? 0);
    },
  };
}
export type CartBundles = ReturnType<typeof createCartBundles>;
