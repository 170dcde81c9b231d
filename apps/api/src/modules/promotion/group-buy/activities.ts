// Group-buy activities: what the clock says of one (not started / on / ended), the public list and the product's
// activity, and the console's setup (a product of the caller's shop, a group price below the usual price per SKU).
import { and, asc, count, desc, eq, gt, inArray, like, lte } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  groupBuySetupRule, type AdminGroupBuy, type CreateGroupBuyBody, type GroupBuyCard, type GroupBuyListQuery, type GroupBuyPhase, type Lang, type Paged,
} from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { offsetOf, pageTotal, toPage } from '../../../platform/paging';
import { pick } from '../../../platform/lang';
import type { CatalogSkus, SkuInfo } from '../../catalog/skus';

const { groupBuyActivity, groupBuySku, groupBuyGroup } = schema;
export type ActivityRow = typeof groupBuyActivity.$inferSelect;

export function phaseOf(a: Pick<ActivityRow, 'startAt' | 'endAt'>, now: Date): GroupBuyPhase {
  if (now.getTime() < a.startAt.getTime()) return 'notStarted';
  return now.getTime() < a.endAt.getTime() ? 'on' : 'ended';
}


export function createActivities(db: Db, deps: { clock: Clock; skus: CatalogSkus }) {
  const { clock, skus } = deps;

  async function pricesOf(ids: number[]): Promise<Map<number, { skuId: number; groupPrice: number }[]>> {
    const out = new Map<number, { skuId: number; groupPrice: number }[]>();
    if (ids.length === 0) return out;
    const rows = await db.select().from(groupBuySku).where(inArray(groupBuySku.activityId, ids)).orderBy(groupBuySku.skuId);
    for (const r of rows) out.set(r.activityId, [...(out.get(r.activityId) ?? []), { skuId: r.skuId, groupPrice: r.groupPrice }]);
    return out;
  }

  async function openCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: groupBuyGroup.activityId, n: count() }).from(groupBuyGroup)
      .where(and(inArray(groupBuyGroup.activityId, ids), eq(groupBuyGroup.state, 'grouping'), gt(groupBuyGroup.expiresAt, clock.now()))).groupBy(groupBuyGroup.activityId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  /** Cards of these activities, with their SKUs (on the shelf or not) for the detail. */
  async function cards(rows: ActivityRow[], lang: Lang): Promise<{ card: GroupBuyCard; skus: (SkuInfo & { groupPrice: number })[] }[]> {
    const prices = await pricesOf(rows.map((r) => r.id));
    const skuMap = await skus.byIds([...prices.values()].flat().map((p) => p.skuId));
    const open = await openCounts(rows.map((r) => r.id));
    const now = clock.now();
    return rows.map((a) => {
      const list = (prices.get(a.id) ?? []).flatMap((p) => {
        const s = skuMap.get(p.skuId);
        return s ? [{ ...s, groupPrice: p.groupPrice }] : [];
      });
      const cheapest = [...list].sort((x, y) => x.groupPrice - y.groupPrice)[0];
      return {
        skus: list,
        card: {
          activityId: a.id, prodId: a.prodId, shopId: a.shopId, name: pick(lang, a.nameZh, a.nameEn),
          prodName: cheapest ? pick(lang, cheapest.prodNameZh, cheapest.prodNameEn) : '', pic: cheapest?.pic ?? '',
          groupPrice: cheapest?.groupPrice ?? 0, price: cheapest?.price ?? 0, groupSize: a.groupSize, timeLimitHours: a.timeLimitHours,
          startAt: a.startAt.toISOString(), endAt: a.endAt.toISOString(), phase: phaseOf(a, now), openGroups: open.get(a.id) ?? 0,
        },
      };
    });
  }

  return {
    pricesOf,
    cards,

    /** An activity that is on offer (withdrawn ones answer 404). */
    async get(activityId: number): Promise<ActivityRow> {
      const [a] = await db.select().from(groupBuyActivity).where(and(eq(groupBuyActivity.id, activityId), eq(groupBuyActivity.status, 1)));
      if (!a) throw new AppError('groupBuy.notFound', 404);
      return a;
    },

    /** /group-buy: activities on now or still to come (the soonest to end first), or those of one product. */
    async list(q: GroupBuyListQuery, lang: Lang): Promise<Paged<GroupBuyCard>> {
      const where = and(eq(groupBuyActivity.status, 1), gt(groupBuyActivity.endAt, clock.now()), q.prodId ? eq(groupBuyActivity.prodId, q.prodId) : undefined);
      const rows = await db.select().from(groupBuyActivity).where(where).orderBy(asc(groupBuyActivity.startAt), asc(groupBuyActivity.id))
        .limit(q.size).offset(offsetOf(q.current, q.size));
      const n = await pageTotal(rows.length, q.current, q.size, async () => {
        const [counted] = await db.select({ n: count() }).from(groupBuyActivity).where(where);
        return Number(counted?.n ?? 0);
      });
      const built = await cards(rows, lang);
      return toPage(built.map((b) => b.card).filter((c) => c.groupPrice > 0), n, q.current, q.size);
    },

    /** Console: a new activity on a product of `shopId` (null: an operator, any shop). */
    async create(body: CreateGroupBuyBody, by: { userId: number; shopId: number | null }): Promise<number> {
      const refused = groupBuySetupRule(body);
      if (refused) throw new AppError(refused);
      const skuMap = await skus.byIds(body.skus.map((s) => s.skuId));
      const first = skuMap.get(body.skus[0]!.skuId);
      for (const s of body.skus) {
        const info = skuMap.get(s.skuId);
        if (!info || info.prodId !== body.prodId) throw new AppError('groupBuy.skusRequired');
        if (!Number.isSafeInteger(s.groupPrice) || s.groupPrice <= 0 || s.groupPrice >= info.price) throw new AppError('groupBuy.priceInvalid');
      }
      if (!first || (by.shopId !== null && first.shopId !== by.shopId)) throw new AppError('product.notFound', 404);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [a] = await tx.insert(groupBuyActivity).values({
          shopId: first.shopId, prodId: body.prodId, nameZh: body.nameZh.trim(), nameEn: body.nameEn.trim(), groupSize: body.groupSize,
          timeLimitHours: body.timeLimitHours, startAt: new Date(body.startAt), endAt: new Date(body.endAt), createdBy: by.userId, createdAt: now, updatedAt: now,
        }).returning({ id: groupBuyActivity.id });
        await tx.insert(groupBuySku).values(body.skus.map((s) => ({ activityId: a!.id, skuId: s.skuId, groupPrice: s.groupPrice })));
        return a!.id;
      });
    },

    /** Console: the activities of a shop (null: all), newest first, with their group counts. */
    async adminList(shopId: number | null, current: number, size: number, lang: Lang, onlyId?: number): Promise<Paged<AdminGroupBuy>> {
      const where = and(shopId === null ? undefined : eq(groupBuyActivity.shopId, shopId), onlyId ? eq(groupBuyActivity.id, onlyId) : undefined);
      const [{ n }] = (await db.select({ n: count() }).from(groupBuyActivity).where(where)) as [{ n: number }];
      const rows = await db.select().from(groupBuyActivity).where(where).orderBy(desc(groupBuyActivity.id)).limit(size).offset((current - 1) * size);
      const built = await cards(rows, lang);
      const ids = rows.map((r) => r.id);
      const states = ids.length
        ? await db.select({ id: groupBuyGroup.activityId, state: groupBuyGroup.state, n: count() }).from(groupBuyGroup).where(inArray(groupBuyGroup.activityId, ids)).groupBy(groupBuyGroup.activityId, groupBuyGroup.state)
        : [];
      const tally = (id: number, s: string) => Number(states.find((x) => x.id === id && x.state === s)?.n ?? 0);
      return toPage(rows.map((a, i) => ({
        ...built[i]!.card, nameZh: a.nameZh, nameEn: a.nameEn, status: a.status,
        skus: built[i]!.skus.map((s) => ({ skuId: s.skuId, skuName: pick(lang, s.skuNameZh, s.skuNameEn), price: s.price, groupPrice: s.groupPrice, stock: s.stock })),
        groups: { grouping: tally(a.id, 'grouping'), succeeded: tally(a.id, 'succeeded'), failed: tally(a.id, 'failed') },
      })), Number(n), current, size);
    },

    /** Console: withdraws (0) or puts back (1) an activity of the shop; open groups run to their end. */
    async setStatus(activityId: number, status: 0 | 1, shopId: number | null): Promise<void> {
      const done = await db.update(groupBuyActivity).set({ status, updatedAt: clock.now() })
        .where(and(eq(groupBuyActivity.id, activityId), shopId === null ? undefined : eq(groupBuyActivity.shopId, shopId))).returning({ id: groupBuyActivity.id });
      if (done.length === 0) throw new AppError('groupBuy.notFound', 404);
    },

    /** Is a demo activity on now? */
    async liveDemo(now: Date): Promise<boolean> {
      const [row] = await db.select({ id: groupBuyActivity.id }).from(groupBuyActivity)
        .where(and(like(groupBuyActivity.code, 'demo-group-%'), eq(groupBuyActivity.status, 1), gt(groupBuyActivity.endAt, now), lte(groupBuyActivity.startAt, now)));
      return !!row;
    },

    /** Demo data: one activity on a product, live from `now` for a week, made once (by its code). */
    async ensureDemo(code: string, prodId: number, skuIds: number[], opts: { groupSize: number; hours: number; percent: number }): Promise<void> {
      const [exists] = await db.select({ id: groupBuyActivity.id }).from(groupBuyActivity).where(eq(groupBuyActivity.code, code));
      if (exists || skuIds.length === 0) return;
      const skuMap = await skus.byIds(skuIds);
      const list = [...skuMap.values()].filter((s) => s.prodId === prodId && s.price > 1);
      const first = list[0];
      if (!first) return;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [a] = await tx.insert(groupBuyActivity).values({
          shopId: first.shopId, prodId, nameZh: `${first.prodNameZh.slice(0, 20)} 拼团`, nameEn: `${first.prodNameEn} group buy`, groupSize: opts.groupSize,
          timeLimitHours: opts.hours, startAt: new Date(now.getTime() - 3600_000), endAt: new Date(now.getTime() + 7 * 24 * 3600_000), code, createdAt: now, updatedAt: now,
        }).onConflictDoNothing().returning({ id: groupBuyActivity.id });
        if (!a) return;
        await tx.insert(groupBuySku).values(list.map((s) => ({ activityId: a.id, skuId: s.skuId, groupPrice: Math.max(1, Math.floor((s.price * opts.percent) / 100)) })));
      });
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
