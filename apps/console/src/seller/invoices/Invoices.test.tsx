// The seller's invoice requests (issue 17) in zh and en: the list shows each state with the actions it allows; a
// refusal needs a reason (the shared rule, before any call) and sends it; voiding asks first and calls the API; the
// issue dialog checks the number and amount by the shared rule and needs the e-invoice file before calling.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Modal } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type InvoiceView, type Lang, type MessageKey } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { InvoicesPage, IssueModal } from './InvoicesPage';
import { stubApi } from '../../test/stub-api';

afterEach(() => {
  Modal.destroyAll(); // Modal.confirm renders outside the test's tree: close what a test left open, drop its nodes
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const msg = (key: MessageKey, lang: Lang) => messages[key][lang];
const invoice = (over: Partial<InvoiceView>): InvoiceView => ({
  id: 1, orderNumber: 'O1', shopId: 3, shopName: '演示旗舰店', invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B',
  regAddress: '', regPhone: '', bankName: '', bankAccount: '', amount: 12900, status: 'applying', origin: 'later', refuseReason: null, invoiceNo: null,
  issuedAmount: null, fileType: null, fileUrl: null, issuedAt: null, voidedAt: null, createTime: '2026-11-20T02:00:00.000Z', ...over,
});
const LIST = '/shop-api/p/seller/invoices?current=1&size=10';
const T = {
  zh: { refuse: '拒绝', void: '红冲作废', issue: '开票', reason: '拒绝原因', number: '发票号码', amount: '开票金额', toIssue: '待开票', issued: '已开票' },
  en: { refuse: 'Refuse', void: 'Void (red-letter)', issue: 'Issue', reason: 'Reason', number: 'Invoice number', amount: 'Invoiced amount', toIssue: 'To issue', issued: 'Issued' },
} as const;
/** antd puts a space between the two characters of a two-character Chinese button label */
const name = (label: string) => new RegExp(`^${label.split('').map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);
const wrap = (lang: Lang, ui: React.ReactNode) => render(<MemoryRouter><App><I18nProvider initial={lang}>{ui}</I18nProvider></App></MemoryRouter>);

describe('seller invoices', { timeout: 60_000 }, () => {
  for (const lang of ['zh', 'en'] as const) {
    const x = T[lang];
    it(`lists requests with their actions; refuses with a reason checked first; voids after asking (${lang})`, async () => {
      const rows = [invoice({ id: 2, status: 'invoiced', invoiceNo: '12345678', issuedAmount: 12900, fileUrl: '/shop-api/p/seller/invoices/2/file', fileType: 'pdf' }), invoice({ id: 1 })];
      const calls = stubApi({
        [`GET ${LIST}`]: { status: 200, body: { records: rows, total: 2, current: 1, size: 10, pages: 1 } },
        'POST /shop-api/p/seller/invoices/1/refuse': { status: 200, body: { ok: true } },
        'POST /shop-api/p/seller/invoices/2/void': { status: 200, body: { ok: true } },
      });
      wrap(lang, <InvoicesPage />);
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3)); // the header and the two requests
      const [issuedRow, applyingRow] = screen.getAllByRole('row').slice(1);
      expect(within(issuedRow!).getByText(x.issued)).toBeTruthy();
      expect(within(applyingRow!).getByText(x.toIssue)).toBeTruthy();
      expect(within(issuedRow!).queryByRole('button', { name: name(x.issue) })).toBeNull();
      expect(within(applyingRow!).queryByRole('button', { name: name(x.void) })).toBeNull();
      fireEvent.click(within(applyingRow!).getByRole('button', { name: name(x.refuse) }));
      const refuseDialog = await screen.findByRole('dialog', { name: lang === 'zh' ? '拒绝订单 O1 的开票申请' : 'Refuse the invoice request of order O1' });
      fireEvent.click(within(refuseDialog).getByRole('button', { name: name(x.refuse) }));
      expect(await within(refuseDialog).findByText(msg('invoice.refuseReasonRequired', lang))).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      fireEvent.change(within(refuseDialog).getByLabelText(x.reason), { target: { value: ' 抬头有误 ' } });
      fireEvent.click(within(refuseDialog).getByRole('button', { name: name(x.refuse) }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/shop-api/p/seller/invoices/1/refuse', method: 'POST', body: { reason: '抬头有误' } }]));
      fireEvent.click(within(issuedRow!).getByRole('button', { name: name(x.void) }));
      const confirm = await screen.findByRole('dialog', { name: lang === 'zh' ? '红冲作废发票' : 'Void the invoice' });
      fireEvent.click(within(confirm).getByRole('button', { name: name(x.void) }));
      await waitFor(() => expect(calls.some((c) => c.url === '/shop-api/p/seller/invoices/2/void' && c.method === 'POST')).toBe(true));
    });

    it(`the issue dialog checks the number and amount by the shared rule, and needs the file, before any call (${lang})`, async () => {
      const calls = stubApi({});
      wrap(lang, <IssueModal invoice={invoice({})} onClose={() => {}} onDone={() => {}} />);
      const dialog = await screen.findByRole('dialog', { name: lang === 'zh' ? '为订单 O1 开票' : 'Issue the invoice of order O1' });
      const ok = () => fireEvent.click(within(dialog).getByRole('button', { name: name(x.issue) }));
      fireEvent.change(within(dialog).getByLabelText(x.number), { target: { value: '1234567' } });
      ok();
      expect(await within(dialog).findByText(msg('invoice.numberInvalid', lang))).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText(x.number), { target: { value: '12345678' } });
      const amount = within(dialog).getByLabelText(x.amount);
      fireEvent.change(amount, { target: { value: '129.01' } });
      fireEvent.blur(amount);
      ok();
      expect(await within(dialog).findByText(msg('invoice.amountInvalid', lang))).toBeTruthy();
      fireEvent.change(amount, { target: { value: '100' } });
      fireEvent.blur(amount);
      ok();
      expect(await within(dialog).findByText(msg('invoice.fileRequired', lang))).toBeTruthy();
      expect(calls).toHaveLength(0);
    });
  }
});
