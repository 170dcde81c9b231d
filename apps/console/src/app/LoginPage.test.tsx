// The console's login page (issue 16) in zh and en: the mall's logo and name, and which console it opens — the
// seller centre (shop owners, the store password follows) or the platform console (operators) — from where the
// visitor was sent.
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './i18n';
import { SessionProvider } from './session';
import { LoginPage } from './LoginPage';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    if (url === '/shop-api/webConfig/getPcWebConfig') return { ok: true, status: 200, text: async () => JSON.stringify({ pcLogoImg: '/uploads/logo.webp', siteName: '汇购商城' }) } as Response;
    return { ok: false, status: 401, text: async () => JSON.stringify({ code: 'UNAUTHORIZED', message: 'login' }) } as Response;
  }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (lang: 'zh' | 'en', redirect?: string) =>
  render(
    <MemoryRouter initialEntries={[redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login']}>
      <App><I18nProvider initial={lang}><SessionProvider><LoginPage /></SessionProvider></I18nProvider></App>
    </MemoryRouter>,
  );

describe('console login page', { timeout: 60_000 }, () => {
  it.each([
    ['zh', '/seller/orders', '商家中心登录', '店主使用商城账号登录，登录后还需输入店铺密码。'],
    ['en', '/seller/orders', 'Seller centre sign-in', 'Shop owners sign in with their mall account, then enter the store password.'],
    ['zh', '/platform/nav', '平台管理后台登录', '平台运营人员使用运营账号登录。'],
    ['en', '/platform/nav', 'Platform console sign-in', 'Platform operators sign in with their operator account.'],
    ['zh', undefined, '登录管理后台', '店主进入商家中心，平台运营人员进入平台管理后台，均使用商城账号登录。'],
    ['en', undefined, 'Sign in to the console', 'Shop owners go to the seller centre, platform operators to the platform console; both sign in with their mall account.'],
  ] as const)('%s, sent from %s: the mall\'s logo and "%s"', async (lang, redirect, title, hint) => {
    open(lang, redirect);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
    const logo = await screen.findByRole('img', { name: '汇购商城' });
    expect(logo.getAttribute('src')).toBe('/uploads/logo.webp');
  });
});
