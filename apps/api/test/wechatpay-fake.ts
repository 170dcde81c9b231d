// A local fake of the WeChat Pay API v3 for the provider tests: an HTTP server on 127.0.0.1 with keys made here
// (node:crypto). It checks the merchant's request signatures like the real API, signs its answers with its current
// platform key, keeps native orders and refunds, hands out its platform certificates at GET /v3/certificates
// (AES-256-GCM encrypted with the APIv3 key), decrypts sensitive fields with the key a request's Wechatpay-Serial
// names, and makes the encrypted, signed notifications the real API would post. rotate() plays a certificate
// rotation: a new certificate is listed and signs from then on, the old one stays listed until it expires.
import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../src/platform/clock';
import {
  buildV3Notification, decryptSensitive, encryptResource, MAX_SKEW_S, parseAuthorization, platformHeaders, requestMessage, rfc3339, verifyMessage,
} from '../src/modules/payment/wechatpay-v3';
import { makeCertificate } from './wechatpay-fake-cert';

export interface FakeOrder { appid: string; mchid: string; out_trade_no: string; description: string; notify_url: string; time_expire: string; amount: { total: number }; state: string; transaction_id?: string }
export interface FakeRefund { out_refund_no: string; out_trade_no: string; refund_id: string; amount: number; status: string; reason?: string }

/** A platform key of the fake: a certificate (listed at /v3/certificates while published) or the public key. */
export interface FakePlatformKey {
  serial: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** null for the WeChat Pay public key (id PUB_KEY_ID_...) */
  certPem: string | null;
  effective: Date;
  expires: Date;
  published: boolean;
}

export interface WechatPayFake {
  baseUrl: string;
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantKey: KeyObject;
  /** the first platform certificate (the one a merchant would have configured) */
  platformSerial: string;
  platformPublicKey: KeyObject;
  platformCertPem: string;
  /** every platform key of the fake */
  keys: FakePlatformKey[];
  /** the serial of the key that signs answers, notifications and the certificate list */
  signingSerial: string;
  apiV3Key: string;
  orders: Map<string, FakeOrder>;
  refunds: Map<string, FakeRefund>;
  /** sensitive fields the fake decrypted (POST /v3/profitsharing/receivers/add) */
  receivers: { name: string; serial: string }[];
  /** every request the fake took: method, path, headers, body, and whether its signature was right */
  requests: { method: string; path: string; authorization: string; headers: IncomingHttpHeaders; body: string; signatureOk: boolean }[];
  /** answers are signed with another key (a man in the middle) */
  forgeAnswers: boolean;
  /** the certificate list is encrypted with another APIv3 key (it did not come from WeChat Pay) */
  certificatesWrongApiV3Key: boolean;
  /** a new platform certificate, listed and signing from now on; the old ones stay listed */
  rotate(opts?: { validMs?: number }): FakePlatformKey;
  /** the WeChat Pay public key (not listed at /v3/certificates); `sign` true makes it the signing key */
  addPublicKey(sign?: boolean): FakePlatformKey;
  /** the payer pays: the order is SUCCESS; answers the notification the API would post */
  pay(outTradeNo: string, amount?: number): { body: string; headers: Record<string, string> };
  refundNotification(outRefundNo: string): { body: string; headers: Record<string, string> };
  /** signature headers of any body, made with the signing key (or the key of `serial`) */
  sign(body: string, serial?: string): Record<string, string>;
  /** how many times /v3/certificates was asked */
  certificateDownloads(): number;
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

const YEAR = 365 * 24 * 3600_000;
/** a certificate serial: 20 bytes of hex, the first below 0x80 (a positive DER integer) */
const newSerial = () => {
  const b = randomBytes(20);
  b[0] = (b[0]! & 0x7f) | 0x10;
  return b.toString('hex').toUpperCase();
};

export async function startWechatPayFake(clock: Clock): Promise<WechatPayFake> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const evil = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificateKey = (validMs = 5 * YEAR): FakePlatformKey => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const serial = newSerial();
    const effective = new Date(clock.now().getTime() - 60_000);
    const expires = new Date(effective.getTime() + validMs);
    const certPem = makeCertificate({ serialHex: serial, publicKey: pair.publicKey, signer: pair.privateKey, from: effective, to: expires });
    return { serial, privateKey: pair.privateKey, publicKey: pair.publicKey, certPem, effective, expires, published: true };
  };
  const first = certificateKey();
  const keyOf = (serial: string) => fake.keys.find((k) => k.serial === serial);
  const signing = () => keyOf(fake.signingSerial)!;
  let downloads = 0;

  const fake: WechatPayFake = {
    baseUrl: '',
    mchid: '1900000001',
    appid: 'wxd678efh567hg6787',
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchantKey: merchant.privateKey,
    platformSerial: first.serial,
    platformPublicKey: first.publicKey,
    platformCertPem: first.certPem!,
    keys: [first],
    signingSerial: first.serial,
    apiV3Key: randomBytes(16).toString('hex'),
    orders: new Map<string, FakeOrder>(),
    refunds: new Map<string, FakeRefund>(),
    receivers: [],
    requests: [],
    forgeAnswers: false,
    certificatesWrongApiV3Key: false,
    rotate(opts = {}) {
      const k = certificateKey(opts.validMs);
      fake.keys.push(k);
      fake.signingSerial = k.serial;
      return k;
    },
    addPublicKey(sign = false) {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const k: FakePlatformKey = {
        serial: `PUB_KEY_ID_0119${randomBytes(12).toString('hex').toUpperCase()}`, privateKey: pair.privateKey, publicKey: pair.publicKey, certPem: null,
        effective: clock.now(), expires: new Date(clock.now().getTime() + 20 * YEAR), published: false,
      };
      fake.keys.push(k);
      if (sign) fake.signingSerial = k.serial;
      return k;
    },
    pay: () => { throw new Error('not started'); },
    refundNotification: () => { throw new Error('not started'); },
    sign: (body, serial) => {
      const k = serial ? keyOf(serial)! : signing();
      return platformHeaders(k.privateKey, k.serial, body, clock.now());
    },
    certificateDownloads: () => downloads,
    close: async () => undefined,
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '/';
    const method = req.method ?? 'GET';
    const answer = (status: number, payload?: object) => {
      const text = payload === undefined ? '' : JSON.stringify(payload);
      const key = fake.forgeAnswers ? evil.privateKey : signing().privateKey;
      res.writeHead(status, { 'Content-Type': 'application/json', ...platformHeaders(key, fake.signingSerial, text, clock.now()), 'Request-ID': randomUUID() });
      res.end(text);
    };
    // the merchant's signature, as the real API checks it
    const auth = parseAuthorization(String(req.headers.authorization ?? ''));
    const signatureOk = !!auth && auth.mchid === fake.mchid && auth.serial_no === fake.merchantSerial
      && Math.abs(clock.now().getTime() / 1000 - Number(auth.timestamp)) <= MAX_SKEW_S
      && verifyMessage(merchant.publicKey, requestMessage(method, path, auth.timestamp ?? '', auth.nonce_str ?? '', body), auth.signature ?? '');
    fake.requests.push({ method, path, authorization: String(req.headers.authorization ?? ''), headers: req.headers, body, signatureOk });
    if (!signatureOk) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });

    if (method === 'GET' && path === '/v3/certificates') {
      downloads += 1;
      const v3Key = fake.certificatesWrongApiV3Key ? randomBytes(16).toString('hex') : fake.apiV3Key;
      return answer(200, {
        data: fake.keys.filter((k) => k.published && k.certPem && k.expires > clock.now()).map((k) => ({
          serial_no: k.serial, effective_time: rfc3339(k.effective), expire_time: rfc3339(k.expires),
          encrypt_certificate: (({ algorithm, nonce, associated_data, ciphertext }) => ({ algorithm, nonce, associated_data, ciphertext }))(encryptResource(v3Key, k.certPem!, 'certificate', 'certificate')),
        })),
      });
    }
    if (method === 'POST' && path === '/v3/profitsharing/receivers/add') {
      // sensitive fields are encrypted with the platform key the request names; without the header WeChat Pay refuses
      const serial = String(req.headers['wechatpay-serial'] ?? '');
      const k = keyOf(serial);
      if (!k) return answer(400, { code: 'PARAM_ERROR', message: serial ? '平台证书序列号不存在' : '缺少Wechatpay-Serial' });
      const r = JSON.parse(body) as { account: string; name: string; type: string; relation_type: string };
      let name: string;
      try {
        name = decryptSensitive(k.privateKey, r.name);
      } catch {
        return answer(400, { code: 'PARAM_ERROR', message: '敏感信息解密失败' });
      }
      fake.receivers.push({ name, serial });
      return answer(200, { type: r.type, account: r.account, relation_type: r.relation_type });
    }

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
      const r = JSON.parse(body) as { out_trade_no: string; out_refund_no: string; reason?: string; amount: { refund: number; total: number } };
      const o = fake.orders.get(r.out_trade_no);
      if (!o || (o.state !== 'SUCCESS' && o.state !== 'REFUND')) return answer(400, { code: 'INVALID_REQUEST', message: '订单状态不允许退款' });
      const existing = fake.refunds.get(r.out_refund_no);
      const refund = existing ?? { out_refund_no: r.out_refund_no, out_trade_no: r.out_trade_no, refund_id: `50${randomBytes(8).toString('hex')}`, amount: r.amount.refund, status: 'PROCESSING', reason: r.reason };
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
    return { body, headers: { ...fake.sign(body), 'content-type': 'application/json' } };
  };

  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}`,
    pay(outTradeNo: string, amount?: number) {
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
    refundNotification(outRefundNo: string) {
      const r = fake.refunds.get(outRefundNo)!;
      r.status = 'SUCCESS';
      return notification('REFUND.SUCCESS', {
        mchid: fake.mchid, out_trade_no: r.out_trade_no, transaction_id: 'x', out_refund_no: r.out_refund_no, refund_id: r.refund_id,
        refund_status: 'SUCCESS', success_time: rfc3339(clock.now()), amount: { total: r.amount, refund: r.amount, payer_total: r.amount, payer_refund: r.amount },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
