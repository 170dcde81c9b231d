// Aliyun SMS (Dysmsapi SendSms, the RPC-style API, signature version 1.0 / HMAC-SHA1) and the choice of
// SMS provider from the environment: Aliyun when ALIYUN_SMS_ACCESS_KEY_ID is set, else the sandbox outbox —
// except in production, where sending without a real provider is refused (account.smsUnavailable).
import { createHmac, randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../platform/clock';
import { SmsSendError, type SmsProvider, type SmsPurpose } from './sms';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** template code per purpose; each template has one ${code} variable */
  templates: Record<SmsPurpose, string>;
  endpoint: string;
  regionId: string;
  timeoutMs: number;
}

export interface AliyunSmsDeps {
  clock?: Clock;
  fetch?: typeof fetch;
  /** SignatureNonce; random by default */
  nonce?: () => string;
  /** told about every failed send (the HTTP answer only carries the localized message) */
  onError?: (detail: Record<string, unknown>) => void;
}

/** RFC 3986 percent-encoding as Aliyun's signature wants it: space %20, '*' %2A, '~' kept. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~');
}

/** The sorted, encoded query the signature covers (without Signature). */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
}

/** Signature = base64(HMAC-SHA1(secret + "&", METHOD & %2F & percentEncode(canonical query))). */
export function signRpc(method: string, params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Aliyun's answer codes that mean "the provider is limiting this number" (per minute / hour / day). */
const RATE_LIMITED = new Set(['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL', 'isv.MONTH_LIMIT_CONTROL']);
const BAD_NUMBER = new Set(['isv.MOBILE_NUMBER_ILLEGAL', 'isv.MOBILE_COUNT_OVER_LIMIT']);

/** Maps a refusal answered by Aliyun to the error the user sees; nothing was delivered. */
export function aliyunRefusal(code: string): SmsSendError {
  if (RATE_LIMITED.has(code)) return new SmsSendError('sms.limitReached', 400, 'refused');
  if (BAD_NUMBER.has(code)) return new SmsSendError('account.phoneInvalid', 400, 'refused');
  return new SmsSendError('sms.sendFailed', 502, 'refused');
}

export function aliyunSms(config: AliyunSmsConfig, deps: AliyunSmsDeps = {}): SmsProvider {
  const clock = deps.clock ?? systemClock;
  const doFetch = deps.fetch ?? fetch;
  const nonce = deps.nonce ?? randomUUID;
  const report = deps.onError ?? (() => {});
  return {
    async send(m) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: m.mobile,
        RegionId: config.regionId,
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: nonce(),
        SignatureVersion: '1.0',
        TemplateCode: config.templates[m.purpose],
        TemplateParam: JSON.stringify({ code: m.code }),
        // ISO 8601 UTC without milliseconds, e.g. 2026-11-21T08:00:00Z
        Timestamp: clock.now().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      // POST keeps the phone number out of URL access logs; the form body is the signed query plus Signature
      const body = `${canonicalQuery(params)}&Signature=${percentEncode(signRpc('POST', params, config.accessKeySecret))}`;
      let status: number;
      let text: string;
      try {
        const res = await doFetch(config.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        status = res.status;
        text = await res.text();
      } catch (err) {
        // no answer (network, timeout): the message may or may not have gone out
        report({ provider: 'aliyun', mobile: m.mobile, error: String(err) });
        throw new SmsSendError('sms.sendFailed', 502, 'unknown', { cause: err });
      }
      let answer: { Code?: unknown; Message?: unknown; RequestId?: unknown; BizId?: unknown } | undefined;
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        answer = undefined;
      }
      if (answer && answer.Code === 'OK') return;
      const code = typeof answer?.Code === 'string' ? answer.Code : undefined;
      report({ provider: 'aliyun', mobile: m.mobile, status, code, message: answer?.Message, requestId: answer?.RequestId });
      // an answer without a Code (HTML error page, 5xx): the outcome is unknown
      if (!code) throw new SmsSendError('sms.sendFailed', 502, 'unknown', { cause: new Error(`aliyun sms: HTTP ${status}`) });
      const refusal = aliyunRefusal(code);
      refusal.cause = new Error(`aliyun sms: ${code}: ${String(answer?.Message ?? '')}`);
      throw refusal;
    },
  };
}

/** Production without a configured gateway: every send is refused instead of landing in the outbox. */
export function unavailableSms(): SmsProvider {
  return {
    send() {
      return Promise.reject(new SmsSendError('account.smsUnavailable', 503, 'refused'));
    },
  };
}

type Env = Record<string, string | undefined>;

/** Aliyun settings from ALIYUN_SMS_*; undefined without an access key id; throws when one is half set. */
export function aliyunConfigFromEnv(env: Env): AliyunSmsConfig | undefined {
  const accessKeyId = env.ALIYUN_SMS_ACCESS_KEY_ID?.trim();
  if (!accessKeyId) return undefined;
  const fallback = env.ALIYUN_SMS_TEMPLATE_CODE?.trim();
  const pick = (name: string) => env[name]?.trim() || fallback || '';
  const templates: Record<SmsPurpose, string> = {
    login: pick('ALIYUN_SMS_TEMPLATE_LOGIN'),
    register: pick('ALIYUN_SMS_TEMPLATE_REGISTER'),
    reset: pick('ALIYUN_SMS_TEMPLATE_RESET'),
    mobileOld: pick('ALIYUN_SMS_TEMPLATE_MOBILE'),
    mobileNew: pick('ALIYUN_SMS_TEMPLATE_MOBILE'),
  };
  const config: AliyunSmsConfig = {
    accessKeyId,
    accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET?.trim() ?? '',
    signName: env.ALIYUN_SMS_SIGN_NAME?.trim() ?? '',
    templates,
    endpoint: env.ALIYUN_SMS_ENDPOINT?.trim() || ALIYUN_SMS_ENDPOINT,
    regionId: env.ALIYUN_SMS_REGION_ID?.trim() || 'cn-hangzhou',
    timeoutMs: 10_000,
  };
  const missing = [
    !config.accessKeySecret && 'ALIYUN_SMS_ACCESS_KEY_SECRET',
    !config.signName && 'ALIYUN_SMS_SIGN_NAME',
    Object.values(templates).some((t) => !t) && 'ALIYUN_SMS_TEMPLATE_CODE (or every ALIYUN_SMS_TEMPLATE_LOGIN/REGISTER/RESET/MOBILE)',
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`ALIYUN_SMS_ACCESS_KEY_ID is set but these are missing: ${missing.join(', ')}`);
  return config;
}

/**
 * The SMS provider the environment asks for: Aliyun when ALIYUN_SMS_ACCESS_KEY_ID is set; otherwise the
 * sandbox outbox, or — with NODE_ENV=production — a provider that refuses every send (account.smsUnavailable).
 */
export function smsProviderFromEnv(env: Env, sandbox: SmsProvider, deps: AliyunSmsDeps = {}): SmsProvider {
  const config = aliyunConfigFromEnv(env);
  if (config) return aliyunSms(config, deps);
  return env.NODE_ENV === 'production' ? unavailableSms() : sandbox;
}
