// WeChat Pay API v3 as a PaymentProvider: native (QR) orders, order query and close, refunds and their query, and
// notifications. Every request is signed with the merchant key; every answer and notification must carry a valid
// platform signature (wechatpay-v3.ts). Configured from WECHATPAY_* variables (setup.ts).
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import {
  NotifyRejected, ProviderError, type NativeOrder, type PaymentProvider, type ProviderRefund, type ProviderTransaction, type RefundRequest,
} from './provider';
import { authorization, newNonce, parseV3Notification, rfc3339, toRefund, toTransaction, verifyPlatformSignature, type PlatformKeys } from './wechatpay-v3';

export const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com';

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** serial number of the merchant API certificate */
  serialNo: string;
  /** the merchant API private key (PEM) */
  privateKey: KeyObject | string;
  /** 32-character APIv3 key */
  apiV3Key: string;
  /** platform certificate or platform public key, by serial (or public key id) */
  platformKeys: Map<string, KeyObject>;
  baseUrl?: string;
  clock: Clock;
  timeoutMs?: number;
}

/** A platform certificate (its serial is read from it) or a platform public key (its id must be given). */
export function platformKeyFromPem(pem: string, serial?: string): [string, KeyObject] {
  if (pem.includes('BEGIN CERTIFICATE')) {
    const cert = new X509Certificate(pem);
    return [(serial ?? cert.serialNumber).toUpperCase(), cert.publicKey];
  }
  if (!serial) throw new Error('a platform public key needs its id (WECHATPAY_PLATFORM_SERIAL)');
  return [serial.toUpperCase(), createPublicKey(pem)];
}

export const merchantKeyFromPem = (pem: string): KeyObject => createPrivateKey(pem);

export function wechatPayProvider(cfg: WechatPayConfig): PaymentProvider {
  const base = (cfg.baseUrl ?? WECHATPAY_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const keys: PlatformKeys = { keyOf: (serial) => cfg.platformKeys.get(serial.toUpperCase()) };
  const merchant = { mchid: cfg.mchid, serialNo: cfg.serialNo, privateKey: cfg.privateKey };

  async function request<T>(method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<{ status: number; data: T | null }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(cfg.clock.now().getTime() / 1000));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': 'mall-payment/1.0',
      Authorization: authorization(merchant, method, pathWithQuery, body, timestamp, newNonce()),
    };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${base}${pathWithQuery}`, { method, headers, body: payload === undefined ? undefined : body, signal: AbortSignal.timeout(cfg.timeoutMs ?? 10_000) });
    } catch (err) {
      throw new ProviderError(`WeChat Pay not reachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 200 && res.status < 300) {
      // answers are signed by the platform like notifications: an unsigned or forged answer is not trusted
      try {
        verifyPlatformSignature(Object.fromEntries(res.headers.entries()), text, keys, cfg.clock.now());
      } catch (err) {
        throw new ProviderError(`WeChat Pay answer not trusted: ${err instanceof NotifyRejected ? err.reason : String(err)}`, res.status);
      }
      return { status: res.status, data: text ? (JSON.parse(text) as T) : null };
    }
    let code: string | undefined;
    let message = text;
    try {
      const e = JSON.parse(text) as { code?: string; message?: string };
      code = e.code;
      message = e.message ?? text;
    } catch {
      /* not JSON */
    }
    throw new ProviderError(`WeChat Pay ${res.status} ${code ?? ''}: ${message}`, res.status, code);
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
        reason: r.reason.slice(0, 80) || undefined,
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
      return parseV3Notification(req, keys, cfg.apiV3Key, cfg.clock.now());
    },
  };
}
