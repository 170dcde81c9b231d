// The credit pages (issue 17, decision 028) in zh and en: uc-credit shows the line, statements and ledger, repays a
// statement from the balance (payment password) or by WeChat (→ /weixin-pay); without a line it says how to get one;
// the invoice-by-statement page asks one invoice for a statement with the chosen title; the cashier offers "pay on
// credit" only when the line is active and has room for the total, and pays through /p/credit/pay.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { formatPrice, type CreditAccountView, type CreditLogView, type CreditStatementView, type InvoiceTitleView, type Paged, type PayInfo } from '@mall/shared';
import { renderApp } from '../../test/render';
import { flush, paymentStatus, stubFetch, SWITCH_ON } from '../payment/test-utils';
import { PaymentPage } from '../payment/PaymentPage';
import { CreditPage } from './CreditPage';
import { StatementInvoices } from './StatementInvoices';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const T = {
  zh: { issued: '已开票', refusedState: '已拒绝', number: `发票号码 12345678，金额 ${formatPrice(128_000)}`, reason: '拒绝原因：抬头有误', download: '下载账单 S20261019000002 的电子发票', title: '我的授信', available: '可用额度', repayBalance: '余额还款', repayWechat: '微信还款', overdue: '已逾期', none: '您还没有授信额度', auth: '去企业认证', use: '授信支付', ask: '申请发票', send: '提交申请', applying: '开票中', method: '授信支付', pay: '立即支付', confirm: /确认支付/ },
  en: { issued: 'Issued', refusedState: 'Refused', number: `No. 12345678, ${formatPrice(128_000)}`, reason: 'Reason: 抬头有误', download: 'Download the e-invoice of statement S20261019000002', title: 'My credit', available: 'Available', repayBalance: 'Repay from balance', repayWechat: 'Repay by WeChat', overdue: 'Overdue', none: 'You have no credit line yet', auth: 'Company authentication', use: 'Paid on credit', ask: 'Request invoice', send: 'Send request', applying: 'Being issued', method: 'Pay on credit', pay: 'Pay now', confirm: /Confirm payment/ },
} as const;

const page = <X,>(records: X[]): Paged<X> => ({ records, total: records.length, current: 1, size: 10, pages: 1 });
const account = (over: Partial<CreditAccountView> = {}): CreditAccountView => ({
  userId: 1, limitFen: 5_000_000, used: 128_000, available: 4_872_000, billingDay: 20, repayDays: 20, state: 'active', nextCloseAt: '2026-12-19T16:00:00.000Z', unpaid: 128_000, ...over,
});
const statement = (over: Partial<CreditStatementView> = {}): CreditStatementView => ({
  id: 5, statementNo: 'S20261119000001', periodStart: '2026-10-19T16:00:00.000Z', periodEnd: '2026-11-19T16:00:00.000Z', amount: 128_000,
  status: 'overdue', dueAt: '2026-12-09T16:00:00.000Z', paidAt: null, invoice: null, ...over,
});
const log: CreditLogView = { id: 1, type: 'use', amount: 128_000, usedAfter: 128_000, payNo: 'P1', orderNumbers: ['O1'], statementNo: 'S20261119000001', createTime: '2026-11-10T02:00:00.000Z' };
const title: InvoiceTitleView = { id: 7, invoiceType: 2, kind: 1, title: '上海示例贸易有限公司', taxNumber: '91310115MA1K4ABC2B', regAddress: '', regPhone: '', bankName: '', bankAccount: '', isDefault: true };

describe.each(['zh', 'en'] as const)('credit pages (%s)', (lang) => {
  const x = T[lang];

  it('uc-credit shows the line, the statement with its repay buttons and the ledger; repays from the balance and by WeChat', async () => {
    const calls = stubFetch({
      '/shop-api/p/credit/repay': (body) => ({ status: 200, body: paymentStatus({ kind: 'creditRepay', payType: (body as { payType: string }).payType === 'balance' ? 1 : 2, state: (body as { payType: string }).payType === 'balance' ? 'paid' : 'pending', amount: 128_000, orderNumbers: [] }) }),
    });
    const r = renderApp(<CreditPage account={account()} statements={page([statement()])} logs={page([log])} isSetPayPassword />, { lang, url: '/user-center/uc-credit' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(x.title);
    expect(screen.getByText(x.available).nextElementSibling?.textContent).toContain('48720.00');
    expect(screen.getByText(x.overdue)).toBeTruthy();
    expect(screen.getByText(x.use)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `${x.repayBalance} S20261119000001` }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^6/), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: x.confirm }));
    });
    await flush();
    expect(calls.find((c) => c.url.endsWith('/p/credit/repay'))?.body).toEqual({ statementId: 5, payType: 'balance', payPassword: '123456' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `${x.repayWechat} S20261119000001` }));
    });
    await flush();
    expect(calls.at(-1)?.body).toEqual({ statementId: 5, payType: 'wechat' });
    expect(r.location()).toMatch(/^\/weixin-pay\?payNo=/);
  });

  it('uc-credit without a line says how to get one', () => {
    renderApp(<CreditPage account={null} statements={page([])} logs={page([])} isSetPayPassword />, { lang });
    expect(screen.getByText(x.none)).toBeTruthy();
    expect(screen.getByRole('link', { name: x.auth }).getAttribute('href')).toBe('/companyAuth');
  });

  it('the invoice-by-statement page asks one invoice for a statement with the chosen title; an asked one shows its state', async () => {
    const calls = stubFetch({ '/shop-api/p/credit/invoice': { status: 200, body: statement({ invoice: { title: title.title, taxNumber: title.taxNumber, amount: 128_000, status: 'applying', refuseReason: null, invoiceNo: null, issuedAmount: null, fileType: null, fileUrl: null, issuedAt: null, createTime: '2026-11-25T02:00:00.000Z' } }) } });
    renderApp(<StatementInvoices statements={page([statement(), statement({ id: 6, statementNo: 'S20261019000001', status: 'paid', invoice: { title: title.title, taxNumber: '', amount: 5000, status: 'applying', refuseReason: null, invoiceNo: null, issuedAmount: null, fileType: null, fileUrl: null, issuedAt: null, createTime: '2026-10-25T02:00:00.000Z' } })])} titles={[title]} />, { lang });
    expect(screen.getAllByRole('button', { name: /S20261/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /S20261119000001/ }).textContent).toBe(x.ask);
    expect(screen.getByText(x.applying)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /S20261119000001/ }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: x.send }));
    });
    await flush();
    expect(calls.find((c) => c.url.endsWith('/p/credit/invoice'))?.body).toEqual({ statementId: 5, titleId: 7 });
  });

  it('an issued statement invoice shows its number and the download link; a refused one its reason', () => {
    const inv = { title: title.title, taxNumber: '', amount: 128_000, refuseReason: null, invoiceNo: null, issuedAmount: null, fileType: null, fileUrl: null, issuedAt: null, createTime: '2026-10-25T02:00:00.000Z' };
    renderApp(<StatementInvoices statements={page([
      statement({ id: 8, statementNo: 'S20261019000002', status: 'paid', invoice: { ...inv, status: 'invoiced', invoiceNo: '12345678', issuedAmount: 128_000, fileType: 'pdf', fileUrl: '/shop-api/p/credit/statements/8/invoice-file', issuedAt: '2026-10-26T02:00:00.000Z' } }),
      statement({ id: 9, statementNo: 'S20261019000003', status: 'paid', invoice: { ...inv, status: 'refused', refuseReason: '抬头有误' } }),
    ])} titles={[title]} />, { lang });
    expect(screen.getByText(x.issued)).toBeTruthy();
    expect(screen.getByText(x.refusedState)).toBeTruthy();
    expect(screen.getByText(x.number)).toBeTruthy();
    expect(screen.getByText(x.reason)).toBeTruthy();
    expect(screen.getByRole('link', { name: x.download }).getAttribute('href')).toBe('/shop-api/p/credit/statements/8/invoice-file');
    expect(screen.queryAllByRole('link', { name: /S20261019000003/ })).toHaveLength(0);
  });

  it('the cashier offers "pay on credit" only for an active line with room, and pays through /p/credit/pay', async () => {
    const info: PayInfo = {
      orderNumbers: ['O1'], orders: [{ orderNumber: 'O1', shopName: '官方自营店', status: 1, actualTotal: 6000, productCount: 1, prodNames: ['商品'] }],
      total: 6000, state: 'payable', expiresAt: '2026-11-21T08:30:00.000Z', serverTime: '2026-11-21T08:00:00.000Z', balance: 0, isSetPayPassword: true,
    };
    const calls = stubFetch({ '/shop-api/paySwitch': SWITCH_ON, '/shop-api/p/credit/pay': { status: 200, body: paymentStatus({ state: 'paid', payType: 4, amount: 6000 }) } });
    const short = renderApp(<PaymentPage info={info} credit={account({ available: 5999 })} />, { lang, url: '/payment?orderNumbers=O1' });
    await flush();
    expect(screen.queryByRole('radio', { name: new RegExp(x.method) })).toBeNull();
    short.unmount();

    const r = renderApp(<PaymentPage info={info} credit={account()} />, { lang, url: '/payment?orderNumbers=O1' });
    await flush();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(x.method) }));
    fireEvent.click(screen.getByRole('button', { name: x.pay }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^6/), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: x.confirm }));
    });
    await flush();
    expect(calls.find((c) => c.url.endsWith('/p/credit/pay'))?.body).toEqual({ orderNumbers: ['O1'], payPassword: '123456' });
    expect(r.location()).toMatch(/^\/pay-success\?payNo=/);
  });
});
