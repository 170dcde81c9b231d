import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SkuItem, SpecAxis } from '@mall/shared';
import { renderApp } from '../../test/render';
import { QuantityInput, SkuSelector } from './SkuSelector';
import { clampQuantity, initialSelection, isAvailable, selectedSku, toggleValue, type Selection } from './sku';

const sku = (skuId: number, colour: string, size: string, stock: number): SkuItem => ({
  skuId,
  skuCode: `SKU-${String(skuId).padStart(6, '0')}`,
  price: 1000 + skuId,
  oriPrice: 2000,
  stock,
  pic: '',
  specs: [
    { name: '颜色', value: colour },
    { name: '尺码', value: size },
  ],
});
// 黑/S in stock, 黑/M sold out, 白/S missing, 白/M in stock, 红 only sold out
const skus = [sku(1, '黑', 'S', 3), sku(2, '黑', 'M', 0), sku(3, '白', 'M', 5), sku(4, '红', 'S', 0)];
const axes: SpecAxis[] = [
  { name: '颜色', values: ['黑', '白', '红'] },
  { name: '尺码', values: ['S', 'M'] },
];

function Harness({ start, presale }: { start: Selection; presale?: ReadonlySet<number> }) {
  const [sel, setSel] = useState(start);
  const chosen = selectedSku(skus, axes, sel);
  return (
    <>
      <SkuSelector axes={axes} skus={skus} selection={sel} onChange={setSel} presaleSkuIds={presale} />
      <output data-testid="sku">{chosen ? chosen.skuId : 'none'}</output>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('sku logic', () => {
  it('finds the SKU of a full selection only', () => {
    expect(selectedSku(skus, axes, ['白', 'M'])?.skuId).toBe(3);
    expect(selectedSku(skus, axes, ['白', null])).toBeUndefined();
    expect(selectedSku(skus, axes, ['白', 'S'])).toBeUndefined();
    expect(selectedSku([skus[0]!], [], [])?.skuId).toBe(1);
  });

  it('offers a value only with a SKU in stock that fits the other choices', () => {
    expect(isAvailable(skus, [null, null], 0, '红')).toBe(false); // only sold out
    expect(isAvailable(skus, [null, 'M'], 0, '黑')).toBe(false); // 黑/M sold out
    expect(isAvailable(skus, [null, 'S'], 0, '白')).toBe(false); // 白/S does not exist
    expect(isAvailable(skus, [null, 'S'], 0, '黑')).toBe(true);
    expect(isAvailable(skus, ['白', null], 1, 'M')).toBe(true);
  });

  it('starts on the first SKU in stock, and toggles values', () => {
    expect(initialSelection(skus, axes)).toEqual(['黑', 'S']);
    expect(initialSelection([sku(9, 'x', 'y', 0)], axes)).toEqual([null, null]);
    expect(toggleValue(['黑', 'S'], 0, '黑')).toEqual([null, 'S']);
    expect(toggleValue(['黑', 'S'], 1, 'M')).toEqual(['黑', 'M']);
  });

  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe('SkuSelector', () => {
  it('disables values that lead to no SKU or a SKU out of stock', () => {
    renderApp(<Harness start={['黑', 'S']} />);
    expect(screen.getByTestId('sku').textContent).toBe('1');
    expect(button('黑').getAttribute('aria-pressed')).toBe('true');
    expect(button('红')).toHaveProperty('disabled', true);
    expect(button('白')).toHaveProperty('disabled', true); // 白/S does not exist
    expect(button('M')).toHaveProperty('disabled', true); // 黑/M is sold out
    // clear the size: 白 becomes possible (白/M), choosing it leaves only M
    fireEvent.click(button('S'));
    expect(screen.getByTestId('sku').textContent).toBe('none');
    expect(button('白')).toHaveProperty('disabled', false);
    fireEvent.click(button('白'));
    expect(button('S')).toHaveProperty('disabled', true);
    fireEvent.click(button('M'));
    expect(screen.getByTestId('sku').textContent).toBe('3');
  });

  it('a SKU on pre-sale (ordinary stock 0) can be chosen and is marked pre-sale (zh, en)', () => {
    const { unmount } = renderApp(<Harness start={[null, null]} presale={new Set([4])} />);
    expect(button('红预售')).toHaveProperty('disabled', false);
    fireEvent.click(button('红预售'));
    expect(button('M')).toHaveProperty('disabled', true); // 红/M does not exist
    fireEvent.click(button('S预售'));
    expect(screen.getByTestId('sku').textContent).toBe('4');
    expect(initialSelection([sku(9, 'x', 'y', 0)], axes, new Set([9]))).toEqual(['x', 'y']);
    unmount();
    renderApp(<Harness start={[null, null]} presale={new Set([4])} />, { lang: 'en' });
    expect(button('红Pre-sale')).toHaveProperty('disabled', false);
    expect(button('白')).toHaveProperty('disabled', false);
  });

  it('labels each row with its axis in English too', () => {
    renderApp(<Harness start={[null, null]} />, { lang: 'en' });
    expect(screen.getByRole('group', { name: '颜色' })).toBeTruthy();
    expect(button('红').getAttribute('title')).toBe('This option is out of stock');
  });
});

function QtyHarness({ stock }: { stock: number }) {
  const [n, setN] = useState(1);
  return (
    <>
      <QuantityInput value={n} stock={stock} onChange={setN} />
      <output data-testid="qty">{n}</output>
    </>
  );
}

describe('QuantityInput', () => {
  it('limits the quantity to the stock', () => {
    renderApp(<QtyHarness stock={3} />);
    const input = screen.getByRole('textbox', { name: '数量' });
    expect(button('减少数量')).toHaveProperty('disabled', true);
    fireEvent.click(button('增加数量'));
    fireEvent.click(button('增加数量'));
    expect(screen.getByTestId('qty').textContent).toBe('3');
    expect(button('增加数量')).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('qty').textContent).toBe('3');
    expect((input as HTMLInputElement).value).toBe('3');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('qty').textContent).toBe('1');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('库存 3 件')).toBeTruthy();
  });

  it('cannot be used when the stock is 0', () => {
    renderApp(<QtyHarness stock={0} />, { lang: 'en' });
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveProperty('disabled', true);
    expect(button('More')).toHaveProperty('disabled', true);
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });
});
