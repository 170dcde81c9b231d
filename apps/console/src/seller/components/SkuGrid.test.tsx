import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SpecInput } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { regrid, SkuGrid, type SkuRow } from './SkuGrid';

const colour: SpecInput = { nameZh: '颜色', nameEn: 'Colour', values: [{ valueZh: '黑', valueEn: 'Black' }, { valueZh: '白', valueEn: 'White' }] };
const size: SpecInput = { nameZh: '尺码', nameEn: 'Size', values: [{ valueZh: 'S', valueEn: 'S' }, { valueZh: 'M', valueEn: 'M' }] };

describe('SKU grid', () => {
  it('has one row per combination and keeps what was typed for combinations that remain', () => {
    const one = regrid([colour], []);
    expect(one.map((r) => r.values)).toEqual([[0], [1]]);
    const typed = one.map((r, i) => ({ ...r, price: `${i + 1}.50`, skuId: i + 10 }));
    // a value removed: the other keeps its price and SKU id (matched by value text, not index)
    const fewer = regrid([{ ...colour, values: [colour.values[1]!] }], typed);
    expect(fewer).toEqual([{ ...typed[1], values: [0], key: '白' }]);
    expect(regrid([colour, size], typed)).toHaveLength(4);
    expect(regrid([], [])).toEqual([{ key: '', values: [], price: '', oriPrice: '', stock: 0, skuCode: '' }]);
  });

  it('edits prices and stock per row, in the chosen language', () => {
    function Harness() {
      const [rows, setRows] = useState<SkuRow[]>(() => regrid([colour], []));
      return (
        <>
          <SkuGrid specs={[colour]} rows={rows} onChange={setRows} />
          <output data-testid="rows">{JSON.stringify(rows.map((r) => [r.price, r.stock]))}</output>
        </>
      );
    }
    render(<I18nProvider initial="en"><Harness /></I18nProvider>);
    expect(screen.getByText('Black')).toBeTruthy();
    expect(screen.getAllByText('Colour').length).toBeGreaterThan(0);
    const prices = screen.getAllByLabelText('Price');
    fireEvent.change(prices[1]!, { target: { value: '0.30' } });
    expect(screen.getByTestId('rows').textContent).toBe(JSON.stringify([['', 0], ['0.30', 0]]));
  });
});
