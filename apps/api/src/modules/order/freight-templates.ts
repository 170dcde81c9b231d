// Freight templates of the shops (one per shop). A shop without one uses DEFAULT_FREIGHT, so checkout
// works from the first start; ensureDefaultFreight() writes that default for every open shop that has
// none (idempotent: main.ts may call it on every start) so the seller centre has something to edit.
import { eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import type { StoreService } from '../store/service';
import { defaultFreight } from './pricing/freight';
import type { FreightSource, FreightTemplate } from './pricing/types';

const { freightTemplate } = schema;

/** The self-operated store delivers free from 59.00, general stores from 99.00. */
export const defaultTemplateFor = (selfOperated: boolean): FreightTemplate => defaultFreight(selfOperated ? 5900 : 9900);

export function createFreightTemplates(db: Db, store: StoreService, clock: Clock) {
  /** Templates of these shops (shops without one are absent). */
  async function forShops(shopIds: number[]): Promise<Map<number, FreightTemplate>> {
    const ids = [...new Set(shopIds)];
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(freightTemplate).where(inArray(freightTemplate.shopId, ids));
    return new Map(rows.map((r) => [r.shopId, { chargeType: r.chargeType, rules: r.rules }]));
  }

  return {
    forShops,

    /** A FreightSource reading each shop's template once per pricing run. */
    source(): FreightSource {
      const cache = new Map<number, Promise<FreightTemplate | null>>();
      return {
        forShop: (shopId) => {
          if (!cache.has(shopId)) cache.set(shopId, forShops([shopId]).then((m) => m.get(shopId) ?? null));
          return cache.get(shopId)!;
        },
      };
    },

    /** Sets a shop's template (seller centre, tests). */
    async set(shopId: number, template: FreightTemplate, name = 'default'): Promise<void> {
      const values = { shopId, name, chargeType: template.chargeType, rules: template.rules, updatedAt: clock.now() };
      await db.insert(freightTemplate).values(values).onConflictDoUpdate({ target: freightTemplate.shopId, set: values });
    },

    /** Writes the default template for every open shop without one; answers how many were written. */
    async ensureDefaultFreight(): Promise<number> {
      const open = await store.openShopIds();
      if (open.length === 0) return 0;
      const have = new Set((await db.select({ shopId: freightTemplate.shopId }).from(freightTemplate).where(inArray(freightTemplate.shopId, open))).map((r) => r.shopId));
      const missing = open.filter((id) => !have.has(id));
      if (missing.length === 0) return 0;
      const shops = await store.summaries(missing, 'zh');
      const rows = missing.map((shopId) => {
        const t = defaultTemplateFor(shops.get(shopId)?.selfOperated ?? false);
        return { shopId, name: 'default', chargeType: t.chargeType, rules: t.rules, updatedAt: clock.now() };
      });
      const written = await db.insert(freightTemplate).values(rows).onConflictDoNothing({ target: freightTemplate.shopId }).returning({ id: freightTemplate.id });
      return written.length;
    },

    async remove(shopId: number): Promise<void> {
      await db.delete(freightTemplate).where(eq(freightTemplate.shopId, shopId));
    },
  };
}

export type FreightTemplates = ReturnType<typeof createFreightTemplates>;
