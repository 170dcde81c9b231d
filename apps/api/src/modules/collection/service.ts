// Favourites (SPEC uc-collection): products and shops a user keeps. Every call is the caller's own rows only:
// another user's favourites are never read, changed or counted as theirs.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { CollectedProd, CollectedShop, CollectState, Lang, Paged } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import type { CatalogService } from '../catalog/service';
import type { StoreService } from '../store/service';

const { prodCollection, shopCollection } = schema;

export function createCollectionService(db: Db, deps: { catalog: CatalogService; store: StoreService; clock: Clock }) {
  const { catalog, store, clock } = deps;

  async function prodState(userId: number, prodId: number): Promise<CollectState> {
    const [[mine], [all]] = await Promise.all([
      db.select({ id: prodCollection.id }).from(prodCollection).where(and(eq(prodCollection.userId, userId), eq(prodCollection.productId, prodId))),
      db.select({ n: count() }).from(prodCollection).where(eq(prodCollection.productId, prodId)),
    ]);
    return { collected: mine !== undefined, collectCount: Number(all?.n ?? 0) };
  }

  async function shopState(userId: number, shopId: number): Promise<CollectState> {
    const [[mine], followers] = await Promise.all([
      db.select({ id: shopCollection.id }).from(shopCollection).where(and(eq(shopCollection.userId, userId), eq(shopCollection.shopId, shopId))),
      store.followers(shopId),
    ]);
    if (!followers) throw notFound('shop.notFound');
    return { collected: mine !== undefined, collectCount: followers.count };
  }

  return {
    prodState,
    shopState,

    /** Adds a product on sale to the favourites (again is a no-op). */
    async addProd(userId: number, prodId: number): Promise<CollectState> {
      if (!(await catalog.isOnSale(prodId))) throw notFound('product.notFound');
      await db.insert(prodCollection).values({ userId, productId: prodId, createdAt: clock.now() }).onConflictDoNothing();
      return prodState(userId, prodId);
    },

    async removeProds(userId: number, prodIds: number[]): Promise<{ removed: number }> {
      const rows = await db
        .delete(prodCollection)
        .where(and(eq(prodCollection.userId, userId), inArray(prodCollection.productId, prodIds)))
        .returning({ id: prodCollection.id });
      return { removed: rows.length };
    },

    /** The products the user kept last, newest first (guess you like, decision 031). */
    async recentProductIds(userId: number, limit: number): Promise<number[]> {
      const rows = await db.select({ productId: prodCollection.productId }).from(prodCollection).where(eq(prodCollection.userId, userId))
        .orderBy(desc(prodCollection.createdAt), desc(prodCollection.id)).limit(limit);
      return rows.map((r) => r.productId);
    },

    async prodPage(userId: number, current: number, size: number, lang: Lang): Promise<Paged<CollectedProd>> {
      const mine = eq(prodCollection.userId, userId);
      const [rows, [total]] = await Promise.all([
        db.select().from(prodCollection).where(mine).orderBy(desc(prodCollection.createdAt), desc(prodCollection.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(prodCollection).where(mine),
      ]);
      const cards = await catalog.cardsWithState(rows.map((r) => r.productId), lang);
      const records = rows.flatMap((r) => {
        const c = cards.get(r.productId);
        return c ? [{ ...c, collectTime: r.createdAt.toISOString() }] : [];
      });
      return toPage(records, Number(total?.n ?? 0), current, size);
    },

    /**
     * Follows an open shop. The follower count moves only when a row was really added, so racing follows and
     * unfollows leave it equal to what they did.
     */
    async followShop(userId: number, shopId: number): Promise<CollectState> {
      const s = await store.followers(shopId);
      if (!s?.open) throw notFound('shop.notFound');
      // the row and the count change together or not at all
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(shopCollection)
          .values({ userId, shopId, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning({ id: shopCollection.id });
        if (added.length) await store.adjustCollectCount(shopId, 1, tx);
      });
      return shopState(userId, shopId);
    },

    async unfollowShops(userId: number, shopIds: number[]): Promise<{ removed: number }> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(shopCollection)
          .where(and(eq(shopCollection.userId, userId), inArray(shopCollection.shopId, shopIds)))
          .returning({ shopId: shopCollection.shopId });
        for (const r of rows) await store.adjustCollectCount(r.shopId, -1, tx);
        return { removed: rows.length };
      });
    },

    async shopPage(userId: number, current: number, size: number, lang: Lang): Promise<Paged<CollectedShop>> {
      const mine = eq(shopCollection.userId, userId);
      const [rows, [total]] = await Promise.all([
        db.select().from(shopCollection).where(mine).orderBy(desc(shopCollection.createdAt), desc(shopCollection.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(shopCollection).where(mine),
      ]);
      const cards = await store.cards(rows.map((r) => r.shopId), lang, catalog.countByShop);
      const records = rows.flatMap((r) => {
        const c = cards.get(r.shopId);
        if (!c) return [];
        const { status, ...card } = c;
        return [{ ...card, open: status === 1, collectTime: r.createdAt.toISOString() }];
      });
      return toPage(records, Number(total?.n ?? 0), current, size);
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
