// Aliyun SMS adapter against a local fake Dysmsapi that recomputes the HMAC-SHA1 signature (its own encoder,
// byte by byte per RFC 3986), checks the parameters and answers OK or an error Code; the production refusal
// without a gateway; and what a failed send leaves behind (the 60 s wait lifted, the previous code still valid).
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@mall/db';
import { translate } from '@mall/shared';
import { ManualClock } from '../src/platform/clock';
import { buildApp } from '../src/server';
import { SmsSendError, type SmsMessage, type SmsProvider } from '../src/modules/account/sms';
import { aliyunSms, canonicalQuery, percentEncode, signRpc, smsProviderFromEnv, type AliyunSmsConfig } from '../src/modules/account/sms-aliyun';
import { describeEachEngine, type TestContext } from './harness';
import { newIp, newPhone } from './account-helpers';

const SECRET = 'testSecret';
const SEC = 1000;

/** The fake's own RFC 3986 encoder (unreserved kept, every other UTF-8 byte %XX), independent of the adapter's. */
function rfc3986(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const REQUIRED = ['AccessKeyId', 'Action', 'Format', 'PhoneNumbers', 'SignName', 'TemplateCode', 'TemplateParam', 'SignatureMethod',
  'SignatureNonce', 'SignatureVersion', 'Timestamp', 'Version', 'RegionId', 'Signature'];

interface Received { method: string; params: Record<string, string>; signatureOk: boolean }
interface FakeAliyun { url: string; received: Received[]; answer: { status: number; body: string } | null; close: () => Promise<void> }

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startFakeAliyun(secret: string): Promise<FakeAliyun> {
  const fake: FakeAliyun = { url: '', received: [], answer: null, close: async () => {} };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = req.method === 'POST' ? await readBody(req) : (req.url ?? '').split('?')[1] ?? '';
      const params = Object.fromEntries(new URLSearchParams(raw));
      const sorted = Object.keys(params).filter((k) => k !== 'Signature').sort()
        .map((k) => `${rfc3986(k)}=${rfc3986(params[k]!)}`).join('&');
      const expected = createHmac('sha1', `${secret}&`).update(`${req.method}&${rfc3986('/')}&${rfc3986(sorted)}`).digest('base64');
      const signatureOk = params.Signature === expected;
      fake.received.push({ method: req.method ?? '', params, signatureOk });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const missing = REQUIRED.filter((k) => !params[k]);
      if (missing.length > 0) return reply(400, { Code: 'MissingParameter', Message: missing.join(','), RequestId: 'r-0' });
      if (!signatureOk) return reply(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.', RequestId: 'r-1' });
      if (params.Action !== 'SendSms' || params.Version !== '2017-05-25' || params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0'
        || params.Format !== 'JSON' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp!)) {
        return reply(400, { Code: 'InvalidParameter', Message: 'bad common parameter', RequestId: 'r-2' });
      }
      if (fake.answer) {
        res.writeHead(fake.answer.status, { 'content-type': 'text/plain' });
        return res.end(fake.answer.body);
      }
      return reply(200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'r-ok' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

const configFor = (fake: FakeAliyun, secret = SECRET): AliyunSmsConfig => ({
  accessKeyId: 'testId',
  accessKeySecret: secret,
  signName: '阿里云短信测试',
  templates: { login: 'SMS_LOGIN', register: 'SMS_REGISTER', reset: 'SMS_RESET', mobileOld: 'SMS_MOBILE', mobileNew: 'SMS_MOBILE' },
  endpoint: fake.url,
  regionId: 'cn-hangzhou',
  timeoutMs: 2000,
});

const message = (over: Partial<SmsMessage> = {}): SmsMessage => ({ mobile: '13800138000', purpose: 'login', code: '123456', text: '…', lang: 'zh', ...over });

async function refusal(p: Promise<unknown>): Promise<SmsSendError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('Aliyun SMS signature', () => {
  it('percent-encodes per RFC 3986: space %20, * %2A, ~ kept, + and / encoded, Chinese as UTF-8', () => {
    expect(percentEncode('a b')).toBe('a%20b');
    expect(percentEncode('a*b')).toBe('a%2Ab');
    expect(percentEncode('a~b')).toBe('a~b');
    expect(percentEncode('a+b/c=d&e')).toBe('a%2Bb%2Fc%3Dd%26e');
    expect(percentEncode("!'()")).toBe('%21%27%28%29');
    expect(percentEncode('阿里云短信测试专用')).toBe('%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8');
    for (const s of ['a b*c~d', '【商城】 x*y~z', '{"code":"123456"}', '2017-07-12T02:42:19Z']) expect(percentEncode(s)).toBe(rfc3986(s));
  });

  it('signs the example request of the Dysmsapi documentation', () => {
    const params = {
      AccessKeyId: 'testId', Action: 'SendSms', Format: 'XML', OutId: '123', PhoneNumbers: '15300000001', RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用', SignatureMethod: 'HMAC-SHA1', SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0', TemplateCode: 'SMS_71390007', TemplateParam: '{"customer":"test"}', Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(canonicalQuery(params)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou'
      + '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&SignatureMethod=HMAC-SHA1'
      + '&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007'
      + '&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
    expect(signRpc('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

describe('Aliyun SMS adapter against a fake Dysmsapi', () => {
  let fake: FakeAliyun;
  beforeAll(async () => {
    fake = await startFakeAliyun(SECRET);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.received.length = 0;
    fake.answer = null;
  });

  it('sends a signed request the fake accepts, with the code as TemplateParam and the template of the purpose', async () => {
    const clock = new ManualClock('2026-11-21T08:00:00.789Z');
    const sms = aliyunSms(configFor(fake), { clock });
    await sms.send(message({ purpose: 'register', code: '042917' }));
    clock.advance(61 * SEC);
    await sms.send(message({ purpose: 'mobileNew', mobile: '13900139000' }));
    const [a, b] = fake.received;
    expect(a).toMatchObject({ method: 'POST', signatureOk: true });
    expect(a!.params).toMatchObject({
      AccessKeyId: 'testId', Action: 'SendSms', Format: 'JSON', PhoneNumbers: '13800138000', SignName: '阿里云短信测试',
      TemplateCode: 'SMS_REGISTER', TemplateParam: '{"code":"042917"}', SignatureMethod: 'HMAC-SHA1', SignatureVersion: '1.0',
      Version: '2017-05-25', RegionId: 'cn-hangzhou',
    });
    // timestamps come from the injected clock (ISO 8601 UTC, no milliseconds)
    expect(a!.params.Timestamp).toBe('2026-11-21T08:00:00Z');
    expect(b!.params.Timestamp).toBe('2026-11-21T08:01:01Z');
    expect(b!.params).toMatchObject({ TemplateCode: 'SMS_MOBILE', PhoneNumbers: '13900139000' });
    expect(b!.signatureOk).toBe(true);
    expect(a!.params.SignatureNonce).not.toBe(b!.params.SignatureNonce);
  });

  it('signs sign names with spaces, * and ~ the way the fake recomputes them', async () => {
    const sms = aliyunSms({ ...configFor(fake), signName: '商城 Mall*~' }, { clock: new ManualClock() });
    await sms.send(message());
    expect(fake.received[0]).toMatchObject({ signatureOk: true, params: { SignName: '商城 Mall*~' } });
  });

  it('surfaces the rejection of a wrong secret as a send failure (nothing delivered)', async () => {
    const seen: Record<string, unknown>[] = [];
    const sms = aliyunSms(configFor(fake, 'wrongSecret'), { clock: new ManualClock(), onError: (d) => seen.push(d) });
    const err = await refusal(sms.send(message()));
    expect(fake.received[0]!.signatureOk).toBe(false);
    expect(err).toMatchObject({ key: 'sms.sendFailed', status: 502, outcome: 'refused' });
    expect(seen[0]).toMatchObject({ code: 'SignatureDoesNotMatch', requestId: 'r-1' });
  });

  it('maps provider error codes to messages', async () => {
    const sms = aliyunSms(configFor(fake), { clock: new ManualClock() });
    const answer = (Code: string) => ({ status: 200, body: JSON.stringify({ Code, Message: 'no', RequestId: 'r-x' }) });
    fake.answer = answer('isv.BUSINESS_LIMIT_CONTROL');
    expect(await refusal(sms.send(message()))).toMatchObject({ key: 'sms.limitReached', status: 400, outcome: 'refused' });
    fake.answer = answer('isv.DAY_LIMIT_CONTROL');
    expect(await refusal(sms.send(message()))).toMatchObject({ key: 'sms.limitReached' });
    fake.answer = answer('isv.MOBILE_NUMBER_ILLEGAL');
    expect(await refusal(sms.send(message()))).toMatchObject({ key: 'account.phoneInvalid', status: 400 });
    fake.answer = answer('isv.AMOUNT_NOT_ENOUGH');
    expect(await refusal(sms.send(message()))).toMatchObject({ key: 'sms.sendFailed', status: 502, outcome: 'refused' });
    // no readable answer, or no answer at all: the message may have gone out
    fake.answer = { status: 503, body: '<html>busy</html>' };
    expect(await refusal(sms.send(message()))).toMatchObject({ key: 'sms.sendFailed', outcome: 'unknown' });
    const closed = await startFakeAliyun(SECRET);
    await closed.close();
    expect(await refusal(aliyunSms(configFor(closed), {}).send(message()))).toMatchObject({ key: 'sms.sendFailed', outcome: 'unknown' });
  });

  it('is chosen from the environment: Aliyun with a key id, the sandbox without, a refusal in production', async () => {
    const sandboxSent: SmsMessage[] = [];
    const sandbox: SmsProvider = { send: async (m) => void sandboxSent.push(m) };
    const env = {
      ALIYUN_SMS_ACCESS_KEY_ID: 'testId', ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET, ALIYUN_SMS_SIGN_NAME: '商城',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1', ALIYUN_SMS_TEMPLATE_RESET: 'SMS_RESET', ALIYUN_SMS_ENDPOINT: fake.url,
    };
    await smsProviderFromEnv({ ...env, NODE_ENV: 'production' }, sandbox).send(message({ purpose: 'reset' }));
    await smsProviderFromEnv(env, sandbox).send(message({ purpose: 'login' }));
    expect(fake.received.map((r) => [r.signatureOk, r.params.TemplateCode])).toEqual([[true, 'SMS_RESET'], [true, 'SMS_1']]);
    expect(() => smsProviderFromEnv({ ALIYUN_SMS_ACCESS_KEY_ID: 'testId' }, sandbox)).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET.*ALIYUN_SMS_SIGN_NAME/);

    await smsProviderFromEnv({ NODE_ENV: 'development' }, sandbox).send(message());
    expect(sandboxSent).toHaveLength(1);
    const err = await refusal(smsProviderFromEnv({ NODE_ENV: 'production' }, sandbox).send(message()));
    expect(err).toMatchObject({ key: 'account.smsUnavailable', status: 503 });
    expect(sandboxSent).toHaveLength(1);
    expect(translate('account.smsUnavailable', 'zh')).toBe('短信服务暂不可用，请使用其他方式登录');
    expect(translate('account.smsUnavailable', 'en')).toBe('The SMS service is unavailable, please sign in another way');
  });
});

describeEachEngine('account: SMS codes through a real gateway', (ctx) => {
  let fake: FakeAliyun;
  let app: FastifyInstance;
  const codesOf = (mobile: string) => ctx().database.db.select().from(schema.smsCode).where(eq(schema.smsCode.mobile, mobile));
  const send = (a: FastifyInstance, mobile: string, lang = 'zh-CN') => a.inject({
    method: 'POST', url: '/shop-api/sms/sendLoginCode', payload: { mobile }, headers: { 'accept-language': lang, 'x-forwarded-for': newIp() },
  });
  const smsLogin = (mobile: string, code: string) => app.inject({
    method: 'POST', url: '/shop-api/smsLogin', payload: { userName: mobile, passWord: code }, headers: { 'x-forwarded-for': newIp() },
  });
  const lastSentCode = () => JSON.parse(fake.received.at(-1)!.params.TemplateParam!).code as string;

  beforeAll(async () => {
    fake = await startFakeAliyun(SECRET);
    const c: TestContext = ctx();
    app = await buildApp({ database: c.database, uploadsDir: '/nonexistent', mode: 'test', clock: c.clock, sms: aliyunSms(configFor(fake), { clock: c.clock }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.answer = null;
  });

  it('delivers the code through the gateway and logs in with it', async () => {
    const mobile = newPhone();
    const res = await send(app, mobile);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.received.at(-1)).toMatchObject({ signatureOk: true, params: { PhoneNumbers: mobile, TemplateCode: 'SMS_LOGIN' } });
    expect((await smsLogin(mobile, lastSentCode())).statusCode).toBe(200);
  });

  it('after a refusal: no 60 s wait, no new code row, and the previous code still works', async () => {
    const mobile = newPhone();
    expect((await send(app, mobile)).statusCode).toBe(200);
    const first = lastSentCode();
    ctx().clock.advance(61 * SEC);
    fake.answer = { status: 200, body: JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5', RequestId: 'r' }) };
    const zh = await send(app, mobile);
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ code: 'SMS_LIMITREACHED', message: '获取验证码次数过多，请稍后再试' });
    expect((await send(app, mobile, 'en')).json().message).toBe('Too many verification codes requested, please try again later');
    fake.answer = { status: 200, body: JSON.stringify({ Code: 'isv.AMOUNT_NOT_ENOUGH', Message: '账户余额不足', RequestId: 'r' }) };
    const failed = await send(app, mobile, 'en');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'SMS_SENDFAILED', message: 'The verification code could not be sent, please try again later' });
    expect(await codesOf(mobile)).toHaveLength(1);
    expect((await smsLogin(mobile, first)).statusCode).toBe(200);
  });

  it('after an unknown outcome: the code that may have arrived is kept, and the user may ask again at once', async () => {
    const mobile = newPhone();
    fake.answer = { status: 503, body: '<html>gateway busy</html>' };
    expect((await send(app, mobile)).statusCode).toBe(502);
    const maybe = lastSentCode();
    expect(await codesOf(mobile)).toHaveLength(1);
    expect((await smsLogin(mobile, maybe)).statusCode).toBe(200);
    fake.answer = null;
    expect((await send(app, mobile)).statusCode).toBe(200);
  });

  it('refuses to send in production without a gateway, and stores nothing', async () => {
    const prod = await buildApp({ database: ctx().database, uploadsDir: '/nonexistent', mode: 'production', clock: ctx().clock });
    try {
      const mobile = newPhone();
      const zh = await send(prod, mobile);
      expect(zh.statusCode).toBe(503);
      expect(zh.json()).toMatchObject({ code: 'ACCOUNT_SMSUNAVAILABLE', message: '短信服务暂不可用，请使用其他方式登录' });
      const en = await send(prod, mobile, 'en');
      expect(en.statusCode).toBe(503); // not 'too often': the failed send did not start the 60 s wait
      expect(en.json().message).toBe('The SMS service is unavailable, please sign in another way');
      expect(await codesOf(mobile)).toHaveLength(0);
      expect(await ctx().database.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.mobile, mobile))).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });
}, { seed: false });
