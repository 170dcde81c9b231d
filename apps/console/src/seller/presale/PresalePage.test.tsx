// The seller centre's pre-sale form (zh and en): the SKU is chosen through the SKU picker (a product of the shop, then
// its spec) and the pre-sale is sent with that SKU's id, prices in fen and China-time windows.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../app/i18n';
import { buttonName, cup, fieldOf, pickerPage, pickSku, skusOf } from '../../test/pick';
import { stubApi } from '../../test/stub-api';
import { PresalePage } from './PresalePage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const T = {
  zh: { create: '新建预售', sku: '商品规格', full: '全款预售', price: '预售价（元）', start: '预售开始时间', end: '预售结束时间', ship: '发货时间', save: '保存' },
  en: { create: 'New pre-sale', sku: 'SKU', full: 'Full payment', price: 'Pre-sale price (yuan)', start: 'Pre-sale from', end: 'Pre-sale until', ship: 'Ship date', save: 'Save' },
} as const;

describe('pre-sale form', { timeout: 60_000 }, () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`picks the SKU through the picker and sends its id (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/seller/presales': { status: 200, body: { records: [], total: 0, current: 1, size: 10, pages: 0 } },
        'GET /shop-api/p/admin/picker/products?': pickerPage([cup]),
        'GET /shop-api/p/admin/picker/skus?prodId=7': { status: 200, body: skusOf[7] },
        'POST /shop-api/p/seller/presales': { status: 200, body: {} },
      }, { prefix: true });
      render(<MemoryRouter><App><I18nProvider initial={lang}><PresalePage /></I18nProvider></App></MemoryRouter>);
      await act(async () => { fireEvent.click(await screen.findByRole('button', { name: buttonName(T[lang].create) })); });
      await pickSku(fieldOf(T[lang].sku), 'Vacuum cup', 'White');
      fireEvent.click(screen.getByLabelText(T[lang].full));
      fireEvent.change(screen.getByLabelText(T[lang].price), { target: { value: '88' } });
      fireEvent.change(await screen.findByLabelText(T[lang].start), { target: { value: '2026-12-01T10:00' } });
      fireEvent.change(screen.getByLabelText(T[lang].end), { target: { value: '2026-12-10T10:00' } });
      fireEvent.change(screen.getByLabelText(T[lang].ship), { target: { value: '2026-12-20T10:00' } });
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: buttonName(T[lang].save) })); });
      await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        skuId: 71, mode: 1, price: 8800, deposit: 0, saleStart: '2026-12-01T02:00:00.000Z', shipDate: '2026-12-20T02:00:00.000Z', stock: 100, status: 1,
      }));
    });
  }
});
