// SPEC §5, §8: a cart quantity is a positive whole number ('Please enter the correct number of items') and never
// above the stock ('Insufficient inventory'); the page uses the API's cartCountRule.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { parseQuantity, quantityRule } from './quantity';

describe('quantityRule', () => {
  it('accepts a whole number from 1 to the stock', () => {
    expect(quantityRule('1', 5)).toBeNull();
    expect(quantityRule(' 5 ', 5)).toBeNull();
    expect(quantityRule(3, 5)).toBeNull();
  });

  it.each(['', '0', '-1', '1.5', 'abc', '2e1', '１'])('refuses %j as not a correct number of items', (raw) => {
    expect(quantityRule(raw, 100)).toBe('cart.countInvalid');
  });

  it('refuses more than the stock', () => {
    expect(quantityRule('6', 5)).toBe('cart.insufficientStock');
    expect(quantityRule(1, 0)).toBe('cart.insufficientStock');
  });

  it('says so in both languages', () => {
    expect(createI18n('zh').t(quantityRule('x', 1)!)).toBe('请输入正确的商品数量');
    expect(createI18n('en').t(quantityRule('x', 1)!)).toBe('Please enter the correct number of items');
    expect(createI18n('zh').t(quantityRule('9', 1)!)).toBe('库存不足');
    expect(createI18n('en').t(quantityRule('9', 1)!)).toBe('Insufficient inventory');
  });

  it('parses digits only', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('1.0')).toBeNull();
  });
});
