// The seller centre's inquiries: the list loads (product, quantity, state); answering refuses a validity outside
// 1-90 days by the shared rule before the call, then sends the unit price in fen; zh and en.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InquiryView, Lang } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { stubApi } from '../../test/stub-api';
import { InquiriesPage } from './InquiriesPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const row: InquiryView = {
  id: 4, shopId: 1, shopName: '店', prodId: 2, skuId: 3, prodName: '保温杯', skuName: '黑色', pic: '', listPrice: 1000, count: 50, message: '请报价', status: 'pending', shownStatus: 'pending',
  unitPrice: null, validUntil: null, reply: null, orderNumber: null, answeredAt: null, createTime: '2026-11-21T00:00:00Z',
};
const T = {
  zh: { state: '待报价', answer: '报价', days: '有效天数', invalid: '有效期须晚于现在且在90天内' },
  en: { state: 'Awaiting quote', answer: 'Quote', days: 'Valid for (days)', invalid: 'The validity must end later than now and within 90 days' },
} as const;

describe('seller inquiries', { timeout: 120_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`lists pending inquiries and answers with a unit price in fen (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/seller/inquiries': { status: 200, body: { records: [row], total: 1, current: 1, size: 10, pages: 1 } },
        'POST /shop-api/p/seller/inquiries/4/answer': { status: 200, body: { ok: true } },
      }, { prefix: true });
      render(<MemoryRouter><I18nProvider initial={lang}><InquiriesPage /></I18nProvider></MemoryRouter>);
      const tr = (await screen.findByText('保温杯')).closest('tr')!;
      expect(within(tr).getByText(T[lang].state)).toBeTruthy();
      fireEvent.click(within(tr).getByRole('button', { name: T[lang].answer }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(T[lang].days), { target: { value: '' } });
      fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${[...T[lang].answer].join('\\s?')}$`) }));
      expect(await within(dialog).findByText(T[lang].invalid)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      fireEvent.change(within(dialog).getByLabelText(T[lang].days), { target: { value: '7' } });
      fireEvent.change(within(dialog).getByLabelText(/单价|Unit price/), { target: { value: '8.5' } });
      fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${[...T[lang].answer].join('\\s?')}$`) }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ unitPrice: 850 });
    });
  }
});
