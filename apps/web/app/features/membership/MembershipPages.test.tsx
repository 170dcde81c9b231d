// Membership pages in zh and en: member-center (level, growth bar, what is missing to the next level, benefits, the
// paid membership, growth records), member-equity (levels side by side, mine marked, plans; logged out: a login link)
// and buy-member (a plan picked, the balance payment's call and its success, the API's refusal shown).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GrowthRecord, MemberLevelView, MemberPlanView, MembershipEquity, MembershipInfo, Paged } from '@mall/shared';
import { renderApp } from '../../test/render';
import { flush, stubFetch } from '../payment/test-utils';
import { BuyMemberPage } from './BuyMemberPage';
import { MemberCenterPage } from './MemberCenterPage';
import { MemberEquityPage } from './MemberEquityPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const level = (id: number, nameZh: string, nameEn: string, threshold: number, over: Partial<MemberLevelView> = {}): MemberLevelView => ({
  id, name: nameZh, nameZh, nameEn, icon: '', threshold, discountPercent: 100, freeShipping: false, pointsMultiplier: 100, couponIds: [], levelUpPoints: 0, ...over,
});
const silver = level(2, '白银会员', 'Silver', 500, { pointsMultiplier: 120, levelUpPoints: 100 });
const gold = level(3, '黄金会员', 'Gold', 2000, { discountPercent: 98, freeShipping: true, pointsMultiplier: 150 });
const plan = (id: number, over: Partial<MemberPlanView> = {}): MemberPlanView => ({
  id, name: '月卡', nameZh: '月卡', nameEn: 'Monthly pass', periodUnit: 'month', periodCount: 1, price: 1500, discountPercent: 92, pointsMultiplier: 150, monthlyCouponIds: [], onSale: true, sort: 1, ...over,
});
const info = (over: Partial<MembershipInfo> = {}): MembershipInfo => ({
  growth: 680, level: silver, nextLevel: gold, toNext: 1320, paid: null, benefit: { discountPercent: 100, source: null, freeShipping: false, pointsMultiplier: 120 }, ...over,
});
const records: Paged<GrowthRecord> = { records: [{ id: 2, source: 'refund', amount: -20, balanceAfter: 680, ref: 'o1', createTime: '2026-11-21T02:00:00.000Z' }, { id: 1, source: 'orderComplete', amount: 700, balanceAfter: 700, ref: 'o1', createTime: '2026-11-20T02:00:00.000Z' }], total: 2, current: 1, size: 10, pages: 1 };
const equity: MembershipEquity = { levels: [level(1, '普通会员', 'Member', 0), silver, gold], plans: [plan(1), plan(2, { name: '年卡', nameEn: 'Annual pass', periodUnit: 'year', price: 12800, discountPercent: 88 })] };

describe('membership pages', () => {
  it('member-center shows my level, the growth bar, the next level, benefits, paid membership and records (zh)', () => {
    renderApp(<MemberCenterPage info={info()} records={records} />, { lang: 'zh', url: '/member-center/member-center' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('我的等级：白银会员');
    expect(screen.getByText('成长值 680')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12');
    expect(screen.getByText('再获得 1320 成长值升级为 黄金会员')).toBeTruthy();
    expect(screen.getByText('无商品折扣')).toBeTruthy();
    expect(screen.getByText('积分 1.2 倍')).toBeTruthy();
    expect(screen.getByText('尚未开通付费会员')).toBeTruthy();
    expect(screen.getByRole('link', { name: '立即开通' }).getAttribute('href')).toBe('/member-center/buy-member');
    const rows = [...document.querySelectorAll('.mbr-table tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent));
    expect(rows).toEqual([['订单退款', '-20', '680'], ['订单完成', '+700', '700']]);
  });

  it('member-center in English with an active paid membership and the top level', () => {
    const paidInfo = info({ level: { ...gold, name: 'Gold' }, nextLevel: null, toNext: 0, paid: { active: true, planName: 'Monthly pass', endsAt: '2026-12-21T02:00:00.000Z' }, benefit: { discountPercent: 92, source: 'paid', freeShipping: true, pointsMultiplier: 150 } });
    renderApp(<MemberCenterPage info={paidInfo} records={{ ...records, records: [] }} />, { lang: 'en', url: '/member-center/member-center' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My level: Gold');
    expect(screen.getByText('You are at the highest level')).toBeTruthy();
    expect(screen.getByText('8% off goods')).toBeTruthy();
    expect(screen.getByText('Free shipping')).toBeTruthy();
    expect(screen.getByText('paid member discount')).toBeTruthy();
    expect(screen.getByText('Monthly pass, valid until 21/12/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew' })).toBeTruthy();
    expect(screen.getByText('No growth records yet')).toBeTruthy();
  });

  it('member-equity: levels side by side with mine marked, the plans; logged out a login link (zh, en)', () => {
    const { unmount } = renderApp(<MemberEquityPage equity={equity} mine={info()} />, { lang: 'zh', url: '/member-center/member-equity' });
    const cards = document.querySelectorAll('.mbr-levels')[0]!.querySelectorAll(':scope > li');
    expect([...cards].map((c) => c.querySelector('h2')?.textContent)).toEqual(['普通会员', '白银会员', '黄金会员']);
    expect(within(cards[1] as HTMLElement).getByText('我的等级')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('商品 9.8 折')).toBeTruthy();
    expect(screen.getByText('¥128.00 / 1年')).toBeTruthy();
    unmount();
    renderApp(<MemberEquityPage equity={equity} mine={null} />, { lang: 'en', url: '/member-center/member-equity' });
    expect(screen.getByRole('link', { name: 'Log in to see your level' }).getAttribute('href')).toBe('/login?redirect=/member-center/member-equity');
    expect(screen.getByText('¥15.00 / month')).toBeTruthy();
    expect(document.querySelector('.mbr-level--mine')).toBeNull();
  });

  it('buy-member pays the chosen plan from the balance and shows the new end (zh)', async () => {
    const calls = stubFetch({
      '/shop-api/p/membership/buy': { status: 200, body: { purchaseId: 1, payment: { payNo: 'P1', kind: 'membership', payType: 1, amount: 12800, state: 'paid', orderNumbers: [], codeUrl: null, sandbox: false, expiresAt: null, paidAt: '2026-11-21T02:00:00.000Z', serverTime: '2026-11-21T02:00:00.000Z' } } },
      '/shop-api/p/membership/info': { status: 200, body: info({ paid: { active: true, planName: '年卡', endsAt: '2027-11-21T02:00:00.000Z' } }) },
    });
    renderApp(<BuyMemberPage equity={equity} info={info()} balance={100_000} planId={2} />, { lang: 'zh', url: '/member-center/buy-member' });
    expect((screen.getByRole('radio', { name: /年卡/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('支付密码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '支付 ¥128.00' }));
    await flush();
    expect(calls.find((c) => c.url.includes('/buy'))?.body).toEqual({ planId: 2, payType: 'balance', payPassword: '123456' });
    expect(await screen.findByText('开通成功，会员有效期至 2027/11/21')).toBeTruthy();
  });

  it('buy-member shows the API\'s refusal (en)', async () => {
    stubFetch({ '/shop-api/p/membership/buy': { status: 400, body: { code: 'PAYMENT_INSUFFICIENTBALANCE', message: 'Insufficient balance' } } });
    renderApp(<BuyMemberPage equity={equity} info={info()} balance={100} planId={null} />, { lang: 'en', url: '/member-center/buy-member' });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥15.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance');
  });
});
