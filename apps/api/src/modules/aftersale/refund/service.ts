// After-sales requests (SPEC §1 refunds and returns, §4 refund flow, §5 rules): the buyer applies for lines of a paid
// order (or the whole order), edits a refused request, withdraws, ships a return back, asks the platform to step in;
// the seller accepts (with a return address for returns), refuses with a reason, confirms a return arrived; the
// platform arbitrates. Every state change is a transition of status.ts applied by moveRefund (guarded), the money by
// payout.ts (once per request), the timed moves by sweeper.ts. Reads are queries.ts.
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  LOGISTICS_COMPANIES, ORDER_STATUS, REFUND_LIMITS, REFUND_MODE, REFUND_REASONS,
  refundAmountRule, refundCountRule, refundMobileRule, refundNoteRule, refundReasonRule, refundVouchersRule, refundWaybillRule,
  refuseReasonRule, requiredNoteRule, returnAddressRule, translate,
  type Lang, type MessageKey, type RefundAcceptBody, type RefundApplyBody, type RefundArbitrateBody, type RefundEditBody,
  type RefundOptions, type RefundOptionsQuery, type RefundShipBackBody,
} from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { pick } from '../../../platform/lang';
import { uniqueViolation } from '../../account/users';
import type { CatalogSkus, DbOrTx } from '../../catalog/skus';
import type { AftersaleItem, AftersaleOrder, OrderAftersale } from '../../order/aftersale';
import type { PointsSource } from '../../order/pricing/types';
import { REFUND_NUMBER_INDEX, withOrderNumbers } from '../../order/numbers';
import type { PaymentService } from '../../payment/service';
import { isOwnUpload } from '../../../platform/image-upload';
import type { StoreService } from '../../store/service';
import { refundableAmount, refundableCount, splitAmount, type LineShare } from './amounts';
import { after, DEFAULT_REFUND_CONFIG, type RefundConfig } from './config';
import { assertOrderOpen, defaultCargoStatus, modeRule, noReasonRule, orderOpenRule } from './eligibility';
import { withGiftLines } from './gift-lines';
import { createRefundPayout } from './payout';
import { createRefundQueries, takenByLine, type RefundReader } from './queries';
import { assertRefundMachine, REFUND_INITIAL, type RefundEvent } from './status';
import { moveRefund, notify, type RefundPatch, type RefundRow } from './transitions';

const { refundRequest, refundItem, refundLog, refundShopSetting } = schema;

export interface RefundDeps {
  clock: Clock;
  order: { aftersale: OrderAftersale };
  payment: () => Pick<PaymentService, 'refundPart'>;
  skus: Pick<CatalogSkus, 'release' | 'unsell'>;
  store: Pick<StoreService, 'summaries' | 'returnAddress'>;
  config?: Partial<RefundConfig>;
  log?: () => { error(o: object, m: string): void };
  /** the member module's order points: a refund gives back the refunded lines' share and takes the earned share (payout.ts settle) */
  points?: Pick<PointsSource, 'giveBack' | 'takeBackEarned'>;
}

function check(...keys: (MessageKey | null)[]): void {
  for (const k of keys) if (k) throw new AppError(k);
}

/** The form fields every application and edit carries: the shared rules, vouchers the buyer's own uploads. */
function checkFields(userId: number, b: { reason: string; note: string; vouchers: string[]; mobile: string }): void {
  check(refundReasonRule(b.reason), refundNoteRule(b.note), refundVouchersRule(b.vouchers), refundMobileRule(b.mobile));
  if (b.vouchers.some((v) => !isOwnUpload(userId, v))) throw new AppError('refund.voucherInvalid');
}

interface Chosen {
  item: AftersaleItem;
  count: number;
  max: number;
}

export function createRefundService(db: Db, deps: RefundDeps) {
  assertRefundMachine();
  const config: RefundConfig = { ...DEFAULT_REFUND_CONFIG, ...deps.config };
  const { clock } = deps;
  const orders = deps.order.aftersale;
  const log = deps.log ?? (() => ({ error: () => {} }));
  const queries = createRefundQueries(db, { clock, store: deps.store, config });
  const payout = createRefundPayout(db, { clock, payment: deps.payment, order: orders, skus: deps.skus, log, points: deps.points });
  /** other modules' reasons a request's money may not become due yet (an issued invoice: void it first) */
  const moneyGuards: ((orderId: number) => Promise<MessageKey | null>)[] = [];
  async function guardMoneyDue(orderId: number): Promise<void> {
    for (const guard of moneyGuards) check(await guard(orderId));
  }

  const share = (item: AftersaleItem, taken: Map<number, { count: number; amount: number }>): LineShare => ({
    count: item.count, paid: item.actualTotal, takenCount: taken.get(item.id)?.count ?? 0, takenAmount: taken.get(item.id)?.amount ?? 0,
  });

  /** Lines of the order in an open request (but `exceptId`'s). */
  async function openLines(tx: Pick<Db, 'select'>, orderId: number, exceptId = 0): Promise<Set<number>> {
    const rows = await tx.select({ id: refundItem.orderItemId }).from(refundItem)
      .where(and(eq(refundItem.orderId, orderId), eq(refundItem.state, 'open'), sql`${refundItem.requestId} <> ${exceptId}`));
    return new Set(rows.map((r) => r.id));
  }

  async function shopAllowsNoReason(tx: Pick<Db, 'select'>, shopId: number): Promise<boolean> {
    const [s] = await tx.select().from(refundShopSetting).where(eq(refundShopSetting.shopId, shopId));
    return s?.noReasonReturns ?? true;
  }

  /** Freight comes back with a whole-order request before shipping, unless an earlier live request took it. */
  async function freightDue(tx: Pick<Db, 'select'>, o: AftersaleOrder, whole: boolean, exceptId = 0): Promise<number> {
    if (!whole || o.status !== ORDER_STATUS.pendingDelivery || o.freight <= 0) return 0;
    const [prior] = await tx.select({ n: sql<string>`coalesce(sum(${refundRequest.freightAmount}), 0)` }).from(refundRequest)
      .where(and(eq(refundRequest.orderId, o.id), sql`${refundRequest.status} not in (70, 80)`, sql`${refundRequest.id} <> ${exceptId}`));
    return Number(prior?.n ?? 0) > 0 ? 0 : o.freight;
  }

  /** The lines asked for (none = every line with units left) with their counts and most refundable amounts. */
  function choose(items: AftersaleItem[], taken: Map<number, { count: number; amount: number }>, asked: { itemId: number; count: number }[], open: Set<number>): Chosen[] {
    // nothing left of a line: a request in progress has it, or it was all refunded already
    const none = (itemIds: number[]) => new AppError(itemIds.some((id) => open.has(id)) ? 'refund.alreadyOpen' : 'refund.notRefundable');
    if (asked.length === 0) {
      const all = items.map((item) => ({ item, count: refundableCount(share(item, taken)) })).filter((c) => c.count > 0);
      if (all.length === 0) throw none(items.map((i) => i.id));
      return all.map((c) => ({ ...c, max: refundableAmount(share(c.item, taken), c.count) }));
    }
    const seen = new Set<number>();
    return asked.map(({ itemId, count }) => {
      const item = items.find((i) => i.id === itemId);
      if (!item || seen.has(itemId)) throw new AppError('refund.countInvalid');
      seen.add(itemId);
      const left = refundableCount(share(item, taken));
      if (left === 0) throw none([itemId]);
      check(refundCountRule(count, left));
      return { item, count, max: refundableAmount(share(item, taken), count) };
    });
  }

  /** The rules that depend on the order: status and window, mode and cargo, 7-day no-reason. */
  async function checkOrderRules(tx: Pick<Db, 'select'>, o: AftersaleOrder, chosen: Chosen[], b: { mode: number; cargoStatus: number; reason: string }, now: Date) {
    assertOrderOpen(o, now, config);
    check(modeRule(o, b.mode, b.cargoStatus));
    if (b.reason === 'noReason') check(noReasonRule(o, chosen.map((c) => c.item.goodsType), await shopAllowsNoReason(tx, o.shopId), now));
  }

  /** Writes the lines of a request with the amount split over them (the freight part first). */
  async function writeLines(tx: DbOrTx, requestId: number, orderId: number, chosen: Chosen[], lineAmount: number) {
    const shares = splitAmount(lineAmount, chosen.map((c) => c.max));
    await tx.insert(refundItem).values(chosen.map((c, i) => ({ requestId, orderId, orderItemId: c.item.id, count: c.count, amount: shares[i]!, state: 'open' as const })));
  }

  /** The form's fields checked by the shared rules (on the text as sent: a note of spaces is refused), then trimmed. */
  const bodyFields = (userId: number, b: RefundEditBody) => {
    checkFields(userId, { reason: b.reason ?? '', note: b.note ?? '', vouchers: b.vouchers ?? [], mobile: b.mobile ?? '' });
    // (0 passes here: it is refused below unless the chosen lines were paid with points alone)
    check(refundAmountRule(b.amount, b.amount === 0 ? 0 : Number.MAX_SAFE_INTEGER));
    return {
      mode: b.mode ?? 0, cargoStatus: b.cargoStatus ?? -1, reason: b.reason ?? '', amount: b.amount as number,
      note: (b.note ?? '').trim(), vouchers: b.vouchers ?? [], mobile: (b.mobile ?? '').trim(),
    };
  };

  /** Applies a transition to the caller's request; 'order.statusChanged' when the table or a racing caller says no. */
  async function transition(reader: RefundReader, refundSn: string, event: RefundEvent, patch: (r: RefundRow, now: Date) => RefundPatch | Promise<RefundPatch>, note?: (r: RefundRow) => string | null, extra?: (tx: DbOrTx, r: RefundRow, now: Date) => Promise<void>): Promise<RefundRow> {
    const r = await queries.row(reader, refundSn);
    const actor = reader.role === 'buyer' ? 'buyer' : reader.role === 'seller' ? 'seller' : 'platform';
    const now = clock.now();
    const changes = await patch(r, now); // before the transaction: it may read (the shop's return address)
    const moved = await db.transaction(async (tx) => {
      const m = await moveRefund(tx, r, event, { actor, now, note: note?.(r) ?? null }, changes);
      if (!m) return undefined;
      await extra?.(tx, m, now);
      return m;
    });
    if (!moved) throw new AppError('order.statusChanged');
    return moved;
  }

  /** Lines of a request go back to the pool (withdrawn or closed). */
  const dropLines = async (tx: DbOrTx, r: RefundRow) => {
    await tx.update(refundItem).set({ state: 'dropped' }).where(and(eq(refundItem.requestId, r.id), eq(refundItem.state, 'open')));
  };

  /** After accepting (seller, sweeper or platform): a refund only pays now, a return waits for the goods. */
  async function acceptPatch(r: RefundRow, now: Date, address: RefundAcceptBody['returnAddress'] | null): Promise<RefundPatch> {
    if (r.mode === REFUND_MODE.refundOnly) return { payDueAt: now, deadlineAt: null };
    const returnAddress = address ?? (await deps.store.returnAddress(r.shopId));
    return { returnAddress, deadlineAt: after(now, config.buyerShipMs) };
  }

  return {
    config,
    view: queries.view,
    payout,
    list: queries.list,
    detail: queries.detail,
    notices: queries.notices,
    readNotices: queries.readNotices,

    /** What the form offers for these lines of the caller's order (or the whole order). */
    async options(userId: number, q: RefundOptionsQuery, lang: Lang, refundSn?: string): Promise<RefundOptions> {
      const { order: o, items } = await orders.owned(userId, q.orderNumber);
      const now = clock.now();
      const editing = refundSn ? await queries.row({ role: 'buyer', userId }, refundSn) : undefined;
      const taken = await takenByLine(db, [o.id], editing?.id ?? 0);
      const ids = q.itemIds ? q.itemIds.split(',').map(Number) : [];
      const open = orderOpenRule(o, now, config);
      if (open) throw new AppError(open.key, 400, open.params);
      const lines = items.filter((i) => ids.length === 0 || ids.includes(i.id));
      if (lines.length === 0) throw new AppError('refund.countInvalid');
      const whole = ids.length === 0;
      const freight = await freightDue(db, o, whole, editing?.id ?? 0);
      // a line request for a main line whose gift is kept ('value'): its value share is deducted (gift-lines.ts)
      const kept = whole ? null : new Map(withGiftLines(lines.map((i) => {
        const s = share(i, taken);
        return { item: i, count: refundableCount(s), max: refundableAmount(s, refundableCount(s)) };
      }), items, taken, new Set(items.map((i) => i.id)), o).map((c) => [c.item.id, c.max]));
      const out = lines.map((i) => {
        const s = share(i, taken);
        const left = refundableCount(s);
        return {
          itemId: i.id, prodId: i.productId, prodName: pick(lang, i.prodNameZh, i.prodNameEn), pic: i.pic, skuName: pick(lang, i.skuNameZh, i.skuNameEn),
          price: i.price, count: i.count, refundableCount: left, refundableAmount: kept?.get(i.id) ?? refundableAmount(s, left),
        };
      });
      const [shop] = [(await deps.store.summaries([o.shopId], lang)).get(o.shopId)];
      return {
        orderNumber: o.orderNumber,
        shopId: o.shopId,
        shopName: shop?.shopName ?? '',
        lines: out,
        maxAmount: out.reduce((s, l) => s + l.refundableAmount, 0) + freight,
        freightIncluded: freight > 0,
        reasons: REFUND_REASONS.map((code) => ({ code, label: translate(`refund.reason.${code}` as MessageKey, lang) })),
        noReasonAllowed: noReasonRule(o, lines.map((i) => i.goodsType), await shopAllowsNoReason(db, o.shopId), now) === null,
        defaultCargoStatus: defaultCargoStatus(o),
        shipped: o.status !== ORDER_STATUS.pendingDelivery,
        mobile: o.address?.mobile ?? '',
      };
    },

    /** A new request; the order row is locked so racing applications for one line never ask for more than was paid. */
    async apply(userId: number, body: RefundApplyBody): Promise<{ refundSn: string }> {
      const b = { ...bodyFields(userId, body), items: body.items ?? [] };
      const { order: found } = await orders.owned(userId, body.orderNumber);
      try {
        // a refund number that clashed with a stored one (numbers.ts): the whole request written again under another
        return await withOrderNumbers(clock.now(), 1, ([number]) => db.transaction(async (tx) => {
          const now = clock.now();
          await orders.lockStatus(tx, found.id);
          const { order: o, items } = await orders.owned(userId, body.orderNumber, tx);
          assertOrderOpen(o, now, config);
          const taken = await takenByLine(tx, [o.id]);
          const open = await openLines(tx, o.id);
          const chosen = b.items.length ? withGiftLines(choose(items, taken, b.items, open), items, taken, open, o) : choose(items, taken, b.items, open);
          await checkOrderRules(tx, o, chosen, b, now);
          const whole = b.items.length === 0;
          const freight = await freightDue(tx, o, whole);
          const lineMax = chosen.reduce((s, c) => s + c.max, 0);
          check(refundAmountRule(b.amount, lineMax + freight));
          const freightAmount = Math.min(freight, b.amount);
          const refundSn = `A${number}`;
          const [r] = await tx.insert(refundRequest).values({
            refundSn, userId, shopId: o.shopId, orderId: o.id, orderNumber: o.orderNumber, mode: b.mode, cargoStatus: b.cargoStatus,
            status: REFUND_INITIAL, whole, reason: b.reason, amount: b.amount, freightAmount, note: b.note, vouchers: b.vouchers, mobile: b.mobile,
            deadlineAt: after(now, config.sellerReplyMs), createdAt: now, updatedAt: now,
          }).returning();
          await writeLines(tx, r!.id, o.id, chosen, b.amount - freightAmount);
          await tx.insert(refundLog).values({ requestId: r!.id, fromStatus: null, toStatus: r!.status, event: 'apply', actor: 'buyer', note: b.note || null, at: now });
          await notify(tx, r!, 'buyer', now);
          return { refundSn };
        }), REFUND_NUMBER_INDEX);
      } catch (err) {
        if (uniqueViolation(err) === 'refund_item_open_uq') throw new AppError('refund.alreadyOpen');
        throw err;
      }
    },

    /** Edit and resubmit a refused request (its lines stay): at most REFUND_LIMITS.resubmits times. */
    async resubmit(userId: number, refundSn: string, body: RefundEditBody): Promise<void> {
      const r0 = await queries.row({ role: 'buyer', userId }, refundSn); // another's request: 404 before any rule
      const b = bodyFields(userId, body);
      if (r0.resubmits >= REFUND_LIMITS.resubmits) throw new AppError('refund.resubmitLimit');
      const { order: o0 } = await orders.owned(userId, r0.orderNumber);
      await db.transaction(async (tx) => {
        const now = clock.now();
        await orders.lockStatus(tx, o0.id);
        const { order: o, items } = await orders.owned(userId, r0.orderNumber, tx);
        const mine = await tx.select().from(refundItem).where(eq(refundItem.requestId, r0.id));
        const taken = await takenByLine(tx, [o.id], r0.id);
        assertOrderOpen(o, now, config);
        const chosen = choose(items, taken, mine.map((m) => ({ itemId: m.orderItemId, count: m.count })), await openLines(tx, o.id, r0.id));
        // (a 'return' rule's gift lines are already among `mine`; a 'value' rule lowers the main line again)
        const priced = r0.whole ? chosen : withGiftLines(chosen, items, taken, new Set(), o);
        await checkOrderRules(tx, o, chosen, b, now);
        const freight = await freightDue(tx, o, r0.whole, r0.id);
        check(refundAmountRule(b.amount, priced.reduce((s, c) => s + c.max, 0) + freight));
        const freightAmount = Math.min(freight, b.amount);
        const moved = await moveRefund(tx, r0, 'resubmit', { actor: 'buyer', now, note: b.note || null }, {
          ...b, freightAmount, refuseReason: null, resubmits: r0.resubmits + 1, deadlineAt: after(now, config.sellerReplyMs),
        });
        if (!moved || moved.resubmits > REFUND_LIMITS.resubmits) throw new AppError(moved ? 'refund.resubmitLimit' : 'order.statusChanged');
        await tx.delete(refundItem).where(eq(refundItem.requestId, r0.id));
        await writeLines(tx, r0.id, o.id, priced, b.amount - freightAmount);
      });
    },

    async withdraw(userId: number, refundSn: string): Promise<void> {
      const r = await queries.row({ role: 'buyer', userId }, refundSn);
      if (r.payDueAt) throw new AppError('order.statusChanged'); // the money is on its way
      await transition({ role: 'buyer', userId }, refundSn, 'withdraw', () => ({ deadlineAt: null }), undefined, dropLines);
    },

    /** The return's logistics; again while shipped back = modify them. */
    async shipBack(userId: number, refundSn: string, body: RefundShipBackBody): Promise<void> {
      const reader: RefundReader = { role: 'buyer', userId };
      const r = await queries.row(reader, refundSn);
      check(refundWaybillRule(body.companyCode, body.waybillNo));
      if (!LOGISTICS_COMPANIES.some((c) => c.code === body.companyCode.trim())) throw new AppError('refund.waybillRequired');
      const event: RefundEvent = r.status === 30 ? 'modifyLogistics' : 'shipBack';
      await transition(reader, refundSn, event, (_r, now) => ({
        logisticsCompany: body.companyCode.trim(), waybillNo: body.waybillNo.trim(), deadlineAt: after(now, config.sellerReceiveMs),
      }), () => `${body.companyCode.trim()} ${body.waybillNo.trim()}`);
    },

    async escalate(userId: number, refundSn: string, note: string): Promise<void> {
      await queries.row({ role: 'buyer', userId }, refundSn);
      check(requiredNoteRule(note));
      await transition({ role: 'buyer', userId }, refundSn, 'escalate', () => ({ deadlineAt: null }), () => note.trim());
    },

    async accept(shopId: number, refundSn: string, body: RefundAcceptBody): Promise<void> {
      const reader: RefundReader = { role: 'seller', shopId };
      const r = await queries.row(reader, refundSn);
      if (r.mode === REFUND_MODE.returnAndRefund) check(returnAddressRule(body.returnAddress));
      const address = body.returnAddress ? { receiver: body.returnAddress.receiver.trim(), mobile: body.returnAddress.mobile.trim(), address: body.returnAddress.address.trim() } : null;
      if (r.mode === REFUND_MODE.refundOnly) await guardMoneyDue(r.orderId);
      const moved = await transition(reader, refundSn, 'accept', (row, now) => acceptPatch(row, now, address));
      await payout.pay(moved);
    },

    async refuse(shopId: number, refundSn: string, reason: string): Promise<void> {
      await queries.row({ role: 'seller', shopId }, refundSn);
      check(refuseReasonRule(reason));
      await transition({ role: 'seller', shopId }, refundSn, 'refuse', (_r, now) => ({ refuseReason: reason.trim(), deadlineAt: after(now, config.refusedCloseMs) }), () => reason.trim());
    },

    /** The returned goods arrived: their stock goes back to the SKUs and the money is due. */
    async receive(shopId: number, refundSn: string): Promise<void> {
      await guardMoneyDue((await queries.row({ role: 'seller', shopId }, refundSn)).orderId);
      const moved = await transition({ role: 'seller', shopId }, refundSn, 'receive', (_r, now) => ({ payDueAt: now, deadlineAt: null }), undefined, returnStock);
      await payout.pay(moved);
    },

    async arbitrate(refundSn: string, body: RefundArbitrateBody): Promise<void> {
      const r = await queries.row({ role: 'platform' }, refundSn);
      check(requiredNoteRule(body.note));
      const note = () => body.note.trim();
      if (body.decision === 'buyer') {
        if (r.mode === REFUND_MODE.refundOnly) await guardMoneyDue(r.orderId);
        const moved = await transition({ role: 'platform' }, refundSn, 'arbitrateBuyer', (r, now) => acceptPatch(r, now, null), note);
        await payout.pay(moved);
      } else {
        await transition({ role: 'platform' }, refundSn, 'arbitrateSeller', () => ({ deadlineAt: null }), note, dropLines);
      }
    },

    /**
     * Registers a reason the money of a request may not become due yet (the seller's accept of a refund only, the
     * receipt of returned goods, the platform's decision for the buyer refuse with its message). The sweeper's timed
     * moves are not held: a buyer's refund in time comes first.
     */
    beforeMoneyDue(guard: (orderId: number) => Promise<MessageKey | null>): void {
      moneyGuards.push(guard);
    },

    /** The shop's setting: 7-day no-reason returns offered (default) or not. */
    async settings(shopId: number): Promise<{ noReasonReturns: boolean }> {
      return { noReasonReturns: await shopAllowsNoReason(db, shopId) };
    },
    async saveSettings(shopId: number, s: { noReasonReturns: boolean }): Promise<void> {
      const now = clock.now();
      await db.insert(refundShopSetting).values({ shopId, noReasonReturns: s.noReasonReturns, updatedAt: now })
        .onConflictDoUpdate({ target: refundShopSetting.shopId, set: { noReasonReturns: s.noReasonReturns, updatedAt: now } });
    },

    /** For the sweeper: applies a timed transition to a due request (a racing caller's change wins). */
    async timeout(r: RefundRow, event: RefundEvent, now: Date): Promise<boolean> {
      const patch: RefundPatch = event === 'autoAccept' ? await acceptPatch(r, now, null)
        : event === 'autoReceive' ? { payDueAt: now, deadlineAt: null } : { deadlineAt: null };
      const moved = await db.transaction(async (tx) => {
        const m = await moveRefund(tx, r, event, { actor: 'system', now }, patch);
        if (!m) return undefined;
        if (event === 'autoReceive') await returnStock(tx, m);
        if (event === 'closeOverdue' || event === 'closeRefused') await dropLines(tx, m);
        return m;
      });
      if (moved?.payDueAt) await payout.pay(moved);
      return !!moved;
    },
  };

  async function returnStock(tx: DbOrTx, r: RefundRow): Promise<void> {
    const lines = await tx.select({ skuId: schema.orderItem.skuId, count: refundItem.count }).from(refundItem)
      .innerJoin(schema.orderItem, eq(schema.orderItem.id, refundItem.orderItemId)).where(eq(refundItem.requestId, r.id));
    await deps.skus.release(tx, lines);
  }
}

export type RefundService = ReturnType<typeof createRefundService>;
