// Gifts (issue 18, decision 036): a shop's gift rules, set up in the seller centre. Buy at least `minCount` units of a
// product ('buy') or spend at least `threshold` fen of goods in the shop ('spend', after shop discounts and the member
// price) and the order gets `giftCount` units of a gift SKU at price 0, once per order and rule, while the gift SKU's
// stock lasts. The cart shows the gifts its checked lines earn; the checkout plans them and, in the submit's
// transaction, reserves each gift's stock with the catalogue's guarded statement inside a savepoint: a gift whose stock
// ran out (another buyer took the last one) is left out of the order instead of failing it, so the stock never goes
// negative and exactly the units there were are given. Gift lines are order lines (price 0) marked with the rule, so a
// canceled order's gift stock comes back with its other lines and a refund of the main line takes the gift along.
import { and, desc, eq } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import type { GiftRuleBody, GiftRuleView, Lang } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import type { CatalogSkus } from '../catalog/skus';
import type { GiftSource, PlannedGift, ShopDraft } from '../order/pricing/types';

const { giftRule } = schema;
type RuleRow = typeof giftRule.$inferSelect;

export interface GiftDeps {
  clock: Clock;
  skus: Pick<CatalogSkus, 'byIds' | 'reserve'>;
  /** the product's shop and names (catalog); for checking a 'buy' rule's product */
  products: (prodIds: number[]) => Promise<Map<number, { shopId: number; nameZh: string; nameEn: string }>>;
}

const nameOk = (s: string) => s.trim().length >= 1 && s.trim().length <= 60;

export function createGiftService(db: Db, deps: GiftDeps) {
  const { clock, skus } = deps;

  async function views(rows: RuleRow[], lang: Lang): Promise<GiftRuleView[]> {
    const skuMap = await skus.byIds(rows.map((r) => r.giftSkuId));
    const prods = await deps.products(rows.flatMap((r) => (r.prodId ? [r.prodId] : [])));
    return rows.map((r) => {
      const g = skuMap.get(r.giftSkuId);
      const p = r.prodId ? prods.get(r.prodId) : undefined;
      return {
        id: r.id, shopId: r.shopId, name: pick(lang, r.nameZh, r.nameEn), nameZh: r.nameZh, nameEn: r.nameEn, kind: r.kind, prodId: r.prodId,
        prodName: p ? pick(lang, p.nameZh, p.nameEn) : '', minCount: r.minCount, threshold: r.threshold, giftProdId: r.giftProdId, giftSkuId: r.giftSkuId,
        giftName: g ? `${pick(lang, g.prodNameZh, g.prodNameEn)} ${pick(lang, g.skuNameZh, g.skuNameEn)}`.trim() : '', giftPic: g?.pic ?? '',
        giftCount: r.giftCount, giftStock: g?.stock ?? 0, returnPolicy: r.returnPolicy, status: r.status,
      };
    });
  }

  async function checked(shopId: number, body: GiftRuleBody): Promise<{ giftProdId: number }> {
    if (!nameOk(body.nameZh) || !nameOk(body.nameEn)) throw new AppError('gift.nameInvalid');
    if (body.kind === 'buy') {
      if (!body.prodId) throw new AppError('gift.triggerInvalid');
      const p = (await deps.products([body.prodId])).get(body.prodId);
      if (!p || p.shopId !== shopId) throw new AppError('gift.triggerInvalid');
    } else if (body.threshold <= 0) throw new AppError('gift.triggerInvalid');
    const g = (await skus.byIds([body.giftSkuId])).get(body.giftSkuId);
    if (!g || g.shopId !== shopId || !g.onShelf) throw new AppError('gift.skuInvalid');
    return { giftProdId: g.prodId };
  }

  const fields = (body: GiftRuleBody, giftProdId: number) => ({
    nameZh: body.nameZh.trim(), nameEn: body.nameEn.trim(), kind: body.kind, prodId: body.kind === 'buy' ? body.prodId : null, minCount: body.minCount,
    threshold: body.kind === 'spend' ? body.threshold : 0, giftProdId, giftSkuId: body.giftSkuId, giftCount: body.giftCount, returnPolicy: body.returnPolicy, status: body.status,
  });

  /** The gifts one priced shop draft earns under these rules with the gift SKUs as they are now. */
  function earned(d: ShopDraft, rules: RuleRow[], skuMap: Awaited<ReturnType<CatalogSkus['byIds']>>, lang: Lang): PlannedGift[] {
    const out: PlannedGift[] = [];
    for (const r of rules) {
      let ofSkuId: number | null = null;
      if (r.kind === 'buy') {
        const bought = d.lines.filter((l) => l.prodId === r.prodId);
        if (bought.reduce((s, l) => s + l.count, 0) < r.minCount) continue;
        ofSkuId = bought[0]!.skuId;
      } else if (d.productTotal - d.shopDiscount - d.memberDiscount < r.threshold) continue;
      const g = skuMap.get(r.giftSkuId);
      if (!g || g.shopId !== d.shopId || !g.onShelf || !g.shopOpen || g.stock < r.giftCount) continue;
      out.push({
        ruleId: r.id, ruleName: pick(lang, r.nameZh, r.nameEn), shopId: d.shopId, prodId: g.prodId, skuId: g.skuId,
        prodName: pick(lang, g.prodNameZh, g.prodNameEn), skuName: pick(lang, g.skuNameZh, g.skuNameEn),
        prodNameZh: g.prodNameZh, prodNameEn: g.prodNameEn, skuNameZh: g.skuNameZh, skuNameEn: g.skuNameEn, pic: g.pic,
        count: r.giftCount, value: g.price, weight: g.weight, goodsType: g.goodsType, ofSkuId, returnPolicy: r.returnPolicy, threshold: r.kind === 'spend' ? r.threshold : 0,
      });
    }
    return out;
  }

  const source: GiftSource = {
    async plan(drafts, lang = 'zh') {
      const out = new Map<number, PlannedGift[]>();
      for (const d of drafts) {
        const rules = await db.select().from(giftRule).where(and(eq(giftRule.shopId, d.shopId), eq(giftRule.status, 1))).orderBy(giftRule.id);
        if (rules.length === 0) continue;
        const gifts = earned(d, rules, await skus.byIds(rules.map((r) => r.giftSkuId)), lang);
        if (gifts.length) out.set(d.shopId, gifts);
      }
      return out;
    },
    async take(tx: DbOrTx, gifts) {
      const given: PlannedGift[] = [];
      for (const g of gifts) {
        // a savepoint: a gift that ran out rolls back only its own reservation
        const ok = await tx.transaction(async (sp) => {
          await skus.reserve(sp, [{ skuId: g.skuId, count: g.count }]);
          return true;
        }).catch((err: unknown) => {
          if (err instanceof AppError && err.key === 'cart.insufficientStock') return false;
          throw err;
        });
        if (ok) given.push(g);
      }
      return given;
    },
  };

  async function own(shopId: number, id: number): Promise<RuleRow> {
    const [row] = await db.select().from(giftRule).where(and(eq(giftRule.id, id), eq(giftRule.shopId, shopId)));
    if (!row) throw new AppError('gift.notFound', 404);
    return row;
  }

  return {
    source,

    /** Products with a buy-this gift rule in force, and shops with a spend gift rule in force (prod-promotions). */
    async promotedRefs(): Promise<{ prodIds: number[]; shopIds: number[] }> {
      const rows = await db.select({ kind: giftRule.kind, prodId: giftRule.prodId, shopId: giftRule.shopId }).from(giftRule).where(eq(giftRule.status, 1));
      return {
        prodIds: rows.flatMap((r) => (r.kind !== 'spend' && r.prodId !== null ? [r.prodId] : [])),
        shopIds: rows.flatMap((r) => (r.kind === 'spend' ? [r.shopId] : [])),
      };
    },

    /** Gift rules in force that a product's purchase earns (its page shows them). */
    async forProduct(prodId: number, shopId: number, lang: Lang): Promise<GiftRuleView[]> {
      const rows = await db.select().from(giftRule).where(and(eq(giftRule.shopId, shopId), eq(giftRule.status, 1))).orderBy(giftRule.id);
      return (await views(rows.filter((r) => r.kind === 'spend' || r.prodId === prodId), lang)).filter((v) => v.giftStock >= v.giftCount);
    },

    async list(shopId: number, lang: Lang): Promise<GiftRuleView[]> {
      return views(await db.select().from(giftRule).where(eq(giftRule.shopId, shopId)).orderBy(desc(giftRule.id)), lang);
    },

    async create(shopId: number, body: GiftRuleBody, lang: Lang): Promise<GiftRuleView> {
      const { giftProdId } = await checked(shopId, body);
      const now = clock.now();
      const [row] = await db.insert(giftRule).values({ shopId, ...fields(body, giftProdId), createdAt: now, updatedAt: now }).returning();
      return (await views([row!], lang))[0]!;
    },

    async update(shopId: number, id: number, body: GiftRuleBody, lang: Lang): Promise<GiftRuleView> {
      await own(shopId, id);
      const { giftProdId } = await checked(shopId, body);
      const [row] = await db.update(giftRule).set({ ...fields(body, giftProdId), updatedAt: clock.now() }).where(and(eq(giftRule.id, id), eq(giftRule.shopId, shopId))).returning();
      if (!row) throw new AppError('gift.notFound', 404);
      return (await views([row], lang))[0]!;
    },

    async remove(shopId: number, id: number): Promise<void> {
      await own(shopId, id);
      await db.delete(giftRule).where(and(eq(giftRule.id, id), eq(giftRule.shopId, shopId)));
    },
  };
}

export type GiftService = ReturnType<typeof createGiftService>;
