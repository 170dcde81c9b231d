// Payments (ARCHITECTURE §3 payment): one payment covers the orders one checkout made; it is paid from the balance
// (with the payment password) or by a WeChat Pay native QR code through a PaymentProvider (the sandbox by default).
// Top-ups are QR payments credited to the balance ledger once. Notifications are verified, idempotent and checked
// against the amount and the orders' state; the sweeper asks the provider about what stays unconfirmed. The pieces
// live in their own files (settle, refunds, sweeper, providers); this is the one service the rest of the API sees.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '@mall/db';
import {
  CANCEL_REASON, ORDER_STATUS, PAY_TYPE, PAYMENT_LIMITS, rechargeAmountRule, type Lang, type OrderDetail, type PayInfo, type PaymentState, type PaymentStatus, type PaySwitch,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { AccountService } from '../account/service';
import type { BalanceService } from '../balance/service';
import type { OrderService } from '../order/service';
import {
  byPayNo, newNumber, notifyPath, orderKeyOf, ordersOf, otherPaymentsOf, payment, paymentNotify, paymentOrder, moveStatus, silentLog,
  type Logger, type PaymentRow, type RefundRow,
} from './payments';
import { ACK_OK, ackFail, NotifyRejected, ProviderError, type NotifyRequest, type PaymentProvider } from './provider';
import { balanceFunds, type PaymentFunds } from './funds';
import { createRefunds } from './refunds';
import { sandboxProvider, type Deliver, type SandboxProvider } from './sandbox-provider';
import { createSettlement, SETTLE_RETRY_MS, type PaymentPurpose } from './settle';
import { paymentSetupFromEnv, type PaymentSetup } from './setup';
import { createPaymentSweeper } from './sweeper';
import { wechatPayProvider } from './wechatpay-provider';

/** A top-up QR stays payable this long. */
export const RECHARGE_QR_MS = 30 * 60_000;
/** A pending QR payment is first asked about after this (in case its notification is lost). */
export const FIRST_QUERY_MS = 60_000;
/** How long another request waits for the provider's answer to a QR being opened before asking for its own. */
const OPENING_MS = 10_000;
const OPENING_POLL_MS = 100;
/** Other modules' payments (settle.ts PaymentPurpose): a paid membership (decision 023), a credit statement's repayment (decision 028). */
export type PurposeKind = 'membership' | 'creditRepay';

export interface PaymentDeps {
  clock: Clock;
  order: OrderService;
  balance: BalanceService;
  account: Pick<AccountService, 'verifyPayPassword' | 'userInfo'>;
  paySwitch: () => Promise<PaySwitch>;
  /** which provider takes QR payments; from the environment when absent (setup.ts) */
  setup?: PaymentSetup;
}

export function createPaymentService(db: Db, deps: PaymentDeps) {
  const { clock, order, balance, account } = deps;
  let log: Logger = silentLog;
  const setup = deps.setup ?? paymentSetupFromEnv();
  const sandbox: SandboxProvider | null = setup.kind === 'sandbox' ? sandboxProvider(db, clock, { warn: (o, m) => log.warn(o, m) }) : null;
  const provider: PaymentProvider | null =
    setup.kind === 'sandbox' ? sandbox
      : setup.kind === 'wechatpay' ? wechatPayProvider({ ...setup.config, clock })
        : setup.kind === 'custom' ? setup.provider : null;
  const notifyUrl = () => (setup.kind === 'wechatpay' ? setup.notifyUrl : setup.kind === 'custom' && setup.notifyUrl ? setup.notifyUrl : notifyPath(provider?.name ?? 'none'));

  // the mall's own funds by provider name (funds.ts): the balance, and what other modules register (credit)
  const funds = new Map<string, PaymentFunds>([['balance', balanceFunds(balance, async () => (await deps.paySwitch()).balancePaySwitch)]]);
  const refunds = createRefunds(db, { clock, funds, provider: () => provider, notifyUrl, log: () => log });
  const purposes = new Map<string, PaymentPurpose>();
  const settle = createSettlement(db, { clock, order, balance, funds, refunds, purposes, log: () => log });
  const sweeper = createPaymentSweeper(db, { settle, refunds, provider: () => provider, log: () => log });

  const parseNumbers = (csv: string | string[]) => {
    const list = [...new Set((Array.isArray(csv) ? csv : csv.split(',')).map((s) => s.trim()).filter(Boolean))];
    if (list.length === 0 || list.length > PAYMENT_LIMITS.ordersPerPayment) throw new AppError('payment.ordersRequired');
    return list.sort();
  };

  /** The caller's orders (404 for another user's), with their total and earliest deadline. */
  async function ordersOfUser(userId: number, numbers: string[], lang: Lang) {
    const details = await Promise.all(numbers.map((n) => order.detail(userId, n, lang)));
    const now = clock.now().getTime();
    const deadlines = details.map((d) => d.expiresAt).filter((x): x is string => !!x).map((x) => new Date(x).getTime());
    const expiresAt = deadlines.length ? new Date(Math.min(...deadlines)) : null;
    const state: PayInfo['state'] = details.every((d) => d.status === ORDER_STATUS.unpaid)
      ? expiresAt && expiresAt.getTime() <= now ? 'expired' : 'payable'
      : details.some((d) => d.status === ORDER_STATUS.canceled && d.cancelReason === CANCEL_REASON.expired) ? 'expired'
        : details.every((d) => d.payTime !== null) ? 'paid' : 'changed';
    return { details, expiresAt, state, total: details.reduce((s, d) => s + d.actualTotal, 0) };
  }

  /** Refuses orders that cannot be paid now with the spec's messages. */
  function assertPayable(state: PayInfo['state']) {
    if (state === 'expired') throw new AppError('order.expired');
    if (state !== 'payable') throw new AppError('order.statusChanged');
  }

  async function statusOf(p: PaymentRow): Promise<PaymentStatus> {
    const now = clock.now();
    let state: PaymentState = p.status === 'paid' ? 'paid' : p.status === 'reversed' ? 'reversed' : p.status === 'closed' ? 'closed' : 'pending';
    if (p.status === 'pending' && p.expiresAt && p.expiresAt.getTime() <= now.getTime()) state = 'closed';
    return {
      payNo: p.payNo, kind: p.kind, payType: p.payType, amount: p.amount, state, orderNumbers: await ordersOf(db, p.id),
      codeUrl: state === 'pending' ? p.codeUrl : null, sandbox: p.provider === 'sandbox',
      expiresAt: p.expiresAt?.toISOString() ?? null, paidAt: p.paidAt?.toISOString() ?? null, serverTime: now.toISOString(),
    };
  }

  /** Opens a QR payment at the provider (kind order or recharge, or a purpose's with its `ref`). */
  async function openQr(userId: number, kind: PaymentRow['kind'], amount: number, expiresAt: Date, numbers: string[], description: string, ref = ''): Promise<PaymentRow> {
    if (!provider) throw new AppError('payment.methodOff');
    const now = clock.now();
    const key = kind === 'order' ? orderKeyOf(numbers) : ref;
    // one open QR per orders or purpose (a statement, a purchase): asking again shows the same code; top-ups each get their own
    const reusable = kind !== 'recharge';
    const open = () => db.select().from(payment).where(and(
      eq(payment.userId, userId), eq(payment.kind, kind), eq(payment.orderKey, key), eq(payment.provider, provider.name),
      eq(payment.status, 'pending'), gt(payment.expiresAt, now),
    ));
    /** The open QR, once the request opening it has its code (a racing click shows the same code, not another one). */
    const opened = async (): Promise<PaymentRow | undefined> => {
      for (let waited = 0; ; waited += OPENING_POLL_MS) {
        const [row] = await open();
        // no code after OPENING_MS: the request opening it died; it is replaced below
        if (!row || row.codeUrl || now.getTime() - row.createdAt.getTime() > OPENING_MS || waited >= OPENING_MS) return row;
        await new Promise((r) => setTimeout(r, OPENING_POLL_MS));
      }
    };
    if (reusable) {
      const existing = await opened();
      if (existing?.codeUrl && existing.amount === amount) return existing;
      if (existing) await moveStatus(db, existing.id, ['pending'], 'closed', now, { nextCheckAt: null, note: 'replaced' });
    }
    const payNo = newNumber('P', now);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(payment).values({
        payNo, userId, kind, payType: PAY_TYPE.wechat, provider: provider.name, amount, status: 'pending', orderKey: key, expiresAt,
        nextCheckAt: new Date(Math.min(now.getTime() + FIRST_QUERY_MS, expiresAt.getTime())), createdAt: now, updatedAt: now,
      }).onConflictDoNothing().returning();
      if (row && numbers.length) await tx.insert(paymentOrder).values(numbers.map((n) => ({ paymentId: row.id, orderNumber: n })));
      return row;
    });
    if (!created) {
      // a second tab asked at the same moment: both get the same QR
      const again = await opened();
      if (again?.codeUrl) return again;
      throw new AppError('payment.paying');
    }
    try {
      const { codeUrl } = await provider.createNative({ outTradeNo: payNo, description, amount, notifyUrl: notifyUrl(), expiresAt });
      const [row] = await db.update(payment).set({ codeUrl, updatedAt: clock.now() }).where(eq(payment.id, created.id)).returning();
      return row!;
    } catch (err) {
      await moveStatus(db, created.id, ['pending'], 'closed', clock.now(), { nextCheckAt: null, note: 'provider' });
      if (err instanceof ProviderError) {
        log.error({ err, payNo }, 'provider refused the QR payment');
        throw new AppError('payment.providerFailed');
      }
      throw err;
    }
  }

  /**
   * Refunds part of the paid payment of an order once per idemKey: a repeated or racing call with the same key answers
   * the first refund (the key is unique on payment_refund, written in the transaction that raises payment.refunded).
   */
  async function refundOnce(orderNumber: string, idemKey: string, reason: string, amountOf: (p: PaymentRow) => Promise<number>): Promise<{ refundNo: string; status: RefundRow['status']; amount: number }> {
    const done = async () => {
      const r = await refunds.byIdemKey(idemKey);
      return r && { refundNo: r.refundNo, status: r.status, amount: r.amount };
    };
    const before = await done();
    if (before) return before;
    const [p] = await otherPaymentsOf(db, [orderNumber], ['paid']);
    if (!p) throw new AppError('order.statusChanged');
    const amount = await amountOf(p);
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('payment.refundTooMuch');
    let r: RefundRow | undefined;
    try {
      r = await refunds.start(p, amount, reason.slice(0, 200), { idemKey });
    } catch (err) {
      const raced = await done(); // the same key written by a racing call: its refund is this one
      if (raced) return raced;
      throw err;
    }
    if (!r) return (await done()) ?? Promise.reject(new AppError('payment.refundTooMuch'));
    return { refundNo: r.refundNo, status: r.status, amount: r.amount };
  }

  /** Pays orders from the mall's own funds (balance, credit): see payWithBalance. */
  async function payFromFunds(name: string, userId: number, body: { orderNumbers: string[]; payPassword: string }, lang: Lang): Promise<PaymentStatus> {
    const f = funds.get(name);
    if (!f) throw new Error(`no payment funds ${name}`);
    if (f.enabled && !(await f.enabled())) throw new AppError('payment.methodOff');
    const numbers = parseNumbers(body.orderNumbers);
    const { state, total } = await ordersOfUser(userId, numbers, lang);
    assertPayable(state);
    await account.verifyPayPassword(userId, body.payPassword);
    const now = clock.now();
    const payNo = newNumber('P', now);
    const p = await db.transaction(async (tx) => {
      await f.lock(tx, userId); // one change of this user's funds at a time from here
      const others = await otherPaymentsOf(tx, numbers, ['settling', 'paid']);
      if (others.some((o) => o.status === 'paid')) throw new AppError('order.statusChanged');
      if (others.length) throw new AppError('payment.paying');
      const [row] = await tx.insert(payment).values({
        payNo, userId, kind: 'order', payType: f.payType, provider: name, amount: total, status: 'settling', orderKey: orderKeyOf(numbers),
        paidAt: now, nextCheckAt: new Date(now.getTime() + SETTLE_RETRY_MS), createdAt: now, updatedAt: now,
      }).returning();
      await tx.insert(paymentOrder).values(numbers.map((n) => ({ paymentId: row!.id, orderNumber: n })));
      await f.take(tx, { userId, amount: total, payNo, orderNumbers: numbers });
      return row!;
    });
    const outcome = await settle.apply(p);
    if (outcome === 'reversed') {
      const after = await ordersOfUser(userId, numbers, lang);
      throw new AppError(after.state === 'expired' ? 'order.expired' : 'order.statusChanged');
    }
    return statusOf((await byPayNo(db, payNo))!);
  }

  /** What the payer's WeChat shows: the first product (in the payer's language), '… and more' when there are others. */
  const description = (details: OrderDetail[], lang: Lang) => {
    const first = details[0]?.items[0]?.prodName ?? '';
    if (details.length === 1 && (details[0]?.items.length ?? 0) <= 1) return first;
    return lang === 'en' ? `${first} and more` : `${first} 等`;
  };

  return {
    provider,
    sandbox,
    refunds,
    sweepDue: sweeper.sweepDue,
    /** Orders were canceled: their open QR payments are closed at the provider now (sweeper.ts). */
    closeForOrders: (orderNumbers: string[]) => sweeper.closeForOrders(orderNumbers, clock.now()),

    /** server.ts: notifications of the sandbox go through the app; messages go to the app's log. */
    connect(opts: { deliver?: Deliver; log?: Logger }) {
      if (opts.deliver) sandbox?.useDeliver(opts.deliver);
      if (opts.log) log = opts.log;
    },

    /** The payment page: the orders, their total and deadline, the balance. */
    async info(userId: number, csv: string, lang: Lang): Promise<PayInfo> {
      const numbers = parseNumbers(csv);
      const [{ details, expiresAt, state, total }, bal, user] = await Promise.all([ordersOfUser(userId, numbers, lang), balance.balanceOf(userId), account.userInfo(userId)]);
      return {
        orderNumbers: numbers,
        orders: details.map((d) => ({
          orderNumber: d.orderNumber, shopName: d.shopName, status: d.status, actualTotal: d.actualTotal, productCount: d.productCount,
          prodNames: d.items.slice(0, 3).map((i) => i.prodName),
        })),
        total,
        state,
        expiresAt: state === 'payable' ? expiresAt?.toISOString() ?? null : null,
        serverTime: clock.now().toISOString(),
        balance: bal,
        isSetPayPassword: user.isSetPayPassword,
      };
    },

    /**
     * Pays the orders from the balance: payment password (with its lockout), the orders payable, then in one
     * transaction the payment row and the ledger debit (refused below zero), then the orders marked paid. Orders that
     * cannot take it by then get the money back (reversal) and the refusal is the order's message.
     */
    payWithBalance: (userId: number, body: { orderNumbers: string[]; payPassword: string }, lang: Lang): Promise<PaymentStatus> =>
      payFromFunds('balance', userId, body, lang),

    /** Pays the orders from other funds the mall holds (a credit line: decision 028), exactly as from the balance. */
    payWithFunds: (name: 'credit', userId: number, body: { orderNumbers: string[]; payPassword: string }, lang: Lang): Promise<PaymentStatus> =>
      payFromFunds(name, userId, body, lang),

    /** Another module's funds (the credit module's line): payments, refunds and reversals go through them. */
    registerFunds(name: 'credit', f: PaymentFunds): void {
      funds.set(name, f);
    },

    /** WeChat Pay native: the QR payment of the orders (the open one again when there is one). */
    async payWithWechat(userId: number, body: { orderNumbers: string[] }, lang: Lang): Promise<PaymentStatus> {
      if (!(await deps.paySwitch()).wxPaySwitch) throw new AppError('payment.methodOff');
      const numbers = parseNumbers(body.orderNumbers);
      const { details, state, total, expiresAt } = await ordersOfUser(userId, numbers, lang);
      assertPayable(state);
      const deadline = expiresAt ?? new Date(clock.now().getTime() + RECHARGE_QR_MS);
      return statusOf(await openQr(userId, 'order', total, deadline, numbers, description(details, lang)));
    },

    /** A top-up (SPEC §5, §9): required, above 0, at most 100,000 yuan; paid by QR, credited when paid. */
    async recharge(userId: number, amount: number | null | undefined, lang: Lang): Promise<PaymentStatus> {
      const key = rechargeAmountRule(amount);
      if (key) throw new AppError(key);
      if (!(await deps.paySwitch()).wxPaySwitch) throw new AppError('payment.methodOff');
      const expiresAt = new Date(clock.now().getTime() + RECHARGE_QR_MS);
      return statusOf(await openQr(userId, 'recharge', amount!, expiresAt, [], lang === 'en' ? 'Balance top-up' : '余额充值'));
    },

    /**
     * Another module's payments (decision 023: 'membership'): `apply` runs once, inside the transaction that marks a
     * payment of that kind paid (balance at once, QR when the provider says paid); `ref` is the module's own reference.
     */
    registerPurpose(kind: PurposeKind, purpose: PaymentPurpose): void {
      purposes.set(kind, purpose);
    },

    /** A purpose's payment from the balance: payment password (with its lockout), the debit (refused below zero), applied at once. */
    async payPurposeWithBalance(userId: number, body: { kind: PurposeKind; amount: number; ref: string; payPassword: string }): Promise<PaymentStatus> {
      if (!purposes.has(body.kind)) throw new Error(`no payment purpose ${body.kind}`);
      if (!(await deps.paySwitch()).balancePaySwitch) throw new AppError('payment.methodOff');
      await account.verifyPayPassword(userId, body.payPassword);
      const now = clock.now();
      const payNo = newNumber('P', now);
      const p = await db.transaction(async (tx) => {
        await balance.lock(tx, userId);
        // the same thing paid twice at once from the balance (two tabs): the second waits on the lock and sees the first
        const [twice] = await tx.select({ id: payment.id }).from(payment)
          .where(and(eq(payment.userId, userId), eq(payment.kind, body.kind), eq(payment.orderKey, body.ref), inArray(payment.status, ['settling', 'paid'])));
        if (twice) throw new AppError('payment.paying');
        const [row] = await tx.insert(payment).values({
          payNo, userId, kind: body.kind, payType: PAY_TYPE.balance, provider: 'balance', amount: body.amount, status: 'settling', orderKey: body.ref,
          paidAt: now, nextCheckAt: new Date(now.getTime() + SETTLE_RETRY_MS), createdAt: now, updatedAt: now,
        }).returning();
        await balance.change(tx, { userId, amount: -body.amount, type: 'pay', idemKey: `pay:${payNo}`, payNo, orderNumbers: [] });
        return row!;
      });
      await settle.apply(p);
      return statusOf((await byPayNo(db, payNo))!);
    },

    /** A purpose's WeChat Pay native (QR) payment; applied when the provider says paid. */
    async payPurposeWithWechat(userId: number, body: { kind: PurposeKind; amount: number; ref: string; description: string }): Promise<PaymentStatus> {
      if (!purposes.has(body.kind)) throw new Error(`no payment purpose ${body.kind}`);
      if (!(await deps.paySwitch()).wxPaySwitch) throw new AppError('payment.methodOff');
      return statusOf(await openQr(userId, body.kind, body.amount, new Date(clock.now().getTime() + RECHARGE_QR_MS), [], body.description, body.ref));
    },

    /** Refunds `amount` of a purpose's paid payment to where it came from, once per `idemKey`. */
    async refundPurpose(payNo: string, amount: number, idemKey: string, reason: string): Promise<{ refundNo: string; status: RefundRow['status'] }> {
      const before = await refunds.byIdemKey(idemKey);
      if (before) return { refundNo: before.refundNo, status: before.status };
      const p = await byPayNo(db, payNo);
      if (!p) throw new AppError('payment.notFound', 404);
      try {
        const r = await refunds.start(p, amount, reason.slice(0, 200), { idemKey });
        if (!r) throw new AppError('payment.refundTooMuch');
        return { refundNo: r.refundNo, status: r.status };
      } catch (err) {
        const raced = await refunds.byIdemKey(idemKey);
        if (raced) return { refundNo: raced.refundNo, status: raced.status };
        throw err;
      }
    },

    /** The caller's payment (another user's answers 404). */
    async status(userId: number, payNo: string): Promise<PaymentStatus> {
      const p = await byPayNo(db, payNo);
      if (!p || p.userId !== userId) throw new AppError('payment.notFound', 404);
      return statusOf(p);
    },

    /**
     * A provider's notification: verified (signature, serial, timestamp) and decrypted; a forged or replayed-late one
     * is refused (401) and logged. A payment notification must match the payment's amount; it is applied once however
     * often it comes. Answers the HTTP status and body the provider expects.
     */
    async notify(providerName: string, req: NotifyRequest): Promise<{ status: number; body: object }> {
      if (!provider || provider.name !== providerName) return { status: 404, body: ackFail('unknown provider') };
      let notice;
      try {
        notice = await provider.parseNotify(req);
      } catch (err) {
        if (!(err instanceof NotifyRejected)) throw err;
        log.warn({ provider: providerName, reason: err.reason }, 'payment notification rejected');
        return { status: 401, body: ackFail('签名验证失败') };
      }
      const payNo = notice.kind === 'transaction' ? notice.transaction.outTradeNo : notice.refund.outTradeNo;
      const first = await db.insert(paymentNotify).values({
        provider: providerName, notifyId: notice.id, eventType: notice.eventType, payNo, outcome: 'received', receivedAt: clock.now(),
      }).onConflictDoNothing().returning();
      if (first.length === 0) log.info({ notifyId: notice.id, payNo }, 'payment notification seen before: answered without acting again');
      const record = (outcome: string) => db.update(paymentNotify).set({ outcome }).where(and(eq(paymentNotify.provider, providerName), eq(paymentNotify.notifyId, notice.id)));

      if (notice.kind === 'refund') {
        const r = await refunds.byRefundNo(notice.refund.outRefundNo);
        if (r) await refunds.finish(r, notice.refund);
        await record(r ? 'refund' : 'unknown');
        return { status: 200, body: ACK_OK };
      }
      const p = await byPayNo(db, payNo);
      if (!p || p.provider !== providerName) {
        log.error({ payNo, notifyId: notice.id }, 'payment notification for an unknown payment');
        await record('unknown');
        return { status: 200, body: ACK_OK };
      }
      if (notice.transaction.state !== 'SUCCESS') {
        await record(`state:${notice.transaction.state}`);
        return { status: 200, body: ACK_OK };
      }
      const outcome = await settle.received(p, notice.transaction);
      await record(outcome);
      if (outcome === 'mismatch') return { status: 400, body: ackFail('金额不符') };
      return { status: 200, body: ACK_OK };
    },

    /** For the after-sales issue: refunds `amount` fen of a payment to where it came from. */
    refund: (paymentId: number, amount: number, reason?: string) => refunds.refund(paymentId, amount, reason),

    /**
     * Refunds one order of a paid payment in full (its actualTotal, or what is left unrefunded of the payment), to where the money came from: the balance at
     * once, a QR payment through the provider. `idemKey` makes it happen once: a repeated or racing call with the
     * same key answers the first refund (group buy: a failed group's sweeper may run again after a crash).
     */
    async refundOrder(orderNumber: string, opts: { idemKey: string; reason?: string }): Promise<{ refundNo: string; status: RefundRow['status']; amount: number }> {
      return refundOnce(orderNumber, opts.idemKey, opts.reason ?? '', async (p) => {
        const { actualTotal } = await order.detail(p.userId, orderNumber, 'zh');
        // what is left of the payment (a part refunded before, by after-sales, is not refunded twice)
        return Math.min(actualTotal, p.amount - p.refunded);
      });
    },

    /**
     * For the after-sales module: refunds `amount` fen of an order's paid payment to where it came from, once per
     * `idemKey` (a repeated or racing call answers the first refund, whatever its state: processing, success, failed).
     * `reason` is shown to the payer by the provider: readable text, never a message key.
     */
    refundPart: (orderNumber: string, amount: number, opts: { idemKey: string; reason: string }) =>
      refundOnce(orderNumber, opts.idemKey, opts.reason, async () => amount),

    /** Work to do when a provider refund finishes (success or failed): the after-sales module moves its request on. */
    onRefundFinished: (hook: (r: RefundRow) => Promise<unknown>) => refunds.onFinished(hook),

    /** For the after-sales issue: the paid payment of an order (to refund it). */
    async paymentOfOrder(orderNumber: string): Promise<{ paymentId: number; payNo: string; payType: number; amount: number; refunded: number } | null> {
      const [p] = await otherPaymentsOf(db, [orderNumber], ['paid']);
      return p ? { paymentId: p.id, payNo: p.payNo, payType: p.payType, amount: p.amount, refunded: p.refunded } : null;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
