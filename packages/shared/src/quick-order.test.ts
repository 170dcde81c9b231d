import { describe, expect, it } from 'vitest';
import { parseQuickOrder, QUICK_ORDER_MAX_LINES } from './quick-order';

describe('parseQuickOrder', () => {
  it('reads "code count" with spaces, tabs, commas, semicolons and full-width commas, upper-casing the code', () => {
    const r = parseQuickOrder('SKU-000123 5\nsku-000124,2\r\nSKU-000125\t3\n  SKU-000126 ;  4  \nSKU-000127，7');
    expect(r.errors).toEqual([]);
    expect(r.problem).toBeNull();
    expect(r.lines).toEqual([
      { line: 1, skuCode: 'SKU-000123', count: 5 },
      { line: 2, skuCode: 'SKU-000124', count: 2 },
      { line: 3, skuCode: 'SKU-000125', count: 3 },
      { line: 4, skuCode: 'SKU-000126', count: 4 },
      { line: 5, skuCode: 'SKU-000127', count: 7 },
    ]);
  });

  it('reads CSV with a header row, quoted fields, a BOM and blank lines, keeping the text\'s line numbers', () => {
    const r = parseQuickOrder('\uFEFFsku_code,count\n"SKU-000001","2"\n\n  \nSKU-000002,10\n');
    expect(r.errors).toEqual([]);
    expect(r.lines).toEqual([{ line: 2, skuCode: 'SKU-000001', count: 2 }, { line: 5, skuCode: 'SKU-000002', count: 10 }]);
    expect(parseQuickOrder('商品编码,数量\nSKU-000001,1').lines).toEqual([{ line: 2, skuCode: 'SKU-000001', count: 1 }]);
  });

  it('keeps quantities as typed (0, negative, decimal) for the cart rule, and reports lines that cannot be read', () => {
    const r = parseQuickOrder('SKU-1 0\nSKU-2 -3\nSKU-3 1.5\nSKU-4 abc\nSKU-5\nSKU-6 1 2\n,3');
    expect(r.lines).toEqual([
      { line: 1, skuCode: 'SKU-1', count: 0 },
      { line: 2, skuCode: 'SKU-2', count: -3 },
      { line: 3, skuCode: 'SKU-3', count: 1.5 },
    ]);
    expect(r.errors).toEqual([
      { line: 4, text: 'SKU-4 abc', message: 'cart.countInvalid' },
      { line: 5, text: 'SKU-5', message: 'quickOrder.lineFormat' },
      { line: 6, text: 'SKU-6 1 2', message: 'quickOrder.lineFormat' },
      { line: 7, text: ',3', message: 'quickOrder.lineFormat' },
    ]);
  });

  it('says when there is nothing to order or too many lines', () => {
    expect(parseQuickOrder('').problem).toBe('quickOrder.empty');
    expect(parseQuickOrder('\n  \n').problem).toBe('quickOrder.empty');
    const max = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `SKU-${i} 1`).join('\n');
    expect(parseQuickOrder(max).problem).toBeNull();
    expect(parseQuickOrder(`${max}\nSKU-X 1`).problem).toBe('quickOrder.tooMany');
  });
});
