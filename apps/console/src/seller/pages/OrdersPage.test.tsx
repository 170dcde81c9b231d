// The seller's order list (issue 16) in zh and en: the actions column stays in view (fixed at the right), and the
// ship button of an order waiting for delivery opens the ship dialog on the list; an empty waybill is refused before
// any call with a message naming the waybill, a good one ships the order and the list loads again.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS, type Lang, type SellerOrderDetail, type SellerOrderRow } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { OrdersPage } from './OrdersPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Call = { url: string; method: string; body: unknown };
function stubApi(answer: (method: string, url: string) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = answer(method, url);
    return { ok: a.status < 300, status: a.status, text: async () => JSON.stringify(a.body) } as Response;
  }));
  return calls;
}
const item = { itemId: 11, prodId: 1, skuId: 2, prodName: '保温杯', skuName: '白色', pic: '', price: 5900, count: 1, actualTotal: 5900, shipped: false };
const row = (orderNumber: string, status: number): SellerOrderRow => ({
  orderNumber, status, orderType: 0, productCount: 1, actualTotal: 5900, receiver: '张三', createdAt: '2026-11-20T02:00:00.000Z', payTime: null, items: [item],
});
const detail = (r: SellerOrderRow): SellerOrderDetail => ({
  ...r, productTotal: 5900, freight: 0, shopDiscount: 0, couponDiscount: 0, remarks: '', address: null, deliveryTime: null, packages: [],
});
const T = {
  zh: { ship: /^发\s?货$/, view: /^查\s?看$/, waybill: '运单号', submit: '确认发货', error: '请填写正确的运单号（6-40位字母、数字或-）' },
  en: { ship: /^Ship$/, view: /^View$/, waybill: 'Waybill number', submit: 'Ship', error: 'Please enter a valid waybill number (6-40 letters, digits or -)' },
} as const;
const wrap = (lang: Lang) => render(<MemoryRouter><App><I18nProvider initial={lang}><OrdersPage /></I18nProvider></App></MemoryRouter>);

describe('seller order list', { timeout: 60_000 }, () => {
  for (const lang of ['zh', 'en'] as const) {
    const x = T[lang];
    it(`keeps its actions in view and ships from the list in a dialog, naming the waybill when it is missing (${lang})`, async () => {
      const rows = [row('P1', ORDER_STATUS.pendingDelivery), row('C1', ORDER_STATUS.completed)];
      let listed = 0;
      const calls = stubApi((method, url) => {
        if (method === 'GET' && url.startsWith('/shop-api/p/seller/orders?')) return (listed++, { status: 200, body: { records: rows, total: 2, current: 1, size: 10, pages: 1 } });
        if (method === 'GET' && url === '/shop-api/p/seller/orders/P1') return { status: 200, body: detail(rows[0]!) };
        if (method === 'POST' && url === '/shop-api/p/seller/orders/P1/ship') return { status: 200, body: { ok: true } };
        return { status: 404, body: { code: 'NOT_FOUND', message: 'not found' } };
      });
      wrap(lang);
      await screen.findByText('P1');
      const [, pending, done] = screen.getAllByRole('row');
      // the actions cell is fixed at the right of the table, so it is never cut off
      const actions = within(pending!).getByRole('link', { name: x.view }).closest('td')!;
      expect(actions.className).toMatch(/ant-table-cell-fix-(right|end)/);
      expect(within(done!).queryByRole('button', { name: x.ship })).toBeNull();

      fireEvent.click(within(pending!).getByRole('button', { name: x.ship }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: x.submit }));
      expect(await within(dialog).findByText(x.error)).toBeTruthy();
      expect(within(dialog).getByLabelText(x.waybill).closest('.ant-input-status-error, [aria-invalid="true"]')).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

      fireEvent.change(within(dialog).getByLabelText(x.waybill), { target: { value: ' SF1234567 ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: x.submit }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ packages: [{ companyCode: 'SF', waybillNo: 'SF1234567', itemIds: [] }] });
      await waitFor(() => expect(listed).toBe(2)); // the list loads again
    });
  }
});
