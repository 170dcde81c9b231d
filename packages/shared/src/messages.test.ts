import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, messages, translate } from './messages';
import { fenToYuan, formatPrice, priceParts, yuanToFen } from './money';
import { searchRule } from './search-rule';

describe('message catalogue', () => {
  it('has zh and en for every key, and they differ', () => {
    for (const [key, m] of Object.entries(messages)) {
      expect(m.zh, key).toMatch(/\p{Script=Han}/u);
      expect(m.en, key).not.toMatch(/\p{Script=Han}/u);
    }
  });
  it('fills parameters', () => {
    expect(translate('error.validation', 'en', { detail: 'x: bad' })).toBe('Validation failed: x: bad');
  });
  it('picks the language from Accept-Language with q weights, zh by default', () => {
    expect(langFromAcceptLanguage(undefined)).toBe('zh');
    expect(langFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(langFromAcceptLanguage('fr-FR,en;q=0.5,zh;q=0.8')).toBe('zh');
    expect(langFromAcceptLanguage('de')).toBe('zh');
    expect(langFromAcceptLanguage('zh-CN;q=0.2,en-GB;q=0.3')).toBe('en');
  });
});

describe('money', () => {
  it('formats fen as yuan with 2 decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(123456)).toBe('1234.56');
    expect(fenToYuan(-150)).toBe('-1.50');
    expect(formatPrice(9900)).toBe('¥99.00');
    expect(priceParts(1999)).toEqual({ int: '19', dec: '99' });
    expect(() => fenToYuan(1.5)).toThrow();
  });
  it('parses yuan to fen without floats', () => {
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(' 100 ')).toBe(10000);
    expect(yuanToFen('1.005')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });
});

describe('search rule (SPEC §5)', () => {
  it('refuses empty trimmed text with the message of the search type', () => {
    expect(searchRule('   ', 0)).toBe('search.productNameEmpty');
    expect(searchRule('', 1)).toBe('search.shopNameEmpty');
    expect(translate(searchRule(' ', 0)!, 'en')).toBe('product name cannot be empty');
    expect(translate(searchRule(' ', 1)!, 'en')).toBe('store name cannot be empty');
    expect(searchRule(' 手机 ', 0)).toBeNull();
  });
});
