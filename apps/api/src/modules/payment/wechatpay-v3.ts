// WeChat Pay API v3 cryptography: SHA256-RSA request signing (the WECHATPAY2-SHA256-RSA2048 Authorization header),
// verification of the platform's signatures on answers and notifications (Wechatpay-Timestamp / -Nonce / -Signature /
// -Serial), AES-256-GCM encryption of notification resources and downloaded certificates with the APIv3 key, and
// RSA-OAEP encryption of sensitive request fields with a platform key. The real provider and the sandbox (which plays
// the platform's part) both use these, so the sandbox exercises the same checks.
import {
  constants, createCipheriv, createDecipheriv, createSign, createVerify, privateDecrypt, publicEncrypt, randomBytes, type KeyObject,
} from 'node:crypto';
import { NotifyRejected, type ProviderNotice, type ProviderRefund, type RefundState, type TradeState } from './provider';

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** A notification or answer older (or newer) than this is refused as a replay. */
export const MAX_SKEW_S = 5 * 60;

type Key = KeyObject | string;
type Headers = Record<string, string | string[] | undefined>;

export const newNonce = () => randomBytes(16).toString('hex').toUpperCase();

export function signMessage(privateKey: Key, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

export function verifyMessage(publicKey: Key, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The signed message of a request: method, path with query, timestamp, nonce, body, each followed by \n. */
export const requestMessage = (method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** The signed message of an answer or a notification. */
export const platformMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

export interface MerchantKey {
  mchid: string;
  /** serial number of the merchant's API certificate */
  serialNo: string;
  privateKey: Key;
}

/** The Authorization header of a request to the v3 API. */
export function authorization(m: MerchantKey, method: string, pathWithQuery: string, body: string, timestamp: string, nonce: string): string {
  const signature = signMessage(m.privateKey, requestMessage(method, pathWithQuery, timestamp, nonce, body));
  return `${AUTH_SCHEMA} mchid="${m.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${m.serialNo}"`;
}

/** The fields of an Authorization header (for a fake provider, and tests). */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${AUTH_SCHEMA} `)) return null;
  const out: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  original_type: string;
  nonce: string;
}

const aesKey = (apiV3Key: string) => {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  return key;
};

export function encryptResource(apiV3Key: string, plaintext: string, associatedData: string, originalType: string): EncryptedResource {
  const nonce = randomBytes(6).toString('hex'); // 12 characters, used as the 12-byte IV
  const cipher = createCipheriv('aes-256-gcm', aesKey(apiV3Key), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: body.toString('base64'), associated_data: associatedData, original_type: originalType, nonce };
}

export function decryptResource(apiV3Key: string, r: Pick<EncryptedResource, 'ciphertext' | 'associated_data' | 'nonce'>): string {
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', aesKey(apiV3Key), Buffer.from(r.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

const header = (h: Headers, name: string): string | undefined => {
  const v = h[name] ?? h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

export interface PlatformKeys {
  /** the platform public key of a serial (certificate serial or public key id); undefined when unknown */
  keyOf(serial: string): Key | undefined;
}

interface SignatureHeaders { timestamp: string; nonce: string; signature: string; serial: string }

/** The signature headers, present and with a timestamp within MAX_SKEW_S of now (checked before any key is looked up). */
function signatureHeaders(h: Headers, now: Date): SignatureHeaders {
  const timestamp = header(h, 'Wechatpay-Timestamp');
  const nonce = header(h, 'Wechatpay-Nonce');
  const signature = header(h, 'Wechatpay-Signature');
  const serial = header(h, 'Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) throw new NotifyRejected('missing signature headers');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_SKEW_S) throw new NotifyRejected('stale timestamp');
  return { timestamp, nonce, signature, serial };
}

function checkSignature(s: SignatureHeaders, body: string, key: Key | undefined): void {
  if (!key) throw new NotifyRejected(`unknown platform serial ${s.serial}`);
  if (!verifyMessage(key, platformMessage(s.timestamp, s.nonce, body), s.signature)) throw new NotifyRejected('bad signature');
}

/**
 * Checks the platform signature of an answer or notification: signature headers present, timestamp within
 * MAX_SKEW_S of now, a known serial, signature over timestamp, nonce and the exact body. Throws NotifyRejected.
 */
export function verifyPlatformSignature(h: Headers, body: string, keys: PlatformKeys, now: Date): void {
  const s = signatureHeaders(h, now);
  checkSignature(s, body, keys.keyOf(s.serial));
}

/**
 * verifyPlatformSignature with a key lookup that may fetch (an unknown serial makes the real provider download the
 * platform certificates once). The lookup runs only for a fresh, complete set of headers.
 */
export async function verifyPlatformSignatureAsync(h: Headers, body: string, keyOf: (serial: string) => Promise<Key | undefined>, now: Date): Promise<void> {
  const s = signatureHeaders(h, now);
  checkSignature(s, body, await keyOf(s.serial));
}

/**
 * A sensitive request field (a name, an id number) encrypted with a platform key: RSAES-OAEP (SHA-1, MGF1), base64.
 * The request must name that key in its Wechatpay-Serial header.
 */
export const encryptSensitive = (platformPublicKey: Key, plaintext: string): string =>
  publicEncrypt({ key: platformPublicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from(plaintext, 'utf8')).toString('base64');

/** The platform's side of encryptSensitive (the fakes). */
export const decryptSensitive = (platformPrivateKey: Key, ciphertext: string): string =>
  privateDecrypt({ key: platformPrivateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from(ciphertext, 'base64')).toString('utf8');

/** Signature headers of a body as the platform sends them (the sandbox and fakes). */
export function platformHeaders(privateKey: Key, serial: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = newNonce();
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signMessage(privateKey, platformMessage(timestamp, nonce, body)),
    'Wechatpay-Serial': serial,
  };
}

interface NotifyBody {
  id?: unknown;
  event_type?: unknown;
  resource_type?: unknown;
  resource?: Partial<EncryptedResource>;
}

/** The transaction object of an answer or a decrypted notification. */
export function toTransaction(o: Record<string, unknown>): { outTradeNo: string; state: TradeState; transactionId: string | null; amount: number | null } {
  const amount = (o.amount ?? {}) as { total?: unknown };
  return {
    outTradeNo: String(o.out_trade_no ?? ''),
    state: String(o.trade_state ?? 'NOTPAY') as TradeState,
    transactionId: typeof o.transaction_id === 'string' ? o.transaction_id : null,
    amount: typeof amount.total === 'number' ? amount.total : null,
  };
}

export function toRefund(o: Record<string, unknown>): ProviderRefund & { outTradeNo: string } {
  return {
    outTradeNo: String(o.out_trade_no ?? ''),
    outRefundNo: String(o.out_refund_no ?? ''),
    refundId: typeof o.refund_id === 'string' ? o.refund_id : null,
    state: String(o.status ?? o.refund_status ?? 'PROCESSING') as RefundState,
  };
}

/** Verifies, then decrypts a v3 notification (transaction or refund). */
export function parseV3Notification(req: { headers: Headers; body: string }, keys: PlatformKeys, apiV3Key: string, now: Date): ProviderNotice {
  verifyPlatformSignature(req.headers, req.body, keys, now);
  return decodeV3Notification(req.body, apiV3Key);
}

/** Decrypts the resource of a notification whose signature was verified. Throws NotifyRejected. */
export function decodeV3Notification(text: string, apiV3Key: string): ProviderNotice {
  let body: NotifyBody;
  try {
    body = JSON.parse(text) as NotifyBody;
  } catch {
    throw new NotifyRejected('body is not JSON');
  }
  const r = body.resource;
  if (typeof body.id !== 'string' || typeof body.event_type !== 'string' || !r || r.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) {
    throw new NotifyRejected('malformed notification');
  }
  let resource: Record<string, unknown>;
  try {
    resource = JSON.parse(decryptResource(apiV3Key, { ciphertext: r.ciphertext, nonce: r.nonce, associated_data: r.associated_data ?? '' })) as Record<string, unknown>;
  } catch {
    throw new NotifyRejected('resource cannot be decrypted');
  }
  if (body.event_type.startsWith('REFUND.')) return { id: body.id, eventType: body.event_type, kind: 'refund', refund: toRefund(resource) };
  return { id: body.id, eventType: body.event_type, kind: 'transaction', transaction: toTransaction(resource) };
}

/** A v3 notification body with its resource encrypted (the sandbox and fakes send these). */
export function buildV3Notification(apiV3Key: string, eventType: string, resource: object, now: Date, id: string): string {
  const refund = eventType.startsWith('REFUND.');
  return JSON.stringify({
    id,
    create_time: rfc3339(now),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: refund ? '退款成功' : '支付成功',
    resource: encryptResource(apiV3Key, JSON.stringify(resource), refund ? 'refund' : 'transaction', refund ? 'refund' : 'transaction'),
  });
}

/** RFC 3339 time in China time, as WeChat Pay writes it: 2026-11-21T16:00:00+08:00 */
export function rfc3339(d: Date): string {
  const shifted = new Date(d.getTime() + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
