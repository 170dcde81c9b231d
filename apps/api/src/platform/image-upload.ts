// Images people upload (avatars now; refund vouchers, comments, store licences later): the type is read
// from the content (magic bytes, then sharp's own reading), never from the name; at most 2 MB; the image
// is re-encoded (WebP, orientation applied, metadata dropped, at most 2000 px) before it is stored.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import sharp from 'sharp';
import { LIMITS } from '@mall/shared';
import { AppError } from './errors';
import type { UploadStore } from './upload-store';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** The format the first bytes announce, or null. */
export function sniffImage(buf: Buffer): ImageFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * Reads the one file of a multipart request, sent in the field `field`; refuses a missing file, one over maxBytes,
 * a second file and a body that is not well-formed multipart (bad or missing boundary, cut off) with 400s.
 */
export async function readUploadedFile(req: FastifyRequest, maxBytes: number = LIMITS.imageMaxBytes, field = 'file'): Promise<Buffer> {
  let found: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 2 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) throw new AppError('upload.noFile');
      if (found) throw new AppError('upload.oneFile');
      const buf = await part.toBuffer();
      if (part.file.truncated || buf.length > maxBytes) throw new AppError('upload.tooLarge');
      found = buf;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('upload.noFile');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('upload.tooLarge');
    if (code === 'FST_FILES_LIMIT') throw new AppError('upload.oneFile');
    // anything else the parser throws means the body is not a well-formed multipart upload
    throw new AppError('upload.malformed');
  }
  if (!found || found.length === 0) throw new AppError('upload.noFile');
  return found;
}

/**
 * Checks and re-encodes an image, puts it in the upload store under dir/, answers its /uploads/... path. A store that
 * refuses or cannot be reached gives upload.unavailable (503): nothing answers an address that was not stored.
 */
export async function storeImage(buf: Buffer, store: UploadStore, dir: string): Promise<string> {
  const sniffed = sniffImage(buf);
  if (!sniffed) throw new AppError('upload.format');
  const animated = sniffed === 'gif' || sniffed === 'webp';
  let out: Buffer;
  try {
    const meta = await sharp(buf, { limitInputPixels: 40_000_000 }).metadata();
    if (meta.format !== sniffed) throw new Error(`content says ${sniffed}, decoder says ${meta.format}`);
    out = await sharp(buf, { animated, limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('upload.format');
  }
  const name = `${randomBytes(12).toString('base64url')}.webp`;
  try {
    await store.put(`${dir}/${name}`, out, 'image/webp');
  } catch (err) {
    throw Object.assign(new AppError('upload.unavailable', 503), { cause: err });
  }
  return `/uploads/${dir}/${name}`;
}

/** Where POST /p/file/upload keeps a user's images (below the uploads folder). */
export const userUploadDir = (userId: number): string => `user/${userId}`;

/** An image path this user uploaded (photos, vouchers, licences, avatars must be the caller's own). */
export const isOwnUpload = (userId: number, path: string): boolean =>
  new RegExp(`^/uploads/${userUploadDir(userId)}/[A-Za-z0-9_-]+\\.webp$`).test(path);
