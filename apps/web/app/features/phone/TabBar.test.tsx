// The phone's tab bar and categories page (issue 16), zh and en.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { Lang, UserInfo } from '@mall/shared';
import { createI18n } from '../../i18n';
import { demoUser, rootData } from '../account/test-utils';
import type { NavCategory } from '../../lib/categories';
import { activeTab, TabBar } from './TabBar';
import { CategoriesPage } from './CategoriesPage';

function renderAt(ui: React.ReactNode, { lang = 'zh', url = '/', user = null, cartCount = 0 }: { lang?: Lang; url?: string; user?: UserInfo | null; cartCount?: number } = {}) {
  const root = { ...rootData(lang, user), cartCount };
  const router = createMemoryRouter([{ id: 'root', loader: () => root, element: <Outlet />, children: [{ path: '*', element: ui }] }], {
    initialEntries: [url],
    hydrationData: { loaderData: { root } },
  });
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('tab bar', () => {
  it('logged out (zh): home, categories, cart and me; the cart and me lead to the login and back; no count', () => {
    renderAt(<TabBar />, { url: '/categories', cartCount: 3 });
    const nav = screen.getByRole('navigation', { name: '底部导航' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect(link('首页').getAttribute('href')).toBe('/');
    expect(link('分类').getAttribute('href')).toBe('/categories');
    expect(link('分类').getAttribute('aria-current')).toBe('page');
    expect(link('购物车').getAttribute('href')).toBe('/login?redirect=%2Fcart');
    expect(link('我的').getAttribute('href')).toBe('/login?redirect=%2Fuser-center');
    expect(nav.querySelector('.tabbar__badge')).toBeNull();
  });

  it('logged in (en): the cart with its count in the name, me is the user center, the current tab marked', () => {
    renderAt(<TabBar />, { lang: 'en', url: '/user-center/uc-order', user: demoUser(), cartCount: 120 });
    const nav = screen.getByRole('navigation', { name: 'Tab bar' });
    const cart = within(nav).getByRole('link', { name: /^Cart/ });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.textContent).toContain('120');
    expect(nav.querySelector('.tabbar__badge')!.textContent).toBe('99+');
    expect(within(nav).getByRole('link', { name: 'Me' }).getAttribute('href')).toBe('/user-center');
    expect(within(nav).getByRole('link', { name: 'Me' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('knows the tab of an address', () => {
    expect(activeTab('/')).toBe('home');
    expect(activeTab('/cart')).toBe('cart');
    expect(activeTab('/user-center')).toBe('me');
    expect(activeTab('/user-centre')).toBeNull();
    expect(activeTab('/list')).toBeNull();
  });
});

const tree: NavCategory[] = [
  {
    categoryId: 1,
    categoryName: '手机数码',
    grade: 0,
    categories: [
      { categoryId: 11, categoryName: '手机通讯', grade: 1, categories: [{ categoryId: 111, categoryName: '智能手机', grade: 2, categories: [] }] },
    ],
  },
];

describe('categories page', () => {
  it('zh: level 1 as anchors, each with its levels 2 and 3 linking to their lists', () => {
    renderAt(<CategoriesPage categories={tree} />);
    expect(screen.getByRole('heading', { level: 1, name: '商品分类' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '手机数码' }).getAttribute('href')).toBe('#cat-1');
    expect(screen.getByRole('link', { name: '全部手机数码' }).getAttribute('href')).toBe('/list?cpid=1&cindex=1');
    expect(screen.getByRole('link', { name: '手机通讯' }).getAttribute('href')).toBe('/list?cpid=11&cindex=2');
    expect(screen.getByRole('link', { name: '智能手机' }).getAttribute('href')).toBe('/list?cpid=111&cindex=3');
  });

  it('en: the title, "All …", and a note when there are none', () => {
    const tree1: NavCategory[] = [{ ...tree[0]!, categoryName: 'Phones' }];
    const { unmount } = renderAt(<CategoriesPage categories={tree1} />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Phones' })).toBeTruthy();
    unmount();
    renderAt(<CategoriesPage categories={[]} />, { lang: 'en' });
    expect(screen.getByText('No categories yet')).toBeTruthy();
  });
});
