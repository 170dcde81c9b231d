// The usage figures the consoles read (decision 037): PV/UV by Beijing day, sessions by the 30-minute rule, new and
// returning visitors, top pages and products, the funnel list → detail → cart → order → pay, languages. The
// platform's scope is every row; a shop's is the rows tagged with it at ingestion (extra.shops: the shop of a viewed
// or added product, the shop home viewed, the shops of an order or payment), so a shop never counts another's.
import { sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { FLOW, FLOW_BIZ, FUNNEL_STEPS, type AnalyticsOverview, type Lang } from '@mall/shared';
import { AppError } from '../../platform/errors';

const { flowLog } = schema;
const BEIJING_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 92;
const TOP = 10;
/** /list's page id (apps/web features/analytics/page-ids.ts) */
export const LIST_PAGE_ID = 2;

const dayOf = (ms: number) => new Date(ms + BEIJING_MS).toISOString().slice(0, 10);
const startOf = (date: string) => Date.parse(`${date}T00:00:00Z`) - BEIJING_MS;

/** The instants of a Beijing date range [from, to] (default: the 7 days to today); 400 when reversed or too long. */
export function rangeOf(q: { from?: string; to?: string }, now: Date) {
  const to = q.to ?? dayOf(now.getTime());
  const from = q.from ?? dayOf(startOf(to) - 6 * DAY_MS);
  const start = startOf(from);
  const end = startOf(to) + DAY_MS;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || (end - start) / DAY_MS > MAX_RANGE_DAYS) throw new AppError('analytics.badRange');
  const days: string[] = [];
  for (let t = start; t < end; t += DAY_MS) days.push(dayOf(t));
  return { from, to, start: new Date(start), end: new Date(end), days };
}

const pct = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 1000) / 10 : 0);

/** The funnel's conversion: each step as a percent of the one before and of the first (one decimal). */
export function funnelOf(visitors: readonly number[]): AnalyticsOverview['funnel'] {
  const first = visitors[0] ?? 0;
  return FUNNEL_STEPS.map((step, i) => {
    const v = visitors[i] ?? 0;
    return { step, visitors: v, rate: i === 0 ? (v > 0 ? 100 : 0) : pct(v, visitors[i - 1] ?? 0), overall: pct(v, first) };
  });
}

type Rows<T> = { rows: T[] };
const num = (v: unknown) => Number(v ?? 0);

export function createReports(db: Db, names: (prodIds: number[], lang: Lang) => Promise<Map<number, string>>) {
  const run = async <T>(q: SQL) => ((await db.execute(q)) as unknown as Rows<T>).rows;

  return {
    async overview(shopId: number | null, range: ReturnType<typeof rangeOf>, lang: Lang): Promise<AnalyticsOverview> {
      const scope = shopId === null ? sql`true` : sql`${flowLog.extra} -> 'shops' @> ${JSON.stringify([shopId])}::jsonb`;
      const inRange = sql`${flowLog.createdAt} >= ${range.start.toISOString()}::timestamptz and ${flowLog.createdAt} < ${range.end.toISOString()}::timestamptz`;
      const views = sql`${flowLog.visitType} = ${FLOW.visitPage} and ${scope} and ${inRange}`;
      const day = sql`to_char((${flowLog.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

      const [byDay, totals, sessions, visitors, pages, products, funnel, langs] = await Promise.all([
        run<{ d: string; pv: unknown; uv: unknown }>(sql`select ${day} as d, count(*) as pv, count(distinct ${flowLog.uuid}) as uv from ${flowLog} where ${views} group by 1`),
        run<{ pv: unknown; uv: unknown }>(sql`select count(*) as pv, count(distinct ${flowLog.uuid}) as uv from ${flowLog} where ${views}`),
        // SPEC §4: a visitor's session restarts after 30 minutes without a page view
        run<{ n: unknown }>(sql`select count(*) as n from (
          select ${flowLog.createdAt} - lag(${flowLog.createdAt}) over (partition by ${flowLog.uuid} order by ${flowLog.createdAt}, ${flowLog.id}) as gap
          from ${flowLog} where ${views}) t
          where gap is null or gap > make_interval(secs => ${FLOW.sessionIdleMs / 1000})`),
        // new: the visitor's first view in this scope ever falls in the range
        run<{ fresh: unknown; back: unknown }>(sql`select count(*) filter (where first_at >= ${range.start.toISOString()}::timestamptz) as fresh,
          count(*) filter (where first_at < ${range.start.toISOString()}::timestamptz) as back
          from (select ${flowLog.uuid} as u, min(${flowLog.createdAt}) as first_at from ${flowLog}
            where ${flowLog.visitType} = ${FLOW.visitPage} and ${scope} and ${flowLog.createdAt} < ${range.end.toISOString()}::timestamptz
            group by 1 having max(${flowLog.createdAt}) >= ${range.start.toISOString()}::timestamptz) v`),
        run<{ p: unknown; pv: unknown; uv: unknown }>(sql`select ${flowLog.pageId} as p, count(*) as pv, count(distinct ${flowLog.uuid}) as uv from ${flowLog} where ${views} group by 1 order by 2 desc, 1 limit ${TOP}`),
        run<{ id: string; n: unknown; uv: unknown }>(sql`select ${flowLog.bizData} as id, count(*) as n, count(distinct ${flowLog.uuid}) as uv from ${flowLog}
          where ${views} and ${flowLog.bizType} = ${FLOW_BIZ.productView} and ${flowLog.bizData} ~ '^[0-9]{1,9}$' group by 1 order by 2 desc, 1 limit ${TOP}`),
        run<{ list: unknown; detail: unknown; cart: unknown; ord: unknown; pay: unknown }>(sql`select
          count(distinct ${flowLog.uuid}) filter (where ${shopId === null ? sql`${flowLog.visitType} = ${FLOW.visitPage} and ${flowLog.pageId} = ${LIST_PAGE_ID}` : sql`${flowLog.visitType} = ${FLOW.visitPage}`}) as list,
          count(distinct ${flowLog.uuid}) filter (where ${flowLog.bizType} = ${FLOW_BIZ.productView}) as detail,
          count(distinct ${flowLog.uuid}) filter (where ${flowLog.bizType} = ${FLOW_BIZ.cartAdd}) as cart,
          count(distinct ${flowLog.uuid}) filter (where ${flowLog.bizType} = ${FLOW_BIZ.order}) as ord,
          count(distinct ${flowLog.uuid}) filter (where ${flowLog.bizType} = ${FLOW_BIZ.pay}) as pay
          from ${flowLog} where ${scope} and ${inRange}`),
        run<{ lang: string | null; pv: unknown; uv: unknown }>(sql`select coalesce(${flowLog.extra} ->> 'lang', 'zh') as lang, count(*) as pv, count(distinct ${flowLog.uuid}) as uv from ${flowLog} where ${views} group by 1 order by 2 desc`),
      ]);

      const pvByDay = new Map(byDay.map((r) => [r.d, r]));
      const pv = num(totals[0]?.pv);
      const sessionCount = num(sessions[0]?.n);
      const prodIds = products.map((r) => Number(r.id));
      const named = await names(prodIds, lang);
      const f = funnel[0];
      return {
        from: range.from,
        to: range.to,
        days: range.days.map((d) => ({ date: d, pv: num(pvByDay.get(d)?.pv), uv: num(pvByDay.get(d)?.uv) })),
        totals: {
          pv, uv: num(totals[0]?.uv), sessions: sessionCount, pagesPerSession: sessionCount > 0 ? Math.round((pv / sessionCount) * 10) / 10 : 0,
          newVisitors: num(visitors[0]?.fresh), returningVisitors: num(visitors[0]?.back),
        },
        topPages: pages.map((r) => ({ pageId: num(r.p), pv: num(r.pv), uv: num(r.uv) })),
        topProducts: products.map((r) => ({ prodId: Number(r.id), prodName: named.get(Number(r.id)) ?? `#${r.id}`, views: num(r.n), visitors: num(r.uv) })),
        funnel: funnelOf([num(f?.list), num(f?.detail), num(f?.cart), num(f?.ord), num(f?.pay)]),
        languages: langs.map((r) => ({ lang: r.lang ?? 'zh', pv: num(r.pv), uv: num(r.uv) })),
      };
    },
  };
}
