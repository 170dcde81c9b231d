import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { Price } from './Price';

const renderPrice = (fen: number, oriFen?: number, lang: 'zh' | 'en' = 'zh') =>
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <Price fen={fen} oriFen={oriFen} />
    </I18nextProvider>,
  ).container;

describe('Price', () => {
  it('shows ¥ with 2 decimals, the integer part on its own', () => {
    const c = renderPrice(12345);
    expect(c.querySelector('.price__sym')?.textContent).toBe('¥');
    expect(c.querySelector('.price__int')?.textContent).toBe('123');
    expect(c.querySelector('.price__dec')?.textContent).toBe('.45');
  });

  it('screen readers read the visible digits after a hidden word, with no aria-label on a plain span', () => {
    const c = renderPrice(12345, 15000);
    expect(c.querySelector('.price__now')?.textContent).toBe('售价 ¥123.45');
    expect(c.querySelector('.price__now .sr-only')?.textContent).toBe('售价 ');
    expect(c.querySelector('del.price__ori')?.textContent).toBe('原价 ¥150.00');
    expect(c.querySelectorAll('[aria-label], [aria-hidden]')).toHaveLength(0);
    expect(renderPrice(8800, 12900, 'en').querySelector('.price__now')?.textContent).toBe('Price ¥88.00');
  });

  it('pads cents and handles whole yuan', () => {
    const c = renderPrice(5);
    expect(c.querySelector('.price__now')?.textContent).toBe('售价 ¥0.05');
    expect(renderPrice(990000).querySelector('.price__now')?.textContent).toBe('售价 ¥9900.00');
  });

  it('strikes the original price only when it is higher', () => {
    const c = renderPrice(8800, 12900, 'en');
    const del = c.querySelector('del.price__ori');
    expect(del?.textContent).toBe('Original price ¥129.00');
    expect(renderPrice(8800, 8800).querySelector('.price__ori')).toBeNull();
    expect(renderPrice(8800).querySelector('.price__ori')).toBeNull();
  });
});
