// The refund reason WeChat Pay shows the payer is readable Chinese, never a message key: the guard of the WeChat Pay
// adapter (wechatpay-reason.ts), and what the fake WeChat Pay receives from each way the mall refunds a QR payment:
// a failed group buy, money arriving for an expired order (reversal), a refund asked by another module.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS } from '@mall/shared';
import { ManualClock } from '../src/platform/clock';
import { GROUP_FAILED_REFUND_REASON } from '../src/modules/promotion/group-buy/sweeper';
import { wechatPayProvider, type WechatPayProvider } from '../src/modules/payment/wechatpay-provider';
import { FALLBACK_REFUND_REASON, MESSAGE_KEY_LIKE, payerRefundReason } from '../src/modules/payment/wechatpay-reason';
import { post } from './account-helpers';
import { activity, groupOrder, HOUR, memberOf } from './group-buy-helpers';
import { describeEachEngine } from './harness';
import { detail, freshSkus, placeOrder } from './order-helpers';
import { MINUTE, payer } from './payment-helpers';
import { startWechatPayFake, type WechatPayFake } from './wechatpay-fake';
import { useMallWithWechatPay } from './wechatpay-mall';

const providerOf = (fake: WechatPayFake, clock: ManualClock): WechatPayProvider =>
  wechatPayProvider({
    mchid: fake.mchid, appid: fake.appid, serialNo: fake.merchantSerial, privateKey: fake.merchantKey, apiV3Key: fake.apiV3Key,
    platformKeys: new Map([[fake.platformSerial, fake.platformPublicKey]]), baseUrl: fake.baseUrl, clock,
  });

/** Readable Chinese: at least one CJK character and nothing that looks like a key. */
const expectReadableChinese = (reason: string | undefined) => {
  expect(reason).toMatch(/[\u4e00-\u9fff]/);
  expect(reason).not.toMatch(MESSAGE_KEY_LIKE);
};

describe('the refund reason sent to WeChat Pay', () => {
  it("a message key becomes a Chinese sentence (a reversal's, the catalogue's, or a plain one); text is kept, cut to 80 characters", () => {
    expect(payerRefundReason('order.expired')).toBe('订单已超时取消，款项原路退回');
    expect(payerRefundReason('refund.reason.quality')).toBe('质量问题');
    expect(payerRefundReason('payment.insufficientBalance')).toBe('余额不足！当前余额为：¥'); // placeholder dropped
    expect(payerRefundReason('group.buyFailed')).toBe(FALLBACK_REFUND_REASON); // key-like, not in the catalogue
    expect(payerRefundReason('质量问题：屏幕有划痕')).toBe('质量问题：屏幕有划痕');
    expect(payerRefundReason('退'.repeat(100))).toBe('退'.repeat(80));
    expect(payerRefundReason('  ')).toBeUndefined();
    expect(payerRefundReason('破损\n\t')).toBe('破损');
  });

  it('what WeChat Pay receives (local fake)', async () => {
    const clock = new ManualClock(new Date());
    const fake = await startWechatPayFake(clock);
    try {
      const provider = providerOf(fake, clock);
      await provider.createNative({ outTradeNo: 'RR1', description: 'x', amount: 1000, notifyUrl: 'https://m/n', expiresAt: new Date(clock.now().getTime() + MINUTE) });
      fake.pay('RR1');
      const refund = async (outRefundNo: string, reason: string) => {
        await provider.refund({ outTradeNo: 'RR1', outRefundNo, amount: 100, total: 1000, reason, notifyUrl: 'https://m/n' });
        return JSON.parse(fake.requests.filter((q) => q.path === '/v3/refund/domestic/refunds').at(-1)!.body).reason as string | undefined;
      };
      expect(await refund('RR1-1', 'order.statusChanged')).toBe('订单状态已改变，款项原路退回');
      expect(await refund('RR1-2', 'refund.reason.damaged')).toBe('商品破损');
      expect(await refund('RR1-3', '商家发错货')).toBe('商家发错货');
      expect(await refund('RR1-4', '')).toBeUndefined(); // no reason: the field is left out
      expect(fake.refunds.get('RR1-1')!.reason).toBe('订单状态已改变，款项原路退回');
    } finally {
      await fake.close();
    }
  });
});

describeEachEngine('payment: refund reasons the payer sees in WeChat (local fake)', (ctx) => {
  let fake: WechatPayFake;
  let app: FastifyInstance;
  useMallWithWechatPay(ctx, (f, clock) => providerOf(f, clock), (f, a) => {
    fake = f;
    app = a;
  });
  const inApp = () => ({ ...ctx(), app });
  const qrPay = async (token: string, n: string) => {
    const res = await post(inApp, '/p/payment/wxNativePay', { orderNumbers: [n] }, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { payNo: string; amount: number };
  };
  const notify = (n: { body: string; headers: Record<string, string> }) => app.inject({ method: 'POST', url: '/shop-api/payment/notify/wechatpay', headers: n.headers, payload: n.body });
  const refundsOf = (payNo: string) => [...fake.refunds.values()].filter((r) => r.out_trade_no === payNo);

  it('a failed group buy: the refund says so in Chinese', async () => {
    const a = await activity(inApp, { size: 2, hours: 2 });
    const u = await payer(inApp);
    const n = await groupOrder(inApp, u.token, a);
    const pay = await qrPay(u.token, n);
    expect((await notify(fake.pay(pay.payNo))).statusCode).toBe(200);
    expect(await memberOf(inApp, n)).toMatchObject({ state: 'paid' });
    ctx().clock.advance(2 * HOUR + MINUTE);
    expect(await app.services.groupBuy.sweepDue(ctx().clock.now())).toEqual({ failed: 1, refunded: 1 });
    const [r] = refundsOf(pay.payNo);
    expect(r).toMatchObject({ amount: pay.amount, reason: GROUP_FAILED_REFUND_REASON });
    expectReadableChinese(r!.reason);
  });

  it('money arriving for an expired order is given back with a Chinese reason, not the message key', async () => {
    const u = await payer(inApp);
    const [s] = await freshSkus(inApp, 1, { price: 1700 });
    const n = await placeOrder(inApp, u.token, s!);
    const pay = await qrPay(u.token, n);
    ctx().clock.advance(31 * MINUTE);
    expect((await notify(fake.pay(pay.payNo))).statusCode).toBe(200);
    expect((await detail(inApp, u.token, n)).json().status).toBe(ORDER_STATUS.canceled);
    const [p] = await ctx().database.db.select().from(schema.payment).where(eq(schema.payment.payNo, pay.payNo));
    expect(p).toMatchObject({ status: 'reversed', note: 'order.expired' });
    // our own refund row says the same to whoever reads it (not only what the adapter sends)
    const [row] = await ctx().database.db.select().from(schema.paymentRefund).where(eq(schema.paymentRefund.paymentId, p!.id));
    expect(row!.reason).toBe('订单已超时取消，款项原路退回');
    const [r] = refundsOf(pay.payNo);
    expect(r).toMatchObject({ amount: pay.amount, reason: '订单已超时取消，款项原路退回' });
    expectReadableChinese(r!.reason);
  });

  it('a refund asked by another module carries its text; a key slipped in is replaced', async () => {
    const u = await payer(inApp);
    const [s] = await freshSkus(inApp, 1, { price: 2500 });
    const n = await placeOrder(inApp, u.token, s!);
    const pay = await qrPay(u.token, n);
    expect((await notify(fake.pay(pay.payNo))).statusCode).toBe(200);
    const found = (await app.services.payment.paymentOfOrder(n))!;
    await app.services.payment.refund(found.paymentId, 300, '商品破损，部分退款');
    await app.services.payment.refund(found.paymentId, 200, 'refund.reason.missingPart');
    expect(refundsOf(pay.payNo).map((r) => [r.amount, r.reason])).toEqual([[300, '商品破损，部分退款'], [200, '少件或漏发']]);
  });
});
