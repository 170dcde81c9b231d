// Demo usage log (decision 037): the 45 days of visits up to `now` (the seeding app's clock; BASE_DATE + 30 days when
// none is given, so a seed without a clock stays the same rows), so the consoles' default "last 7 days" is never empty: visitors on both languages, sessions of a few page views, product views of the first
// products, some cart adds, orders and payments, each row tagged with the shops it concerns as ingestion does.
import { inArray } from 'drizzle-orm';
import { flowLog, product } from '../schema/index';
import { BASE_DATE, DAY_MS, mixSeed, Rng } from './rng';
import { type SeededProducts } from './products';
import { type SeedContext } from './types';

const PAGES = { home: 1, list: 2, detail: 3, cart: 4, submitOrder: 5, payment: 6, shopIndex: 17 } as const;
const BIZ = { productView: 1, cartAdd: 2, order: 3, pay: 4, shopView: 5 } as const;

export async function seedFlowLog(ctx: SeedContext, prods: SeededProducts, now: Date = new Date(BASE_DATE.getTime() + 30 * DAY_MS)): Promise<number> {
  const rng = new Rng(mixSeed(ctx.seed, 37));
  const ids = prods.firstIds.slice(0, 40);
  if (ids.length === 0) return 0;
  const shopOf = new Map((await ctx.tx.select({ id: product.id, shopId: product.shopId }).from(product).where(inArray(product.id, ids))).map((r) => [r.id, r.shopId]));
  const rows: (typeof flowLog.$inferInsert)[] = [];
  const visitors = Array.from({ length: 400 }, (_, i) => ({ uuid: `demo-visitor-${String(i).padStart(4, '0')}`, lang: rng.chance(0.25) ? 'en' : 'zh' }));
  let sessionSeq = 0;
  // Beijing midnight of `now`'s day; visits of today stop at `now`
  const today = Math.floor((now.getTime() + 8 * 3600_000) / DAY_MS) * DAY_MS - 8 * 3600_000;
  for (let day = -44; day <= 0; day++) {
    const dayStart = today + day * DAY_MS;
    const weekend = new Date(dayStart + 8 * 3600_000).getUTCDay() % 6 === 0;
    const count = rng.int(weekend ? 30 : 18, weekend ? 55 : 40);
    for (let v = 0; v < count; v++) {
      // a few regulars come back often, most visitors now and then
      const who = visitors[rng.chance(0.35) ? rng.int(0, 39) : rng.int(0, visitors.length - 1)]!;
      let t = dayStart + rng.int(8 * 3600, 23 * 3600) * 1000;
      if (t + 3600_000 > now.getTime()) continue; // a session of today that has not happened yet
      const uuidSession = `demo-session-${sessionSeq++}`;
      let step = 0;
      let prev: number | null = null;
      const push = (pageId: number, more: Partial<typeof flowLog.$inferInsert> = {}, click = false) => {
        const { extra, ...biz } = more;
        rows.push({
          uuid: who.uuid, uuidSession, userId: null, pageId, prevPageId: click ? null : prev, step, visitType: click ? 2 : 1, systemType: 1,
          ip: '127.0.0.1', createdAt: new Date(t), ...biz, extra: { lang: who.lang, ...(extra as object | undefined) },
        });
        if (!click) {
          prev = pageId;
          step += 1;
        }
        t += rng.int(15, 240) * 1000;
      };
      push(PAGES.home);
      if (!rng.chance(0.75)) continue;
      push(PAGES.list);
      const seen = rng.int(0, 3);
      let picked: number | null = null;
      for (let k = 0; k < seen; k++) {
        const prodId = ids[rng.int(0, Math.min(ids.length - 1, rng.chance(0.6) ? 9 : ids.length - 1))]!;
        const shopId = shopOf.get(prodId);
        picked = prodId;
        push(PAGES.detail, { bizType: BIZ.productView, bizData: String(prodId), extra: shopId ? { shops: [shopId] } : undefined });
        if (shopId && rng.chance(0.15)) push(PAGES.shopIndex, { bizType: BIZ.shopView, bizData: String(shopId), extra: { shops: [shopId] } });
      }
      if (picked === null || !rng.chance(0.4)) continue;
      const shopId = shopOf.get(picked);
      const shops = shopId ? { shops: [shopId] } : undefined;
      push(PAGES.detail, { bizType: BIZ.cartAdd, bizData: String(picked), nums: rng.int(1, 3), extra: shops }, true);
      if (!rng.chance(0.5)) continue;
      push(PAGES.cart);
      push(PAGES.submitOrder);
      const orderNumbers = `DEMO${day + 100}${String(sessionSeq).padStart(5, '0')}`;
      push(PAGES.submitOrder, { bizType: BIZ.order, orderNumbers, extra: shops }, true);
      push(PAGES.payment);
      if (rng.chance(0.8)) push(PAGES.payment, { bizType: BIZ.pay, orderNumbers, extra: shops }, true);
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await ctx.tx.insert(flowLog).values(rows.slice(i, i + 1000));
  return rows.length;
}
