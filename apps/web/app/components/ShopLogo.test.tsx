import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { ShopLogo } from './ShopLogo';

const renderLogo = (logo: string, lang: 'zh' | 'en' = 'zh') =>
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ShopLogo logo={logo} shopName="汇购自营店" size={56} />
    </I18nextProvider>,
  ).container;

describe('ShopLogo', () => {
  it('a shop with a logo: its picture, resized, named by the shop', () => {
    const c = renderLogo('/uploads/shop/3.webp');
    const img = c.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/shop/3.webp?w=200');
    expect(img.getAttribute('alt')).toContain('汇购自营店');
  });

  it('a shop whose seller cleared the logo: its first letter, never an <img src="">, named in zh and en', () => {
    const zh = renderLogo('');
    expect(zh.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: /汇购自营店/ }).textContent).toBe('汇');
    const en = renderLogo('  ', 'en');
    expect(en.querySelector('img')).toBeNull();
    expect(en.querySelector('[role="img"]')!.getAttribute('aria-label')).toMatch(/汇购自营店/);
  });
});
