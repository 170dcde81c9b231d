// The seller centre's gift rules (zh and en): the product to buy is chosen with the product picker and the gift with
// the SKU picker (a product of the shop, then its spec); the rule is sent with those ids.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../app/i18n';
import { buttonName, cup, fieldOf, pickerPage, pickProduct, pickSku, skusOf, sleeve } from '../../test/pick';
import { stubApi } from '../../test/stub-api';
import { GiftRulesPage } from './GiftRulesPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const T = {
  zh: { add: '新建买赠', nameZh: '活动名称（中文）', nameEn: '活动名称（英文）', product: '购买的商品', gift: '赠品', save: '保存' },
  en: { add: 'New gift rule', nameZh: 'Rule name (Chinese)', nameEn: 'Rule name (English)', product: 'Product to buy', gift: 'Gift', save: 'Save' },
} as const;

describe('gift rules form', { timeout: 60_000 }, () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`picks the product to buy and the gift SKU through the pickers and sends their ids (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/seller/gift-rules': { status: 200, body: [] },
        'GET /shop-api/p/admin/picker/products?': pickerPage([cup, sleeve]),
        'GET /shop-api/p/admin/picker/skus?prodId=8': { status: 200, body: skusOf[8] },
        'POST /shop-api/p/seller/gift-rules': { status: 200, body: {} },
      }, { prefix: true });
      render(<MemoryRouter><App><I18nProvider initial={lang}><GiftRulesPage /></I18nProvider></App></MemoryRouter>);
      await act(async () => { fireEvent.click(await screen.findByRole('button', { name: buttonName(T[lang].add) })); });
      fireEvent.change(screen.getByLabelText(T[lang].nameZh), { target: { value: '买杯送杯套' } });
      fireEvent.change(screen.getByLabelText(T[lang].nameEn), { target: { value: 'Cup and sleeve' } });
      await pickProduct(fieldOf(T[lang].product), 'Vacuum cup');
      await pickSku(fieldOf(T[lang].gift), 'Cup sleeve', 'Blue');
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: buttonName(T[lang].save) })); });
      await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        nameZh: '买杯送杯套', nameEn: 'Cup and sleeve', kind: 'buy', prodId: 7, minCount: 1, threshold: 0, giftSkuId: 81, giftCount: 1, returnPolicy: 'return', status: 1,
      }));
    });
  }
});
