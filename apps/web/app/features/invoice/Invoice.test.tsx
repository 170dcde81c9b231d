// The invoice pages (issue 17) in zh and en: the title form checks the shared rule before any call (its message
// under the field) and shows the API's refusal the same way, saving sends the cleaned body; my invoices show each
// state and the e-invoice link only when issued; asking for an order's invoice sends the chosen title and opens
// the request's detail.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvoiceTitleView, InvoiceView, InvoiceableOrder } from '@mall/shared';
import { demoUser, flush, renderAccount, stubFetch } from '../account/test-utils';
import { MyInvoices } from './MyInvoices';
import { OrderInvoice } from './OrderInvoice';
import { TitleDialog } from './TitleDialog';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const T = {
  zh: {
    name: '单位名称', tax: '纳税人识别号', special: '增值税专用发票', account: '银行账号', save: '保存',
    titleRequired: '请输入发票抬头', taxInvalid: '纳税人识别号格式不正确', specialFields: '增值税专用发票须填写注册地址、注册电话、开户银行和银行账号',
    issued: '已开票', applying: '开票中', refused: '已拒绝', download: '下载电子发票', ask: '申请开票', send: '提交申请',
  },
  en: {
    name: 'Company name', tax: 'Taxpayer number', special: 'VAT special invoice', account: 'Bank account', save: 'Save',
    titleRequired: 'Please enter the invoice title', taxInvalid: 'The taxpayer number is not in the correct format', specialFields: 'A VAT special invoice needs the registered address, phone, bank and account',
    issued: 'Issued', applying: 'Being issued', refused: 'Refused', download: 'Download e-invoice', ask: 'Ask for an invoice', send: 'Send the request',
  },
} as const;

const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const titleView = (over: Partial<InvoiceTitleView> = {}): InvoiceTitleView => ({
  id: 7, invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B', regAddress: '', regPhone: '', bankName: '', bankAccount: '', isDefault: true, ...over,
});
const invoice = (over: Partial<InvoiceView>): InvoiceView => ({
  id: 1, orderNumber: 'O1', shopId: 1, shopName: '官方自营店', invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B',
  regAddress: '', regPhone: '', bankName: '', bankAccount: '', amount: 12900, status: 'applying', origin: 'later', refuseReason: null, invoiceNo: null,
  issuedAmount: null, fileType: null, fileUrl: null, issuedAt: null, voidedAt: null, createTime: '2026-11-20T02:00:00.000Z', ...over,
});

describe.each(['zh', 'en'] as const)('invoice pages (%s)', (lang) => {
  const x = T[lang];

  it('the title form refuses by the shared rule before any call, then sends the cleaned title; the API\'s refusal lands on its field', async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { code: 'INVOICE_TAXNUMBERINVALID', message: x.taxInvalid } };
    const fetch = stubFetch({ '/shop-api/p/invoice/titles': () => answer });
    const onSaved = vi.fn();
    renderAccount(<TitleDialog onSaved={onSaved} onClose={() => {}} />, { lang, user: demoUser() });
    await flush();
    const dialog = within(screen.getByRole('dialog'));
    const save = () => fireEvent.click(screen.getByRole('button', { name: x.save }));
    save();
    expect(errorOf(dialog.getByRole('textbox', { name: x.name }))).toBe(x.titleRequired);
    fireEvent.change(dialog.getByRole('textbox', { name: x.name }), { target: { value: ' 上海某某科技有限公司 ' } });
    fireEvent.change(dialog.getByRole('textbox', { name: x.tax }), { target: { value: '91310115MA1K4ABC2X' } });
    save();
    expect(errorOf(dialog.getByRole('textbox', { name: x.tax }))).toBe(x.taxInvalid);
    fireEvent.click(dialog.getByRole('radio', { name: x.special }));
    fireEvent.change(dialog.getByRole('textbox', { name: x.tax }), { target: { value: '91310115ma1k4abc2b' } });
    save();
    expect(await dialog.findByText(x.specialFields)).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
    fireEvent.click(dialog.getByRole('radio', { name: lang === 'zh' ? '普通电子发票' : 'Ordinary e-invoice' }));
    save();
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]!.body).toEqual({ invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B', regAddress: '', regPhone: '', bankName: '', bankAccount: '', isDefault: false });
    await waitFor(() => expect(errorOf(dialog.getByRole('textbox', { name: x.tax }))).toBe(x.taxInvalid));
    expect(onSaved).not.toHaveBeenCalled();
    answer = { status: 200, body: titleView() };
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(titleView()));
  });

  it('my invoices: each state, the e-invoice link only when issued, the detail of each', async () => {
    stubFetch();
    const page = { records: [invoice({ id: 3, status: 'invoiced', invoiceNo: '12345678', issuedAmount: 12000, fileUrl: '/shop-api/p/invoice/requests/3/file', fileType: 'pdf' }), invoice({ id: 2, status: 'refused', refuseReason: '抬头有误' }), invoice({ id: 1 })], total: 3, current: 1, size: 10, pages: 1 };
    renderAccount(<MyInvoices status={null} page={page} />, { lang, url: '/user-center/uc-my-invoice', user: demoUser() });
    await flush();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]!.textContent)).toEqual([x.issued, x.refused, x.applying]);
    expect(within(rows[0]!).getByRole('link', { name: x.download }).getAttribute('href')).toBe('/shop-api/p/invoice/requests/3/file');
    expect(within(rows[1]!).queryByRole('link', { name: x.download })).toBeNull();
    expect(within(rows[0]!).getAllByRole('cell')[2]!.textContent).toBe('¥120.00');
    expect(rows.map((r) => within(r).getByRole('link', { name: lang === 'zh' ? '查看详情' : 'Details' }).getAttribute('href'))).toEqual(['/invoice-detail?id=3', '/invoice-detail?id=2', '/invoice-detail?id=1']);
  });

  it('asking for an order\'s invoice sends the chosen title and opens the request', async () => {
    const fetch = stubFetch({ '/shop-api/p/invoice/requests': { status: 200, body: invoice({ id: 42 }) } });
    const order: InvoiceableOrder = { orderNumber: 'O9', shopId: 1, shopName: '官方自营店', amount: 12900, status: 5, createTime: '2026-11-20T02:00:00.000Z', productName: '保温杯', pic: '' };
    const { location } = renderAccount(<OrderInvoice orders={[order]} titles={[titleView({ id: 7, isDefault: false, title: '甲公司' }), titleView({ id: 8, title: '乙公司' })]} />, { lang, url: '/user-center/uc-order-invoice', user: demoUser() });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: lang === 'zh' ? '为订单 O9 申请开票' : 'Ask for an invoice for order O9' }));
    const dialog = within(screen.getByRole('dialog'));
    expect((dialog.getByRole('radio', { name: /乙公司/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: /甲公司/ }));
    fireEvent.click(screen.getByRole('button', { name: x.send }));
    await waitFor(() => expect(location()).toBe('/invoice-detail?id=42'));
    expect(fetch.calls.map((c) => [c.url, c.method, c.body])).toEqual([['/shop-api/p/invoice/requests', 'POST', { orderNumber: 'O9', titleId: 7 }]]);
  });
});
