// WeChat Pay API v3 as a PaymentProvider: native (QR) orders, order query and close, refunds and their query, and
// notifications. Every request is signed with the merchant key; every answer and notification must carry a valid
// platform signature, checked with the platform key its Wechatpay-Serial names (wechatpay-certificates.ts holds
// several, downloads them, and looks again once for an unknown serial). Requests with sensitive fields encrypt them
// with a platform key and name it in Wechatpay-Serial. Configured from WECHATPAY_* variables (setup.ts).
import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import {
  NotifyRejected, ProviderError, type NativeOrder, type PaymentProvider, type ProviderRefund, type ProviderTransaction, type RefundRequest,
} from './provider';
import { platformCertificates, type PlatformCertificates, type PlatformKey } from './wechatpay-certificates';
import { merchantHttp, type SignedAnswer } from './wechatpay-http';
import { payerRefundReason } from './wechatpay-reason';
import { decodeV3Notification, encryptSensitive, rfc3339, toRefund, toTransaction, verifyPlatformSignatureAsync } from './wechatpay-v3';

export { WECHATPAY_DEFAULT_BASE_URL } from './wechatpay-http';

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** serial number of the merchant API certificate */
  serialNo: string;
  /** the merchant API private key (PEM) */
  privateKey: KeyObject | string;
  /** 32-character APIv3 key */
  apiV3Key: string;
  /** configured platform keys: certificates and/or the WeChat Pay public key, by serial (or public key id) */
  platformKeys?: Map<string, KeyObject> | PlatformKey[];
  /** download the platform certificates from /v3/certificates (default true) */
  downloadCertificates?: boolean;
  /** the platform keys made beforehand (setup.ts, so that main.ts can refresh them); else made from the above */
  certificates?: PlatformCertificates;
  baseUrl?: string;
  clock: Clock;
  timeoutMs?: number;
}

export const merchantKeyFromPem = (pem: string): KeyObject => createPrivateKey(pem);

/** Configured keys given as a map (serial → key) are held without expiry. */
export const configuredKeys = (keys: WechatPayConfig['platformKeys']): PlatformKey[] =>
  Array.isArray(keys) ? keys
    : [...(keys ?? new Map<string, KeyObject>())].map(([serial, key]) => ({ serial: serial.toUpperCase(), key, source: 'certificate' as const, effectiveAt: null, expiresAt: null }));

/** The platform keys of a configuration (for setup.ts, and tests). */
export const certificatesOf = (cfg: Omit<WechatPayConfig, 'clock' | 'certificates'>): PlatformCertificates =>
  platformCertificates({ http: merchantHttp(cfg), apiV3Key: cfg.apiV3Key, configured: configuredKeys(cfg.platformKeys), download: cfg.downloadCertificates });

export interface WechatPayProvider extends PaymentProvider {
  readonly certificates: PlatformCertificates;
  /**
   * A POST with sensitive fields (a payee's name, ...): build(encrypt) makes the payload, encrypt(text) encrypting a
   * field with the platform key the request names in its Wechatpay-Serial header. Answers the verified answer's data.
   */
  encryptedPost<T>(pathWithQuery: string, build: (encrypt: (plaintext: string) => string) => object): Promise<T | null>;
}

export function wechatPayProvider(cfg: WechatPayConfig): WechatPayProvider {
  const http = merchantHttp(cfg);
  const certificates = cfg.certificates ?? certificatesOf(cfg);

  /** An answer is signed by the platform like a notification: an unsigned or forged answer is not trusted. */
  async function trusted<T>(answer: SignedAnswer, now: Date): Promise<{ status: number; data: T | null }> {
    try {
      await verifyPlatformSignatureAsync(answer.headers, answer.text, (serial) => certificates.resolve(serial, now), now);
    } catch (err) {
      throw new ProviderError(`WeChat Pay answer not trusted: ${err instanceof NotifyRejected ? err.reason : String(err)}`, answer.status);
    }
    return { status: answer.status, data: answer.text ? (JSON.parse(answer.text) as T) : null };
  }

  async function request<T>(method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<{ status: number; data: T | null }> {
    const now = cfg.clock.now();
    return trusted<T>(await http(method, pathWithQuery, payload, now), now);
  }

  const enc = encodeURIComponent;

  return {
    name: 'wechatpay',
    sandbox: false,

    async createNative(o: NativeOrder): Promise<{ codeUrl: string }> {
      const { data } = await request<{ code_url?: string }>('POST', '/v3/pay/transactions/native', {
        appid: cfg.appid,
        mchid: cfg.mchid,
        description: o.description.slice(0, 127),
        out_trade_no: o.outTradeNo,
        time_expire: rfc3339(o.expiresAt),
        notify_url: o.notifyUrl,
        amount: { total: o.amount, currency: 'CNY' },
      });
      if (!data?.code_url) throw new ProviderError('WeChat Pay answered no code_url');
      return { codeUrl: data.code_url };
    },

    async query(outTradeNo: string): Promise<ProviderTransaction> {
      try {
        const { data } = await request<Record<string, unknown>>('GET', `/v3/pay/transactions/out-trade-no/${enc(outTradeNo)}?mchid=${enc(cfg.mchid)}`);
        return toTransaction(data ?? {});
      } catch (err) {
        if (err instanceof ProviderError && err.code === 'ORDER_NOT_EXIST') return { outTradeNo, state: 'NOTFOUND', transactionId: null, amount: null };
        throw err;
      }
    },

    async close(outTradeNo: string): Promise<void> {
      await request('POST', `/v3/pay/transactions/out-trade-no/${enc(outTradeNo)}/close`, { mchid: cfg.mchid });
    },

    async refund(r: RefundRequest): Promise<ProviderRefund> {
      const { data } = await request<Record<string, unknown>>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: r.outTradeNo,
        out_refund_no: r.outRefundNo,
        reason: payerRefundReason(r.reason),
        notify_url: r.notifyUrl,
        amount: { refund: r.amount, total: r.total, currency: 'CNY' },
      });
      return toRefund(data ?? {});
    },

    async queryRefund(outRefundNo: string): Promise<ProviderRefund> {
      const { data } = await request<Record<string, unknown>>('GET', `/v3/refund/domestic/refunds/${enc(outRefundNo)}`);
      return toRefund(data ?? {});
    },

    async parseNotify(req) {
      const now = cfg.clock.now();
      await verifyPlatformSignatureAsync(req.headers, req.body, (serial) => certificates.resolve(serial, now), now);
      return decodeV3Notification(req.body, cfg.apiV3Key);
    },

    certificates,

    async encryptedPost<T>(pathWithQuery: string, build: (encrypt: (plaintext: string) => string) => object) {
      const now = cfg.clock.now();
      const { serial, key } = await certificates.encryptionKey(now);
      const payload = build((plaintext) => encryptSensitive(key, plaintext));
      return (await trusted<T>(await http('POST', pathWithQuery, payload, now, { 'Wechatpay-Serial': serial }), now)).data;
    },
  };
}
