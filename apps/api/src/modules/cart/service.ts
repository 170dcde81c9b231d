// Shop cart: one line per SKU per user (the basketId). Quantities are whole numbers from 1 to the SKU's
// stock, kept there by guarded statements; lines of products that went off the shelf stay, shown invalid.
// Totals run the first steps of the order module's pricing pipeline, so cart and checkout agree.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { cartCountRule, ORDER_LIMITS, type CartTotal, type ChangeItemAnswer, type ChangeItemBody, type Lang, type SetItemCountBody, type ShopCart, type ShopCartItem } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { CatalogSkus, DbOrTx, SkuInfo } from '../catalog/skus';
import type { StoreService } from '../store/service';
import { CART_STEPS, runPipeline } from '../order/pricing/pipeline';
import { noDiscounts, productRuleFor } from '../order/pricing/shop-discounts';
import type { BundleSource, DiscountRule, DiscountSource, GiftSource, MemberPriceSource, PricingContext } from '../order/pricing/types';
import { createCartBundles } from './bundles';
import { createQuickOrder } from './quick-order';
import { cartItemOf, groupByShop, payable } from './view';

const { cartItem } = schema;

export interface CartDeps {
  clock: Clock;
  skus: CatalogSkus;
  store: StoreService;
  discounts?: DiscountSource;
  /** the buyer's member price (membership module, built later: a getter); none when absent */
  member?: () => MemberPriceSource | null;
  /** the collection module (product favourites); absent: moving to favourites is refused */
  collection?: { addProd(userId: number, prodId: number): Promise<unknown> };
  /** the gifts the checked lines earn (gift module, built later: a getter; decision 036); none when absent */
  gifts?: () => GiftSource | null;
  /** packages (bundle module, built later: a getter; decision 036); none: packages cannot go in the cart */
  bundles?: () => BundleSource | null;
}

/** A checkout line taken from the cart. */
export interface CartLine {
  basketId: number;
  skuId: number;
  prodId: number;
  count: number;
}

export function createCartService(db: Db, deps: CartDeps) {
  const { clock, skus, store } = deps;
  const discounts = deps.discounts ?? noDiscounts;
  const bundles = createCartBundles(db, { clock, bundles: deps.bundles });
  const pricingCtx = async (userId: number): Promise<PricingContext> => ({
    userId, provinceCode: null, discounts, freight: { forShop: async () => null }, couponIds: [], usePoints: 0, member: (await deps.member?.()?.benefit(userId)) ?? null,
  });

  /** The special discount pricing each line now (by basketId): the cart's discount groups. */
  async function lineRules(items: ShopCartItem[], lang: Lang): Promise<Map<number, DiscountRule>> {
    const out = new Map<number, DiscountRule>();
    for (const shopId of new Set(items.map((i) => i.shopId))) {
      const rules = (await discounts.forShop(shopId, lang)).filter((r) => r.prodIds);
      if (rules.length === 0) continue;
      for (const i of items) {
        const rule = i.shopId === shopId ? productRuleFor(rules, i.prodId, i.price) : null;
        if (rule) out.set(i.basketId, rule);
      }
    }
    return out;
  }

  /** The caller's lines with these ids; 404 when any id is not one of them (another user's included). */
  async function owned(userId: number, basketIds: number[], tx: DbOrTx = db) {
    const ids = [...new Set(basketIds)];
    if (ids.length === 0) return [];
    const rows = await tx.select().from(cartItem).where(and(eq(cartItem.userId, userId), inArray(cartItem.id, ids)));
    if (rows.length !== ids.length) throw new AppError('cart.itemNotFound', 404);
    return rows;
  }

  function sellable(sku: SkuInfo | undefined, prodId: number): SkuInfo {
    if (!sku || sku.prodId !== prodId || !sku.onShelf || !sku.shopOpen) throw new AppError('cart.prodUnavailable');
    return sku;
  }

  return {
    /** /quickOrder: SKU codes with quantities checked and added at once (quick-order.ts) */
    quickOrder: createQuickOrder(db, { clock, skus }),
    /** packages in the cart (bundles.ts) */
    bundles,

    async info(userId: number, lang: Lang): Promise<ShopCart[]> {
      const rows = await db.select().from(cartItem).where(eq(cartItem.userId, userId)).orderBy(desc(cartItem.updatedAt), desc(cartItem.id));
      const [skuMap, shops] = await Promise.all([skus.byIds(rows.map((r) => r.skuId)), store.summaries(rows.map((r) => r.shopId), lang)]);
      const items = rows.map((r) => cartItemOf(r, skuMap.get(r.skuId), lang));
      const chosen = new Map<number, DiscountRule | null>();
      const checked = items.filter((i) => i.isChecked && payable(i));
      const drafts = await runPipeline(checked.map((i) => ({ ...i, basketId: i.basketId, count: i.prodCount, weight: 0 })), await pricingCtx(userId), CART_STEPS);
      for (const d of drafts) chosen.set(d.shopId, d.chosenDiscount);
      const packs = await bundles.byShop(userId, lang);
      const missing = [...packs.keys()].filter((id) => !shops.has(id));
      const allShops = missing.length ? new Map([...shops, ...(await store.summaries(missing, lang))]) : shops;
      const grouped = groupByShop(items, allShops, chosen, await lineRules(items, lang));
      // a shop with packages only still gets its group
      for (const shopId of missing) grouped.push({ shopId, shopName: allShops.get(shopId)?.shopName ?? '', selfOperated: allShops.get(shopId)?.selfOperated ?? false, shopCartItemDiscounts: [] });
      const shopCarts = grouped.map((c) => (packs.get(c.shopId)?.length ? { ...c, bundles: packs.get(c.shopId)! } : c));
      const gifts = await deps.gifts?.()?.plan(drafts, lang);
      if (!gifts?.size) return shopCarts;
      return shopCarts.map((c) => (gifts.get(c.shopId)?.length ? {
        ...c, gifts: gifts.get(c.shopId)!.map((g) => ({ ruleId: g.ruleId, ruleName: g.ruleName, prodId: g.prodId, skuId: g.skuId, prodName: g.prodName, skuName: g.skuName, pic: g.pic, count: g.count, value: g.value, returnPolicy: g.returnPolicy })),
      } : c));
    },

    /** Totals of the given lines that can be paid for (invalid and sold-out lines count nothing). */
    async totalPay(userId: number, basketIds: number[]): Promise<CartTotal> {
      const rows = await owned(userId, basketIds);
      const skuMap = await skus.byIds(rows.map((r) => r.skuId));
      const lines = rows.map((r) => cartItemOf(r, skuMap.get(r.skuId), 'zh')).filter(payable);
      const drafts = await runPipeline(lines.map((i) => ({ ...i, count: i.prodCount, weight: 0 })), await pricingCtx(userId), CART_STEPS);
      const totalMoney = drafts.reduce((s, d) => s + d.productTotal, 0);
      const memberMoney = drafts.reduce((s, d) => s + d.memberDiscount, 0);
      const subtractMoney = drafts.reduce((s, d) => s + d.shopDiscount, 0) + memberMoney;
      return { totalMoney, subtractMoney, ...(memberMoney > 0 ? { memberMoney } : {}), finalMoney: totalMoney - subtractMoney, count: lines.reduce((s, l) => s + l.prodCount, 0) };
    },

    /** Units in the cart (the header's cart badge). */
    async prodCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`coalesce(sum(${cartItem.count}), 0)::int` }).from(cartItem).where(eq(cartItem.userId, userId));
      return Number(row?.n ?? 0) + (await bundles.count(userId));
    },

    /** Adds `count` (a delta, may be negative) to the SKU's line, creating it; the result stays within 1..stock. */
    async changeItem(userId: number, body: ChangeItemBody): Promise<ChangeItemAnswer> {
      const delta = body.count;
      if (!Number.isInteger(delta) || delta === 0 || cartCountRule(Math.abs(delta)) !== null) throw new AppError('cart.countInvalid');
      const sku = sellable((await skus.byIds([body.skuId])).get(body.skuId), body.prodId);
      const now = clock.now();
      const [existing] = await db.select().from(cartItem).where(and(eq(cartItem.userId, userId), eq(cartItem.skuId, body.skuId)));
      const next = (existing?.count ?? 0) + delta;
      if (next < 1) throw new AppError('cart.countInvalid');
      if (next > sku.stock) throw new AppError('cart.insufficientStock');
      if (!existing) {
        const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(cartItem).where(eq(cartItem.userId, userId));
        if (Number(n) >= ORDER_LIMITS.cartMaxItems) throw new AppError('cart.full');
      }
      // one statement whatever races: insert, or add to the line that appeared meanwhile, within 1..stock
      const [row] = await db
        .insert(cartItem)
        .values({ userId, shopId: sku.shopId, productId: sku.prodId, skuId: sku.skuId, count: delta, checked: true, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [cartItem.userId, cartItem.skuId],
          set: { count: sql`${cartItem.count} + ${delta}`, updatedAt: now },
          setWhere: sql`${cartItem.count} + ${delta} between 1 and ${sku.stock}`,
        })
        .returning({ id: cartItem.id, count: cartItem.count });
      if (!row || row.count < 1) throw new AppError(next < 1 ? 'cart.countInvalid' : 'cart.insufficientStock');
      return { basketId: row.id, prodCount: row.count };
    },

    /** Sets the line's quantity (absolute), a whole number from 1 to the SKU's stock. */
    async setItemCount(userId: number, body: SetItemCountBody): Promise<ChangeItemAnswer> {
      if (cartCountRule(body.count)) throw new AppError('cart.countInvalid');
      const [row] = await owned(userId, [body.basketId]);
      const sku = sellable((await skus.byIds([row!.skuId])).get(row!.skuId), row!.productId);
      if (body.count > sku.stock) throw new AppError('cart.insufficientStock');
      await db.update(cartItem).set({ count: body.count, updatedAt: clock.now() }).where(and(eq(cartItem.id, body.basketId), eq(cartItem.userId, userId)));
      return { basketId: body.basketId, prodCount: body.count };
    },

    /** Checks or unchecks the given lines (all the caller's lines when basketIds is absent). */
    async check(userId: number, basketIds: number[] | undefined, checked: boolean): Promise<void> {
      if (basketIds) await owned(userId, basketIds);
      const scope = basketIds ? and(eq(cartItem.userId, userId), inArray(cartItem.id, basketIds.length ? basketIds : [-1])) : eq(cartItem.userId, userId);
      await db.update(cartItem).set({ checked }).where(scope);
    },

    async remove(userId: number, basketIds: number[]): Promise<void> {
      if (basketIds.length === 0) return;
      await owned(userId, basketIds);
      await db.delete(cartItem).where(and(eq(cartItem.userId, userId), inArray(cartItem.id, basketIds)));
    },

    /** Moves lines to the product favourites and out of the cart; a product that cannot be collected (off sale) stays. */
    async moveToCollection(userId: number, basketIds: number[]): Promise<{ moved: number }> {
      const rows = await owned(userId, basketIds);
      const collection = deps.collection;
      if (!collection) throw new AppError('cart.collectUnavailable');
      const collected = new Set<number>();
      for (const prodId of new Set(rows.map((r) => r.productId))) {
        try {
          await collection.addProd(userId, prodId);
          collected.add(prodId);
        } catch (err) {
          if (!(err instanceof AppError && err.status === 404)) throw err;
        }
      }
      const moved = rows.filter((r) => collected.has(r.productId)).map((r) => r.id);
      if (moved.length) await db.delete(cartItem).where(and(eq(cartItem.userId, userId), inArray(cartItem.id, moved)));
      return { moved: moved.length };
    },

    /** For the checkout: the caller's lines with these ids (404 when any is not theirs). */
    async linesOf(userId: number, basketIds: number[]): Promise<CartLine[]> {
      const rows = await owned(userId, basketIds);
      return rows.map((r) => ({ basketId: r.id, skuId: r.skuId, prodId: r.productId, count: r.count }));
    },

    /** For the checkout: drops the ordered lines inside the order's transaction. */
    /** Removes the caller's lines; answers how many were removed (fewer than asked: another submit took them). */
    async removeLines(tx: DbOrTx, userId: number, basketIds: number[]): Promise<number> {
      if (!basketIds.length) return 0;
      const removed = await tx
        .delete(cartItem)
        .where(and(eq(cartItem.userId, userId), inArray(cartItem.id, basketIds)))
        .returning({ id: cartItem.id });
      return removed.length;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
