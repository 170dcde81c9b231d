// Statement invoices issued by the platform on both engines (issue 17, decision 034): the operator lists the
// requests, uploads the e-invoice (the invoice module's content check and private folder), issues it with its number
// and amount or refuses it with a reason (zh and en); issue racing refuse: one wins; the buyer sees the state and
// downloads his own file (a plain link with the cookie), another user's is 404; buyers cannot reach the console calls.
import { expect, it } from 'vitest';
import { expectRefused, get, post, type CallOptions } from './account-helpers';
import { describeEachEngine } from './harness';
import { payer } from './payment-helpers';
import { adminToken } from './store-helpers';

const UNIT = { invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describeEachEngine('statement invoices', (ctx) => {
  const upload = (token: string, content: Buffer) => {
    const boundary = '----mall-credit-invoice';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return ctx().app.inject({
      method: 'POST', url: '/shop-api/p/admin/credit/invoices/file', headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  };
  const admin = async (path: string, body: unknown, o: CallOptions = {}) => post(ctx, path, body, { token: await adminToken(ctx), ...o });
  /** A credit buyer with one closed statement (128,000 fen, the demo's) and its invoice request to a unit title. */
  async function requested() {
    const u = await payer(ctx);
    await ctx().app.services.company.ensureDemoApproved(u.userId, `企业${u.userId}`, UNIT.taxNumber);
    await ctx().app.services.credit.ensureDemo(u.userId, 1);
    const [st] = (await get(ctx, '/p/credit/statements', { token: u.token })).json().records;
    const title = (await post(ctx, '/p/invoice/titles', UNIT, { token: u.token })).json().id;
    const r = await post(ctx, '/p/credit/invoice', { statementId: st.id, titleId: title }, { token: u.token });
    expect(r.statusCode, r.body).toBe(200);
    const list = (await get(ctx, '/p/admin/credit/invoices?status=applying&size=100', { token: await adminToken(ctx) })).json().records;
    const row = list.find((x: { statementId: number }) => x.statementId === st.id);
    expect(row).toMatchObject({ status: 'applying', amount: 128_000, title: UNIT.title, statementNo: st.statementNo, userId: u.userId, fileUrl: null });
    return { u, st, id: row.id as number };
  }
  const mine = async (token: string, statementId: number) =>
    (await get(ctx, '/p/credit/statements', { token })).json().records.find((s: { id: number }) => s.id === statementId).invoice;

  it('the platform issues a statement invoice with a checked file, number and amount; the buyer downloads his own only', async () => {
    const { u, st, id } = await requested();
    const token = await adminToken(ctx);
    // the file is read from its content, as the shops' e-invoices
    const bad = await upload(token, Buffer.from('not an invoice'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('电子发票须为PDF、OFD、PNG或JPG文件，且不超过5MB');
    const up = await upload(token, PDF);
    expect(up.statusCode, up.body).toBe(200);
    const file = up.json().file as string;
    expect(file).toMatch(/^0-[0-9a-f]{32}\.pdf$/);
    // buyers cannot upload, list or issue
    expect((await upload(u.token, PDF)).statusCode).toBe(403);
    expect((await get(ctx, '/p/admin/credit/invoices', { token: u.token })).statusCode).toBe(403);
    expect((await post(ctx, `/p/admin/credit/invoices/${id}/issue`, { invoiceNo: '12345678', amount: 128_000, file }, { token: u.token })).statusCode).toBe(403);
    // the issue rules in zh and en
    await expectRefused((lang) => admin(`/p/admin/credit/invoices/${id}/issue`, { invoiceNo: '1234', amount: 128_000, file }, { lang }), '发票号码须为8位或20位数字', 'The invoice number must be 8 or 20 digits');
    await expectRefused((lang) => admin(`/p/admin/credit/invoices/${id}/issue`, { invoiceNo: '12345678', amount: 128_001, file }, { lang }), '开票金额须大于0且不超过可开票金额', 'The invoice amount must be above 0 and at most the amount that may be invoiced');
    // a shop's file (not the platform's) cannot be named
    await expectRefused((lang) => admin(`/p/admin/credit/invoices/${id}/issue`, { invoiceNo: '12345678', amount: 128_000, file: file.replace(/^0-/, '7-') }, { lang }), '请上传电子发票文件', 'Please upload the e-invoice file');
    expect((await admin('/p/admin/credit/invoices/999999/issue', { invoiceNo: '12345678', amount: 1, file })).statusCode).toBe(404);
    // before it is issued there is nothing to download
    expect((await get(ctx, `/p/credit/statements/${st.id}/invoice-file`, { token: u.token })).statusCode).toBe(404);

    const ok = await admin(`/p/admin/credit/invoices/${id}/issue`, { invoiceNo: ' 12345678 ', amount: 128_000, file });
    expect(ok.statusCode, ok.body).toBe(200);
    const inv = await mine(u.token, st.id);
    expect(inv).toMatchObject({ status: 'invoiced', invoiceNo: '12345678', issuedAmount: 128_000, fileType: 'pdf', fileUrl: `/shop-api/p/credit/statements/${st.id}/invoice-file` });
    expect(inv.issuedAt).toBeTruthy();
    // issued once: a second issue or a refusal is refused
    await expectRefused((lang) => admin(`/p/admin/credit/invoices/${id}/refuse`, { reason: '抬头有误' }, { lang }), '发票状态已变化，请刷新后重试', 'The invoice status has changed. Please refresh and try again');

    // the buyer downloads it with the cookie (a plain link); another user gets 404
    const dl = await ctx().app.inject({ method: 'GET', url: inv.fileUrl, headers: { cookie: `token=${u.token}` } });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toContain('invoice-12345678.pdf');
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    const stranger = await payer(ctx);
    expect((await get(ctx, `/p/credit/statements/${st.id}/invoice-file`, { token: stranger.token })).statusCode).toBe(404);
    expect((await get(ctx, `/p/credit/statements/${st.id}/invoice-file`)).statusCode).toBe(401);
    // the console downloads it too; the buyer cannot use the console's route
    const adm = await get(ctx, `/p/admin/credit/invoices/${id}/file`, { token });
    expect(adm.statusCode).toBe(200);
    expect(adm.rawPayload.equals(PDF)).toBe(true);
    expect((await get(ctx, `/p/admin/credit/invoices/${id}/file`, { token: u.token })).statusCode).toBe(403);
  });

  it('refuses with a reason (zh and en rules); issue racing refuse: exactly one wins', async () => {
    const { u, st, id } = await requested();
    await expectRefused((lang) => admin(`/p/admin/credit/invoices/${id}/refuse`, { reason: '   ' }, { lang }), '请填写拒绝开票的原因', 'Please give the reason for refusing');
    await expectRefused((lang) => admin(`/p/admin/credit/invoices/${id}/refuse`, { reason: '长'.repeat(201) }, { lang }), '拒绝原因不能超过200个字', 'The reason cannot exceed 200 characters');
    expect((await post(ctx, `/p/admin/credit/invoices/${id}/refuse`, { reason: '抬头有误' }, { token: u.token })).statusCode).toBe(403);
    const ok = await admin(`/p/admin/credit/invoices/${id}/refuse`, { reason: ' 抬头有误 ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await mine(u.token, st.id)).toMatchObject({ status: 'refused', refuseReason: '抬头有误', fileUrl: null, invoiceNo: null });
    expect((await get(ctx, `/p/credit/statements/${st.id}/invoice-file`, { token: u.token })).statusCode).toBe(404);

    // racing: an issue and a refusal of one request at once
    const next = await requested();
    const token = await adminToken(ctx);
    const file = (await upload(token, PDF)).json().file;
    const both = await Promise.all([
      admin(`/p/admin/credit/invoices/${next.id}/issue`, { invoiceNo: '87654321', amount: 128_000, file }),
      admin(`/p/admin/credit/invoices/${next.id}/refuse`, { reason: '重复申请' }),
      admin(`/p/admin/credit/invoices/${next.id}/issue`, { invoiceNo: '87654322', amount: 128_000, file }),
    ]);
    expect(both.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of both.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('发票状态已变化，请刷新后重试');
    const inv = await mine(next.u.token, next.st.id);
    expect(['invoiced', 'refused']).toContain(inv.status);
    if (inv.status === 'invoiced') expect(inv.refuseReason).toBeNull();
    else expect(inv.invoiceNo).toBeNull();
  });
});
