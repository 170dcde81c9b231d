// Analytics: batched ingestion of the storefront's usage log (ingest.ts) and the figures of the consoles (reports.ts).
import { schema, type Db } from '@mall/db';
import { FLOW_BIZ, type AnalyticsRangeQuery, type FlowLogBody, type Lang } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import type { Later } from '../../platform/module';
import type { CatalogService } from '../catalog/service';
import type { OrderService } from '../order/service';
import { createIngest, type IngestOptions } from './ingest';
import { createReports, rangeOf } from './reports';

type FlowRow = typeof schema.flowLog.$inferInsert;
export interface AnalyticsDeps {
  clock: Clock;
  catalog: Later<Pick<CatalogService, 'productRefs' | 'cardsByIds'>>;
  /** the shops of a logged-in user's orders (order and pay events name order numbers) */
  order: Later<Pick<OrderService, 'shopsOf'>>;
  ingest?: Partial<IngestOptions>;
}

const ID = /^\d{1,9}$/;
const numbersOf = (text: string | null | undefined) => (text ?? '').split(',').map((s) => s.trim()).filter((s) => /^[A-Za-z0-9]{1,40}$/.test(s)).slice(0, 20);
const idsOf = (text: string | null | undefined) => (text ?? '').split(',').map((s) => s.trim()).filter((s) => ID.test(s)).map(Number).slice(0, 20);

export function createAnalyticsService(db: Db, deps: AnalyticsDeps) {
  const { clock } = deps;

  /** Tags each row with the shops it concerns (reports.ts scopes a shop by them), then one multi-row INSERT. */
  async function write(rows: FlowRow[]): Promise<void> {
    const prodIds = [...new Set(rows.filter((r) => r.bizType === FLOW_BIZ.productView || r.bizType === FLOW_BIZ.cartAdd).flatMap((r) => idsOf(r.bizData).slice(0, 1)))];
    const refs = prodIds.length ? await deps.catalog().productRefs(prodIds) : new Map<number, { shopId: number }>();
    const orderShops = new Map<string, number>();
    for (const r of rows) {
      if ((r.bizType === FLOW_BIZ.order || r.bizType === FLOW_BIZ.pay) && r.userId) {
        const found = await deps.order().shopsOf(r.userId, numbersOf(r.orderNumbers));
        for (const [n, shopId] of found) orderShops.set(`${r.userId}:${n}`, shopId);
      }
    }
    for (const r of rows) {
      const ids = idsOf(r.bizData);
      const shops =
        r.bizType === FLOW_BIZ.productView || r.bizType === FLOW_BIZ.cartAdd ? ids.slice(0, 1).flatMap((id) => (refs.has(id) ? [refs.get(id)!.shopId] : []))
          : r.bizType === FLOW_BIZ.shopView ? ids.slice(0, 1)
            : r.bizType === FLOW_BIZ.order || r.bizType === FLOW_BIZ.pay ? numbersOf(r.orderNumbers).flatMap((n) => orderShops.get(`${r.userId}:${n}`) ?? [])
              : [];
      if (shops.length) r.extra = { ...(r.extra as object), shops: [...new Set(shops)] };
    }
    await db.insert(schema.flowLog).values(rows);
  }
  const ingest = createIngest<FlowRow>(write, deps.ingest);

  const reports = createReports(db, async (ids, lang) => {
    const cards = ids.length ? await deps.catalog().cardsByIds(ids, lang) : [];
    return new Map(cards.map((c) => [c.prodId, c.prodName]));
  });

  return {
    /**
     * Queues one page view or click (written in batches; false: the queue was full and it was dropped). `userId` is
     * set only from a verified session, never from the body; the time is the server's.
     */
    record(entry: FlowLogBody, ctx: { userId: number | null; ip: string; lang?: Lang }): boolean {
      return ingest.push({
        uuid: entry.uuid,
        uuidSession: entry.uuidSession,
        userId: ctx.userId,
        pageId: entry.pageId,
        prevPageId: entry.prevPageId ?? null,
        step: entry.step,
        visitType: entry.visitType,
        systemType: entry.systemType,
        bizType: entry.bizType ?? null,
        bizData: entry.bizData ?? null,
        nums: entry.nums ?? null,
        orderNumbers: entry.orderNumbers ?? null,
        extra: { lang: ctx.lang ?? 'zh' },
        ip: ctx.ip,
        createdAt: clock.now(),
      });
    },
    /** Writes every queued entry now (tests, shutdown). */
    flush: () => ingest.flush(),
    close: () => ingest.close(),
    ingestStats: () => ingest.stats(),
    /** The figures of the platform (shopId null) or of one shop over a Beijing date range. */
    async overview(shopId: number | null, q: AnalyticsRangeQuery, lang: Lang = 'zh') {
      await ingest.flush();
      return reports.overview(shopId, rangeOf(q, clock.now()), lang);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
