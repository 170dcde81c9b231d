// Invoices on both engines (issue 17, decision 026): the buyer's titles (every rule and message in zh and en, at
// most 20 even racing, one default, another's is 404), the checkout's invoice made a request when the order is paid,
// a later request (paid orders only, one live request per order even racing, the 180-day window by the clock), the
// shop's issue (content-checked file of its own, 8/20-digit number, amount cap), refusal and red-letter, the file for
// the buyer and the shop only, and a refund held until the issued invoice is voided.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { checkInvoiceMachine, INVOICE_TRANSITIONS } from '../src/modules/invoice/status';
import { call, expectRefused, get, post, type CallOptions } from './account-helpers';
import { describeEachEngine } from './harness';
import { confirm, freshSkus, submit } from './order-helpers';
import { balancePay, payer } from './payment-helpers';
import { travel } from './points-helpers';
import { applied, bought, type Bought } from './refund-helpers';
import { seller, type TestSeller } from './seller-helpers';
import { loginAs } from './store-helpers';
import { DEMO_USERS, ensureDemoUsers } from '../src/modules/account/demo-users';

const UNIT = { invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B' };
const SPECIAL = { ...UNIT, kind: 2, regAddress: '上海市浦东新区张江路1号', regPhone: '021-12345678', bankName: '招商银行上海张江支行', bankAccount: '6214830212345678' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DAY = 86_400_000;

describeEachEngine('invoices', (ctx) => {
  const titles = (token: string, body?: unknown, o: CallOptions = {}) => (body ? post(ctx, '/p/invoice/titles', body, { token, ...o }) : get(ctx, '/p/invoice/titles', { token }));
  const request = (token: string, orderNumber: string, titleId: number, o: CallOptions = {}) => post(ctx, '/p/invoice/requests', { orderNumber, titleId }, { token, ...o });
  const requestRow = async (orderNumber: string) =>
    (await ctx().database.db.select().from(schema.invoiceRequest).where(eq(schema.invoiceRequest.orderNumber, orderNumber)).orderBy(schema.invoiceRequest.id));
  async function titleOf(token: string, body: Record<string, unknown> = UNIT): Promise<number> {
    const r = await titles(token, body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().id;
  }
  function uploadFile(s: TestSeller, content: Buffer, name = 'invoice.pdf', lang = 'zh-CN') {
    const boundary = '----mall-invoice-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return ctx().app.inject({
      method: 'POST', url: '/shop-api/p/seller/invoices/file', headers: { ...s.headers, 'accept-language': lang, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  }
  async function uploaded(s: TestSeller, content = PDF): Promise<string> {
    const r = await uploadFile(s, content);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().file;
  }
  /** A paid order of a new shop with a live request to a unit title; answers the order, the request id and the title. */
  async function requested(opts: { receive?: boolean } = {}) {
    const o = await bought(ctx, { counts: [2], ship: opts.receive, receive: opts.receive });
    const titleId = await titleOf(o.buyer.token);
    const r = await request(o.buyer.token, o.orderNumber, titleId);
    expect(r.statusCode, r.body).toBe(200);
    return { o, id: r.json().id as number, amount: r.json().amount as number, titleId };
  }
  const issue = (o: Bought, id: number, body: Record<string, unknown>, opts: CallOptions = {}) => o.seller.api('POST', `/invoices/${id}/issue`, body, opts);

  it('the state table is sound, and the check finds a broken one', () => {
    expect(checkInvoiceMachine()).toEqual([]);
    expect(checkInvoiceMachine(INVOICE_TRANSITIONS.filter((t) => t.event !== 'void')).length).toBeGreaterThan(0);
  });

  it('titles: every rule refuses in zh and en; personal, unit and VAT special kept; another user\'s title is 404', async () => {
    const b = await payer(ctx);
    const refused = (body: Record<string, unknown>, zh: string, en: string) => expectRefused((lang) => titles(b.token, body, { lang }), zh, en);
    await refused({ ...UNIT, invoiceType: 3 }, '请选择发票类型', 'Please choose the invoice type');
    await refused({ ...UNIT, title: '   ' }, '请输入发票抬头', 'Please enter the invoice title');
    await refused({ ...UNIT, title: '公'.repeat(101) }, '发票抬头不能超过100个字', 'The invoice title cannot exceed 100 characters');
    await refused({ ...UNIT, taxNumber: ' ' }, '请输入纳税人识别号', 'Please enter the taxpayer number');
    // 18 characters of the code set but a wrong check character
    await refused({ ...UNIT, taxNumber: '91310115MA1K4ABC2X' }, '纳税人识别号格式不正确', 'The taxpayer number is not in the correct format');
    await refused({ ...UNIT, kind: 3 }, '请选择发票种类', 'Please choose the kind of invoice');
    await refused({ ...SPECIAL, invoiceType: 1, taxNumber: '' }, '增值税专用发票仅限单位抬头', 'A VAT special invoice can only be made out to a unit');
    await refused({ ...SPECIAL, bankAccount: ' ' }, '增值税专用发票须填写注册地址、注册电话、开户银行和银行账号', 'A VAT special invoice needs the registered address, phone, bank and account');
    await refused({ ...SPECIAL, bankAccount: '62148302ABCD' }, '银行账号须为8至30位数字', 'The bank account must be 8 to 30 digits');
    await refused({ ...SPECIAL, regPhone: 'phone me' }, '注册电话格式不正确', 'The registered phone is not in the correct format');
    await refused({ ...SPECIAL, regAddress: '路'.repeat(101) }, '发票信息过长：注册地址不超过100个字，注册电话不超过20个字，开户银行不超过50个字', 'Invoice details too long: address up to 100, phone up to 20, bank up to 50 characters');
    const person = await titleOf(b.token, { invoiceType: 1, kind: 1, title: ' 张三 ', taxNumber: 'IGNORED', bankAccount: '123' });
    const unit = await titleOf(b.token, { ...UNIT, taxNumber: UNIT.taxNumber.toLowerCase() });
    const special = await titleOf(b.token, { ...SPECIAL, isDefault: true });
    const list = (await titles(b.token)).json();
    expect(list.map((t: { id: number }) => t.id)).toEqual([special, person, unit]);
    expect(list.find((t: { id: number }) => t.id === person)).toMatchObject({ title: '张三', taxNumber: '', bankAccount: '', isDefault: false });
    expect(list.find((t: { id: number }) => t.id === unit)).toMatchObject({ taxNumber: UNIT.taxNumber });
    expect(list.filter((t: { isDefault: boolean }) => t.isDefault)).toHaveLength(1);
    const other = await payer(ctx);
    expect((await call(ctx, 'PUT', `/p/invoice/titles/${special}`, UNIT, { token: other.token })).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `/p/invoice/titles/${special}`, undefined, { token: other.token })).statusCode).toBe(404);
    expect((await request(other.token, 'x', special)).statusCode).toBe(404);
    // removing the default makes the next one the default
    expect((await call(ctx, 'DELETE', `/p/invoice/titles/${special}`, undefined, { token: b.token })).statusCode).toBe(200);
    expect((await titles(b.token)).json().map((t: { id: number; isDefault: boolean }) => [t.id, t.isDefault])).toEqual([[person, true], [unit, false]]);
  });

  it('at most 20 titles, even with 25 racing adds; the 21st is refused in zh and en', async () => {
    const b = await payer(ctx);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => titles(b.token, { ...UNIT, title: `公司${i}` })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect((await titles(b.token)).json()).toHaveLength(20);
    expect((await titles(b.token)).json().filter((t: { isDefault: boolean }) => t.isDefault)).toHaveLength(1);
    await expectRefused((lang) => titles(b.token, UNIT, { lang }), '最多保存20个发票抬头', 'You can keep at most 20 invoice titles');
  });

  it('an invoice asked at checkout becomes a request when the order is paid, not before', async () => {
    const b = await payer(ctx, 10_000_000);
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const c = await confirm(ctx, b.token, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 1 } });
    const sub = await submit(ctx, b.token, c.json().submitToken, { invoice: { invoiceType: 2, title: UNIT.title, taxNumber: UNIT.taxNumber } });
    expect(sub.statusCode, sub.body).toBe(200);
    const orderNumber = sub.json().orderNumbers[0] as string;
    expect(await requestRow(orderNumber)).toHaveLength(0);
    expect((await balancePay(ctx, b.token, [orderNumber])).statusCode).toBe(200);
    const [r] = await requestRow(orderNumber);
    expect(r).toMatchObject({ status: 'applying', origin: 'checkout', invoiceType: 2, title: UNIT.title, taxNumber: UNIT.taxNumber, amount: c.json().actualTotal });
    const mine = (await get(ctx, '/p/invoice/requests?current=1&size=10', { token: b.token })).json();
    expect(mine.records.map((x: { orderNumber: string; status: string }) => [x.orderNumber, x.status])).toEqual([[orderNumber, 'applying']]);
    // it is no longer offered for a later request, and asking again is refused
    expect((await get(ctx, '/p/invoice/orders', { token: b.token })).json().map((o: { orderNumber: string }) => o.orderNumber)).not.toContain(orderNumber);
    const titleId = await titleOf(b.token);
    await expectRefused((lang) => request(b.token, orderNumber, titleId, { lang }), '该订单已申请发票', 'An invoice has already been requested for this order');
  });

  it('a later request: paid orders only, one live request even racing, another\'s order is 404, the window by the clock', async () => {
    const b = await payer(ctx, 10_000_000);
    const titleId = await titleOf(b.token);
    const [s] = await freshSkus(ctx, 1, { price: 1000 });
    const c = await confirm(ctx, b.token, { orderItem: { prodId: s!.prodId, skuId: s!.skuId, prodCount: 1 } });
    const unpaid = (await submit(ctx, b.token, c.json().submitToken)).json().orderNumbers[0] as string;
    await expectRefused((lang) => request(b.token, unpaid, titleId, { lang }), '该订单未支付或已取消，不能申请发票', 'This order is unpaid or canceled and cannot be invoiced');
    const o = await bought(ctx, { counts: [1], receive: true });
    const mineTitle = await titleOf(o.buyer.token);
    expect((await request(b.token, o.orderNumber, titleId)).statusCode).toBe(404);
    const offered = (await get(ctx, '/p/invoice/orders', { token: o.buyer.token })).json();
    expect(offered.map((x: { orderNumber: string }) => x.orderNumber)).toEqual([o.orderNumber]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(o.buyer.token, o.orderNumber, mineTitle)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().message === '该订单已申请发票')).toBe(true);
    expect(await requestRow(o.orderNumber)).toHaveLength(1);
    // the order's page asks for the requests of that order: the buyer's own only (another's order number: 404)
    const ofOrder = (token: string, orderNumber: string) => get(ctx, `/p/invoice/requests?orderNumber=${orderNumber}&size=1`, { token });
    const own = (await ofOrder(o.buyer.token, o.orderNumber)).json();
    expect(own.records.map((r: { orderNumber: string; origin: string; status: string }) => [r.orderNumber, r.origin, r.status])).toEqual([[o.orderNumber, 'later', 'applying']]);
    expect((await ofOrder(b.token, o.orderNumber)).statusCode).toBe(404);
    expect((await ofOrder(b.token, unpaid)).json()).toMatchObject({ records: [], total: 0 }); // his own order, none asked
    expect((await ofOrder(o.buyer.token, 'bad-number!')).statusCode).toBe(400);
    // 180 days after receipt a fresh order of the same buyer can no longer be invoiced
    const late = await bought(ctx, { counts: [1], receive: true });
    const lateTitle = await titleOf(late.buyer.token);
    await travel(ctx, 181 * DAY, [late.buyer.token]);
    await expectRefused((lang) => request(late.buyer.token, late.orderNumber, lateTitle, { lang }), '订单收货已超过180天，不能再申请发票', 'The order was received more than 180 days ago and can no longer be invoiced');
  });

  it('the shop issues with its own content-checked file, a valid number and amount; the buyer downloads it, nobody else', async () => {
    const { o, id, amount } = await requested();
    const other = await seller(ctx);
    expect((await other.api('GET', `/invoices/${id}`)).statusCode).toBe(404);
    await expectRefused((lang) => uploadFile(o.seller, Buffer.from('just some text, not an invoice'), 'invoice.pdf', lang), '电子发票须为PDF、OFD、PNG或JPG文件，且不超过5MB', 'The e-invoice must be a PDF, OFD, PNG or JPG file of at most 5 MB');
    const otherFile = await uploaded(other);
    const file = await uploaded(o.seller);
    const ok = { invoiceNo: '12345678901234567890', amount, file };
    await expectRefused((lang) => issue(o, id, { ...ok, invoiceNo: '1234567' }, { lang }), '发票号码须为8位或20位数字', 'The invoice number must be 8 or 20 digits');
    await expectRefused((lang) => issue(o, id, { ...ok, amount: amount + 1 }, { lang }), '开票金额须大于0且不超过可开票金额', 'The invoice amount must be above 0 and at most the amount that may be invoiced');
    await expectRefused((lang) => issue(o, id, { ...ok, amount: 0 }, { lang }), '开票金额须大于0且不超过可开票金额', 'The invoice amount must be above 0 and at most the amount that may be invoiced');
    await expectRefused((lang) => issue(o, id, { ...ok, file: otherFile }, { lang }), '请上传电子发票文件', 'Please upload the e-invoice file');
    await expectRefused((lang) => issue(o, id, { ...ok, file: '../../etc/passwd' }, { lang }), '请上传电子发票文件', 'Please upload the e-invoice file');
    expect((await issue(o, id, ok)).statusCode).toBe(200);
    const [row] = await requestRow(o.orderNumber);
    expect(row).toMatchObject({ status: 'invoiced', invoiceNo: ok.invoiceNo, issuedAmount: amount, fileType: 'pdf' });
    const view = (await get(ctx, `/p/invoice/requests/${id}`, { token: o.buyer.token })).json();
    expect(view).toMatchObject({ status: 'invoiced', invoiceNo: ok.invoiceNo, fileUrl: `/shop-api/p/invoice/requests/${id}/file` });
    const got = await get(ctx, `/p/invoice/requests/${id}/file`, { token: o.buyer.token });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(`invoice-${ok.invoiceNo}.pdf`);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    const stranger = await payer(ctx);
    expect((await get(ctx, `/p/invoice/requests/${id}/file`, { token: stranger.token })).statusCode).toBe(404);
    expect((await other.api('GET', `/invoices/${id}/file`)).statusCode).toBe(404);
    expect((await o.seller.api('GET', `/invoices/${id}/file`)).rawPayload.equals(PDF)).toBe(true);
    // issued once
    await expectRefused((lang) => issue(o, id, ok, { lang }), '发票状态已变化，请刷新后重试', 'The invoice status has changed. Please refresh and try again');
  });

  it('an issue racing a refusal: exactly one of them, and the request shows it', async () => {
    const { o, id, amount } = await requested();
    const file = await uploaded(o.seller);
    const [issued, refused] = await Promise.all([issue(o, id, { invoiceNo: '12345678', amount, file }), o.seller.api('POST', `/invoices/${id}/refuse`, { reason: '抬头有误' })]);
    expect([issued.statusCode, refused.statusCode].sort()).toEqual([200, 400]);
    expect((await requestRow(o.orderNumber))[0]!.status).toBe(issued.statusCode === 200 ? 'invoiced' : 'refused');
  });

  it('a refusal needs a reason; a refused request can be asked again', async () => {
    const { o, id, titleId } = await requested();
    await expectRefused((lang) => o.seller.api('POST', `/invoices/${id}/refuse`, { reason: '  ' }, { lang }), '请填写拒绝开票的原因', 'Please give the reason for refusing');
    await expectRefused((lang) => o.seller.api('POST', `/invoices/${id}/refuse`, { reason: '因'.repeat(201) }, { lang }), '拒绝原因不能超过200个字', 'The reason cannot exceed 200 characters');
    expect((await o.seller.api('POST', `/invoices/${id}/refuse`, { reason: '抬头与营业执照不符' })).statusCode).toBe(200);
    expect((await get(ctx, `/p/invoice/requests/${id}`, { token: o.buyer.token })).json()).toMatchObject({ status: 'refused', refuseReason: '抬头与营业执照不符', fileUrl: null });
    expect((await request(o.buyer.token, o.orderNumber, titleId)).statusCode).toBe(200);
    expect((await requestRow(o.orderNumber)).map((r) => r.status)).toEqual(['refused', 'applying']);
  });

  it('a refund waits until the issued invoice is voided (red-letter); then it goes through', async () => {
    const { o, id, amount } = await requested({ receive: true });
    expect((await issue(o, id, { invoiceNo: '12345678', amount, file: await uploaded(o.seller) })).statusCode).toBe(200);
    const sn = await applied(ctx, o, { items: [{ itemId: o.itemIds[0], count: 1 }], reason: 'quality', cargoStatus: 0, amount: 1 });
    await expectRefused((lang) => o.seller.api('POST', `/refunds/${sn}/accept`, {}, { lang }), '该订单的发票已开具，请先红冲作废发票再同意退款', "This order's invoice has been issued: void it (red-letter) before the refund");
    const voids = await Promise.all([o.seller.api('POST', `/invoices/${id}/void`), o.seller.api('POST', `/invoices/${id}/void`)]);
    expect(voids.map((v) => v.statusCode).sort()).toEqual([200, 400]);
    expect((await o.seller.api('POST', `/refunds/${sn}/accept`, {})).statusCode).toBe(200);
    expect((await requestRow(o.orderNumber))[0]).toMatchObject({ status: 'voided' });
    // the buyer may ask again for what is left
    const titleId = await titleOf(o.buyer.token);
    const again = await request(o.buyer.token, o.orderNumber, titleId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().amount).toBe(amount - 1);
  });

  it('another user\'s title or request is 404 in zh and en; a fully refunded order is closed and cannot be invoiced', async () => {
    const { o, id } = await requested();
    const stranger = await payer(ctx);
    const strangerTitle = await titleOf(stranger.token);
    const notFound = async (send: (lang: string) => ReturnType<typeof get>, zh: string, en: string) => {
      for (const [lang, text] of [['zh-CN', zh], ['en', en]] as const) {
        const r = await send(lang);
        expect(r.statusCode, r.body).toBe(404);
        expect(r.json().message).toBe(text);
      }
    };
    await notFound((lang) => request(o.buyer.token, o.orderNumber, strangerTitle, { lang }), '发票抬头不存在', 'The invoice title does not exist');
    await notFound((lang) => get(ctx, `/p/invoice/requests/${id}`, { token: stranger.token, lang }), '发票申请不存在', 'The invoice request does not exist');
    // an order refunded in full (six units: free delivery, so the goods are all it paid) is closed by the refund: not
    // offered, and refused as canceled (nothing would be left to invoice either)
    const full = await bought(ctx, { counts: [6], ship: true, receive: true });
    const order = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${full.orderNumber}`, { token: full.buyer.token })).json();
    const sn = await applied(ctx, full, { items: full.itemIds.map((itemId) => ({ itemId, count: 6 })), reason: 'quality', cargoStatus: 0, amount: order.actualTotal });
    expect((await full.seller.api('POST', `/refunds/${sn}/accept`, {})).statusCode).toBe(200);
    const titleId = await titleOf(full.buyer.token);
    expect((await get(ctx, '/p/invoice/orders', { token: full.buyer.token })).json()).toEqual([]);
    await expectRefused((lang) => request(full.buyer.token, full.orderNumber, titleId, { lang }), '该订单未支付或已取消，不能申请发票', 'This order is unpaid or canceled and cannot be invoiced');
  });

  it('demo data: the demo buyer\'s three received orders of the demo shop, one invoice being issued, one issued with a real PDF, one left to invoice; once', async () => {
    const services = ctx().app.services;
    const demo = await ensureDemoUsers(services.account);
    await services.store.ensureDemoOwner(demo.demo_seller);
    await services.balance.ensureDemoBalance(demo.demo_buyer, 10_000_00);
    await services.invoice.titles.ensureDemo(demo.demo_buyer);
    const payPassword = DEMO_USERS[0].payPassword;
    for (let i = 0; i < 2; i++) await services.ensureDemoInvoices(demo.demo_buyer, demo.demo_seller, payPassword);
    const token = await loginAs(ctx, 'demo_buyer', 'demo@123456');
    const list = (await get(ctx, '/p/invoice/requests', { token })).json().records;
    expect(list.map((r: { status: string }) => r.status)).toEqual(['invoiced', 'applying']);
    const { shopId } = await services.store.shopOf(demo.demo_seller);
    expect(list.every((r: { shopId: number; title: string }) => r.shopId === shopId && r.title === '上海云杉贸易有限公司')).toBe(true);
    for (const r of list) {
      const order = (await get(ctx, `/p/myOrder/orderDetail?orderNumber=${r.orderNumber}`, { token })).json();
      expect(order.status).toBe(4); // received, awaiting the review
    }
    const offered = (await get(ctx, '/p/invoice/orders', { token })).json();
    expect(offered).toHaveLength(1);
    expect(offered[0].shopId).toBe(shopId);
    const file = await get(ctx, list[0].fileUrl.replace('/shop-api', ''), { token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.toString('latin1')).toMatch(/^%PDF-1\.4[\s\S]*Invoice number: \d{20}[\s\S]*%%EOF\n$/);
  });
});
