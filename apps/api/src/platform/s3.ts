// A small S3 client (issue 19, decision 042): PUT, GET, DELETE Object with path-style addresses, signed with AWS
// Signature Version 4 written here on node:crypto (no SDK), so it speaks to AWS S3, MinIO or any S3-compatible store.
import { createHash, createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface S3Config {
  /** e.g. http://127.0.0.1:9000 or https://s3.eu-west-1.amazonaws.com (path-style: the bucket is the first segment) */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** default us-east-1 */
  region: string;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ (and '/' in a path) percent-encoded. */
export function uriEncode(s: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(s), (b) => {
    const ch = String.fromCharCode(b);
    if (/[A-Za-z0-9\-._~]/.test(ch) || (keepSlash && ch === '/')) return ch;
    return `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

export interface SignInput {
  method: string;
  /** the path as sent, already encoded (uriEncode(path, true)); S3 does not encode it a second time */
  path: string;
  /** query parameters (unencoded) */
  query?: Record<string, string>;
  /** every header to sign, host and x-amz-date and x-amz-content-sha256 among them */
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

/** The canonical request of SigV4 (its step 1); the fake store of the tests recomputes it from what it received. */
export function canonicalRequest(input: Pick<SignInput, 'method' | 'path' | 'query' | 'headers' | 'payloadHash'>): { text: string; signedHeaders: string } {
  const query = Object.entries(input.query ?? {})
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = Object.entries(input.headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([k]) => k).join(';');
  const text = [input.method, input.path, query, headers.map(([k, v]) => `${k}:${v}\n`).join(''), signedHeaders, input.payloadHash].join('\n');
  return { text, signedHeaders };
}

/** The Authorization header value of a request (headers must hold x-amz-date, YYYYMMDDTHHMMSSZ). */
export function signV4(input: SignInput): string {
  const amzDate = Object.entries(input.headers).find(([k]) => k.toLowerCase() === 'x-amz-date')?.[1];
  if (!amzDate || !/^\d{8}T\d{6}Z$/.test(amzDate)) throw new Error('signV4: x-amz-date header missing or malformed');
  const service = input.service ?? 's3';
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(input);
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(text)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export const amzDateOf = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A refusal or fault of the store (status and S3's error code, e.g. 403 SignatureDoesNotMatch). */
export class S3Error extends Error {
  constructor(readonly status: number, readonly s3Code: string, what: string) {
    super(`S3 ${what}: ${status} ${s3Code}`);
  }
}

export interface S3Object {
  body: IncomingMessage;
  contentType?: string;
  contentLength?: number;
}

export function createS3Client(cfg: S3Config, now: () => Date = () => new Date()) {
  const base = new URL(cfg.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');
  const send = (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, extra: Record<string, string> = {}) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const path = uriEncode(`${basePath}/${cfg.bucket}/${key}`, true);
      const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
      const headers: Record<string, string> = { host: base.host, 'x-amz-date': amzDateOf(now()), 'x-amz-content-sha256': payloadHash, ...extra };
      if (body) headers['content-length'] = String(body.length);
      headers.authorization = signV4({ method, path, headers, payloadHash, accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey, region: cfg.region });
      const req = (base.protocol === 'https:' ? httpsRequest : httpRequest)(
        { method, protocol: base.protocol, hostname: base.hostname, port: base.port || undefined, path, headers, timeout: 15_000 },
        resolve,
      );
      req.on('timeout', () => req.destroy(new Error(`S3 ${method} ${key}: timed out`)));
      req.on('error', reject);
      req.end(body);
    });
  const fail = async (res: IncomingMessage, what: string): Promise<never> => {
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    const code = /<Code>([^<]+)<\/Code>/.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? 'Error';
    throw new S3Error(res.statusCode ?? 0, code, what);
  };

  return {
    async put(key: string, body: Buffer, contentType: string): Promise<void> {
      const res = await send('PUT', key, body, { 'content-type': contentType });
      if ((res.statusCode ?? 0) >= 300) return fail(res, `PUT ${key}`);
      res.resume();
    },
    /** The object as a stream, or null when there is none. */
    async get(key: string): Promise<S3Object | null> {
      const res = await send('GET', key);
      if (res.statusCode === 404) {
        res.resume();
        return null;
      }
      if ((res.statusCode ?? 0) >= 300) return fail(res, `GET ${key}`);
      const length = Number(res.headers['content-length']);
      return { body: res, contentType: res.headers['content-type'], contentLength: Number.isFinite(length) ? length : undefined };
    },
    async delete(key: string): Promise<void> {
      const res = await send('DELETE', key);
      if ((res.statusCode ?? 0) >= 300 && res.statusCode !== 404) return fail(res, `DELETE ${key}`);
      res.resume();
    },
  };
}

export type S3Client = ReturnType<typeof createS3Client>;
