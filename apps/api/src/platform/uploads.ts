// Serves uploaded and generated images from the upload store (upload-store.ts: DATA_DIR/uploads or S3) under
// /uploads/<key>. `?w=` gives a resized WebP copy (made once with sharp and kept in the store under .cache/), so
// pages can offer srcset without storing every size.
import { extname, posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { isKey, type UploadStore } from './upload-store';

export const IMAGE_WIDTHS = [100, 200, 400, 800] as const;
const TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.svg': 'image/svg+xml' };

/** The store key of a request path, or null when it could climb out, names the cache or is no image. */
function keyOf(rel: string): string | null {
  if (rel.includes('\0') || rel.includes('\\')) return null;
  const key = posix.normalize(rel);
  if (key.startsWith('/') || key.startsWith('..') || key.split('/').some((s) => s === '..' || s === '.cache' || s === '')) return null;
  return TYPES[extname(key).toLowerCase()] && isKey(key) ? key : null;
}

async function toBuffer(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export function registerUploads(app: FastifyInstance, store: UploadStore) {
  const pending = new Map<string, Promise<void>>();

  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>('/uploads/*', async (req, reply) => {
    const key = keyOf(req.params['*']);
    const notFound = () => reply.status(404).type('text/plain').send('Not found');
    if (!key) return notFound();
    const type = TYPES[extname(key).toLowerCase()] as string;
    const width = Number(req.query.w);
    let served = key;
    let contentType = type;
    if ((IMAGE_WIDTHS as readonly number[]).includes(width) && type !== 'image/svg+xml' && type !== 'image/gif') {
      // built from the checked, normalized key: never from the raw request path
      const cacheKey = `.cache/w${width}/${key.replace(/\.[^.]+$/, '.webp')}`;
      const cached = await store.get(cacheKey);
      if (cached) return send(cached.body, 'image/webp', cached.size);
      let job = pending.get(cacheKey);
      if (!job) {
        job = (async () => {
          const original = await store.get(key);
          if (!original) return;
          const out = await sharp(await toBuffer(original.body)).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
          await store.put(cacheKey, out, 'image/webp');
        })().finally(() => pending.delete(cacheKey));
        pending.set(cacheKey, job);
      }
      await job;
      served = cacheKey;
      contentType = 'image/webp';
    }
    const file = await store.get(served);
    if (!file) return notFound();
    return send(file.body, contentType, file.size);

    function send(body: NodeJS.ReadableStream, ct: string, size?: number) {
      if (size !== undefined) reply.header('Content-Length', size);
      return reply
        .header('Cache-Control', 'public, max-age=604800')
        .header('X-Content-Type-Options', 'nosniff')
        .type(ct)
        .send(body);
    }
  });
}
