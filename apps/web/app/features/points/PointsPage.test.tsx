import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Paged, PointsInfo, PointsRecord, SignInCalendar } from '@mall/shared';
import { renderApp } from '../../test/render';
import { flush, refused, stubFetch } from '../payment/test-utils';
import { PointsPage } from './PointsPage';
import { monthGrid } from './format';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const info = (over: Partial<PointsInfo> = {}): PointsInfo => ({
  balance: 5000, soonToExpire: 1200, soonToExpireAt: '2026-12-06T08:00:00.000Z', signedInToday: false, streak: 2, todayReward: 10,
  rewards: [5, 5, 10, 10, 15, 15, 30], today: '2026-11-21', ...over,
});
const calendar: SignInCalendar = { month: '2026-11', today: '2026-11-21', days: [{ day: '2026-11-19', points: 5, streak: 1 }, { day: '2026-11-20', points: 5, streak: 2 }] };
const rec = (over: Partial<PointsRecord>): PointsRecord => ({ id: 1, type: 'earned', amount: 5, balanceAfter: 5, source: 'signIn', ref: '2026-11-19', expiresAt: '2027-11-19T02:00:00.000Z', createTime: '2026-11-19T02:00:00.000Z', ...over });
const records: Paged<PointsRecord> = {
  records: [rec({ id: 4, type: 'reclaimed', amount: -20, balanceAfter: 4980, source: 'orderComplete', ref: 'o0', expiresAt: null }), rec({ id: 3, type: 'expired', amount: -300, balanceAfter: 5000, source: 'admin', ref: null, expiresAt: null }), rec({ id: 2, type: 'spent', amount: -1200, balanceAfter: 5300, source: null, ref: 'o1', expiresAt: null }), rec({})],
  total: 3, current: 1, size: 10, pages: 1,
};

const render = (lang: 'zh' | 'en' = 'zh', over: Partial<PointsInfo> = {}, recs = records) =>
  renderApp(<PointsPage info={info(over)} calendar={calendar} records={recs} type={null} />, { lang, url: '/user-center/uc-integral' });
const signButton = () => screen.getByRole('button', { name: /签到|Sign/ }) as HTMLButtonElement;
const toast = () => document.querySelector('.toast')?.textContent ?? null;

describe('my points (uc-integral)', () => {
  it('shows the balance, what expires soon, the streak, the cycle, the month with its signed days and the records (zh)', () => {
    render();
    expect(screen.getByTestId('points-balance').textContent).toBe('5,000');
    expect(screen.getByTestId('points-soon').textContent).toBe('1,200 积分将于 2026/12/06 过期');
    expect(signButton().textContent).toBe('签到领 10 积分');
    expect(screen.getByText('已连续签到 2 天')).toBeTruthy();
    const cycle = screen.getByRole('list', { name: '连续签到奖励（7天一轮）' });
    expect(within(cycle).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['第1天+5', '第2天+5', '第3天+10', '第4天+10', '第5天+15', '第6天+15', '第7天+30']);
    expect(cycle.querySelector('[aria-current="step"]')?.textContent).toBe('第3天+10');
    const cal = screen.getByRole('table', { name: '2026年11月签到日历' });
    expect([...cal.querySelectorAll('td.is-signed')].map((td) => td.textContent)).toEqual(['19已签到', '20已签到']);
    expect(cal.querySelector('td.is-today')?.textContent).toBe('21');
    const rows = document.querySelectorAll('.pts-records tbody tr');
    expect([...rows].map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent))).toEqual([
      ['扣回', '-20', '4,980', '购物奖励'],
      ['过期', '-300', '5,000', '平台发放'],
      ['使用', '-1,200', '5,300', ''],
      ['获得', '+5', '5', '每日签到 · 2026-11-19 · 有效期至 2027/11/19'],
    ]);
    expect(screen.getAllByRole('link').filter((a) => a.closest('.pts-tabs')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['全部', '/user-center/uc-integral'], ['获得', '/user-center/uc-integral?type=earned'], ['使用', '/user-center/uc-integral?type=spent'],
      ['过期', '/user-center/uc-integral?type=expired'], ['退还', '/user-center/uc-integral?type=refunded'], ['扣回', '/user-center/uc-integral?type=reclaimed'],
    ]);
  });

  it('in English, with nothing expiring soon and no records', () => {
    render('en', { soonToExpire: 0, soonToExpireAt: null, streak: 0, todayReward: 5 }, { records: [], total: 0, current: 1, size: 10, pages: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My points');
    expect(screen.getByTestId('points-soon').textContent).toBe('No points expire within 30 days');
    expect(signButton().textContent).toBe('Sign in for 5 points');
    expect(screen.getByText('Sign in today to start a streak')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Sign-in calendar, 11/2026' })).toBeTruthy();
    expect(screen.getByText('No points records yet')).toBeTruthy();
  });

  it('signs in once: the call, the points in a toast, the button then says signed', async () => {
    const calls = stubFetch({ '/shop-api/p/points/signIn': { status: 200, body: { points: 10, streak: 3, day: '2026-11-21', balance: 5010 } } });
    render();
    await act(async () => {
      fireEvent.click(signButton());
    });
    await flush();
    expect(calls.map((c) => c.url)).toEqual(['/shop-api/p/points/signIn']);
    expect(toast()).toBe('签到成功，获得 10 积分，已连续签到 3 天');
    expect(signButton().textContent).toBe('今日已签到');
    expect(signButton().disabled).toBe(true);
  });

  it('a sign-in refused by the API (already signed elsewhere) shows its message in the page language', async () => {
    stubFetch({ '/shop-api/p/points/signIn': refused('POINTS_SIGNEDINTODAY', 'You have already signed in today') });
    render('en');
    await act(async () => {
      fireEvent.click(signButton());
    });
    await flush();
    expect(toast()).toBe('You have already signed in today');
    expect(signButton().textContent).toBe('Signed in today');
  });

  it('the month grid starts on Monday', () => {
    expect(monthGrid('2026-11')[0]).toEqual([0, 0, 0, 0, 0, 0, 1]); // 1 Nov 2026 is a Sunday
    expect(monthGrid('2026-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });
});
