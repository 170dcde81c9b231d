// A local fake of the WeChat Pay API v3 for the provider tests: an HTTP server on 127.0.0.1 with keys made here
// (node:crypto). It checks the merchant's request signatures like the real API, signs its answers with its platform
// key, keeps native orders and refunds, and makes the encrypted, signed notifications the real API would post.
import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../src/platform/clock';
import { buildV3Notification, MAX_SKEW_S, parseAuthorization, platformHeaders, requestMessage, rfc3339, verifyMessage } from '../src/modules/payment/wechatpay-v3';

export interface FakeOrder { appid: string; mchid: string; out_trade_no: string; description: string; notify_url: string; time_expire: string; amount: { total: number }; state: string; transaction_id?: string }
export interface FakeRefund { out_refund_no: string; out_trade_no: string; refund_id: string; amount: number; status: string }

export interface WechatPayFake {
  baseUrl: string;
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantKey: KeyObject;
  platformSerial: string;
  platformPublicKey: KeyObject;
  apiV3Key: string;
  orders: Map<string, FakeOrder>;
  refunds: Map<string, FakeRefund>;
  /** every request the fake took: method, path, headers, body, and whether its signature was right */
  requests: { method: string; path: string; authorization: string; body: string; signatureOk: boolean }[];
  /** answers are signed with another key (a man in the middle) */
  forgeAnswers: boolean;
  /** the payer pays: the order is SUCCESS; answers the notification the API would post */
  pay(outTradeNo: string, amount?: number): { body: string; headers: Record<string, string> };
  refundNotification(outRefundNo: string): { body: string; headers: Record<string, string> };
  /** signature headers of any body, made with the platform key (to build notifications the API would not send) */
  sign(body: string): Record<string, string>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startWechatPayFake(clock: Clock): Promise<WechatPayFake> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const evil = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const fake = {
    mchid: '1900000001',
    appid: 'wxd678efh567hg6787',
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchantKey: merchant.privateKey,
    platformSerial: randomBytes(20).toString('hex').toUpperCase(),
    platformPublicKey: platform.publicKey,
    apiV3Key: randomBytes(16).toString('hex'),
    orders: new Map<string, FakeOrder>(),
    refunds: new Map<string, FakeRefund>(),
    requests: [] as WechatPayFake['requests'],
    forgeAnswers: false,
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '/';
    const method = req.method ?? 'GET';
    const answer = (status: number, payload?: object) => {
      const text = payload === undefined ? '' : JSON.stringify(payload);
      const key = fake.forgeAnswers ? evil.privateKey : platform.privateKey;
      res.writeHead(status, { 'Content-Type': 'application/json', ...platformHeaders(key, fake.platformSerial, text, clock.now()), 'Request-ID': randomUUID() });
      res.end(text);
    };
    // the merchant's signature, as the real API checks it
    const auth = parseAuthorization(String(req.headers.authorization ?? ''));
    const signatureOk = !!auth && auth.mchid === fake.mchid && auth.serial_no === fake.merchantSerial
      && Math.abs(clock.now().getTime() / 1000 - Number(auth.timestamp)) <= MAX_SKEW_S
      && verifyMessage(merchant.publicKey, requestMessage(method, path, auth.timestamp ?? '', auth.nonce_str ?? '', body), auth.signature ?? '');
    fake.requests.push({ method, path, authorization: String(req.headers.authorization ?? ''), body, signatureOk });
    if (!signatureOk) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });

    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v3/pay/transactions/native') {
      const o = JSON.parse(body) as FakeOrder;
      if (fake.orders.has(o.out_trade_no)) return answer(400, { code: 'OUT_TRADE_NO_USED', message: '商户订单号重复' });
      fake.orders.set(o.out_trade_no, { ...o, state: 'NOTPAY' });
      return answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}` });
    }
    if (method === 'GET' && (m = path.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)\?mchid=(\d+)$/))) {
      const o = fake.orders.get(decodeURIComponent(m[1]!));
      if (!o) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return answer(200, {
        appid: o.appid, mchid: o.mchid, out_trade_no: o.out_trade_no, transaction_id: o.transaction_id, trade_type: 'NATIVE', trade_state: o.state,
        amount: o.state === 'NOTPAY' || o.state === 'CLOSED' ? undefined : { total: o.amount.total, payer_total: o.amount.total, currency: 'CNY' },
      });
    }
    if (method === 'POST' && (m = path.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/))) {
      const o = fake.orders.get(decodeURIComponent(m[1]!));
      if (!o) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (o.state === 'SUCCESS') return answer(400, { code: 'ORDERPAID', message: '订单已支付' });
      o.state = 'CLOSED';
      return answer(204);
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const r = JSON.parse(body) as { out_trade_no: string; out_refund_no: string; amount: { refund: number; total: number } };
      const o = fake.orders.get(r.out_trade_no);
      if (!o || (o.state !== 'SUCCESS' && o.state !== 'REFUND')) return answer(400, { code: 'INVALID_REQUEST', message: '订单状态不允许退款' });
      const existing = fake.refunds.get(r.out_refund_no);
      const refund = existing ?? { out_refund_no: r.out_refund_no, out_trade_no: r.out_trade_no, refund_id: `50${randomBytes(8).toString('hex')}`, amount: r.amount.refund, status: 'PROCESSING' };
      fake.refunds.set(r.out_refund_no, refund);
      o.state = 'REFUND';
      return answer(200, { refund_id: refund.refund_id, out_refund_no: refund.out_refund_no, out_trade_no: refund.out_trade_no, status: refund.status, amount: { refund: refund.amount, total: o.amount.total } });
    }
    if (method === 'GET' && (m = path.match(/^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/))) {
      const r = fake.refunds.get(decodeURIComponent(m[1]!));
      if (!r) return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return answer(200, { refund_id: r.refund_id, out_refund_no: r.out_refund_no, out_trade_no: r.out_trade_no, status: r.status });
    }
    return answer(404, { code: 'NOT_FOUND', message: 'no such path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const notification = (eventType: string, resource: object) => {
    const now = clock.now();
    const body = buildV3Notification(fake.apiV3Key, eventType, resource, now, randomUUID());
    return { body, headers: { ...platformHeaders(platform.privateKey, fake.platformSerial, body, now), 'content-type': 'application/json' } };
  };

  return {
    ...fake,
    get forgeAnswers() {
      return fake.forgeAnswers;
    },
    set forgeAnswers(v: boolean) {
      fake.forgeAnswers = v;
    },
    baseUrl: `http://127.0.0.1:${port}`,
    pay(outTradeNo, amount) {
      const o = fake.orders.get(outTradeNo);
      if (!o) throw new Error(`fake: no order ${outTradeNo}`);
      // like the real API: a closed order cannot be paid any more
      if (o.state === 'CLOSED') throw new Error(`fake: order ${outTradeNo} is closed`);
      o.state = 'SUCCESS';
      o.transaction_id = `4200${randomBytes(8).toString('hex')}`;
      return notification('TRANSACTION.SUCCESS', {
        mchid: o.mchid, appid: o.appid, out_trade_no: o.out_trade_no, transaction_id: o.transaction_id, trade_type: 'NATIVE', trade_state: 'SUCCESS',
        trade_state_desc: '支付成功', bank_type: 'CMC', success_time: rfc3339(clock.now()), payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
        amount: { total: amount ?? o.amount.total, payer_total: amount ?? o.amount.total, currency: 'CNY', payer_currency: 'CNY' },
      });
    },
    refundNotification(outRefundNo) {
      const r = fake.refunds.get(outRefundNo)!;
      r.status = 'SUCCESS';
      return notification('REFUND.SUCCESS', {
        mchid: fake.mchid, out_trade_no: r.out_trade_no, transaction_id: 'x', out_refund_no: r.out_refund_no, refund_id: r.refund_id,
        refund_status: 'SUCCESS', success_time: rfc3339(clock.now()), amount: { total: r.amount, refund: r.amount, payer_total: r.amount, payer_refund: r.amount },
      });
    },
    sign: (body) => platformHeaders(platform.privateKey, fake.platformSerial, body, clock.now()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
