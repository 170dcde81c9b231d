// E-invoice files: the type read from the content (PDF, OFD — a zip holding OFD.xml —, PNG, JPEG), never the name;
// at most 5 MB; kept outside the public uploads (an invoice names a person or a company and its bank account), so
// only the buyer of the order and the shop that issued it download it, through the API. A file is named after the
// shop that uploaded it, and only that shop can attach it to an invoice.
import { randomBytes } from 'node:crypto';
import { sniffImage } from '../../platform/image-upload';
import { AppError } from '../../platform/errors';
import type { UploadStore } from '../../platform/upload-store';

export type InvoiceFileType = 'pdf' | 'ofd' | 'png' | 'jpg';

export const INVOICE_FILE_MIME: Record<InvoiceFileType, string> = {
  pdf: 'application/pdf', ofd: 'application/ofd', png: 'image/png', jpg: 'image/jpeg',
};

/** The file type the bytes are, or null. */
export function sniffInvoiceFile(buf: Buffer): InvoiceFileType | null {
  if (buf.length >= 5 && buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // an OFD document is a zip whose entries include OFD.xml (GB/T 33190); the name sits in a local file header
  if (buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50 && buf.subarray(0, 64 * 1024).includes('OFD.xml')) return 'ofd';
  const image = sniffImage(buf);
  if (image === 'png') return 'png';
  if (image === 'jpeg') return 'jpg';
  return null;
}

const NAME_RE = /^(\d+)-([0-9a-f]{32})\.(pdf|ofd|png|jpg)$/;

/**
 * `store`: the private file store (platform/upload-store.ts privateFileStore: DATA_DIR/uploads-private or the S3
 * bucket's private/ — never served by address); known when the routes are mounted (RouteContext). Keys
 * `invoices/<shop>-<random>.<type>`.
 */
export function createInvoiceFiles(store: () => UploadStore) {
  const key = (file: string) => `invoices/${file}`;

  return {
    /** Keeps an uploaded file of shop `shopId`; answers its name (what the issue call names). */
    async store(shopId: number, buf: Buffer): Promise<{ file: string; fileType: InvoiceFileType }> {
      const fileType = sniffInvoiceFile(buf);
      if (!fileType) throw new AppError('invoice.fileFormat');
      const file = `${shopId}-${randomBytes(16).toString('hex')}.${fileType}`;
      await store().put(key(file), buf, INVOICE_FILE_MIME[fileType]);
      return { file, fileType };
    },

    /** A file name shop `shopId` uploaded and that exists, with its type; refuses anything else. */
    async ownedBy(shopId: number, file: string): Promise<InvoiceFileType> {
      const m = NAME_RE.exec(file);
      if (!m || Number(m[1]) !== shopId) throw new AppError('invoice.fileRequired');
      const got = await store().get(key(file));
      if (!got) throw new AppError('invoice.fileRequired');
      got.body.destroy(); // only its being there counts
      return m[3] as InvoiceFileType;
    },

    /** The file's bytes (only after the caller's right to it was checked). */
    async read(file: string): Promise<Buffer> {
      if (!NAME_RE.test(file)) throw new AppError('invoice.notFound', 404);
      const got = await store().get(key(file));
      if (!got) throw new AppError('invoice.notFound', 404);
      const chunks: Buffer[] = [];
      for await (const c of got.body) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
  };
}

export type InvoiceFiles = ReturnType<typeof createInvoiceFiles>;
