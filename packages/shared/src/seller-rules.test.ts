import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { packageItemsRule, productRule, skuGrid, skuGridRule, specsRule, type ProductFields } from './seller-rules';

const specs = [
  { nameZh: '颜色', nameEn: 'Colour', values: [{ valueZh: '黑', valueEn: 'Black' }, { valueZh: '白', valueEn: 'White' }] },
  { nameZh: '容量', nameEn: 'Size', values: [{ valueZh: '64G', valueEn: '64G' }, { valueZh: '128G', valueEn: '128G' }, { valueZh: '256G', valueEn: '256G' }] },
];
const sku = (values: number[], over = {}) => ({ values, price: '10.00', oriPrice: '', stock: 5, skuCode: '', ...over });
const product = (over: Partial<ProductFields> = {}): ProductFields => ({
  nameZh: '手机', nameEn: 'Phone', briefZh: '', briefEn: '', images: ['/uploads/a.webp'], specs, skus: skuGrid(specs).map((v) => sku(v)), ...over,
});

describe('seller product rules', () => {
  it('builds the SKU grid of the spec values', () => {
    expect(skuGrid(specs)).toHaveLength(6);
    expect(skuGrid([])).toEqual([[]]);
    expect(skuGridRule(specs, skuGrid(specs).map((values) => ({ values })))).toBeNull();
    expect(skuGridRule(specs, skuGrid(specs).slice(1).map((values) => ({ values })))).toBe('seller.skuGridInvalid');
    expect(skuGridRule(specs, [...skuGrid(specs), [0, 0]].map((values) => ({ values })))).toBe('seller.skuGridInvalid');
    expect(skuGridRule([], [{ values: [] }])).toBeNull();
    const twenty = (name: string) => ({ nameZh: name, nameEn: name, values: Array.from({ length: 20 }, (_, i) => ({ valueZh: `${i}`, valueEn: `${i}` })) });
    expect(skuGridRule([twenty('a'), twenty('b')], [])).toBe('seller.skusTooMany');
  });
  it('fires each rule', () => {
    expect(productRule(product())).toBeNull();
    expect(productRule(product({ nameZh: ' ' }))).toBe('seller.nameRequired');
    expect(productRule(product({ nameEn: 'x'.repeat(61) }))).toBe('seller.nameTooLong');
    expect(productRule(product({ briefZh: '卖'.repeat(201) }))).toBe('seller.briefTooLong');
    expect(productRule(product({ images: [] }))).toBe('seller.imagesRequired');
    expect(productRule(product({ images: Array(10).fill('/a') }))).toBe('seller.imagesTooMany');
    expect(specsRule([...specs, ...specs])).toBe('seller.specsTooMany');
    expect(specsRule([{ ...specs[0]!, nameEn: '' }])).toBe('seller.specNameInvalid');
    expect(specsRule([{ ...specs[0]!, values: [] }])).toBe('seller.specValuesRequired');
    expect(specsRule([{ ...specs[0]!, values: [{ valueZh: '黑', valueEn: '' }] }])).toBe('seller.specValueInvalid');
    expect(specsRule([{ ...specs[0]!, values: [{ valueZh: '黑', valueEn: 'a' }, { valueZh: '黑', valueEn: 'b' }] }])).toBe('seller.specValueDuplicate');
    const one = (over: object) => product({ specs: [], skus: [sku([], over)] });
    expect(productRule(one({ price: '1.234' }))).toBe('seller.priceInvalid');
    expect(productRule(one({ price: '0' }))).toBe('seller.priceInvalid');
    expect(productRule(one({ oriPrice: '5' }))).toBe('seller.oriPriceInvalid');
    expect(productRule(one({ oriPrice: '12.5' }))).toBeNull();
    expect(productRule(one({ stock: -1 }))).toBe('seller.stockInvalid');
    expect(productRule(one({ stock: 1.5 }))).toBe('seller.stockInvalid');
    expect(productRule(one({ skuCode: 'a b' }))).toBe('seller.skuCodeInvalid');
    expect(productRule(product({ specs: [specs[0]!], skus: [sku([0], { skuCode: 'X-1' }), sku([1], { skuCode: 'X-1' })] }))).toBe('seller.skuCodeDuplicate');
  });
  it('checks the items of split packages', () => {
    expect(packageItemsRule([{ itemIds: [] }], [1, 2])).toBeNull();
    expect(packageItemsRule([{ itemIds: [1] }, { itemIds: [2] }], [1, 2])).toBeNull();
    expect(packageItemsRule([{ itemIds: [1] }, { itemIds: [] }], [1, 2])).toBe('seller.packageItemsInvalid');
    expect(packageItemsRule([{ itemIds: [1] }, { itemIds: [1, 2] }], [1, 2])).toBe('seller.packageItemsInvalid');
    expect(packageItemsRule([{ itemIds: [1] }, { itemIds: [3] }], [1, 2])).toBe('seller.packageItemsInvalid');
    expect(packageItemsRule([{ itemIds: [1] }], [1, 2])).toBe('seller.packageItemsInvalid');
  });
});

describe('csv', () => {
  it('reads quoted fields, escaped quotes, line breaks, CRLF and a BOM', () => {
    const rows = parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, cells: ['1', '', '3'] },
    ]);
  });
});
