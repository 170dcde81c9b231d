// The WeChat Pay platform keys, by serial: what signs answers and notifications (Wechatpay-Serial names the key) and
// what sensitive request fields are encrypted with. WeChat Pay rotates its platform certificates: for a while two are
// valid and either may sign, so several keys are held at once:
// - configured certificates (their serial read from the certificate) and/or the configured WeChat Pay public key
//   (its id 'PUB_KEY_ID_...', the newer scheme that replaces certificates), kept until they expire;
// - certificates downloaded from GET /v3/certificates (AES-256-GCM encrypted with the APIv3 key), downloaded again
//   periodically (main.ts, CERT_REFRESH_MS) and once when an unknown serial turns up (at most every MIN_REFRESH_MS),
//   the answer's list replacing the previous download.
// Trust in a download: the request goes over TLS to the API host, every certificate must decrypt with the APIv3 key
// (AES-GCM authenticates it: only WeChat Pay and the merchant know that key), its serial must be the one announced,
// and the answer's own signature must verify with a key known before or, on the first download or when the answer
// is signed by the new certificate of a rotation, with the downloaded certificate its Wechatpay-Serial names (as the
// official SDKs do). A download that fails any check changes nothing.
import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { NotifyRejected, ProviderError } from './provider';
import type { MerchantHttp } from './wechatpay-http';
import { decryptResource, verifyPlatformSignatureAsync } from './wechatpay-v3';

/** Platform certificates are downloaded again this often (main.ts). */
export const CERT_REFRESH_MS = 60 * 60_000;
/** An unknown serial makes a download at most this often (a flood of made-up serials costs one request a minute). */
export const MIN_REFRESH_MS = 60_000;

export interface PlatformKey {
  /** certificate serial (hex, upper case) or public key id (PUB_KEY_ID_...) */
  serial: string;
  key: KeyObject;
  source: 'certificate' | 'public-key' | 'downloaded';
  /** from when a certificate is in use (null: a public key) */
  effectiveAt: Date | null;
  /** after this the key is not trusted any more (null: a public key) */
  expiresAt: Date | null;
}

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/**
 * The platform keys of a PEM file: every certificate in it (serial read from the certificate), and a WeChat Pay public
 * key, which needs its id. Throws an Error saying what is wrong.
 */
export function platformKeysFromPem(pem: string, publicKeyId?: string): PlatformKey[] {
  const keys: PlatformKey[] = [];
  for (const [block, kind] of pem.matchAll(PEM_BLOCK)) {
    if (kind === 'CERTIFICATE') {
      const cert = new X509Certificate(block);
      keys.push({ serial: cert.serialNumber.toUpperCase(), key: cert.publicKey, source: 'certificate', effectiveAt: new Date(cert.validFrom), expiresAt: new Date(cert.validTo) });
    } else if (kind === 'PUBLIC KEY') {
      if (!publicKeyId) throw new Error('a WeChat Pay public key needs its id (WECHATPAY_PLATFORM_SERIAL=PUB_KEY_ID_...)');
      keys.push({ serial: publicKeyId.toUpperCase(), key: createPublicKey(block), source: 'public-key', effectiveAt: null, expiresAt: null });
    } else {
      throw new Error(`a platform key file holds certificates or a public key, not ${kind}`);
    }
  }
  if (keys.length === 0) throw new Error('no certificate or public key found (PEM expected)');
  return keys;
}

export interface PlatformCertificatesOptions {
  /** signed requests to the API (for GET /v3/certificates) */
  http: MerchantHttp;
  apiV3Key: string;
  configured?: PlatformKey[];
  /** download the platform certificates (default true; off for a merchant that has only the public key) */
  download?: boolean;
}

export interface CertificateDownload {
  /** the serials the answer listed (expired ones left out) */
  serials: string[];
  /** those that were not known before */
  added: string[];
}

export interface PlatformCertificates {
  readonly download: boolean;
  /** The key of a serial, when known and not expired. */
  keyOf(serial: string, now: Date): KeyObject | undefined;
  /** keyOf, and for an unknown serial one download first (at most every MIN_REFRESH_MS); undefined when still unknown. */
  resolve(serial: string, now: Date): Promise<KeyObject | undefined>;
  /** Downloads the platform certificates now (racing calls share one request). Throws ProviderError. */
  refresh(now: Date): Promise<CertificateDownload>;
  /** The key sensitive fields are encrypted with: the public key, else the newest certificate in effect. */
  encryptionKey(now: Date): Promise<{ serial: string; key: KeyObject }>;
  /** The keys usable now (for logs and tests). */
  list(now: Date): PlatformKey[];
}

interface CertificateItem {
  serial_no?: unknown;
  effective_time?: unknown;
  expire_time?: unknown;
  encrypt_certificate?: { algorithm?: unknown; nonce?: unknown; associated_data?: unknown; ciphertext?: unknown };
}

const timeOf = (v: unknown): Date | null => {
  if (typeof v !== 'string') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

export function platformCertificates(opts: PlatformCertificatesOptions): PlatformCertificates {
  const download = opts.download ?? true;
  const configured = new Map((opts.configured ?? []).map((k) => [k.serial.toUpperCase(), k]));
  let downloaded = new Map<string, PlatformKey>();
  let inflight: Promise<CertificateDownload> | null = null;
  let lastAttempt: number | null = null;

  const live = (k: PlatformKey | undefined, now: Date) => (k && (!k.expiresAt || k.expiresAt.getTime() > now.getTime()) ? k : undefined);
  const find = (serial: string, now: Date) => {
    const s = serial.toUpperCase();
    return live(configured.get(s), now) ?? live(downloaded.get(s), now);
  };
  const list = (now: Date) => [...configured.values(), ...[...downloaded.values()].filter((k) => !configured.has(k.serial))].filter((k) => live(k, now));

  /** The certificates of an answer of GET /v3/certificates, decrypted and checked. */
  function readCertificates(text: string, now: Date): Map<string, PlatformKey> {
    let data: unknown;
    try {
      data = (JSON.parse(text) as { data?: unknown }).data;
    } catch {
      throw new ProviderError('WeChat Pay certificates answer is not JSON');
    }
    if (!Array.isArray(data)) throw new ProviderError('WeChat Pay certificates answer has no data');
    const fresh = new Map<string, PlatformKey>();
    for (const item of data as CertificateItem[]) {
      const e = item.encrypt_certificate;
      const serial = typeof item.serial_no === 'string' ? item.serial_no.toUpperCase() : '';
      if (!serial || e?.algorithm !== 'AEAD_AES_256_GCM' || typeof e.ciphertext !== 'string' || typeof e.nonce !== 'string') {
        throw new ProviderError('WeChat Pay certificates answer is malformed');
      }
      let cert: X509Certificate;
      try {
        cert = new X509Certificate(decryptResource(opts.apiV3Key, { ciphertext: e.ciphertext, nonce: e.nonce, associated_data: typeof e.associated_data === 'string' ? e.associated_data : '' }));
      } catch {
        throw new ProviderError(`WeChat Pay certificate ${serial} cannot be decrypted with the APIv3 key`);
      }
      if (cert.serialNumber.toUpperCase() !== serial) throw new ProviderError(`WeChat Pay certificate ${serial} holds another serial (${cert.serialNumber})`);
      const key: PlatformKey = {
        serial, key: cert.publicKey, source: 'downloaded',
        effectiveAt: timeOf(item.effective_time) ?? new Date(cert.validFrom),
        expiresAt: timeOf(item.expire_time) ?? new Date(cert.validTo),
      };
      if (live(key, now)) fresh.set(serial, key);
    }
    return fresh;
  }

  async function fetchCertificates(now: Date): Promise<CertificateDownload> {
    lastAttempt = now.getTime();
    const answer = await opts.http('GET', '/v3/certificates', undefined, now);
    const fresh = readCertificates(answer.text, now);
    try {
      await verifyPlatformSignatureAsync(answer.headers, answer.text, async (serial) => find(serial, now)?.key ?? fresh.get(serial.toUpperCase())?.key, now);
    } catch (err) {
      throw new ProviderError(`WeChat Pay certificates answer not trusted: ${err instanceof NotifyRejected ? err.reason : String(err)}`);
    }
    const added = [...fresh.keys()].filter((s) => !find(s, now));
    downloaded = fresh;
    return { serials: [...fresh.keys()], added };
  }

  function refresh(now: Date): Promise<CertificateDownload> {
    if (!download) return Promise.resolve({ serials: [], added: [] });
    inflight ??= fetchCertificates(now).finally(() => {
      inflight = null;
    });
    return inflight;
  }

  /** A download for a key that is missing, unless one ran less than MIN_REFRESH_MS ago; failures count as nothing found. */
  async function refreshForMissing(now: Date): Promise<void> {
    if (!download) return;
    if (!inflight && lastAttempt !== null && now.getTime() - lastAttempt < MIN_REFRESH_MS) return;
    await refresh(now).catch(() => undefined);
  }

  function encryptionCandidate(now: Date): PlatformKey | undefined {
    const keys = list(now);
    const publicKey = keys.find((k) => k.source === 'public-key');
    if (publicKey) return publicKey;
    return keys
      .filter((k) => !k.effectiveAt || k.effectiveAt.getTime() <= now.getTime())
      .sort((a, b) => (b.effectiveAt?.getTime() ?? 0) - (a.effectiveAt?.getTime() ?? 0))[0];
  }

  return {
    download,
    keyOf: (serial, now) => find(serial, now)?.key,
    async resolve(serial, now) {
      const known = find(serial, now);
      if (known) return known.key;
      await refreshForMissing(now);
      return find(serial, now)?.key;
    },
    refresh,
    async encryptionKey(now) {
      let k = encryptionCandidate(now);
      if (!k) {
        await refreshForMissing(now);
        k = encryptionCandidate(now);
      }
      if (!k) throw new ProviderError('no WeChat Pay platform key to encrypt with');
      return { serial: k.serial, key: k.key };
    },
    list,
  };
}
