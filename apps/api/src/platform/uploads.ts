// Serves uploaded and generated images from DATA_DIR/uploads. `?w=` gives a resized WebP copy
// (made once with sharp and kept under .cache), so pages can offer srcset without storing every size.
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export const IMAGE_WIDTHS = [100, 200, 400, 800] as const;
const TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.svg': 'image/svg+xml' };

async function exists(path: string) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function registerUploads(app: FastifyInstance, uploadsDir: string) {
  const root = normalize(uploadsDir + sep);
  const pending = new Map<string, Promise<void>>();

  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>('/uploads/*', async (req, reply) => {
    const rel = req.params['*'];
    const file = normalize(join(root, rel));
    const type = TYPES[extname(file).toLowerCase()];
    if (!file.startsWith(root) || relative(root, file).split(sep).includes('.cache') || rel.includes('\0') || !type || !(await exists(file))) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const width = Number(req.query.w);
    let path = file;
    let contentType = type;
    if ((IMAGE_WIDTHS as readonly number[]).includes(width) && type !== 'image/svg+xml' && type !== 'image/gif') {
      // built from the checked, normalized path: never from the raw request path
      path = join(root, '.cache', `w${width}`, relative(root, file).replace(/\.[^.]+$/, '.webp'));
      contentType = 'image/webp';
      if (!(await exists(path))) {
        let job = pending.get(path);
        if (!job) {
          job = (async () => {
            await mkdir(dirname(path), { recursive: true });
            const tmp = `${path}.${process.pid}.tmp`;
            await sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(tmp);
            await rename(tmp, path);
          })().finally(() => pending.delete(path));
          pending.set(path, job);
        }
        await job;
      }
    }
    return reply
      .header('Cache-Control', 'public, max-age=604800')
      .header('X-Content-Type-Options', 'nosniff')
      .type(contentType)
      .send(createReadStream(path));
  });
}
