// The no-result page (issue 16): its recommendations show the special price, like product cards elsewhere.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DISCOUNT_KIND, type ProductCard } from '@mall/shared';
import { renderApp, priceText } from '../../test/render';
import { EmptyResult } from './EmptyResult';

const card = (prodId: number, price: number): ProductCard => ({
  prodId, prodName: `商品${prodId}`, brief: '', pic: `/uploads/p/${prodId}.webp`, price, oriPrice: price + 1000, soldNum: 0, shopId: 1, shopName: '店', selfOperated: false,
});

describe('EmptyResult', () => {
  it.each(['zh', 'en'] as const)('%s: a recommendation under a special discount shows the special price over the struck-through one', (lang) => {
    const specials = { 1: { prodId: 1, discountId: 9, name: '特惠', kind: DISCOUNT_KIND.percent, value: 80, endsAt: '2099-01-01T00:00:00Z' } };
    renderApp(<EmptyResult keyword="zzz" recommendations={[card(1, 10000), card(2, 5000)]} specials={specials} />, { lang });
    const [now, ori] = lang === 'zh' ? ['售价', '原价'] : ['Price', 'Original price'];
    expect(screen.getByText(priceText(`${now} ¥80.00`))).toBeTruthy();
    expect(screen.getByText(priceText(`${ori} ¥100.00`))).toBeTruthy();
    // the other one keeps its own price and original price
    expect(screen.getByText(priceText(`${now} ¥50.00`))).toBeTruthy();
    expect(screen.getByText(priceText(`${ori} ¥60.00`))).toBeTruthy();
  });
});
