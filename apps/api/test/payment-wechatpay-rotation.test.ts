// WeChat Pay platform keys (wechatpay-certificates.ts) against the local fake: several keys held by serial, the
// certificates downloaded from /v3/certificates (decrypted with the APIv3 key, the list's own signature checked), a
// rotation (the fake signs with the old certificate, then the new one) during which notifications and answers signed
// by either are accepted, an unknown serial downloading once (at most once a minute), expired certificates dropped,
// the WeChat Pay public key (PUB_KEY_ID_...), Wechatpay-Serial on requests with encrypted fields, and the
// configuration from the environment (an empty WECHATPAY_PLATFORM_SERIAL stops the start).
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@mall/shared';
import { ManualClock } from '../src/platform/clock';
import { NotifyRejected } from '../src/modules/payment/provider';
import { paymentSetupFromEnv, WechatPayConfigError } from '../src/modules/payment/setup';
import { MIN_REFRESH_MS, platformKeysFromPem } from '../src/modules/payment/wechatpay-certificates';
import { wechatPayProvider, type WechatPayConfig, type WechatPayProvider } from '../src/modules/payment/wechatpay-provider';
import { post } from './account-helpers';
import { describeEachEngine } from './harness';
import { detail, freshSkus, placeOrder } from './order-helpers';
import { MINUTE, payer } from './payment-helpers';
import { startWechatPayFake, type WechatPayFake } from './wechatpay-fake';
import { useMallWithWechatPay } from './wechatpay-mall';

/** A provider configured with the fake's first platform certificate (the merchant's download from the console). */
const providerOf = (fake: WechatPayFake, clock: ManualClock, over: Partial<WechatPayConfig> = {}): WechatPayProvider =>
  wechatPayProvider({
    mchid: fake.mchid, appid: fake.appid, serialNo: fake.merchantSerial, privateKey: fake.merchantKey, apiV3Key: fake.apiV3Key,
    platformKeys: platformKeysFromPem(fake.platformCertPem), baseUrl: fake.baseUrl, clock, ...over,
  });

const native = (p: WechatPayProvider, clock: ManualClock, outTradeNo: string) =>
  p.createNative({ outTradeNo, description: '测试商品', amount: 990, notifyUrl: 'https://mall.example.com/n', expiresAt: new Date(clock.now().getTime() + 30 * MINUTE) });

const rejection = async (p: WechatPayProvider, n: { body: string; headers: Record<string, string> }) => {
  const err = await p.parseNotify(n).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(NotifyRejected);
  return (err as NotifyRejected).reason;
};

describe('WeChat Pay platform certificates: rotation', () => {
  const clock = new ManualClock(new Date());
  let fake: WechatPayFake;
  beforeAll(async () => {
    fake = await startWechatPayFake(clock);
  });
  afterAll(() => fake.close());

  it('a notification signed by the new certificate is accepted after one download; answers signed by either key verify', async () => {
    const provider = providerOf(fake, clock);
    await native(provider, clock, 'ROT1');
    expect(fake.certificateDownloads()).toBe(0); // the configured certificate signed: nothing to download
    const old = fake.signingSerial;
    const next = fake.rotate();
    const note = fake.pay('ROT1');
    expect(note.headers['Wechatpay-Serial']).toBe(next.serial);

    expect(await provider.parseNotify(note)).toMatchObject({ kind: 'transaction', transaction: { outTradeNo: 'ROT1', state: 'SUCCESS' } });
    expect(fake.certificateDownloads()).toBe(1);
    expect(provider.certificates.list(clock.now()).map((k) => k.serial).sort()).toEqual([old, next.serial].sort());
    // answers: signed by the new key, then by the old one (both listed during the rotation); no further download
    expect(await provider.query('ROT1')).toMatchObject({ state: 'SUCCESS' });
    fake.signingSerial = old;
    expect(await provider.query('ROT1')).toMatchObject({ state: 'SUCCESS' });
    fake.signingSerial = next.serial;
    // a notification signed by the old key (sent before the switch, retried later) is accepted too
    expect(await provider.parseNotify({ body: note.body, headers: fake.sign(note.body, old) })).toMatchObject({ kind: 'transaction' });
    expect(fake.certificateDownloads()).toBe(1);
  });

  it('an unknown serial downloads once (racing notifications share it), at most once a minute, then is refused', async () => {
    const provider = providerOf(fake, clock);
    const body = '{"id":"x","event_type":"TRANSACTION.SUCCESS"}';
    const forged = { body, headers: { ...fake.sign(body), 'Wechatpay-Serial': '7777777777777777777777777777777777777777' } };
    const before = fake.certificateDownloads();
    const reasons = await Promise.all([1, 2, 3, 4, 5].map(() => rejection(provider, forged)));
    expect(reasons.every((r) => /unknown platform serial 7777/.test(r))).toBe(true);
    expect(fake.certificateDownloads()).toBe(before + 1);
    clock.advance(MIN_REFRESH_MS - 1000);
    expect(await rejection(provider, { body, headers: { ...forged.headers, ...timestampOf(fake, body) } })).toMatch(/unknown platform serial/);
    expect(fake.certificateDownloads()).toBe(before + 1);
    clock.advance(2000);
    expect(await rejection(provider, { body, headers: { ...forged.headers, ...timestampOf(fake, body) } })).toMatch(/unknown platform serial/);
    expect(fake.certificateDownloads()).toBe(before + 2);
    // a stale or incomplete notification never makes a download
    expect(await rejection(provider, { body, headers: { 'Wechatpay-Serial': 'X' } })).toMatch(/missing/);
    clock.advance(6 * MINUTE);
    const stale = { body, headers: forged.headers };
    expect(await rejection(provider, stale)).toMatch(/stale/);
    expect(fake.certificateDownloads()).toBe(before + 2);
  });

  it('with no key configured, the first download is checked with the certificate the list names', async () => {
    const provider = providerOf(fake, clock, { platformKeys: [] });
    await native(provider, clock, 'ROT2');
    expect(provider.certificates.list(clock.now()).map((k) => k.source)).toEqual(expect.arrayContaining(['downloaded']));
    expect(await provider.parseNotify(fake.pay('ROT2'))).toMatchObject({ transaction: { outTradeNo: 'ROT2' } });
  });

  it('a certificate list that did not come from WeChat Pay changes nothing', async () => {
    const provider = providerOf(fake, clock, { platformKeys: [] });
    const known = async () => provider.certificates.list(clock.now()).map((k) => k.serial).sort();
    fake.certificatesWrongApiV3Key = true;
    try {
      await expect(provider.certificates.refresh(clock.now())).rejects.toThrow(/cannot be decrypted with the APIv3 key/);
    } finally {
      fake.certificatesWrongApiV3Key = false;
    }
    expect(await known()).toEqual([]);
    fake.forgeAnswers = true; // signed by another key under the serial of a listed certificate
    try {
      await expect(provider.certificates.refresh(clock.now())).rejects.toThrow(/certificates answer not trusted: bad signature/);
    } finally {
      fake.forgeAnswers = false;
    }
    expect(await known()).toEqual([]);
    const r = await provider.certificates.refresh(clock.now());
    expect(r.added.length).toBeGreaterThanOrEqual(2);
    expect(await known()).toEqual(r.serials.sort());
  });

  it('the periodic download (main.ts) learns a new certificate before it signs; an expired one is dropped', async () => {
    const provider = providerOf(fake, clock);
    const current = fake.signingSerial;
    const short = fake.rotate({ validMs: 30 * MINUTE });
    fake.signingSerial = current; // listed, not yet signing
    const r = await provider.certificates.refresh(clock.now());
    expect(r.added).toContain(short.serial);
    const downloads = fake.certificateDownloads();
    fake.signingSerial = short.serial;
    const body = '{"id":"a","event_type":"TRANSACTION.SUCCESS"}';
    expect(await rejection(provider, { body, headers: fake.sign(body) })).toMatch(/malformed/); // signature accepted
    expect(fake.certificateDownloads()).toBe(downloads);
    clock.advance(31 * MINUTE); // the short certificate expired: no longer trusted, and no longer listed
    expect(provider.certificates.keyOf(short.serial, clock.now())).toBeUndefined();
    expect(await rejection(provider, { body, headers: fake.sign(body) })).toMatch(new RegExp(`unknown platform serial ${short.serial}`));
    fake.signingSerial = current;
  });

  it('sensitive fields are encrypted with the newest certificate in effect, which Wechatpay-Serial names', async () => {
    const provider = providerOf(fake, clock);
    const add = (name: string) => provider.encryptedPost<{ account: string }>('/v3/profitsharing/receivers/add', (encrypt) => ({
      appid: fake.appid, type: 'PERSONAL_OPENID', account: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', name: encrypt(name), relation_type: 'USER',
    }));
    expect(await add('张三')).toMatchObject({ account: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(fake.receivers.at(-1)).toEqual({ name: '张三', serial: fake.platformSerial });
    const sent = fake.requests.filter((q) => q.path === '/v3/profitsharing/receivers/add').at(-1)!;
    expect(sent.headers['wechatpay-serial']).toBe(fake.platformSerial);
    expect(sent.body).not.toContain('张三');

    const next = fake.rotate();
    await provider.certificates.refresh(clock.now());
    await add('李四');
    expect(fake.receivers.at(-1)).toEqual({ name: '李四', serial: next.serial });
    // a request without the header is refused by WeChat Pay (the fake does the same)
    expect(fake.requests.filter((q) => q.path === '/v3/profitsharing/receivers/add').every((q) => q.headers['wechatpay-serial'])).toBe(true);
  });

  it('the WeChat Pay public key (PUB_KEY_ID_...) verifies what it signs and encrypts, alone or beside downloaded certificates', async () => {
    const pub = fake.addPublicKey();
    const pem = pub.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const alone = providerOf(fake, clock, { platformKeys: platformKeysFromPem(pem, pub.serial), downloadCertificates: false });
    const previous = fake.signingSerial;
    fake.signingSerial = pub.serial;
    try {
      const downloads = fake.certificateDownloads();
      await native(alone, clock, 'ROT3');
      expect(await alone.parseNotify(fake.pay('ROT3'))).toMatchObject({ transaction: { outTradeNo: 'ROT3' } });
      await alone.encryptedPost('/v3/profitsharing/receivers/add', (encrypt) => ({ type: 'PERSONAL_OPENID', account: 'o1', name: encrypt('王五'), relation_type: 'USER' }));
      expect(fake.receivers.at(-1)).toEqual({ name: '王五', serial: pub.serial });
      expect(fake.certificateDownloads()).toBe(downloads); // download off
      // a certificate signature: refused without a download
      fake.signingSerial = previous;
      const body = '{"id":"b","event_type":"TRANSACTION.SUCCESS"}';
      expect(await rejection(alone, { body, headers: fake.sign(body) })).toMatch(/unknown platform serial/);
      // the switch from certificates to the public key: both accepted
      const both = providerOf(fake, clock, { platformKeys: platformKeysFromPem(pem, pub.serial) });
      expect(await rejection(both, { body, headers: fake.sign(body) })).toMatch(/malformed/);
      expect(await rejection(both, { body, headers: fake.sign(body, pub.serial) })).toMatch(/malformed/);
    } finally {
      fake.signingSerial = previous;
    }
  });
});

/** Fresh signature headers of a body (the clock moved), keeping the serial header given beside them. */
function timestampOf(fake: WechatPayFake, body: string) {
  const { 'Wechatpay-Serial': _serial, ...rest } = fake.sign(body);
  return rest;
}

describe('WeChat Pay configuration from the environment', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mall-wechatpay-env-'));
  const clock = new ManualClock(new Date());
  let fake: WechatPayFake;
  let env: NodeJS.ProcessEnv;
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  beforeAll(async () => {
    fake = await startWechatPayFake(clock);
    env = {
      WECHATPAY_MCHID: fake.mchid, WECHATPAY_APPID: fake.appid, WECHATPAY_SERIAL: fake.merchantSerial,
      WECHATPAY_PRIVATE_KEY_PATH: file('apiclient_key.pem', fake.merchantKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
      WECHATPAY_APIV3_KEY: fake.apiV3Key, WECHATPAY_PLATFORM_CERT_PATH: file('platform.pem', fake.platformCertPem),
      WECHATPAY_NOTIFY_URL: 'https://mall.example.com/shop-api/payment/notify/wechatpay', WECHATPAY_BASE_URL: fake.baseUrl,
    };
  });
  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const problem = (over: NodeJS.ProcessEnv) => {
    try {
      paymentSetupFromEnv({ ...env, ...over });
    } catch (err) {
      expect(err).toBeInstanceOf(WechatPayConfigError);
      return (err as Error).message;
    }
    throw new Error('the configuration was accepted');
  };
  const serialsOf = (over: NodeJS.ProcessEnv) => {
    const s = paymentSetupFromEnv({ ...env, ...over });
    if (s.kind !== 'wechatpay') throw new Error(s.kind);
    return s.config.certificates.list(clock.now()).map((k) => k.serial).sort();
  };

  it('an empty (or blank) WECHATPAY_PLATFORM_SERIAL is refused with a message saying what to do', () => {
    for (const blank of ['', '  ']) {
      expect(problem({ WECHATPAY_PLATFORM_SERIAL: blank })).toMatch(/WECHATPAY_PLATFORM_SERIAL is set but empty: give the WeChat Pay public key id \(PUB_KEY_ID_\.\.\.\)/);
    }
  });

  it('certificates (several files), the public key with its id, or nothing but the download', () => {
    const next = fake.rotate();
    fake.signingSerial = fake.platformSerial;
    expect(serialsOf({})).toEqual([fake.platformSerial]);
    expect(serialsOf({ WECHATPAY_PLATFORM_SERIAL: fake.platformSerial })).toEqual([fake.platformSerial]);
    expect(serialsOf({ WECHATPAY_PLATFORM_CERT_PATH: `${env.WECHATPAY_PLATFORM_CERT_PATH}, ${file('next.pem', next.certPem!)}` })).toEqual([fake.platformSerial, next.serial].sort());
    expect(serialsOf({ WECHATPAY_PLATFORM_CERT_PATH: file('both.pem', fake.platformCertPem + next.certPem!) })).toEqual([fake.platformSerial, next.serial].sort());
    const pub = fake.addPublicKey();
    const pubPath = file('pub.pem', pub.publicKey.export({ type: 'spki', format: 'pem' }).toString());
    expect(serialsOf({ WECHATPAY_PLATFORM_CERT_PATH: pubPath, WECHATPAY_PLATFORM_SERIAL: pub.serial })).toEqual([pub.serial]);
    expect(serialsOf({ WECHATPAY_PLATFORM_CERT_PATH: undefined })).toEqual([]); // downloaded at start (main.ts)
  });

  it('configurations that cannot work stop the start, naming the variable', () => {
    const pubPath = file('pub2.pem', generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString());
    expect(problem({ WECHATPAY_PLATFORM_CERT_PATH: pubPath })).toMatch(/public key needs its id \(WECHATPAY_PLATFORM_SERIAL=PUB_KEY_ID_\.\.\.\)/);
    expect(problem({ WECHATPAY_PLATFORM_SERIAL: 'ABCDEF' })).toMatch(/WECHATPAY_PLATFORM_SERIAL=ABCDEF names no key of WECHATPAY_PLATFORM_CERT_PATH/);
    expect(problem({ WECHATPAY_PLATFORM_CERT_PATH: join(dir, 'missing.pem') })).toMatch(/WECHATPAY_PLATFORM_CERT_PATH: cannot read .*missing\.pem \(ENOENT\)/);
    expect(problem({ WECHATPAY_PLATFORM_CERT_PATH: undefined, WECHATPAY_PLATFORM_CERT_DOWNLOAD: '0' })).toMatch(/WECHATPAY_PLATFORM_CERT_DOWNLOAD=0 needs WECHATPAY_PLATFORM_CERT_PATH/);
    expect(problem({ WECHATPAY_APIV3_KEY: 'short' })).toMatch(/WECHATPAY_APIV3_KEY must be the 32-character APIv3 key/);
    expect(problem({ WECHATPAY_PRIVATE_KEY_PATH: env.WECHATPAY_PLATFORM_CERT_PATH })).toMatch(/WECHATPAY_PRIVATE_KEY_PATH .*not a PEM private key/);
  });

  it('the real start stops with the message and exit code 1', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mall-wechatpay-start-'));
    try {
      const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
      const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: { PATH: process.env.PATH, ...env, WECHATPAY_PLATFORM_SERIAL: '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', SEED_DEMO: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.stderr).toContain('WeChat Pay is configured (WECHATPAY_MCHID is set) but cannot work:');
      expect(run.stderr).toContain('WECHATPAY_PLATFORM_SERIAL is set but empty');
      expect(run.stderr).not.toMatch(/at .*setup\.ts/); // a message, not a stack trace
      expect(run.status).toBe(1);
      expect(run.stdout).not.toContain('Mall is running');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describeEachEngine('payment: the mall during a WeChat Pay certificate rotation (local fake)', (ctx) => {
  let fake: WechatPayFake;
  let app: FastifyInstance;
  useMallWithWechatPay(ctx, (f, clock) => providerOf(f, clock), (f, a) => {
    fake = f;
    app = a;
  });
  const inApp = () => ({ ...ctx(), app });
  const notify = (n: { body: string; headers: Record<string, string> }) => app.inject({ method: 'POST', url: '/shop-api/payment/notify/wechatpay', headers: n.headers, payload: n.body });

  it('the notification signed by the new certificate pays the order (200), after one download', async () => {
    const u = await payer(inApp);
    const [s] = await freshSkus(inApp, 1, { price: 2100 });
    const n = await placeOrder(inApp, u.token, s!);
    const res = await post(inApp, '/p/payment/wxNativePay', { orderNumbers: [n] }, { token: u.token });
    expect(res.statusCode, res.body).toBe(200);
    const pay = res.json();
    fake.rotate();
    const note = fake.pay(pay.payNo);
    const ack = await notify(note);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(fake.certificateDownloads()).toBe(1);
    expect((await detail(inApp, u.token, n)).json().status).toBe(ORDER_STATUS.pendingDelivery);
    // a notification under a serial WeChat Pay never issued is still refused
    const body = note.body;
    expect((await notify({ body, headers: { ...note.headers, 'Wechatpay-Serial': '1234' } })).statusCode).toBe(401);
  });
});
