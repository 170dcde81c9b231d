// E-invoice files in the S3-compatible bucket (issue 19, decision 042): with S3_* the shop's uploaded e-invoice goes
// to the bucket under private/ (not DATA_DIR/uploads-private, not the public uploads/), the public /uploads route
// cannot reach it by any address, and it leaves only through the authorised download (the buyer of the order and the
// issuing shop; a stranger and another shop get 404) — against the fake S3 that checks every signature.
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get, post } from './account-helpers';
import { describeEachEngine, type TestContext } from './harness';
import { payer } from './payment-helpers';
import { bought } from './refund-helpers';
import { seller, type TestSeller } from './seller-helpers';
import { startFakeS3, type FakeS3 } from './fake-s3';

const KEY_ID = 'mall-test-key';
const SECRET = 'mall-test-secret/invoices';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const UNIT = { invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B' };

describeEachEngine('e-invoice files in an S3-compatible bucket', (base) => {
  let s3: FakeS3;
  let app: FastifyInstance;
  // the same database and clock as the harness's app; calls go to the app whose files are in the bucket
  const ctx = (): TestContext => ({ ...base(), app });
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'mall', accessKeyId: KEY_ID, secretAccessKey: SECRET });
    // uploadsDir names no folder: nothing may go to disk, public or private
    app = await (await import('../src/server')).buildApp({
      database: base().database, uploadsDir: '/nonexistent-s3', s3: { endpoint: s3.endpoint, bucket: 'mall', accessKeyId: KEY_ID, secretAccessKey: SECRET, region: 'us-east-1' },
      mode: 'test', clock: base().clock,
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  function uploadFile(s: TestSeller, content: Buffer) {
    const boundary = '----mall-invoice-s3';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invoice.pdf"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return app.inject({
      method: 'POST', url: '/shop-api/p/seller/invoices/file', headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  }

  it('stores the shop\'s file under private/ in the bucket, never served by address, downloaded by the buyer and the shop only', async () => {
    const o = await bought(ctx, { counts: [1] });
    const title = await post(ctx, '/p/invoice/titles', UNIT, { token: o.buyer.token });
    expect(title.statusCode, title.body).toBe(200);
    const req = await post(ctx, '/p/invoice/requests', { orderNumber: o.orderNumber, titleId: title.json().id }, { token: o.buyer.token });
    expect(req.statusCode, req.body).toBe(200);
    const { id, amount } = req.json() as { id: number; amount: number };

    const up = await uploadFile(o.seller, PDF);
    expect(up.statusCode, up.body).toBe(200);
    const { file } = up.json() as { file: string };
    const stored = s3.objects.get(`private/invoices/${file}`);
    expect(stored?.body.equals(PDF)).toBe(true);
    expect(stored?.contentType).toBe('application/pdf');
    expect([...s3.objects.keys()].filter((k) => k.includes(file))).toEqual([`private/invoices/${file}`]);
    expect(existsSync(`/nonexistent-s3-private/invoices/${file}`)).toBe(false);
    // the public route is rooted at uploads/ and its keys cannot climb: no address reaches private/
    for (const url of [`/uploads/private/invoices/${file}`, `/uploads/invoices/${file}`, `/uploads/..%2fprivate/invoices/${file}`, `/uploads/%2e%2e/private/invoices/${file}`, `/private/invoices/${file}`]) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.rawPayload.includes(PDF)).toBe(false);
    }

    // issuing checks the file is in the bucket and the shop's own; one not there is refused
    const missing = `${file.split('-')[0]}-${'0'.repeat(32)}.pdf`;
    expect((await o.seller.api('POST', `/invoices/${id}/issue`, { invoiceNo: '12345678', amount, file: missing })).json().code).toBe('INVOICE_FILEREQUIRED');
    expect((await o.seller.api('POST', `/invoices/${id}/issue`, { invoiceNo: '12345678', amount, file })).statusCode).toBe(200);

    const got = await get(ctx, `/p/invoice/requests/${id}/file`, { token: o.buyer.token });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await o.seller.api('GET', `/invoices/${id}/file`)).rawPayload.equals(PDF)).toBe(true);
    const stranger = await payer(ctx);
    expect((await get(ctx, `/p/invoice/requests/${id}/file`, { token: stranger.token })).statusCode).toBe(404);
    const other = await seller(ctx);
    expect((await other.api('GET', `/invoices/${id}/file`)).statusCode).toBe(404);
    // every request to the bucket was signed right (none refused 403)
    expect(s3.log.filter((l) => l.key.startsWith('private/')).every((l) => l.status !== 403)).toBe(true);
  });
});
