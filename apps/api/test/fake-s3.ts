// A protocol-level fake of an S3-compatible store for the tests (decision 041): path-style PUT, GET, DELETE Object
// in memory, and every request's AWS Signature V4 checked from what arrived on the wire — the canonical request is
// rebuilt here by its own code (not the client's), so a signer that disagrees with the protocol is refused with
// 403 SignatureDoesNotMatch, as AWS S3 and MinIO refuse it.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** requests answered, with their status */
  log: { method: string; key: string; status: number }[];
  close: () => Promise<void>;
}

const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function expectedSignature(req: IncomingMessage, body: Buffer, secret: string): { ok: boolean; code: string } {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return { ok: false, code: 'AccessDenied' };
  const [, , day, region, signed, signature] = m as unknown as [string, string, string, string, string, string];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day as string)) return { ok: false, code: 'AuthorizationHeaderMalformed' };
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== createHash('sha256').update(body).digest('hex')) return { ok: false, code: 'XAmzContentSHA256Mismatch' };
  // the canonical request lists the signed headers sorted, whatever order the client wrote them in
  const names = signed.split(';').sort();
  if (!names.includes('host') || !names.includes('x-amz-date')) return { ok: false, code: 'AccessDenied' };
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = [...url.searchParams].map(([k, v]) => `${enc(k)}=${enc(v)}`).sort().join('&');
  const canonical = [
    req.method,
    url.pathname, // S3 signs the path as sent (no second encoding)
    query,
    names.map((n) => `${n}:${String(req.headers[n] ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${createHash('sha256').update(canonical).digest('hex')}`;
  let key: Buffer = createHmac('sha256', `AWS4${secret}`).update(day).digest();
  for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  const want = createHmac('sha256', key).update(toSign).digest('hex');
  return want === signature ? { ok: true, code: '' } : { ok: false, code: 'SignatureDoesNotMatch' };
}

export async function startFakeS3(opts: { bucket: string; accessKeyId: string; secretAccessKey: string }): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const log: FakeS3['log'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  function reply(res: ServerResponse, req: IncomingMessage, key: string, status: number, code?: string) {
    log.push({ method: req.method ?? '', key, status });
    if (code) res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
    return res;
  }
  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
    const [, bucket, ...rest] = path.split('/');
    const key = rest.join('/');
    const credential = /Credential=([^/]+)\//.exec(req.headers.authorization ?? '')?.[1];
    if (credential !== opts.accessKeyId) return reply(res, req, key, 403, 'InvalidAccessKeyId');
    const check = expectedSignature(req, body, opts.secretAccessKey);
    if (!check.ok) return reply(res, req, key, 403, check.code);
    if (bucket !== opts.bucket) return reply(res, req, key, 404, 'NoSuchBucket');
    if (req.method === 'PUT') {
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      reply(res, req, key, 200).writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    } else if (req.method === 'GET') {
      const obj = objects.get(key);
      if (!obj) return reply(res, req, key, 404, 'NoSuchKey');
      reply(res, req, key, 200).writeHead(200, { 'content-type': obj.contentType, 'content-length': obj.body.length }).end(obj.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      reply(res, req, key, 204).writeHead(204).end();
    } else reply(res, req, key, 405, 'MethodNotAllowed');
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
