// The seller centre's packages (issue 18, decision 036): the list shows each part's share of the package price and the
// saving (zh); editing sends the package with its price in fen and its parts, and the server's refusal is shown in the
// dialog (en).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BundleView } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { stubApi } from '../../test/stub-api';
import { BundlesPage } from './BundlesPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const bundle: BundleView = {
  id: 7, shopId: 1, name: '组合', nameZh: '组合', nameEn: 'Combo', price: 2500, partsTotal: 2990, saving: 490, stock: 4, status: 1,
  parts: [
    { prodId: 2, skuId: 3, prodName: '保温杯', skuName: '黑色', pic: '', price: 1990, share: 1664, stock: 10, onSale: true },
    { prodId: 5, skuId: 6, prodName: '杯套', skuName: '白色', pic: '', price: 1000, share: 836, stock: 4, onSale: true },
  ],
};
const name = (label: string) => new RegExp(`^${label.split('').join('\\s?')}$`);

describe('packages page', { timeout: 60_000 }, () => {
  it('lists shares and saving (zh); saves the package in fen and shows the server\'s refusal (en)', async () => {
    const answers = {
      'GET /shop-api/p/seller/bundles': { status: 200, body: [bundle] },
      'GET /shop-api/p/seller/products?': { status: 200, body: { records: [], total: 0, current: 1, size: 40, pages: 0 } },
      'PUT /shop-api/p/seller/bundles/7': { status: 400, body: { code: 'BUNDLE_PRICEINVALID', message: 'The package price must be above 0 and not above the parts\' prices together' } },
    };
    stubApi(answers, { prefix: true });
    const view = render(<MemoryRouter><App><I18nProvider initial="zh"><BundlesPage /></I18nProvider></App></MemoryRouter>);
    expect(await screen.findByText('组合')).toBeTruthy();
    expect(screen.getByText('¥16.64')).toBeTruthy();
    expect(screen.getByText('立省¥4.90')).toBeTruthy();
    view.unmount();

    const calls = stubApi(answers, { prefix: true });
    render(<MemoryRouter><App><I18nProvider initial="en"><BundlesPage /></I18nProvider></App></MemoryRouter>);
    await screen.findByText('Combo');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: name('Edit') })); });
    await act(async () => { fireEvent.click(await screen.findByRole('button', { name: name('Save') })); });
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ nameZh: '组合', nameEn: 'Combo', price: 2500, skuIds: [3, 6], status: 1 }));
    expect((await screen.findByTestId('bundle-error')).textContent).toContain('The package price must be above 0');
  });
});
