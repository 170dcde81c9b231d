// Which provider takes QR payments, from the environment:
// - WeChat Pay API v3 when WECHATPAY_MCHID is set (then WECHATPAY_APPID, WECHATPAY_SERIAL, WECHATPAY_PRIVATE_KEY_PATH,
//   WECHATPAY_APIV3_KEY, WECHATPAY_PLATFORM_CERT_PATH and WECHATPAY_NOTIFY_URL are required; WECHATPAY_PLATFORM_SERIAL
//   names a platform public key, WECHATPAY_BASE_URL overrides the API host);
// - else the built-in sandbox, outside production (or with PAYMENT_SANDBOX=1);
// - else none: QR payments and top-ups answer 'This payment method is not available'.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PaymentProvider } from './provider';
import { merchantKeyFromPem, platformKeyFromPem, WECHATPAY_DEFAULT_BASE_URL, type WechatPayConfig } from './wechatpay-provider';

export type PaymentSetup =
  | { kind: 'sandbox' }
  | { kind: 'wechatpay'; config: Omit<WechatPayConfig, 'clock'>; notifyUrl: string }
  | { kind: 'none' }
  /** a provider made elsewhere (tests); notifyUrl defaults to the mall's own notify path */
  | { kind: 'custom'; provider: PaymentProvider; notifyUrl?: string };

const wechatEnv = z.object({
  WECHATPAY_MCHID: z.string().min(1),
  WECHATPAY_APPID: z.string().min(1),
  WECHATPAY_SERIAL: z.string().min(1),
  WECHATPAY_PRIVATE_KEY_PATH: z.string().min(1),
  WECHATPAY_APIV3_KEY: z.string().length(32),
  WECHATPAY_PLATFORM_CERT_PATH: z.string().min(1),
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  WECHATPAY_NOTIFY_URL: z.string().url(),
  WECHATPAY_BASE_URL: z.string().url().default(WECHATPAY_DEFAULT_BASE_URL),
});

export function paymentSetupFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSetup {
  if (env.WECHATPAY_MCHID) {
    const e = wechatEnv.parse(env);
    const [serial, key] = platformKeyFromPem(readFileSync(e.WECHATPAY_PLATFORM_CERT_PATH, 'utf8'), e.WECHATPAY_PLATFORM_SERIAL);
    return {
      kind: 'wechatpay',
      notifyUrl: e.WECHATPAY_NOTIFY_URL,
      config: {
        mchid: e.WECHATPAY_MCHID,
        appid: e.WECHATPAY_APPID,
        serialNo: e.WECHATPAY_SERIAL,
        privateKey: merchantKeyFromPem(readFileSync(e.WECHATPAY_PRIVATE_KEY_PATH, 'utf8')),
        apiV3Key: e.WECHATPAY_APIV3_KEY,
        platformKeys: new Map([[serial, key]]),
        baseUrl: e.WECHATPAY_BASE_URL,
      },
    };
  }
  if (env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX === '1') return { kind: 'sandbox' };
  return { kind: 'none' };
}
