// The platform's credit lines (issue 17, decision 028), zh and en: the lines load with their state; a limit below what
// is used is refused in the dialog with the API's message; freezing sends { frozen: true }.
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
  }
});
