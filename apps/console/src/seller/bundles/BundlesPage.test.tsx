// The seller centre's packages (issue 18, decision 036): the list shows each part's share of the package price and the
// saving (zh); editing shows the parts by name and sends the package with its price in fen and its parts, and the
// server's refusal is shown in the dialog (en); a new package's parts are picked through the SKU picker, one product
// after another, and sent by their SKU ids (zh and en).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BundleView, PickerSku } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { buttonName, cup, fieldOf, pickerPage, pickSku, skusOf, sleeve } from '../../test/pick';
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
const partSkus: PickerSku[] = [
  { skuId: 3, prodId: 2, prodName: '保温杯', spec: '黑色', skuCode: '', pic: '', price: 1990, stock: 10 },
  { skuId: 6, prodId: 5, prodName: '杯套', spec: '白色', skuCode: '', pic: '', price: 1000, stock: 4 },
];
const T = {
  zh: { add: '新建套餐', nameZh: '套餐名称（中文）', nameEn: '套餐名称（英文）', parts: '套餐商品', price: '套餐价（元）', save: '保存' },
  en: { add: 'New package', nameZh: 'Package name (Chinese)', nameEn: 'Package name (English)', parts: 'Items', price: 'Package price (yuan)', save: 'Save' },
} as const;

describe('packages page', { timeout: 60_000 }, () => {
  it('lists shares and saving (zh); saves the package in fen and shows the server\'s refusal (en)', async () => {
    const answers = {
      'GET /shop-api/p/seller/bundles': { status: 200, body: [bundle] },
      'GET /shop-api/p/admin/picker/skus?ids=3': { status: 200, body: partSkus },
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
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: buttonName('Edit') })); });
    expect(await screen.findByText('保温杯 · 黑色 · ¥19.90')).toBeTruthy(); // the parts by name (labels through the picker route)
    await act(async () => { fireEvent.click(await screen.findByRole('button', { name: buttonName('Save') })); });
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ nameZh: '组合', nameEn: 'Combo', price: 2500, skuIds: [3, 6], status: 1 }));
    expect((await screen.findByTestId('form-error')).textContent).toContain('The package price must be above 0');
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`a new package's parts are picked product by product and sent by SKU id (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/seller/bundles': { status: 200, body: [] },
        'GET /shop-api/p/admin/picker/products?': pickerPage([cup, sleeve]),
        'GET /shop-api/p/admin/picker/skus?prodId=7': { status: 200, body: skusOf[7] },
        'GET /shop-api/p/admin/picker/skus?prodId=8': { status: 200, body: skusOf[8] },
        'POST /shop-api/p/seller/bundles': { status: 200, body: bundle },
      }, { prefix: true });
      render(<MemoryRouter><App><I18nProvider initial={lang}><BundlesPage /></I18nProvider></App></MemoryRouter>);
      await act(async () => { fireEvent.click(await screen.findByRole('button', { name: buttonName(T[lang].add) })); });
      fireEvent.change(screen.getByLabelText(T[lang].nameZh), { target: { value: '杯子组合' } });
      fireEvent.change(screen.getByLabelText(T[lang].nameEn), { target: { value: 'Cup set' } });
      await pickSku(fieldOf(T[lang].parts), 'Vacuum cup', 'White');
      expect(await screen.findByText('Vacuum cup · White · ¥19.90')).toBeTruthy();
      await pickSku(fieldOf(T[lang].parts), 'Cup sleeve', 'Blue');
      expect(await screen.findByText('Cup sleeve · Blue · ¥10.00')).toBeTruthy();
      fireEvent.change(screen.getByLabelText(T[lang].price), { target: { value: '25' } });
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: buttonName(T[lang].save) })); });
      await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ nameZh: '杯子组合', nameEn: 'Cup set', price: 2500, skuIds: [71, 81], status: 1 }));
    });
  }
});
