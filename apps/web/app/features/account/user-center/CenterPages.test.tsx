import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { CenterInfo } from '@mall/shared';
import routes from '../../../routes';
import { demoUser, flush, renderAccount, spyBrowser, stubFetch } from '../test-utils';
import { CenterHome } from './CenterHome';
import { currentItem, UC_MENU, type UcMenuGroup } from './menu';
import { SecurityOverview } from './SecurityOverview';
import { UcMenu } from './UcMenu';

const center = (over: Partial<CenterInfo> = {}): CenterInfo => ({
  isSetPassword: true,
  orderCountData: { unPay: 0, payed: 0, consignment: 0, unComment: 0, refund: 0 },
  shopAuditStatus: -1,
  shopStatus: -1,
  shopId: null,
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('user-center index (center info)', () => {
  it('greets the user and shows the five order counts', () => {
    renderAccount(
      <CenterHome
        user={demoUser()}
        center={center({ orderCountData: { unPay: 2, payed: 0, consignment: 1, unComment: 0, refund: 0 } })}
      />,
    );
    expect(screen.getByRole('heading', { name: '您好，演示买家' })).toBeTruthy();
    const counts = screen.getByRole('list');
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2待付款', '0待发货', '1待收货', '0待评价', '0退款/售后']);
  });

  it('shows the shop status of SPEC §4: open links the shop home, the others warn', () => {
    const open = renderAccount(<CenterHome user={demoUser()} center={center({ shopStatus: 1, shopId: 5 })} />, {
      lang: 'en',
    });
    expect(screen.getByText('Your shop is open for business')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit my shop' }).getAttribute('href')).toBe('/shopIndex?sid=5');
    open.unmount();
    for (const [status, text] of [
      [0, 'Your shop application is under review, please wait'],
      [-1, 'You have not opened a shop yet'],
      [2, "Your shop is offline, please contact the platform's customer service"],
      [3, "Your shop is offline, please contact the platform's customer service"],
    ] as const) {
      const r = renderAccount(<CenterHome user={demoUser()} center={center({ shopStatus: status })} />, { lang: 'en' });
      const note = screen.getByRole('note');
      expect(note.textContent).toContain(text);
      // the store feature adds the way to the shop opening form (none) or the application / store account (others)
      expect(screen.getByRole('link', { name: status === -1 ? 'Open a shop for free' : 'View my application' }).getAttribute('href')).toBe(status === -1 ? '/shopApply' : '/user-center/uc-shopaccount');
      expect(note.className).toContain('warning');
      expect(screen.queryByRole('link', { name: 'Visit my shop' })).toBeNull();
      r.unmount();
    }
  });
});

describe('security overview', () => {
  it('shows what is set, the masked mobile, and links to change each', () => {
    renderAccount(<SecurityOverview user={demoUser({ isSetPayPassword: false })} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('已设置');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/user-center/uc-password');
    expect(rows[1]!.textContent).toContain('138****8000');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/user-center/uc-update-mobile');
    expect(rows[2]!.textContent).toContain('未设置');
    expect(within(rows[2]!).getByRole('link', { name: '设置 支付密码' }).getAttribute('href')).toBe(
      '/user-center/uc-paypw',
    );
  });

  it('logs out everywhere after a confirmation and goes to /login', async () => {
    const nav = spyBrowser();
    const fetch = stubFetch({ '/session': { status: 200, body: { ok: true } } });
    window.localStorage.setItem('x', '1');
    renderAccount(<SecurityOverview user={demoUser()} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out all' }));
    expect(fetch.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, log out' }));
    await flush();
    expect(fetch.to('/session')[0]!.body).toEqual({ intent: 'logoutAll' });
    expect(window.localStorage.length).toBe(0);
    expect(nav.assign).toHaveBeenCalledWith('/login');
  });
});

describe('user-center menu (a data list)', () => {
  it('links only pages that exist (routes.ts)', () => {
    const paths = new Set<string>();
    const walk = (entries: RouteConfigEntry[], base: string) => {
      for (const r of entries) {
        const path = r.index ? base : r.path ? `${base.replace(/\/$/, '')}/${r.path}` : base;
        if (r.index || r.path) paths.add(path || '/');
        if (r.children) walk(r.children, path);
      }
    };
    walk(routes, '');
    const items = UC_MENU.flatMap((g) => g.items);
    for (const item of items) for (const to of [item.to, ...(item.also ?? [])]) expect(paths, to).toContain(to);
  });

  it('marks the current page, sub-pages under security', () => {
    const app = renderAccount(<UcMenu />, { url: '/user-center/uc-paypw' });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/user-center', '/user-center/uc-account', '/user-center/security']));
    expect(screen.getByRole('link', { name: '账户安全' }).getAttribute('aria-current')).toBe('page');
    app.unmount();
    renderAccount(<UcMenu />, { url: '/user-center' });
    expect(screen.getByRole('link', { name: '我的首页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '个人信息' }).getAttribute('aria-current')).toBeNull();
  });

  it('folds behind a button naming the current page (phones): aria-expanded follows, the unread total is on it', () => {
    renderAccount(<UcMenu badges={{ '/user-center/uc-return': 2, '/user-center/uc-presale': 1 }} />, { url: '/user-center/uc-integral' });
    const nav = screen.getByRole('navigation', { name: '个人中心菜单' });
    const toggle = within(nav).getByRole('button', { name: /菜单\s*我的积分/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('3 条未读');
    const groups = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(groups).getByRole('link', { name: '我的积分' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toContain('is-open');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes more groups and items from later issues', () => {
    const menu: UcMenuGroup[] = [
      { title: 'acct.menu.center', items: [{ to: '/user-center/uc-order', label: 'acct.menu.home' }] },
      ...UC_MENU,
    ];
    expect(currentItem(menu, '/user-center/uc-order/')?.to).toBe('/user-center/uc-order');
    expect(currentItem(menu, '/user-center/uc-update-mobile')?.to).toBe('/user-center/security');
    expect(currentItem(menu, '/elsewhere')).toBeUndefined();
  });
});
