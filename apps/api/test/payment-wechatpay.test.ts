// The WeChat Pay API v3 provider against a local fake of the API (wechatpay-fake.ts): request signing, verification
// of the platform's signatures on answers and notifications, AES-256-GCM decryption of notification resources,
// order query, close and refunds; then the mall built with this provider: QR payment, notification, sweeper query,
// refund finished by the sweeper, and a QR closed at its deadline.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { ORDER_STATUS } from '@mall/shared';
import { ManualClock } from '../src/platform/clock';
import { NotifyRejected, ProviderError, type PaymentProvider } from '../src/modules/payment/provider';
import { wechatPayProvider } from '../src/modules/payment/wechatpay-provider';
import { AUTH_SCHEMA, decryptResource, encryptResource, platformHeaders } from '../src/modules/payment/wechatpay-v3';
import { get, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { detail, freshSkus, placeOrder } from './order-helpers';
import { MINUTE, payer } from './payment-helpers';
import { startWechatPayFake, type WechatPayFake } from './wechatpay-fake';
import { useMallWithWechatPay } from './wechatpay-mall';

const providerOf = (fake: WechatPayFake, clock: ManualClock, over: Partial<Parameters<typeof wechatPayProvider>[0]> = {}) =>
  wechatPayProvider({
    mchid: fake.mchid, appid: fake.appid, serialNo: fake.merchantSerial, privateKey: fake.merchantKey, apiV3Key: fake.apiV3Key,
    platformKeys: new Map([[fake.platformSerial, fake.platformPublicKey]]), baseUrl: fake.baseUrl, clock, ...over,
  });

describe('WeChat Pay v3 provider against a local fake', () => {
  const clock = new ManualClock(new Date());
  let fake: WechatPayFake;
  let provider: PaymentProvider;
  beforeAll(async () => {
    fake = await startWechatPayFake(clock);
    provider = providerOf(fake, clock);
  });
  afterAll(() => fake.close());

  it('signs requests (SHA256-RSA, WECHATPAY2-SHA256-RSA2048 header) and opens a native order', async () => {
    const expiresAt = new Date(clock.now().getTime() + 30 * MINUTE);
    const { codeUrl } = await provider.createNative({ outTradeNo: 'P1001', description: '测试商品', amount: 1800, notifyUrl: 'https://mall.example.com/n', expiresAt });
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const req = fake.requests.at(-1)!;
    expect(req.signatureOk).toBe(true);
    expect(req.authorization).toMatch(new RegExp(`^${AUTH_SCHEMA} mchid="${fake.mchid}",nonce_str="[0-9A-F]{32}",signature="[A-Za-z0-9+/=]+",timestamp="\\d+",serial_no="${fake.merchantSerial}"$`));
    expect(JSON.parse(req.body)).toMatchObject({
      appid: fake.appid, mchid: fake.mchid, out_trade_no: 'P1001', notify_url: 'https://mall.example.com/n', amount: { total: 1800, currency: 'CNY' },
      time_expire: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/),
    });
  });

  it('queries (NOTPAY, SUCCESS, unknown), closes and refunds', async () => {
    await provider.createNative({ outTradeNo: 'P1002', description: 'x', amount: 500, notifyUrl: 'https://m/n', expiresAt: new Date(clock.now().getTime() + MINUTE) });
    expect(await provider.query('P1002')).toMatchObject({ state: 'NOTPAY', amount: null });
    fake.pay('P1002');
    expect(await provider.query('P1002')).toMatchObject({ state: 'SUCCESS', amount: 500, transactionId: expect.stringMatching(/^4200/) });
    expect(await provider.query('NOPE')).toMatchObject({ state: 'NOTFOUND' });
    const refund = await provider.refund({ outTradeNo: 'P1002', outRefundNo: 'R1', amount: 200, total: 500, reason: '退货', notifyUrl: 'https://m/n' });
    expect(refund).toMatchObject({ outRefundNo: 'R1', state: 'PROCESSING', refundId: expect.any(String) });
    expect(await provider.queryRefund('R1')).toMatchObject({ state: 'PROCESSING' });
    await provider.createNative({ outTradeNo: 'P1003', description: 'x', amount: 500, notifyUrl: 'https://m/n', expiresAt: new Date(clock.now().getTime() + MINUTE) });
    await provider.close('P1003');
    expect(await provider.query('P1003')).toMatchObject({ state: 'CLOSED' });
    expect(fake.requests.every((r) => r.signatureOk)).toBe(true);
  });

  it('does not trust answers with a wrong platform signature, and reports refused requests', async () => {
    fake.forgeAnswers = true;
    try {
      await expect(provider.query('P1002')).rejects.toThrow(/not trusted: bad signature/);
    } finally {
      fake.forgeAnswers = false;
    }
    const wrongMerchant = providerOf(fake, clock, { privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey });
    const err = await wrongMerchant.query('P1002').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ status: 401, code: 'SIGN_ERROR' });
    const down = providerOf(fake, clock, { baseUrl: 'http://127.0.0.1:9' });
    await expect(down.query('P1')).rejects.toBeInstanceOf(ProviderError);
  });

  it('verifies and decrypts notifications; refuses forged, tampered, stale or foreign ones', async () => {
    await provider.createNative({ outTradeNo: 'P1004', description: 'x', amount: 990, notifyUrl: 'https://m/n', expiresAt: new Date(clock.now().getTime() + MINUTE) });
    const note = fake.pay('P1004');
    const parsed = await provider.parseNotify(note);
    expect(parsed).toMatchObject({ kind: 'transaction', eventType: 'TRANSACTION.SUCCESS', transaction: { outTradeNo: 'P1004', state: 'SUCCESS', amount: 990 } });

    const reject = async (n: { body: string; headers: Record<string, string> }, reason: RegExp) => {
      const err = await provider.parseNotify(n).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NotifyRejected);
      expect((err as NotifyRejected).reason).toMatch(reason);
    };
    await reject({ ...note, body: note.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCES5"') }, /bad signature/);
    await reject({ ...note, headers: { ...note.headers, 'Wechatpay-Serial': 'OTHER' } }, /unknown platform serial/);
    await reject({ body: note.body, headers: {} }, /missing/);
    const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await reject({ body: note.body, headers: platformHeaders(foreign.privateKey, fake.platformSerial, note.body, clock.now()) }, /bad signature/);
    // a correctly signed body whose resource was encrypted with another APIv3 key
    const other = JSON.parse(note.body);
    other.resource = encryptResource('0123456789abcdef0123456789abcdef', '{"out_trade_no":"P1004"}', 'transaction', 'transaction');
    const otherBody = JSON.stringify(other);
    await reject({ body: otherBody, headers: fake.sign(otherBody) }, /cannot be decrypted/);
    await reject({ body: '{"id":"x"}', headers: fake.sign('{"id":"x"}') }, /malformed/);
    clock.advance(6 * MINUTE);
    await reject(note, /stale/);
  });

  it('AES-256-GCM: round trip; a changed ciphertext or associated data fails', () => {
    const key = 'abcdefghijabcdefghijabcdefghij12';
    const r = encryptResource(key, '{"a":1}', 'transaction', 'transaction');
    expect(decryptResource(key, r)).toBe('{"a":1}');
    const flipped = Buffer.from(r.ciphertext, 'base64');
    flipped[0]! ^= 1;
    expect(() => decryptResource(key, { ...r, ciphertext: flipped.toString('base64') })).toThrow();
    expect(() => decryptResource(key, { ...r, associated_data: 'refund' })).toThrow();
    expect(() => decryptResource('short', r)).toThrow();
  });
});

describeEachEngine('payment: the mall with the WeChat Pay v3 provider (local fake)', (ctx) => {
  let fake: WechatPayFake;
  let app: FastifyInstance;
  useMallWithWechatPay(ctx, (f, clock) => providerOf(f, clock), (f, a) => {
    fake = f;
    app = a;
  });
  const inApp = () => ({ ...ctx(), app });
  const wx = (token: string, n: string) => post(inApp, '/p/payment/wxNativePay', { orderNumbers: [n] }, { token });
  const notify = (n: { body: string; headers: Record<string, string> }) => app.inject({ method: 'POST', url: '/shop-api/payment/notify/wechatpay', headers: n.headers, payload: n.body });
  const statusOf = async (token: string, n: string) => (await detail(inApp, token, n)).json().status;
  const paymentRow = async (payNo: string) => (await ctx().database.db.select().from(schema.payment).where(eq(schema.payment.payNo, payNo)))[0]!;

  it('QR payment: the provider\'s notification pays the order once; a forged one is refused', async () => {
    const u = await payer(inApp);
    const [s] = await freshSkus(inApp, 1, { price: 1200 });
    const n = await placeOrder(inApp, u.token, s!);
    const res = await wx(u.token, n);
    expect(res.statusCode, res.body).toBe(200);
    const pay = res.json();
    expect(pay).toMatchObject({ sandbox: false, state: 'pending', codeUrl: expect.stringMatching(/^weixin:\/\//) });
    expect(fake.orders.get(pay.payNo)).toMatchObject({ amount: { total: pay.amount }, notify_url: 'https://mall.example.com/shop-api/payment/notify/wechatpay' });
    // the sandbox's page is not there with a real provider
    expect((await get(inApp, '/payment/sandbox/prepay?prepayId=x')).statusCode).toBe(404);

    const note = fake.pay(pay.payNo);
    const forged = { ...note, body: note.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') };
    expect((await notify(forged)).statusCode).toBe(401);
    expect(await statusOf(u.token, n)).toBe(ORDER_STATUS.unpaid);
    const acks = await Promise.all([notify(note), notify(note)]);
    expect(acks.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(acks[0]!.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await statusOf(u.token, n)).toBe(ORDER_STATUS.pendingDelivery);
    expect(await paymentRow(pay.payNo)).toMatchObject({ status: 'paid', transactionId: fake.orders.get(pay.payNo)!.transaction_id });
    // the notification for an amount other than the payment's is refused
    const [s2] = await freshSkus(inApp, 1, { price: 1300 });
    const n2 = await placeOrder(inApp, u.token, s2!);
    const pay2 = (await wx(u.token, n2)).json();
    expect((await notify(fake.pay(pay2.payNo, pay2.amount + 100))).statusCode).toBe(400);
    expect(await statusOf(u.token, n2)).toBe(ORDER_STATUS.unpaid);
  });

  it('the sweeper queries the provider for a payment without notification; a provider refund finishes via the sweeper', async () => {
    const u = await payer(inApp);
    const [s] = await freshSkus(inApp, 1, { price: 1500 });
    const n = await placeOrder(inApp, u.token, s!);
    const pay = (await wx(u.token, n)).json();
    fake.pay(pay.payNo); // paid, but the notification is lost
    ctx().clock.advance(61_000);
    const swept = await app.services.payment.sweepDue(ctx().clock.now());
    expect(swept.paid).toBeGreaterThanOrEqual(1);
    expect(await statusOf(u.token, n)).toBe(ORDER_STATUS.pendingDelivery);

    const found = await app.services.payment.paymentOfOrder(n);
    const r = await app.services.payment.refund(found!.paymentId, 500, '部分退款');
    expect(r.status).toBe('processing');
    expect(fake.refunds.get(r.refundNo)).toMatchObject({ amount: 500, status: 'PROCESSING' });
    fake.refunds.get(r.refundNo)!.status = 'SUCCESS';
    ctx().clock.advance(3 * MINUTE);
    const later = await app.services.payment.sweepDue(ctx().clock.now());
    expect(later.refundsChecked).toBeGreaterThanOrEqual(1);
    const [row] = await ctx().database.db.select().from(schema.paymentRefund).where(eq(schema.paymentRefund.refundNo, r.refundNo));
    expect(row).toMatchObject({ status: 'success', providerRefundId: fake.refunds.get(r.refundNo)!.refund_id });

    // a second refund is finished by the provider's refund notification
    const r2 = await app.services.payment.refund(found!.paymentId, 100);
    expect((await notify(fake.refundNotification(r2.refundNo))).statusCode).toBe(200);
    const [row2] = await ctx().database.db.select().from(schema.paymentRefund).where(eq(schema.paymentRefund.refundNo, r2.refundNo));
    expect(row2!.status).toBe('success');
  });

  it('a QR payment nobody pays is closed at the provider at its deadline', async () => {
    const u = await payer(inApp);
    const [s] = await freshSkus(inApp, 1);
    const n = await placeOrder(inApp, u.token, s!);
    const pay = (await wx(u.token, n)).json();
    ctx().clock.advance(31 * MINUTE);
    await app.services.payment.sweepDue(ctx().clock.now());
    expect(fake.orders.get(pay.payNo)!.state).toBe('CLOSED');
    expect(await paymentRow(pay.payNo)).toMatchObject({ status: 'closed' });
  });
});
