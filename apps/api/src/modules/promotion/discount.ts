// Special discounts (限时折扣): a shop's time-limited prices on chosen products. The console creates them
// (validated; shop owners for their own shop), the pages list them (/special-discount, /discount-detail, product
// prices) and the order pipeline prices them through `source` (a DiscountSource). Active: status 1 and
// startsAt <= now < endsAt by the injected Clock. Only this module touches the discount tables.
import { and, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  DISCOUNT_KIND, DISCOUNT_LIMITS, specialPrice, type AdminDiscount, type CreateDiscountBody, type DiscountDetail, type DiscountProduct, type Lang,
  type MessageKey, type Paged, type ProductDiscount, type SpecialDiscount,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';
import type { CatalogService } from '../catalog/service';
import { productRuleFor } from '../order/pricing/shop-discounts';
import type { DiscountRule, DiscountSource } from '../order/pricing/types';
import type { StoreService } from '../store/service';

const { specialDiscount, specialDiscountProd } = schema;
type DiscountRow = typeof specialDiscount.$inferSelect;
const DAY = 24 * 3600_000;

export interface DiscountDeps { clock: Clock; store: StoreService; catalog: CatalogService }

/** Why a new special discount is refused (a message key), or null. */
export function discountBodyRule(b: CreateDiscountBody): MessageKey | null {
  const name = b.nameZh.trim();
  if (!name || name.length > DISCOUNT_LIMITS.nameMax || b.nameEn.trim().length > DISCOUNT_LIMITS.nameMax * 3) return 'discount.nameInvalid';
  if (b.kind === DISCOUNT_KIND.percent ? b.value < 1 || b.value > 99 : b.kind !== DISCOUNT_KIND.amount || b.value < 1) return 'discount.valueInvalid';
  const from = Date.parse(b.startsAt);
  const to = Date.parse(b.endsAt);
  if (!(from < to) || to - from > DISCOUNT_LIMITS.daysMax * DAY) return 'discount.periodInvalid';
  if (b.prodIds.length === 0) return 'discount.productsInvalid';
  return null;
}

/** Active at `now`. */
const activeAt = (now: Date) => and(eq(specialDiscount.status, 1), lte(specialDiscount.startsAt, now), gt(specialDiscount.endsAt, now));

export function createDiscounts(db: Db, deps: DiscountDeps) {
  const { clock, store, catalog } = deps;

  async function prodIdsOf(ids: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await db.select().from(specialDiscountProd).where(inArray(specialDiscountProd.discountId, ids)).orderBy(specialDiscountProd.prodId);
    for (const r of rows) out.get(r.discountId)?.push(r.prodId);
    return out;
  }

  const ruleOf = (d: DiscountRow, prodIds: number[], lang: Lang = 'zh'): DiscountRule => ({
    discountId: d.id, discountName: pick(lang, d.nameZh, d.nameEn), kind: d.kind === DISCOUNT_KIND.percent ? 'percent' : 'amount', threshold: 0, value: d.value, prodIds,
  });

  /** The active discounts covering these products, as pipeline rules. */
  async function activeForProducts(prodIds: number[], lang: Lang): Promise<{ rows: DiscountRow[]; rules: DiscountRule[] }> {
    if (prodIds.length === 0) return { rows: [], rules: [] };
    const links = await db.select({ discountId: specialDiscountProd.discountId }).from(specialDiscountProd).where(inArray(specialDiscountProd.prodId, [...new Set(prodIds)]));
    const ids = [...new Set(links.map((l) => l.discountId))];
    if (ids.length === 0) return { rows: [], rules: [] };
    const rows = await db.select().from(specialDiscount).where(and(inArray(specialDiscount.id, ids), activeAt(clock.now()))).orderBy(specialDiscount.id);
    const prods = await prodIdsOf(rows.map((r) => r.id));
    return { rows, rules: rows.map((r) => ruleOf(r, prods.get(r.id) ?? [], lang)) };
  }

  async function views(rows: DiscountRow[], lang: Lang): Promise<SpecialDiscount[]> {
    const [shops, prods] = await Promise.all([store.summaries(rows.map((r) => r.shopId), lang), prodIdsOf(rows.map((r) => r.id))]);
    const cards = await catalog.cardsByIds([...prods.values()].flatMap((ids) => ids.slice(0, 8)), lang);
    const picOf = new Map(cards.map((c) => [c.prodId, c.pic]));
    return rows.map((r) => {
      const ids = prods.get(r.id) ?? [];
      return {
        discountId: r.id, name: pick(lang, r.nameZh, r.nameEn), kind: r.kind, value: r.value, shopId: r.shopId, shopName: shops.get(r.shopId)?.shopName ?? '',
        startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), prodCount: ids.length,
        pics: ids.flatMap((id) => (picOf.has(id) ? [picOf.get(id)!] : [])).slice(0, 4),
      };
    });
  }

  const source: DiscountSource = {
    /** The shop's active special discounts (the pipeline's shop-discount step). */
    async forShop(shopId: number, lang: Lang = 'zh'): Promise<DiscountRule[]> {
      const rows = await db.select().from(specialDiscount).where(and(eq(specialDiscount.shopId, shopId), activeAt(clock.now()))).orderBy(specialDiscount.id);
      const prods = await prodIdsOf(rows.map((r) => r.id));
      return rows.map((r) => ruleOf(r, prods.get(r.id) ?? [], lang));
    },
  };

  return {
    source,

    /** The discount giving each product its lowest price now (by the product's lowest price); products without one are absent. */
    async forProducts(prodIds: number[], lang: Lang): Promise<ProductDiscount[]> {
      const { rows, rules } = await activeForProducts(prodIds, lang);
      if (rules.length === 0) return [];
      // only the prices are needed here (not cards with shops and pre-sale tags: three queries instead of one)
      const prices = await catalog.pricesOf(prodIds);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return [...new Set(prodIds)].flatMap((prodId) => {
        const rule = productRuleFor(rules, prodId, prices.get(prodId) ?? 0);
        const row = rule && byId.get(rule.discountId);
        return row ? [{ prodId, discountId: row.id, name: rule.discountName, kind: row.kind, value: row.value, endsAt: row.endsAt.toISOString() }] : [];
      });
    },

    /** /special-discount: the discounts on now, ending soonest first. */
    async list(q: { current: number; size: number; shopId?: number }, lang: Lang): Promise<Paged<SpecialDiscount>> {
      const now = clock.now();
      const where = q.shopId ? and(activeAt(now), eq(specialDiscount.shopId, q.shopId)) : activeAt(now);
      const [rows, [total]] = await Promise.all([
        db.select().from(specialDiscount).where(where).orderBy(specialDiscount.endsAt, desc(specialDiscount.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(specialDiscount).where(where),
      ]);
      return toPage(await views(rows, lang), Number(total?.n ?? 0), q.current, q.size);
    },

    /** /discount-detail: one discount on now and its products on sale with their special prices; otherwise 404. */
    /** 'ended': a published discount whose end has passed (the route answers 204, SPEC §8); unknown, switched off or not started: 404. */
    async detail(discountId: number, lang: Lang): Promise<DiscountDetail | 'ended'> {
      const now = clock.now();
      const [row] = await db.select().from(specialDiscount).where(and(eq(specialDiscount.id, discountId), activeAt(now)));
      if (!row) {
        const [gone] = await db.select({ id: specialDiscount.id }).from(specialDiscount)
          .where(and(eq(specialDiscount.id, discountId), eq(specialDiscount.status, 1), lte(specialDiscount.endsAt, now)));
        if (gone) return 'ended';
        throw new AppError('discount.notFound', 404);
      }
      const [view] = await views([row], lang);
      const ids = (await prodIdsOf([row.id])).get(row.id) ?? [];
      const cards = await catalog.cardsByIds(ids, lang);
      const products: DiscountProduct[] = cards.map((c) => ({
        prodId: c.prodId, prodName: c.prodName, pic: c.pic, price: c.price, specialPrice: specialPrice(c.price, row), shopId: c.shopId, shopName: c.shopName,
        discountId: row.id, endsAt: row.endsAt.toISOString(),
      }));
      return { ...view!, products };
    },

    /** Console: a new special discount. `by.shopId` null (operators): any shop, named in the body; owners: their own. */
    async create(body: CreateDiscountBody, by: { userId: number; shopId: number | null }, code?: string): Promise<DiscountRow> {
      const refused = discountBodyRule(body);
      if (refused) throw new AppError(refused);
      const shopId = by.shopId ?? body.shopId;
      if (shopId === null) throw new AppError('discount.shopRequired');
      const prodIds = [...new Set(body.prodIds)];
      const refs = await catalog.productRefs(prodIds);
      if (refs.size !== prodIds.length || [...refs.values()].some((r) => r.shopId !== shopId)) throw new AppError('discount.productsInvalid');
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(specialDiscount).values({
          shopId, nameZh: body.nameZh.trim(), nameEn: body.nameEn.trim() || body.nameZh.trim(), kind: body.kind, value: body.value,
          startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt), code: code ?? null, createdBy: by.userId, createdAt: clock.now(),
        }).onConflictDoNothing().returning();
        if (!row) throw new AppError('discount.nameInvalid');
        await tx.insert(specialDiscountProd).values(prodIds.map((prodId) => ({ discountId: row.id, prodId })));
        return row;
      });
    },

    /** Console list: a shop's discounts (owners) or all (operators), newest first; `onlyId` one of them. */
    async adminList(shopId: number | null, current: number, size: number, lang: Lang, onlyId?: number): Promise<Paged<AdminDiscount>> {
      const where = and(onlyId !== undefined ? eq(specialDiscount.id, onlyId) : undefined, shopId === null ? undefined : eq(specialDiscount.shopId, shopId));
      const [rows, [total]] = await Promise.all([
        db.select().from(specialDiscount).where(where).orderBy(desc(specialDiscount.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(specialDiscount).where(where),
      ]);
      const [shops, prods] = await Promise.all([store.summaries(rows.map((r) => r.shopId), lang), prodIdsOf(rows.map((r) => r.id))]);
      return toPage(rows.map((r) => ({
        discountId: r.id, name: pick(lang, r.nameZh, r.nameEn), nameZh: r.nameZh, nameEn: r.nameEn, kind: r.kind, value: r.value, shopId: r.shopId,
        shopName: shops.get(r.shopId)?.shopName ?? '', startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(),
        prodIds: prods.get(r.id) ?? [], prodCount: prods.get(r.id)?.length ?? 0, status: r.status, createdAt: r.createdAt.toISOString(),
      })), Number(total?.n ?? 0), current, size);
    },

    /** Console: withdraws a discount (guarded: only an active-or-upcoming one of the caller's scope). */
    async withdraw(discountId: number, shopId: number | null): Promise<void> {
      const done = await db.update(specialDiscount).set({ status: 0 })
        .where(and(eq(specialDiscount.id, discountId), eq(specialDiscount.status, 1), shopId === null ? undefined : eq(specialDiscount.shopId, shopId)))
        .returning({ id: specialDiscount.id });
      if (done.length === 0) throw new AppError('discount.notFound', 404);
    },

    /**
     * Demo discounts (main.ts on start), keyed by code: created once, for 30 days from the first start, on products
     * with several SKUs (the journeys of the other promotions and of the order tests buy single-SKU products at list price).
     */
    async ensureDemoDiscounts(): Promise<void> {
      const existing = new Set((await db.select({ code: specialDiscount.code }).from(specialDiscount)).map((r) => r.code));
      const { selfOperated, open } = await store.openShops();
      const shops = [...new Set([...selfOperated, ...open])].slice(0, 2);
      const now = clock.now();
      const window = { startsAt: now.toISOString(), endsAt: new Date(now.getTime() + 30 * DAY).toISOString() };
      const demos = [
        { nameZh: '限时8折', nameEn: '20% off, limited time', kind: DISCOUNT_KIND.percent, value: 80 },
        { nameZh: '限时直降10元', nameEn: '¥10 off each, limited time', kind: DISCOUNT_KIND.amount, value: 1000 },
      ];
      for (const [i, shopId] of shops.entries()) {
        const codes = demos.map((_, j) => `demo-discount-${i}-${j}`);
        if (codes.every((c) => existing.has(c))) continue;
        const hits = await catalog.search({ shopIds: [shopId], sort: 0, current: 1, size: 60 }, 'zh');
        const picked: number[] = [];
        for (const c of hits.records) {
          if (picked.length >= 8) break;
          const skus = await catalog.detail(c.prodId, 'zh').then((d) => d.skus, () => []);
          if (skus.length > 1 && skus.every((k) => k.price > 2000)) picked.push(c.prodId);
        }
        for (const [j, d] of demos.entries()) {
          const prodIds = picked.slice(j * 4, j * 4 + 4);
          if (existing.has(codes[j]!) || prodIds.length === 0) continue;
          await this.create({ nameZh: d.nameZh, nameEn: d.nameEn, kind: d.kind, value: d.value, shopId, prodIds, ...window }, { userId: 0, shopId: null }, codes[j]);
        }
      }
    },
  };
}

export type Discounts = ReturnType<typeof createDiscounts>;
