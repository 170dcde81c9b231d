import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/render';
import { LangSwitch } from './LangSwitch';
import { chooseLang, langHref, readCookie } from '../lib/lang';

describe('LangSwitch', () => {
  it('adds lang to the current address, keeping the path and the other params', () => {
    renderApp(<LangSwitch lang="zh" />, { url: '/help?id=12&from=footer' });
    const zh = screen.getByRole('link', { name: '中文' });
    const en = screen.getByRole('link', { name: 'English' });
    expect(en.getAttribute('href')).toBe('/help?id=12&from=footer&lang=en');
    expect(zh.getAttribute('href')).toBe('/help?id=12&from=footer&lang=zh');
    expect(zh.getAttribute('aria-current')).toBe('true');
    expect(en.getAttribute('aria-current')).toBeNull();
  });

  it('replaces an existing lang and marks English current in en', () => {
    renderApp(<LangSwitch lang="en" />, { url: '/?lang=en&x=1' });
    expect(screen.getByRole('link', { name: '中文' }).getAttribute('href')).toBe('/?lang=zh&x=1');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('keeps the hash', () => {
    expect(langHref({ pathname: '/termsPage', search: '?sts=1', hash: '#a' }, 'en')).toBe('/termsPage?sts=1&lang=en#a');
  });
});

describe('chooseLang', () => {
  const u = (s: string) => new URL(s, 'http://mall.test');
  it('prefers the address, then the cookie, then zh', () => {
    expect(chooseLang(u('/?lang=en'), 'lang=zh')).toEqual({
      lang: 'en',
      invalid: false,
      setCookie: expect.stringContaining('lang=en'),
    });
    expect(chooseLang(u('/'), 'a=1; lang=en')).toEqual({ lang: 'en', invalid: false, setCookie: null });
    expect(chooseLang(u('/'), null)).toEqual({ lang: 'zh', invalid: false, setCookie: null });
    expect(chooseLang(u('/'), 'lang=fr')).toEqual({ lang: 'zh', invalid: false, setCookie: null });
  });
  it('sets the cookie only when it changes', () => {
    expect(chooseLang(u('/?lang=en'), 'lang=en').setCookie).toBeNull();
    expect(chooseLang(u('/?lang=zh'), null).setCookie).toMatch(/^lang=zh; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
  it('flags any other lang value as invalid', () => {
    expect(chooseLang(u('/?lang=fr'), 'lang=en')).toEqual({ lang: 'en', invalid: true, setCookie: null });
    expect(chooseLang(u('/?lang='), null).invalid).toBe(true);
    expect(chooseLang(u('/?lang=ZH'), null).invalid).toBe(true);
  });
  it('reads cookies', () => {
    expect(readCookie('token=abc; lang=en', 'lang')).toBe('en');
    expect(readCookie('xlang=en', 'lang')).toBeNull();
  });
});
