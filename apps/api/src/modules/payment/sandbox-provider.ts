// The built-in sandbox provider (ARCHITECTURE §1): a stand-in for WeChat Pay that keeps its own side of each
// payment in the database and speaks the v3 notification protocol. Its QR code opens a mall page (/sandbox-pay);
// confirming there marks the sandbox's prepay paid and posts a notification to the mall's notify endpoint exactly
// as WeChat Pay would — signed with the sandbox's RSA platform key, the resource encrypted with its APIv3 key. The
// keys are made at first start and kept in the database (never in the repository).
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { NativeOrder, NotifyRequest, PaymentProvider, ProviderRefund, ProviderTransaction, RefundRequest, TradeState } from './provider';
import { buildV3Notification, parseV3Notification, platformHeaders, rfc3339 } from './wechatpay-v3';

const { paymentSandboxKey: keyTable, paymentSandboxPrepay: prepays } = schema;

/** Posts a notification (path or absolute URL) and answers the HTTP status; server.ts connects it to the app. */
export type Deliver = (url: string, headers: Record<string, string>, body: string) => Promise<{ status: number; body: string }>;

export interface SandboxKeys { serial: string; privateKey: string; publicKey: string; apiV3Key: string }

export const SANDBOX_PAGE = '/sandbox-pay';
export const SANDBOX_MCHID = 'sandbox';

/** The sandbox's keys: read from the database, or made now (the first start); a racing start keeps the first. */
export async function sandboxKeys(db: Db, clock: Clock): Promise<SandboxKeys> {
  const read = async () => (await db.select().from(keyTable).where(eq(keyTable.name, 'sandbox')))[0];
  const found = await read();
  if (found) return found;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db.insert(keyTable).values({
    name: 'sandbox',
    serial: randomBytes(20).toString('hex').toUpperCase(),
    privateKey,
    publicKey,
    apiV3Key: randomBytes(16).toString('hex'),
    createdAt: clock.now(),
  }).onConflictDoNothing();
  return (await read())!;
}

export interface SandboxProvider extends PaymentProvider {
  /** The payer's view of a prepay (the /sandbox-pay page); null when unknown. */
  prepay(prepayId: string): Promise<{ prepayId: string; description: string; amount: number; state: string; expiresAt: Date; expired: boolean } | null>;
  /** The payer confirms: the prepay is paid and the notification posted. Expired or closed: 'QR code has expired'. */
  confirm(prepayId: string): Promise<{ state: TradeState; delivered: boolean }>;
  /** Posts notifications through the app (server.ts), instead of fetch. */
  useDeliver(deliver: Deliver): void;
}

export function sandboxProvider(db: Db, clock: Clock, log: { warn(o: object, msg: string): void } = console): SandboxProvider {
  let keys: Promise<SandboxKeys> | undefined;
  const getKeys = () => (keys ??= sandboxKeys(db, clock).catch((err) => {
    keys = undefined;
    throw err;
  }));
  let deliver: Deliver = async (url, headers, body) => {
    const res = await fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body });
    return { status: res.status, body: await res.text() };
  };

  const byTrade = async (outTradeNo: string) => (await db.select().from(prepays).where(eq(prepays.outTradeNo, outTradeNo)))[0];

  async function notify(p: typeof prepays.$inferSelect): Promise<boolean> {
    const k = await getKeys();
    const now = clock.now();
    const body = buildV3Notification(k.apiV3Key, 'TRANSACTION.SUCCESS', {
      mchid: SANDBOX_MCHID,
      appid: SANDBOX_MCHID,
      out_trade_no: p.outTradeNo,
      transaction_id: p.transactionId,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: rfc3339(p.paidAt ?? now),
      payer: { openid: 'sandbox-payer' },
      amount: { total: p.amount, payer_total: p.amount, currency: 'CNY', payer_currency: 'CNY' },
    }, now, randomUUID());
    try {
      const res = await deliver(p.notifyUrl, { ...platformHeaders(k.privateKey, k.serial, body, now), 'Content-Type': 'application/json' }, body);
      if (res.status >= 200 && res.status < 300) return true;
      log.warn({ status: res.status, body: res.body, outTradeNo: p.outTradeNo }, 'sandbox payment notification refused');
    } catch (err) {
      log.warn({ err, outTradeNo: p.outTradeNo }, 'sandbox payment notification not delivered');
    }
    return false;
  }

  return {
    name: 'sandbox',
    sandbox: true,

    useDeliver(d) {
      deliver = d;
    },

    async createNative(o: NativeOrder) {
      const prepayId = `sbx${randomBytes(12).toString('hex')}`;
      await db.insert(prepays).values({
        prepayId, outTradeNo: o.outTradeNo, description: o.description, amount: o.amount, notifyUrl: o.notifyUrl,
        state: 'NOTPAY', expiresAt: o.expiresAt, createdAt: clock.now(),
      }).onConflictDoNothing();
      const p = (await byTrade(o.outTradeNo))!;
      return { codeUrl: `${SANDBOX_PAGE}?prepayId=${p.prepayId}` };
    },

    async query(outTradeNo: string): Promise<ProviderTransaction> {
      const p = await byTrade(outTradeNo);
      if (!p) return { outTradeNo, state: 'NOTFOUND', transactionId: null, amount: null };
      return { outTradeNo, state: p.state as TradeState, transactionId: p.transactionId, amount: p.state === 'NOTPAY' || p.state === 'CLOSED' ? null : p.amount };
    },

    async close(outTradeNo: string) {
      await db.update(prepays).set({ state: 'CLOSED' }).where(and(eq(prepays.outTradeNo, outTradeNo), eq(prepays.state, 'NOTPAY')));
    },

    // Sandbox refunds finish at once (a real provider may answer PROCESSING and finish later).
    async refund(r: RefundRequest): Promise<ProviderRefund> {
      const done = await db.update(prepays)
        .set({ refunded: sql`${prepays.refunded} + ${r.amount}`, state: 'REFUND' })
        .where(and(eq(prepays.outTradeNo, r.outTradeNo), sql`${prepays.state} IN ('SUCCESS', 'REFUND')`, sql`${prepays.refunded} + ${r.amount} <= ${prepays.amount}`))
        .returning({ id: prepays.prepayId });
      return { outRefundNo: r.outRefundNo, refundId: done.length ? `sbxrf${r.outRefundNo}` : null, state: done.length ? 'SUCCESS' : 'ABNORMAL' };
    },

    async queryRefund(outRefundNo: string): Promise<ProviderRefund> {
      return { outRefundNo, refundId: `sbxrf${outRefundNo}`, state: 'SUCCESS' };
    },

    async parseNotify(req: NotifyRequest) {
      const k = await getKeys();
      return parseV3Notification(req, { keyOf: (serial) => (serial.toUpperCase() === k.serial ? k.publicKey : undefined) }, k.apiV3Key, clock.now());
    },

    async prepay(prepayId: string) {
      const [p] = await db.select().from(prepays).where(eq(prepays.prepayId, prepayId));
      if (!p) return null;
      const expired = p.state === 'CLOSED' || (p.state === 'NOTPAY' && p.expiresAt.getTime() <= clock.now().getTime());
      return { prepayId: p.prepayId, description: p.description, amount: p.amount, state: p.state, expiresAt: p.expiresAt, expired };
    },

    async confirm(prepayId: string) {
      const now = clock.now();
      const [paid] = await db.update(prepays)
        .set({ state: 'SUCCESS', transactionId: `sbx${now.getTime()}${randomBytes(6).toString('hex')}`, paidAt: now })
        .where(and(eq(prepays.prepayId, prepayId), eq(prepays.state, 'NOTPAY'), gt(prepays.expiresAt, now)))
        .returning();
      if (paid) return { state: 'SUCCESS', delivered: await notify(paid) };
      const [p] = await db.select().from(prepays).where(eq(prepays.prepayId, prepayId));
      if (!p) throw new AppError('payment.notFound', 404);
      // paid before: the notification is sent again (as a provider retries); the mall acts on it once
      if (p.state === 'SUCCESS') return { state: 'SUCCESS', delivered: await notify(p) };
      if (p.state === 'REFUND') return { state: 'REFUND', delivered: false };
      throw new AppError('payment.qrExpired');
    },
  };
}
