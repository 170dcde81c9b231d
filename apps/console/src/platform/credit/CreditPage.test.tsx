// The platform's credit lines (issue 17, decision 028), zh and en: the lines load with their state; a limit below what
// is used is refused in the dialog with the API's message; freezing sends { frozen: true }. The statement-invoice tab
// lists the requests by state; an applying one is refused with a reason (checked first) through the platform's call, an
// issued one offers its download and no issue.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { stubApi } from '../../test/stub-api';
import { CreditPage } from './CreditPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const line = { id: 3, userId: 9, limitFen: 5_000_000, used: 128_000, available: 4_872_000, billingDay: 20, repayDays: 20, state: 'active', nextCloseAt: '2026-12-19T16:00:00.000Z', unpaid: 128_000, companyName: '上海示例贸易有限公司', frozen: false, overdue: false, createTime: '2026-10-01T02:00:00.000Z' };
const inv = { id: 1, statementId: 5, statementNo: 'S20261119000001', periodEnd: '2026-11-19T16:00:00.000Z', userId: 9, companyName: '上海示例贸易有限公司', invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B', amount: 128_000, status: 'applying', refuseReason: null, invoiceNo: null, issuedAmount: null, fileType: null, fileUrl: null, issuedAt: null, createTime: '2026-11-20T02:00:00.000Z' };
const I = {
  zh: { tab: '账单发票', issue: /^开\s?票$/, refuse: /^拒\s?绝$/, download: '^下\\s?载$', dialog: '拒绝账单 S20261119000001 的开票申请', reason: '拒绝原因', required: '请填写拒绝开票的原因' },
  en: { tab: 'Statement invoices', issue: /^Issue$/, refuse: /^Refuse$/, download: 'Download', dialog: 'Refuse the invoice request of statement S20261119000001', reason: 'Reason', required: 'Please give the reason for refusing' },
} as const;
const T = {
  zh: { active: '正常', change: '调整额度', freeze: /冻\s*结/, save: /保\s*存/, below: '授信额度不能低于已用额度1280.00元' },
  en: { active: 'Active', change: 'Change limit', freeze: 'Freeze', save: 'Save', below: 'The credit limit cannot be below the 1280.00 yuan already used' },
} as const;

describe('platform credit lines', { timeout: 60_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`lists the lines, refuses a limit below what is used, freezes (${lang})`, async () => {
      const x = T[lang];
      const calls = stubApi({
        'GET /shop-api/p/admin/credit': { status: 200, body: { records: [line], total: 1, current: 1, size: 10, pages: 1 } },
        'PUT /shop-api/p/admin/credit/3': { status: 400, body: { code: 'CREDIT_LIMITBELOWUSED', message: x.below } },
      }, { prefix: true });
      render(<I18nProvider initial={lang}><CreditPage /></I18nProvider>);
      expect(await screen.findByText('上海示例贸易有限公司')).toBeTruthy();
      expect(screen.getByText(x.active)).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: x.change }));
      const dialog = await screen.findByRole('dialog');
      const input = within(dialog).getByRole('spinbutton');
      fireEvent.change(input, { target: { value: '1000' } });
      fireEvent.click(within(dialog).getByRole('button', { name: x.save }));
      expect(await within(dialog).findByText(x.below)).toBeTruthy();
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ limitFen: 100_000 });

      fireEvent.click(screen.getByRole('button', { name: x.freeze }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ frozen: true }));
    });

    it(`statement invoices: refuses an applying one with a reason through the platform's call; an issued one is downloaded, not issued (${lang})`, async () => {
      const y = I[lang];
      const issued = { ...inv, id: 2, statementNo: 'S20261019000001', status: 'invoiced', invoiceNo: '12345678', issuedAmount: 128_000, fileType: 'pdf', fileUrl: '/shop-api/p/admin/credit/invoices/2/file' };
      const calls = stubApi({
        'GET /shop-api/p/admin/credit/invoices': { status: 200, body: { records: [inv, issued], total: 2, current: 1, size: 10, pages: 1 } },
        'POST /shop-api/p/admin/credit/invoices/1/refuse': { status: 200, body: { ok: true } },
        'GET /shop-api/p/admin/credit': { status: 200, body: { records: [line], total: 1, current: 1, size: 10, pages: 1 } },
      }, { prefix: true });
      render(<I18nProvider initial={lang}><CreditPage /></I18nProvider>);
      fireEvent.click(await screen.findByRole('tab', { name: y.tab }));
      expect(await screen.findByText('S20261119000001')).toBeTruthy();
      expect(calls.some((c) => c.url.startsWith('/shop-api/p/admin/credit/invoices?') && c.url.includes('status=applying'))).toBe(true);
      const [applyingRow, issuedRow] = screen.getAllByRole('row').slice(1);
      expect(within(issuedRow!).getByText('12345678', { exact: false })).toBeTruthy();
      expect(within(issuedRow!).queryByRole('button', { name: y.issue })).toBeNull();
      expect(within(issuedRow!).getByRole('button', { name: new RegExp(y.download) })).toBeTruthy();
      expect(within(applyingRow!).getByRole('button', { name: y.issue })).toBeTruthy();
      fireEvent.click(within(applyingRow!).getByRole('button', { name: y.refuse }));
      const dialog = await screen.findByRole('dialog', { name: y.dialog });
      fireEvent.click(within(dialog).getByRole('button', { name: y.refuse }));
      expect(await within(dialog).findByText(y.required)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      fireEvent.change(within(dialog).getByLabelText(y.reason), { target: { value: ' 抬头有误 ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: y.refuse }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/shop-api/p/admin/credit/invoices/1/refuse', method: 'POST', body: { reason: '抬头有误' } }]));
    });
  }
});
