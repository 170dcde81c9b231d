// Which provider takes QR payments, from the environment:
// - WeChat Pay API v3 when WECHATPAY_MCHID is set (then WECHATPAY_APPID, WECHATPAY_SERIAL, WECHATPAY_PRIVATE_KEY_PATH,
//   WECHATPAY_APIV3_KEY and WECHATPAY_NOTIFY_URL are required). Platform keys: WECHATPAY_PLATFORM_CERT_PATH lists
//   PEM files (comma-separated) of platform certificates and/or the WeChat Pay public key, WECHATPAY_PLATFORM_SERIAL
//   is that public key's id (PUB_KEY_ID_...); the platform certificates are also downloaded from the API unless
//   WECHATPAY_PLATFORM_CERT_DOWNLOAD=0 (wechatpay-certificates.ts). WECHATPAY_BASE_URL overrides the API host;
// - else the built-in sandbox, outside production (or with PAYMENT_SANDBOX=1);
// - else none: QR payments and top-ups answer 'This payment method is not available'.
// A configuration that cannot work stops the start with a WechatPayConfigError naming the variable (main.ts).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PaymentProvider } from './provider';
import { platformKeysFromPem, type PlatformKey } from './wechatpay-certificates';
import { certificatesOf, merchantKeyFromPem, WECHATPAY_DEFAULT_BASE_URL, type WechatPayConfig } from './wechatpay-provider';

export type PaymentSetup =
  | { kind: 'sandbox' }
  | { kind: 'wechatpay'; config: Omit<WechatPayConfig, 'clock'> & Required<Pick<WechatPayConfig, 'certificates'>>; notifyUrl: string }
  | { kind: 'none' }
  /** a provider made elsewhere (tests); notifyUrl defaults to the mall's own notify path */
  | { kind: 'custom'; provider: PaymentProvider; notifyUrl?: string };

/** A WeChat Pay configuration that cannot work: the start stops with this message. */
export class WechatPayConfigError extends Error {
  constructor(problems: string[]) {
    super(`WeChat Pay is configured (WECHATPAY_MCHID is set) but cannot work:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'WechatPayConfigError';
  }
}

const required = (name: string) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`);

const wechatEnv = z.object({
  WECHATPAY_MCHID: required('WECHATPAY_MCHID'),
  WECHATPAY_APPID: required('WECHATPAY_APPID'),
  WECHATPAY_SERIAL: required('WECHATPAY_SERIAL'),
  WECHATPAY_PRIVATE_KEY_PATH: required('WECHATPAY_PRIVATE_KEY_PATH'),
  WECHATPAY_APIV3_KEY: z.string({ error: 'WECHATPAY_APIV3_KEY is required' }).length(32, 'WECHATPAY_APIV3_KEY must be the 32-character APIv3 key'),
  WECHATPAY_PLATFORM_CERT_PATH: z.string().optional(),
  // set but empty would register the key under '' and refuse every signature: refused here instead
  WECHATPAY_PLATFORM_SERIAL: z.string().trim()
    .min(1, 'WECHATPAY_PLATFORM_SERIAL is set but empty: give the WeChat Pay public key id (PUB_KEY_ID_...), or remove the variable when WECHATPAY_PLATFORM_CERT_PATH holds certificates only (their serials are read from them)')
    .optional(),
  WECHATPAY_PLATFORM_CERT_DOWNLOAD: z.enum(['0', '1'], { error: 'WECHATPAY_PLATFORM_CERT_DOWNLOAD must be 0 or 1' }).default('1'),
  WECHATPAY_NOTIFY_URL: z.url({ error: 'WECHATPAY_NOTIFY_URL must be the public URL of /shop-api/payment/notify/wechatpay' }),
  WECHATPAY_BASE_URL: z.url({ error: 'WECHATPAY_BASE_URL must be a URL' }).default(WECHATPAY_DEFAULT_BASE_URL),
});

function read(path: string, what: string, problems: string[]): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    problems.push(`${what}: cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    return null;
  }
}

/** The configured platform keys (certificates, public key), checked against WECHATPAY_PLATFORM_SERIAL. */
function configuredPlatformKeys(paths: string[], publicKeyId: string | undefined, problems: string[]): PlatformKey[] {
  const keys: PlatformKey[] = [];
  for (const path of paths) {
    const pem = read(path, 'WECHATPAY_PLATFORM_CERT_PATH', problems);
    if (pem === null) continue;
    try {
      keys.push(...platformKeysFromPem(pem, publicKeyId));
    } catch (err) {
      problems.push(`WECHATPAY_PLATFORM_CERT_PATH ${path}: ${(err as Error).message}`);
    }
  }
  const publicKeys = keys.filter((k) => k.source === 'public-key');
  if (publicKeys.length > 1) problems.push('WECHATPAY_PLATFORM_CERT_PATH holds more than one WeChat Pay public key: a merchant has one');
  if (publicKeyId && publicKeys.length === 0 && keys.length > 0 && !keys.some((k) => k.serial === publicKeyId.toUpperCase())) {
    problems.push(`WECHATPAY_PLATFORM_SERIAL=${publicKeyId} names no key of WECHATPAY_PLATFORM_CERT_PATH (certificate serials: ${keys.map((k) => k.serial).join(', ')})`);
  }
  return keys;
}

export function paymentSetupFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSetup {
  if (env.WECHATPAY_MCHID) {
    const parsed = wechatEnv.safeParse(env);
    if (!parsed.success) throw new WechatPayConfigError(parsed.error.issues.map((i) => i.message));
    const e = parsed.data;
    const problems: string[] = [];
    const pem = read(e.WECHATPAY_PRIVATE_KEY_PATH, 'WECHATPAY_PRIVATE_KEY_PATH', problems);
    let privateKey: ReturnType<typeof merchantKeyFromPem> | null = null;
    try {
      if (pem !== null) privateKey = merchantKeyFromPem(pem);
    } catch {
      problems.push(`WECHATPAY_PRIVATE_KEY_PATH ${e.WECHATPAY_PRIVATE_KEY_PATH}: not a PEM private key (apiclient_key.pem)`);
    }
    const paths = (e.WECHATPAY_PLATFORM_CERT_PATH ?? '').split(',').map((p) => p.trim()).filter(Boolean);
    const platformKeys = configuredPlatformKeys(paths, e.WECHATPAY_PLATFORM_SERIAL, problems);
    const download = e.WECHATPAY_PLATFORM_CERT_DOWNLOAD === '1';
    if (!download && paths.length === 0) {
      problems.push('WECHATPAY_PLATFORM_CERT_DOWNLOAD=0 needs WECHATPAY_PLATFORM_CERT_PATH (a platform certificate or the WeChat Pay public key): nothing could check WeChat Pay\'s signatures');
    }
    if (problems.length || !privateKey) throw new WechatPayConfigError(problems);
    const config = {
      mchid: e.WECHATPAY_MCHID,
      appid: e.WECHATPAY_APPID,
      serialNo: e.WECHATPAY_SERIAL,
      privateKey,
      apiV3Key: e.WECHATPAY_APIV3_KEY,
      platformKeys,
      downloadCertificates: download,
      baseUrl: e.WECHATPAY_BASE_URL,
    };
    return { kind: 'wechatpay', notifyUrl: e.WECHATPAY_NOTIFY_URL, config: { ...config, certificates: certificatesOf(config) } };
  }
  if (env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX === '1') return { kind: 'sandbox' };
  return { kind: 'none' };
}
