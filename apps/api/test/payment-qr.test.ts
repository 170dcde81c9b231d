// WeChat Pay native (QR) payments through the built-in sandbox provider: the QR payment of a checkout, the sandbox's
// pay page and its signed notification, repeated and forged notifications, an amount that does not match, an order
// paid after its deadline (refunded in full), 'QR code has expired', and the sweeper asking about a lost notification.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS, PAY_TYPE } from '@mall/shared';
import { expectRefused, get, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { detail, freshSkus, placeOrder } from './order-helpers';
import { MINUTE, payer, payStatus, postNotify, prepayIdOf, sandboxConfirm, sandboxNotification, wxPay } from './payment-helpers';

const S = ORDER_STATUS;

describeEachEngine('payment: QR (sandbox provider)', (ctx) => {
  const statusOf = async (token: string, n: string) => (await detail(ctx, token, n)).json().status;
  const order = async (price = 1000) => {
    const u = await payer(ctx);
    const [s] = await freshSkus(ctx, 1, { price });
    const n = await placeOrder(ctx, u.token, s!);
    const res = await wxPay(ctx, u.token, [n]);
    expect(res.statusCode, res.body).toBe(200);
    return { ...u, n, pay: res.json() as { payNo: string; codeUrl: string; amount: number; expiresAt: string } };
  };
  const prepay = async (payNo: string) => (await ctx().database.db.select().from(schema.paymentSandboxPrepay).where(eq(schema.paymentSandboxPrepay.outTradeNo, payNo)))[0]!;
  const notifies = async (payNo: string) => ctx().database.db.select().from(schema.paymentNotify).where(eq(schema.paymentNotify.payNo, payNo));

  it('opens a QR payment; the sandbox page confirms; the signed notification pays the order once', async () => {
    const { token, n, pay } = await order();
    expect(pay).toMatchObject({ state: 'pending', kind: 'order', payType: PAY_TYPE.wechat, sandbox: true, orderNumbers: [n] });
    expect(pay.codeUrl).toMatch(/^\/sandbox-pay\?prepayId=sbx[0-9a-f]+$/);
    // the same orders again: the same QR
    expect((await wxPay(ctx, token, [n])).json().payNo).toBe(pay.payNo);

    const page = (await get(ctx, `/payment/sandbox/prepay?prepayId=${prepayIdOf(pay.codeUrl)}`)).json();
    expect(page).toMatchObject({ amount: pay.amount, state: 'NOTPAY', expired: false });

    const confirmed = await sandboxConfirm(ctx, pay.codeUrl);
    expect(confirmed.json()).toEqual({ state: 'SUCCESS', delivered: true });
    expect(await payStatus(ctx, token, pay.payNo)).toMatchObject({ state: 'paid', codeUrl: null });
    expect(await statusOf(token, n)).toBe(S.pendingDelivery);
    expect((await detail(ctx, token, n)).json().payType).toBe(PAY_TYPE.wechat);

    // confirmed again: the sandbox sends the notification again; acknowledged, nothing happens twice
    expect((await sandboxConfirm(ctx, pay.codeUrl)).json()).toEqual({ state: 'SUCCESS', delivered: true });
    expect(await statusOf(token, n)).toBe(S.pendingDelivery);
    expect((await notifies(pay.payNo)).map((r) => r.outcome)).toEqual(['paid', 'paid']); // two notifications, one payment
    // a QR for a paid order is refused
    await expectRefused((lang) => wxPay(ctx, token, [n], lang), '订单状态已发生改变', 'Order status has changed');
  });

  it('the payer\'s WeChat is told the first product, "and more" / "等" when there are others, in the payer\'s language', async () => {
    const u = await payer(ctx);
    const [a, b] = await freshSkus(ctx, 2, { price: 1000 });
    const one = await placeOrder(ctx, u.token, a!);
    const two = await placeOrder(ctx, u.token, b!);
    const described = async (numbers: string[], lang: string) => {
      const res = await wxPay(ctx, u.token, numbers, lang);
      expect(res.statusCode, res.body).toBe(200);
      return (await prepay(res.json().payNo)).description;
    };
    const alone = await described([one], 'en');
    expect(alone.length).toBeGreaterThan(0);
    expect(alone).not.toMatch(/ and more$| 等$/);
    const both = await described([one, two], 'en');
    expect(both).toMatch(/^[\x20-\x7e]+ and more$/); // the English name, then 'and more'
    const [c, d] = await freshSkus(ctx, 2, { price: 1000 });
    expect(await described([await placeOrder(ctx, u.token, c!), await placeOrder(ctx, u.token, d!)], 'zh-CN')).toMatch(/[\u4e00-\u9fff].* 等$/);
  });

  it('the same notification twice (and racing) pays once; a replay of it later is refused', async () => {
    const { token, n, pay } = await order();
    const note = await sandboxNotification(ctx, pay.payNo, pay.amount, { id: 'replayed-id' });
    const answers = await Promise.all([postNotify(ctx, 'sandbox', note), postNotify(ctx, 'sandbox', note), postNotify(ctx, 'sandbox', note)]);
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    }
    expect(await statusOf(token, n)).toBe(S.pendingDelivery);
    expect(await notifies(pay.payNo)).toHaveLength(1);
    // the same signed notification an hour later: its timestamp is stale
    ctx().clock.advance(60 * MINUTE);
    expect((await postNotify(ctx, 'sandbox', note)).statusCode).toBe(401);
  });

  it('forged notifications are refused (401, FAIL) and change nothing', async () => {
    const { token, n, pay } = await order();
    const good = await sandboxNotification(ctx, pay.payNo, pay.amount);
    const tampered = { ...good, body: good.body.replace('"event_type":"TRANSACTION.SUCCESS"', '"event_type":"TRANSACTION.SUCCESS" ') };
    const badSig = { ...good, headers: { ...good.headers, 'Wechatpay-Signature': Buffer.from('forged').toString('base64') } };
    const unknownSerial = { ...good, headers: { ...good.headers, 'Wechatpay-Serial': 'ABCDEF' } };
    const noHeaders = { body: good.body, headers: { 'content-type': 'application/json' } };
    for (const forged of [tampered, badSig, unknownSerial, noHeaders]) {
      const res = await postNotify(ctx, 'sandbox', forged);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('FAIL');
    }
    // signed with another key altogether
    const { generateKeyPairSync } = await import('node:crypto');
    const { platformHeaders } = await import('../src/modules/payment/wechatpay-v3');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreign = { body: good.body, headers: { ...platformHeaders(other.privateKey, good.keys.serial, good.body, ctx().clock.now()), 'content-type': 'application/json' } };
    expect((await postNotify(ctx, 'sandbox', foreign)).statusCode).toBe(401);
    expect((await postNotify(ctx, 'nosuchprovider', good)).statusCode).toBe(404);
    expect(await statusOf(token, n)).toBe(S.unpaid);
    expect(await payStatus(ctx, token, pay.payNo)).toMatchObject({ state: 'pending' });
    // the genuine one still works
    expect((await postNotify(ctx, 'sandbox', good)).statusCode).toBe(200);
    expect(await statusOf(token, n)).toBe(S.pendingDelivery);
  });

  it('a notification whose amount differs from the payment is refused and not applied', async () => {
    const { token, n, pay } = await order();
    const res = await postNotify(ctx, 'sandbox', await sandboxNotification(ctx, pay.payNo, pay.amount - 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FAIL');
    expect(await statusOf(token, n)).toBe(S.unpaid);
    expect(await payStatus(ctx, token, pay.payNo)).toMatchObject({ state: 'pending' });
    expect((await notifies(pay.payNo))[0]?.outcome).toBe('mismatch');
  });

  it('after the deadline: "QR code has expired" on the sandbox page; money arriving late is refunded in full', async () => {
    const { token, n, pay } = await order();
    ctx().clock.advance(31 * MINUTE);
    expect(await payStatus(ctx, token, pay.payNo)).toMatchObject({ state: 'closed', codeUrl: null });
    expect((await get(ctx, `/payment/sandbox/prepay?prepayId=${prepayIdOf(pay.codeUrl)}`)).json().expired).toBe(true);
    await expectRefused(async (lang) => post(ctx, '/payment/sandbox/confirm', { prepayId: prepayIdOf(pay.codeUrl) }, { lang }), '二维码已过期，请重新下单', 'QR code has expired, please place a new order');
    await expectRefused((lang) => wxPay(ctx, token, [n], lang), '订单已过期，请重新下单', 'Order has expired, please place a new order');

    // the provider says it was paid anyway (a payer at the last second): the order is expired, the money goes back
    await ctx().database.db.update(schema.paymentSandboxPrepay).set({ state: 'SUCCESS' }).where(eq(schema.paymentSandboxPrepay.outTradeNo, pay.payNo));
    const res = await postNotify(ctx, 'sandbox', await sandboxNotification(ctx, pay.payNo, pay.amount));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(token, n)).toBe(S.canceled);
    expect(await payStatus(ctx, token, pay.payNo)).toMatchObject({ state: 'reversed' });
    // refunded in full through the provider
    expect(await prepay(pay.payNo)).toMatchObject({ state: 'REFUND', refunded: pay.amount });
    const [p] = await ctx().database.db.select().from(schema.payment).where(eq(schema.payment.payNo, pay.payNo));
    const refunds = await ctx().database.db.select().from(schema.paymentRefund).where(eq(schema.paymentRefund.paymentId, p!.id));
    expect(refunds).toMatchObject([{ amount: pay.amount, status: 'success' }]);
    expect(p).toMatchObject({ status: 'reversed', refunded: pay.amount, note: 'order.expired' });
  });

  it('the sweeper finds a payment whose notification was lost, and closes QR payments past their deadline', async () => {
    const { token, n, pay } = await order();
    const other = await order();
    // the payer pays, but the notification never arrives
    const app = ctx().app;
    app.services.payment.connect({ deliver: async () => ({ status: 500, body: 'down' }) });
    try {
      expect((await sandboxConfirm(ctx, pay.codeUrl)).json()).toEqual({ state: 'SUCCESS', delivered: false });
    } finally {
      app.services.payment.connect({
        deliver: async (url, headers, body) => {
          const r = await app.inject({ method: 'POST', url, headers, payload: body });
          return { status: r.statusCode, body: r.body };
        },
      });
    }
    expect(await statusOf(token, n)).toBe(S.unpaid);
    // not due yet: the first question to the provider is a minute after the QR was opened
    await app.services.payment.sweepDue(ctx().clock.now());
    expect(await statusOf(token, n)).toBe(S.unpaid);
    ctx().clock.advance(61_000);
    const first = await app.services.payment.sweepDue(ctx().clock.now());
    expect(first.paid).toBeGreaterThanOrEqual(1);
    expect(await statusOf(token, n)).toBe(S.pendingDelivery);
    expect(await payStatus(ctx, token, pay.payNo)).toMatchObject({ state: 'paid' });
    expect(await payStatus(ctx, other.token, other.pay.payNo)).toMatchObject({ state: 'pending' });

    // the other one is never paid: at its deadline the sweeper closes it at the provider
    ctx().clock.advance(30 * MINUTE);
    const later = await app.services.payment.sweepDue(ctx().clock.now());
    expect(later.closed).toBeGreaterThanOrEqual(1);
    expect(await payStatus(ctx, other.token, other.pay.payNo)).toMatchObject({ state: 'closed' });
    expect((await prepay(other.pay.payNo)).state).toBe('CLOSED');
    await expectRefused((lang) => post(ctx, '/payment/sandbox/confirm', { prepayId: prepayIdOf(other.pay.codeUrl) }, { lang }), '二维码已过期，请重新下单');
    // a second sweep has nothing left to do
    const again = await app.services.payment.sweepDue(ctx().clock.now());
    expect(again.paid + again.closed + again.queried).toBe(0);
  });

  it('another user cannot see a payment; unknown prepay ids answer 404', async () => {
    const { pay } = await order();
    const stranger = await payer(ctx);
    expect((await get(ctx, `/p/payment/status?payNo=${pay.payNo}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await get(ctx, '/payment/sandbox/prepay?prepayId=sbxnope')).statusCode).toBe(404);
    expect((await post(ctx, '/payment/sandbox/confirm', { prepayId: 'sbxnope' })).statusCode).toBe(404);
  });
});
