// Reads of after-sales requests: lists and details for the buyer, the shop and the platform (each scoped by its
// caller: another's request answers 404), what order answers show (RefundView), and the buyer's notices.
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  REFUND_LIMITS, REFUND_OPEN_STATES, translate, type Lang, type MessageKey,
  type Paged, type RefundAction, type RefundActor, type RefundDetail, type RefundNotices, type RefundSummary,
} from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { pick } from '../../../platform/lang';
import { offsetOf, toPage } from '../../../platform/paging';
import type { RefundView } from '../../order/aftersale';
import { companyName } from '../../order/logistics';
import type { StoreService } from '../../store/service';
import type { RefundConfig } from './config';
import { orderOpenRule } from './eligibility';
import { refundTransitionOf, type RefundEvent } from './status';
import type { RefundRow } from './transitions';

const { refundRequest, refundItem, refundLog, refundNotice, orderItem } = schema;

/** Who reads: the buyer, the shop (seller centre) or the platform (arbitration). */
export type RefundReader = { role: 'buyer'; userId: number } | { role: 'seller'; shopId: number } | { role: 'platform' };

const scopeOf = (r: RefundReader): SQL | undefined =>
  r.role === 'buyer' ? eq(refundRequest.userId, r.userId) : r.role === 'seller' ? eq(refundRequest.shopId, r.shopId) : undefined;

/** Units and fen of each line taken by requests that are open or refunded. */
export async function takenByLine(db: Pick<Db, 'select'>, orderIds: number[], exceptRequestId = 0): Promise<Map<number, { count: number; amount: number }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ itemId: refundItem.orderItemId, n: sql<string>`sum(${refundItem.count})`, amount: sql<string>`sum(${refundItem.amount})` })
    .from(refundItem)
    .where(and(inArray(refundItem.orderId, orderIds), ne(refundItem.state, 'dropped'), ne(refundItem.requestId, exceptRequestId)))
    .groupBy(refundItem.orderItemId);
  return new Map(rows.map((r) => [Number(r.itemId), { count: Number(r.n), amount: Number(r.amount) }]));
}

const ACTIONS: Record<RefundAction, { actor: RefundActor; event: RefundEvent }> = {
  edit: { actor: 'buyer', event: 'resubmit' },
  withdraw: { actor: 'buyer', event: 'withdraw' },
  shipBack: { actor: 'buyer', event: 'shipBack' },
  modifyLogistics: { actor: 'buyer', event: 'modifyLogistics' },
  escalate: { actor: 'buyer', event: 'escalate' },
  accept: { actor: 'seller', event: 'accept' },
  refuse: { actor: 'seller', event: 'refuse' },
  receive: { actor: 'seller', event: 'receive' },
  arbitrate: { actor: 'platform', event: 'arbitrateBuyer' },
};
const ROLE_ACTOR: Record<RefundReader['role'], RefundActor> = { buyer: 'buyer', seller: 'seller', platform: 'platform' };

/** What the reader may do next: the transitions the table allows from here for its role (and the resubmit limit). */
export function actionsFor(r: Pick<RefundRow, 'status' | 'mode' | 'resubmits' | 'payDueAt'>, reader: RefundReader['role']): RefundAction[] {
  if (r.payDueAt) return []; // the money is on its way: nothing to undo
  return (Object.keys(ACTIONS) as RefundAction[]).filter((a) => {
    const { actor, event } = ACTIONS[a];
    if (actor !== ROLE_ACTOR[reader] || !refundTransitionOf(event, r.status, r.mode)) return false;
    return a !== 'edit' || r.resubmits < REFUND_LIMITS.resubmits;
  });
}

/** A timeline note as the reader reads it: a return's logistics ('SF 123') name the company in the reader's language. */
function timelineNote(l: { event: string; note: string | null }, lang: Lang): string | null {
  const shipped = (l.event === 'shipBack' || l.event === 'modifyLogistics') && l.note ? /^(\S+) (.+)$/.exec(l.note) : null;
  return shipped ? `${companyName(shipped[1]!, lang)} ${shipped[2]}` : l.note;
}

export const reasonLabel = (reason: string, lang: Lang): string => translate(`refund.reason.${reason}` as MessageKey, lang);

export function createRefundQueries(db: Db, deps: { clock: Clock; store: Pick<StoreService, 'summaries'>; config: RefundConfig }) {
  async function summaries(rows: RefundRow[], lang: Lang): Promise<RefundSummary[]> {
    if (rows.length === 0) return [];
    const [items, shops] = await Promise.all([
      db.select({ requestId: refundItem.requestId, count: refundItem.count, item: orderItem })
        .from(refundItem).innerJoin(orderItem, eq(orderItem.id, refundItem.orderItemId))
        .where(inArray(refundItem.requestId, rows.map((r) => r.id))).orderBy(refundItem.id),
      deps.store.summaries(rows.map((r) => r.shopId), lang),
    ]);
    return rows.map((r) => ({
      refundSn: r.refundSn,
      orderNumber: r.orderNumber,
      shopId: r.shopId,
      shopName: shops.get(r.shopId)?.shopName ?? '',
      mode: r.mode,
      status: r.status,
      refunding: !!r.payDueAt && !r.refundedAt,
      amount: r.amount,
      applyTime: r.createdAt.toISOString(),
      whole: r.whole,
      lines: items.filter((i) => i.requestId === r.id).map(({ item: i, count: n }) => ({
        itemId: i.id, prodId: i.productId, prodName: pick(lang, i.prodNameZh, i.prodNameEn), pic: i.pic, skuName: pick(lang, i.skuNameZh, i.skuNameEn), count: n,
      })),
    }));
  }

  async function row(reader: RefundReader, refundSn: string): Promise<RefundRow> {
    const [r] = await db.select().from(refundRequest).where(and(eq(refundRequest.refundSn, refundSn), scopeOf(reader)));
    if (!r) throw new AppError('refund.notFound', 404);
    return r;
  }

  return {
    row,
    summaries,

    async list(reader: RefundReader, q: { status: number; current: number; size: number }, lang: Lang): Promise<Paged<RefundSummary>> {
      const where = and(scopeOf(reader), q.status ? eq(refundRequest.status, q.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(refundRequest).where(where).orderBy(desc(refundRequest.createdAt), desc(refundRequest.id)).limit(q.size).offset(offsetOf(q.current, q.size)),
        db.select({ n: count() }).from(refundRequest).where(where),
      ]);
      return toPage(await summaries(rows, lang), Number(total?.n ?? 0), q.current, q.size);
    },

    async detail(reader: RefundReader, refundSn: string, lang: Lang): Promise<RefundDetail> {
      const r = await row(reader, refundSn);
      const [[summary], logs] = await Promise.all([
        summaries([r], lang),
        db.select().from(refundLog).where(eq(refundLog.requestId, r.id)).orderBy(refundLog.at, refundLog.id),
      ]);
      if (reader.role !== 'platform') {
        await db.update(refundNotice).set({ read: true }).where(and(eq(refundNotice.refundSn, r.refundSn), eq(refundNotice.read, false),
          reader.role === 'buyer' ? eq(refundNotice.userId, reader.userId) : eq(refundNotice.shopId, reader.shopId)));
      }
      return {
        ...summary!,
        reason: r.reason,
        reasonLabel: reasonLabel(r.reason, lang),
        note: r.note,
        vouchers: r.vouchers,
        mobile: r.mobile,
        cargoStatus: r.cargoStatus,
        refuseReason: r.refuseReason,
        returnAddress: r.returnAddress ?? null,
        logistics: r.logisticsCompany && r.waybillNo ? { companyCode: r.logisticsCompany, companyName: companyName(r.logisticsCompany, lang), waybillNo: r.waybillNo } : null,
        timeline: logs.map((l) => ({ status: l.toStatus, at: l.at.toISOString(), actor: l.actor as RefundActor, note: timelineNote(l, lang) })),
        deadline: r.deadlineAt?.toISOString() ?? null,
        resubmitsLeft: Math.max(0, REFUND_LIMITS.resubmits - r.resubmits),
        actions: actionsFor(r, reader.role),
        payRefundNo: r.payRefundNo,
        refundedAt: r.refundedAt?.toISOString() ?? null,
      };
    },

    /** The buyer's (or the shop's) newest notices and how many are unread. */
    async notices(to: { userId: number } | { shopId: number }): Promise<RefundNotices> {
      const mine = 'userId' in to ? eq(refundNotice.userId, to.userId) : eq(refundNotice.shopId, to.shopId);
      const [records, [unread]] = await Promise.all([
        db.select().from(refundNotice).where(mine).orderBy(desc(refundNotice.id)).limit(20),
        db.select({ n: count() }).from(refundNotice).where(and(mine, eq(refundNotice.read, false))),
      ]);
      return { unread: Number(unread?.n ?? 0), records: records.map((n) => ({ id: n.id, refundSn: n.refundSn, status: n.status, read: n.read, at: n.createdAt.toISOString() })) };
    },

    async readNotices(userId: number): Promise<void> {
      await db.update(refundNotice).set({ read: true }).where(and(eq(refundNotice.userId, userId), eq(refundNotice.read, false)));
    },

    /** How order answers show after-sales state (registered with the order module). */
    view: {
      async forOrders(userId, orderRows, items) {
        const lines = new Map<number, { refundStatus: number | null; refundSn: string | null; refundableCount: number }>();
        const ordersOut = new Map<number, { canApplyRefund: boolean; refundSn: string | null }>();
        if (orderRows.length === 0) return { lines, orders: ordersOut };
        const ids = orderRows.map((o) => o.id);
        const [taken, reqs] = await Promise.all([
          takenByLine(db, ids),
          db.select({ id: refundRequest.id, sn: refundRequest.refundSn, status: refundRequest.status, whole: refundRequest.whole, orderId: refundRequest.orderId, itemId: refundItem.orderItemId })
            .from(refundRequest).innerJoin(refundItem, eq(refundItem.requestId, refundRequest.id))
            .where(and(eq(refundRequest.userId, userId), inArray(refundRequest.orderId, ids))).orderBy(refundRequest.id),
        ]);
        const latest = new Map<number, { status: number; sn: string }>();
        for (const q of reqs) latest.set(q.itemId, { status: q.status, sn: q.sn }); // ordered by id: the last one wins
        const now = deps.clock.now();
        const open = new Map(orderRows.map((o) => [o.id, orderOpenRule(o, now, deps.config) === null]));
        for (const i of items) {
          const left = Math.max(0, i.count - (taken.get(i.id)?.count ?? 0));
          lines.set(i.id, { refundStatus: latest.get(i.id)?.status ?? null, refundSn: latest.get(i.id)?.sn ?? null, refundableCount: open.get(i.orderId) ? left : 0 });
        }
        for (const o of orderRows) {
          const wholeOpen = reqs.find((q) => q.orderId === o.id && q.whole && REFUND_OPEN_STATES.includes(q.status));
          const any = items.some((i) => i.orderId === o.id && (lines.get(i.id)?.refundableCount ?? 0) > 0);
          ordersOut.set(o.id, { canApplyRefund: any, refundSn: wholeOpen?.sn ?? null });
        }
        return { lines, orders: ordersOut };
      },
      async openCount(userId) {
        const [r] = await db.select({ n: count() }).from(refundRequest)
          .where(and(eq(refundRequest.userId, userId), inArray(refundRequest.status, [...REFUND_OPEN_STATES]), isNull(refundRequest.refundedAt)));
        return Number(r?.n ?? 0);
      },
      async refundedAmounts(tx, orderIds) {
        if (orderIds.length === 0) return new Map();
        const rows = await tx.select({ orderId: refundRequest.orderId, s: sql<string>`sum(${refundRequest.amount})` }).from(refundRequest)
          .where(and(inArray(refundRequest.orderId, orderIds), isNotNull(refundRequest.refundedAt))).groupBy(refundRequest.orderId);
        return new Map(rows.map((r) => [r.orderId, Number(r.s)]));
      },
    } satisfies RefundView,
  };
}

export type RefundQueries = ReturnType<typeof createRefundQueries>;
