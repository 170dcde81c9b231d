// The platform's points products: the list loads (name in the page's language, linked goods, points + cash, stock,
// redeemed, shelf); editing sends the whole body with the cash in fen; a points value that is not a multiple of 10
// is refused before the call; the API's refusal stays in the dialog (zh/en).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPointsProduct, Lang } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { PointsMallPage } from './PointsMallPage';
import { stubApi } from '../../test/stub-api';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const row: AdminPointsProduct = {
  prodId: 7, nameZh: '保温杯', nameEn: 'Vacuum flask', pics: ['/uploads/a.webp'], descZh: '好杯', descEn: 'Good', shopId: 1, linkedProdId: 3, skuId: 30, skuName: '保温杯 黑色',
  points: 1200, cash: 990, stock: 8, totalStock: 10, perUserLimit: 2, status: 1, sort: 0, createTime: '2026-11-21T00:00:00Z',
};
const LIST = 'GET /shop-api/p/admin/pointsMall/prods';
const T = {
  zh: { name: '保温杯', price: '1200积分 + ¥9.90', edit: '编辑', points: '所需积分', step: '须为10的整数倍，且大于0', ok: /^保\s?存$/ },
  en: { name: 'Vacuum flask', price: '1200 points + ¥9.90', edit: 'Edit', points: 'Points', step: 'A multiple of 10, above 0', ok: /^Save$/ },
} as const;

describe('platform points products', { timeout: 120_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`lists, refuses points off the step before the call, saves the whole body, shows the API's refusal (${lang})`, async () => {
      const calls = stubApi({ [LIST]: { status: 200, body: { records: [row], total: 1, current: 1, size: 10, pages: 1 } }, 'PUT /shop-api/p/admin/pointsMall/prods/7': { status: 400, body: { code: 'X', message: 'refused by the API' } } }, { prefix: true });
      render(<I18nProvider initial={lang}><PointsMallPage /></I18nProvider>);
      const cell = await screen.findByText(T[lang].name);
      const tr = cell.closest('tr')!;
      expect(within(tr).getByText(T[lang].price)).toBeTruthy();
      expect(within(tr).getByText('保温杯 黑色 (#30)')).toBeTruthy();
      expect(within(tr).getAllByText('2')).toHaveLength(2); // redeemed 10 - 8 and the limit
      fireEvent.click(within(tr).getByRole('button', { name: T[lang].edit }));
      const points = (await screen.findByLabelText(T[lang].points)) as HTMLInputElement;
      expect(points.value).toBe('1200');
      fireEvent.change(points, { target: { value: '1205' } });
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      expect(await screen.findByText(T[lang].step)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
      fireEvent.change(points, { target: { value: '1500' } });
      fireEvent.click(screen.getByRole('button', { name: T[lang].ok }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ nameZh: '保温杯', nameEn: 'Vacuum flask', pics: ['/uploads/a.webp'], descZh: '好杯', descEn: 'Good', skuId: 30, points: 1500, cash: 990, stock: 8, perUserLimit: 2, status: 1, sort: 0 });
      expect(await screen.findByText('refused by the API')).toBeTruthy();
    });
  }
});
