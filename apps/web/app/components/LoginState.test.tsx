// The shared parts that follow the login state (SPEC §2, §4, §6): top bar, header cart, quick menu.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { demoUser, flush, renderAccount, spyBrowser, stubFetch } from '../features/account/test-utils';
import { Header } from './Header';
import { QuickMenu } from './QuickMenu';
import { TopBar } from './TopBar';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('top bar', () => {
  it('logged out: login and register links', () => {
    renderAccount(<TopBar />);
    expect(screen.getByRole('link', { name: '请登录' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: '免费注册' }).getAttribute('href')).toBe('/register');
  });

  it('logged in: the greeting with the nickname, the user center and logout', async () => {
    const nav = spyBrowser();
    const fetch = stubFetch({ '/session': { status: 200, body: { ok: true } } });
    window.localStorage.setItem('mall.popupAd.0', '/a.webp');
    renderAccount(<TopBar />, { lang: 'en', user: demoUser({ nickName: 'Ann' }) });
    expect(screen.getByText('Hi, Ann')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/user-center');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await flush();
    expect(fetch.to('/session')[0]!.body).toEqual({ intent: 'logout' });
    expect(window.localStorage.length).toBe(0);
    expect(nav.assign).toHaveBeenCalledWith('/');
  });
});

describe('top bar: my shop follows the shop status (SPEC §4)', () => {
  const center = (shopStatus: number, shopId: number | null) => ({
    '/shop-api/p/user/centerInfo': { status: 200, body: { isSetPassword: true, orderCountData: {}, shopAuditStatus: 0, shopStatus, shopId } },
  });

  it('1 open: goes to the shop home', async () => {
    stubFetch(center(1, 42));
    const app = renderAccount(<TopBar />, { user: demoUser() });
    fireEvent.click(screen.getByRole('button', { name: '我的店铺' }));
    await flush();
    expect(app.location()).toBe('/shopIndex?sid=42');
  });

  it('0 under review: the warning, and stays', async () => {
    stubFetch(center(0, null));
    const app = renderAccount(<TopBar />, { user: demoUser(), url: '/help' });
    fireEvent.click(screen.getByRole('button', { name: '我的店铺' }));
    await flush();
    expect(screen.getByText('您的开店申请正在审核中，请耐心等待')).toBeTruthy();
    expect(app.location()).toBe('/help');
  });

  it('-1 no shop: the warning and the application form (en)', async () => {
    stubFetch(center(-1, null));
    const app = renderAccount(<TopBar />, { user: demoUser(), lang: 'en', url: '/help' });
    fireEvent.click(screen.getByRole('button', { name: 'My shop' }));
    await flush();
    expect(screen.getByRole('status').textContent).toMatch(/shop/i);
    expect(app.location()).toBe('/shopApply');
  });

  it('offline (other codes): the offline warning', async () => {
    stubFetch(center(3, 9));
    const app = renderAccount(<TopBar />, { user: demoUser(), url: '/help' });
    fireEvent.click(screen.getByRole('button', { name: '我的店铺' }));
    await flush();
    expect(screen.getByText('您的店铺已下线，请联系平台客服')).toBeTruthy();
    expect(app.location()).toBe('/help');
  });

  it('logged out: no my-shop button; the seller centre link is there', () => {
    renderAccount(<TopBar />);
    expect(screen.queryByRole('button', { name: '我的店铺' })).toBeNull();
    expect(screen.getByRole('link', { name: '商家中心' }).getAttribute('href')).toBe('/console/');
  });
});

describe('header search box on results pages', () => {
  it('shows the product words on /list and the shop words with 店铺 selected on /shopList', () => {
    const first = renderAccount(<Header />, { url: '/list?pn=%E8%80%B3%E6%9C%BA&st=0' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('耳机');
    first.unmount();
    renderAccount(<Header />, { url: '/shopList?shopName=Tea' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Tea');
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('1');
  });
});

describe('the parts that need a login open the login popup when logged out', () => {
  it('header cart button', () => {
    const app = renderAccount(<Header />, { url: '/help' });
    fireEvent.click(screen.getByRole('link', { name: /我的购物车/ }));
    expect(screen.getByRole('dialog', { name: '登录' })).toBeTruthy();
    expect(app.location()).toBe('/help');
  });

  it('header cart goes to the cart when logged in', async () => {
    const app = renderAccount(<Header />, { url: '/help', user: demoUser() });
    fireEvent.click(screen.getByRole('link', { name: /我的购物车/ }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.location()).toBe('/cart');
  });

  it('quick-menu favourites and login', () => {
    renderAccount(<QuickMenu />, { lang: 'en', url: '/help' });
    const menu = screen.getByRole('navigation', { name: 'Quick menu' });
    fireEvent.click(within(menu).getByRole('link', { name: 'My favourites' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('quick menu when logged in: the user center instead of login, favourites go to the collection', () => {
    renderAccount(<QuickMenu />, { lang: 'en', user: demoUser() });
    const menu = screen.getByRole('navigation', { name: 'Quick menu' });
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/user-center');
    expect(within(menu).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'My favourites' }).getAttribute('href')).toBe(
      '/user-center/uc-collection',
    );
  });
});
