// Packages and gifts on the storefront (issue 18, decision 036) in zh and en: "buy together" shows the package price,
// the saving and each part's share and opens the checkout with ?bundleId= (which confirms the package); a sold-out
// package cannot be bought; gift lines show "gift", free, their value and the refund rule; the gift notes of a product.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { BundleView, GiftLine, GiftRuleView } from '@mall/shared';
import { demoUser, flush, renderAccount, stubFetch } from '../account/test-utils';
import { confirmBodyOf } from '../order/checkout.server';
import { BuyTogether, GiftNotes } from './BuyTogether';
import { GiftLines } from './GiftLines';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const bundle: BundleView = {
  id: 7, shopId: 1, name: '组合', nameZh: '组合', nameEn: 'Combo', price: 2500, partsTotal: 2990, saving: 490, stock: 4, status: 1,
  parts: [
    { prodId: 2, skuId: 3, prodName: '保温杯', skuName: '黑色', pic: '/uploads/p/cup.webp', price: 1990, share: 1664, stock: 10, onSale: true },
    { prodId: 5, skuId: 6, prodName: '杯套', skuName: '白色', pic: '/uploads/p/sleeve.webp', price: 1000, share: 836, stock: 4, onSale: true },
  ],
};
const gift: GiftLine = { ruleId: 1, ruleName: '买杯送杯套', prodId: 9, skuId: 10, prodName: '杯刷', skuName: '蓝色', pic: '/uploads/p/brush.webp', count: 1, value: 530, returnPolicy: 'value' };
const rule: GiftRuleView = {
  id: 1, shopId: 1, name: '买杯送杯套', nameZh: '买杯送杯套', nameEn: 'Sleeve', kind: 'buy', prodId: 2, prodName: '保温杯', minCount: 2, threshold: 0, giftProdId: 9, giftSkuId: 10,
  giftName: '杯刷 蓝色', giftPic: '', giftCount: 1, giftStock: 5, returnPolicy: 'return', status: 1,
};
const T = {
  zh: { more: '增加数量', toCart: '套餐加入购物车', title: '优惠套餐', buy: '立即购买', save: '省¥4.90', share: '套餐内价 ¥16.64', soldOut: '套餐已售罄', gift: '赠品', free: '免费赠送', policy: '退款时赠品无需退回，按赠品价值扣减退款', note: '购买本品满2件，送杯刷 蓝色 ×1' },
  en: { more: 'More', toCart: 'Add the package to cart', title: 'Buy together', buy: 'Buy now', save: 'Save ¥4.90', share: 'In the package: ¥16.64', soldOut: 'Package sold out', gift: 'Gift', free: 'Free', policy: 'Keep the gift on a refund: its value is deducted', note: 'Buy 2 or more of this and get 杯刷 蓝色 ×1' },
} as const;

describe.each(['zh', 'en'] as const)('packages and gifts (%s)', (lang) => {
  const x = T[lang];
  it('buy together: a quantity, then the package goes into the cart as one line', async () => {
    const fetch = stubFetch({ '/shop-api/p/shopCart/bundle': { status: 200, body: { cartBundleId: 3, count: 2 } } });
    renderAccount(<BuyTogether bundles={[bundle]} />, { lang, user: demoUser() });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: x.more }));
    fireEvent.click(screen.getByRole('button', { name: x.toCart }));
    await flush();
    expect(fetch.to('/shop-api/p/shopCart/bundle').map((c) => c.body)).toEqual([{ bundleId: 7, count: 2 }]);
    // the cart's checkout names its packages beside its lines
    expect(confirmBodyOf(new URLSearchParams('basketIds=4&cartBundleIds=3,3'))).toEqual({ basketIds: [4], cartBundleIds: [3], addrId: undefined, couponIds: [] });
  });

  it('buy together: price, saving, shares; buying opens the checkout of the package; sold out cannot be bought', async () => {
    const { location } = renderAccount(<BuyTogether bundles={[bundle, { ...bundle, id: 8, stock: 0 }]} />, { lang, user: demoUser() });
    await flush();
    expect(screen.getByRole('heading', { name: x.title })).toBeTruthy();
    expect(screen.getAllByText(x.save)).toHaveLength(2);
    expect(screen.getAllByText(x.share)).toHaveLength(2);
    expect(screen.getByText(x.soldOut)).toBeTruthy();
    const [buy, soldOut] = screen.getAllByRole('button', { name: x.buy }) as HTMLButtonElement[];
    expect(soldOut!.disabled).toBe(true);
    fireEvent.click(buy!);
    await flush();
    expect(location()).toBe('/submit-order?bundleId=7&count=1');
    expect(confirmBodyOf(new URLSearchParams('bundleId=7&count=1'))).toEqual({ bundle: { bundleId: 7, count: 1 }, addrId: undefined, couponIds: [] });
    expect(confirmBodyOf(new URLSearchParams('bundleId=7&count=100'))).toBe('cart.countInvalid');
  });

  it('gift lines and gift notes', async () => {
    renderAccount(<><GiftLines gifts={[gift]} /><GiftNotes gifts={[rule]} /></>, { lang, user: demoUser() });
    await flush();
    const line = screen.getByTestId('gift-line');
    expect(line.textContent).toContain(x.gift);
    expect(line.textContent).toContain(x.free);
    expect(line.textContent).toContain('¥5.30');
    expect(line.textContent).toContain(x.policy);
    expect(screen.getByText(x.note, { exact: false })).toBeTruthy();
  });
});
