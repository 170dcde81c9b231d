// Cancelling an order closes its open QR payment at the provider at once, so the canceled order cannot be paid: the
// sandbox's pay page answers 'QR code has expired' and WeChat Pay (the local fake) gets the close call. An order that
// expires has its QR closed by the same sweep.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS } from '@mall/shared';
import { wechatPayProvider } from '../src/modules/payment/wechatpay-provider';
import { buildApp } from '../src/server';
import { expectRefused, post, put } from './account-helpers';
import { describeEachEngine, type TestContext } from './harness';
import { detail, freshSkus, placeOrder } from './order-helpers';
import { MINUTE, payer, payStatus, sandboxConfirm, wxPay } from './payment-helpers';
import { startWechatPayFake, type WechatPayFake } from './wechatpay-fake';

describeEachEngine('hardening: a canceled order\'s QR is closed at the provider', (ctx) => {
  const prepay = async (payNo: string) => (await ctx().database.db.select().from(schema.paymentSandboxPrepay).where(eq(schema.paymentSandboxPrepay.outTradeNo, payNo)))[0]!;
  const qrOrder = async (c: () => TestContext = ctx) => {
    const u = await payer(c);
    const [s] = await freshSkus(c, 1, { price: 1500 });
    const n = await placeOrder(c, u.token, s!);
    const res = await wxPay(c, u.token, [n]);
    expect(res.statusCode, res.body).toBe(200);
    return { ...u, n, pay: res.json() as { payNo: string; codeUrl: string; amount: number } };
  };

  it('the buyer cancels: the sandbox QR is closed at once and its pay page refuses (zh/en); nothing is paid', async () => {
    const { token, n, pay } = await qrOrder();
    expect((await put(ctx, `/p/myOrder/cancel/${n}`, {}, { token })).statusCode).toBe(200);
    expect((await prepay(pay.payNo)).state).toBe('CLOSED');
    expect(await payStatus(ctx, token, pay.payNo)).toMatchObject({ state: 'closed', codeUrl: null });
    await expectRefused((lang) => post(ctx, '/payment/sandbox/confirm', { prepayId: new URL(pay.codeUrl, 'http://x').searchParams.get('prepayId') }, { lang }),
      '二维码已过期，请重新下单', 'QR code has expired, please place a new order');
    expect((await detail(ctx, token, n)).json()).toMatchObject({ status: ORDER_STATUS.canceled, payTime: null });
  });

  it('an order that expires: the same sweep closes its QR; the pay page refuses', async () => {
    const { token, n, pay } = await qrOrder();
    ctx().clock.advance(31 * MINUTE);
    for (const s of ctx().app.services.sweepers) await s.run(ctx().clock.now());
    expect((await detail(ctx, token, n)).json().status).toBe(ORDER_STATUS.canceled);
    expect((await prepay(pay.payNo)).state).toBe('CLOSED');
    expect((await sandboxConfirm(ctx, pay.codeUrl)).statusCode).toBe(400);
  });

  describeWechat(ctx);
});

/** The same with WeChat Pay API v3 (the local fake): the mall calls POST /v3/pay/transactions/out-trade-no/{no}/close. */
function describeWechat(ctx: () => TestContext) {
  let fake: WechatPayFake;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startWechatPayFake(ctx().clock);
    const provider = wechatPayProvider({
      mchid: fake.mchid, appid: fake.appid, serialNo: fake.merchantSerial, privateKey: fake.merchantKey, apiV3Key: fake.apiV3Key,
      platformKeys: new Map([[fake.platformSerial, fake.platformPublicKey]]), baseUrl: fake.baseUrl, clock: ctx().clock,
    });
    app = await buildApp({
      database: ctx().database, uploadsDir: '/nonexistent', mode: 'test', clock: ctx().clock,
      payment: { kind: 'custom', provider, notifyUrl: 'https://mall.example.com/shop-api/payment/notify/wechatpay' },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('WeChat Pay: the buyer cancels, the close call reaches the provider, the payer can no longer pay', async () => {
    const inApp = () => ({ ...ctx(), app });
    const u = await payer(inApp);
    const [s] = await freshSkus(inApp, 1, { price: 900 });
    const n = await placeOrder(inApp, u.token, s!);
    const pay = (await wxPay(inApp, u.token, [n])).json();
    expect(fake.orders.get(pay.payNo)!.state).toBe('NOTPAY');
    expect((await put(inApp, `/p/myOrder/cancel/${n}`, {}, { token: u.token })).statusCode).toBe(200);
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v3/pay/transactions/out-trade-no/${pay.payNo}/close` && r.signatureOk)).toBe(true);
    expect(fake.orders.get(pay.payNo)!.state).toBe('CLOSED');
    expect(() => fake.pay(pay.payNo)).toThrow(/closed/);
    expect(await payStatus(inApp, u.token, pay.payNo)).toMatchObject({ state: 'closed' });
  });
}
