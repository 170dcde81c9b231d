import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CouponCard as CouponCardData } from '@mall/shared';
import { renderApp } from '../../test/render';
import { CouponCard } from './CouponCard';
import { ClaimButton } from './CouponCenter';

afterEach(() => {
  vi.restoreAllMocks();
});

const card = (over: Partial<CouponCardData> = {}): CouponCardData => ({
  couponId: 1, name: '全场满199减20', kind: 1, threshold: 19900, value: 2000, maxOff: 0, scope: 0, shopId: null, shopName: '',
  validity: 2, validDays: 7, startsAt: null, endsAt: null, total: 100, remaining: 40, perUserLimit: 1, claimedByMe: 0, state: 'available', ...over,
});
const look = () => document.querySelector('.coupon')?.getAttribute('data-look');

describe('coupon card', () => {
  it('shows amount, threshold, scope and validity; a claimable coupon has the claim button', () => {
    renderApp(<CouponCard coupon={card()} look="available" action={<ClaimButton card={card()} onClaimed={() => {}} />} />);
    expect(screen.getByText('满199元可用')).toBeTruthy();
    expect(screen.getByText('全平台通用')).toBeTruthy();
    expect(screen.getByText('领取后7天内有效')).toBeTruthy();
    expect(document.querySelector('.coupon__amount')?.textContent).toBe('¥20');
    expect(screen.getByRole('button', { name: '立即领取' })).toBeTruthy();
    expect(look()).toBe('available');
  });

  it('a percent coupon shows the discount and its cap, in English too', () => {
    const c = card({ kind: 2, value: 90, maxOff: 5000, threshold: 0, scope: 1, shopId: 1, shopName: 'Mall Store', validity: 1 });
    renderApp(<CouponCard coupon={c} look="available" />, { lang: 'en' });
    expect(document.querySelector('.coupon__amount')?.textContent).toBe('10% off');
    expect(screen.getByText('Up to ¥50 off')).toBeTruthy();
    expect(screen.getByText('Only at Mall Store')).toBeTruthy();
    expect(screen.getByText('Valid until 24:00 on the day claimed')).toBeTruthy();
  });

  it('claimed and sold-out coupons show their state instead of the button', () => {
    const { unmount } = renderApp(<CouponCard coupon={card()} look="claimed" action={<ClaimButton card={card({ state: 'claimed' })} onClaimed={() => {}} />} />);
    expect(screen.getByText('已领取')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderApp(<CouponCard coupon={card()} look="soldOut" action={<ClaimButton card={card({ state: 'soldOut', remaining: 0 })} onClaimed={() => {}} />} />);
    expect(screen.getAllByText('已抢光').length).toBeGreaterThan(0);
    expect(look()).toBe('soldOut');
  });

  it('used and expired coupons are stamped and greyed', () => {
    const { unmount } = renderApp(<CouponCard coupon={card()} look="used" validUntil="2026-11-24T16:00:00.000Z" />);
    expect(screen.getByText('已使用')).toBeTruthy();
    expect(screen.getByText('有效期至 2026/11/25 00:00')).toBeTruthy();
    expect(document.querySelector('.coupon--muted')).toBeTruthy();
    unmount();
    renderApp(<CouponCard coupon={card()} look="expired" validUntil={null} />, { lang: 'en' });
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('No expiry')).toBeTruthy();
  });

  it('logged out, claiming opens the login (popup, or /login without one)', async () => {
    const { location } = renderApp(<ClaimButton card={card()} onClaimed={() => {}} />, { url: '/coupons' });
    screen.getByRole('button', { name: '立即领取' }).click();
    // the navigation to /login is asynchronous (slow under load): wait for it
    await waitFor(() => expect(location()).toContain('/login'));
  });
});
