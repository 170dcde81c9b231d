// Signed requests to the WeChat Pay API v3: the merchant's Authorization header on every request, the error body of a
// refused one read into a ProviderError. Checking the platform's signature on the answer is the caller's part (the
// provider checks answers with the platform keys; the certificate download checks its own answer, see
// wechatpay-certificates.ts).
import type { KeyObject } from 'node:crypto';
import { ProviderError } from './provider';
import { authorization, newNonce } from './wechatpay-v3';

export const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com';

export interface MerchantHttpConfig {
  mchid: string;
  /** serial number of the merchant API certificate */
  serialNo: string;
  /** the merchant API private key */
  privateKey: KeyObject | string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** A 2xx answer as it came: the signature headers and the exact text they sign. */
export interface SignedAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export type MerchantHttp = (
  method: 'GET' | 'POST',
  pathWithQuery: string,
  payload: object | undefined,
  now: Date,
  extraHeaders?: Record<string, string>,
) => Promise<SignedAnswer>;

export function merchantHttp(cfg: MerchantHttpConfig): MerchantHttp {
  const base = (cfg.baseUrl ?? WECHATPAY_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const merchant = { mchid: cfg.mchid, serialNo: cfg.serialNo, privateKey: cfg.privateKey };

  return async (method, pathWithQuery, payload, now, extraHeaders = {}) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': 'mall-payment/1.0',
      ...extraHeaders,
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
    if (res.status >= 200 && res.status < 300) return { status: res.status, headers: Object.fromEntries(res.headers.entries()), text };
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
  };
}
