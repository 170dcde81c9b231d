// Where uploaded and generated files are kept (issue 19, decision 042): a directory (DATA_DIR/uploads, the default,
// shared by every process that mounts it) or an S3-compatible store (S3_* set). Keys are relative paths with '/'
// ("user/7/abc.webp"); the mall serves them itself under /uploads/<key> (platform/uploads.ts), so page addresses and
// the CSP do not change with the store. Content checks happen before a file reaches a store (image-upload.ts).
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { createS3Client, type S3Config } from './s3';

export interface StoredFile {
  body: Readable;
  contentType?: string;
  size?: number;
}

export interface UploadStore {
  /** 'dir' or 's3' (logged at start) */
  readonly kind: 'dir' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** the file as a stream, or null when there is none */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

const KEY_RE = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._~\-/]+$/;

/** Keys come from the mall's own code or a checked request path; anything that could climb out is refused. */
export const isKey = (key: string): boolean => KEY_RE.test(key) && !key.startsWith('/') && !key.includes('//');

export function assertKey(key: string): void {
  if (!isKey(key)) throw new Error(`upload store: bad key ${JSON.stringify(key)}`);
}

/** `mode`: the files' permission bits (0o600 for the private files: only the mall's user reads them). */
export function directoryStore(root: string, opts: { mode?: number } = {}): UploadStore {
  const base = normalize(root + sep);
  const fileOf = (key: string) => {
    assertKey(key);
    const file = normalize(join(base, key));
    if (!file.startsWith(base)) throw new Error(`upload store: bad key ${JSON.stringify(key)}`);
    return file;
  };
  return {
    kind: 'dir',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      // written aside, then renamed: a reader in another process never sees half a file
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(tmp, bytes, opts.mode === undefined ? undefined : { mode: opts.mode });
      await rename(tmp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const st = await stat(file);
        if (!st.isFile()) return null;
        return { body: createReadStream(file), size: st.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
  };
}

/** An S3 bucket; `prefix` ("uploads/") keeps the mall's public files apart from anything else in the bucket. */
export function s3Store(cfg: S3Config, prefix = ''): UploadStore {
  const client = createS3Client(cfg);
  const k = (key: string) => {
    assertKey(key);
    return prefix + key;
  };
  return {
    kind: 's3',
    put: async (key, bytes, contentType) => client.put(k(key), bytes, contentType),
    async get(key) {
      const obj = await client.get(k(key));
      return obj && { body: obj.body, contentType: obj.contentType, size: obj.contentLength };
    },
    delete: async (key) => client.delete(k(key)),
  };
}

/** S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (all or none), S3_REGION (default us-east-1). */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const names = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const set = names.filter((n) => env[n]);
  if (set.length === 0) return undefined;
  if (set.length < names.length) throw new Error(`S3 upload store: set all of ${names.join(', ')} (missing: ${names.filter((n) => !env[n]).join(', ')})`);
  const endpoint = new URL(env.S3_ENDPOINT as string); // throws on a malformed address
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') throw new Error('S3_ENDPOINT must be an http(s) address');
  return {
    endpoint: endpoint.toString(),
    bucket: env.S3_BUCKET as string,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    region: env.S3_REGION || 'us-east-1',
  };
}

/** The store of the public uploads: the S3 bucket's uploads/ when S3_* is set, else the directory. */
export const publicUploadStore = (opts: { uploadsDir: string; s3?: S3Config }): UploadStore =>
  opts.s3 ? s3Store(opts.s3, 'uploads/') : directoryStore(opts.uploadsDir);

/**
 * The store of files never served by address (the e-invoices, decision 042): the S3 bucket's private/ when S3_* is
 * set — a prefix the /uploads route, whose store is rooted at uploads/ and whose keys cannot climb (isKey), never
 * reaches — else DATA_DIR/uploads-private (files mode 0600). They leave only through the routes that check who asks.
 */
export const privateFileStore = (opts: { uploadsDir: string; s3?: S3Config }): UploadStore =>
  opts.s3 ? s3Store(opts.s3, 'private/') : directoryStore(`${opts.uploadsDir}-private`, { mode: 0o600 });
