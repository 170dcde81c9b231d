// Which products have any promotion of the product page (a pre-sale, a package, a gift rule) and which shops have a
// spend gift rule: the same for every request, so kept per process. Most products have none; their page's promotions
// are then answered without a query. Dropped when a seller changes a pre-sale, package or gift rule in this process
// (module.ts); another process (decision 038) sees a change within PROMOTED_INDEX_MS. The index is a superset: a
// product in it gets its promotions looked up as before (ended, sold out, off sale are filtered there).
export const PROMOTED_INDEX_MS = 60_000;

export interface PromotedIndex {
  prodIds: ReadonlySet<number>;
  spendShops: ReadonlySet<number>;
}

export interface PromotedIndexCache {
  get(): Promise<PromotedIndex>;
  clear(): void;
}

export function createPromotedIndexCache(load: () => Promise<PromotedIndex>, now: () => number = Date.now, ttlMs = PROMOTED_INDEX_MS): PromotedIndexCache {
  let entry: { until: number; index: Promise<PromotedIndex> } | null = null;
  let generation = 0;
  return {
    get() {
      if (entry && entry.until > now()) return entry.index;
      const started = generation;
      const mine = { until: now() + ttlMs, index: load() };
      entry = mine;
      // an index read before a seller's change is not kept after it; a failed read is not kept
      const forget = () => {
        if (entry === mine) entry = null;
      };
      mine.index.then(() => started !== generation && forget(), forget);
      return mine.index;
    },
    clear() {
      generation++;
      entry = null;
    },
  };
}
