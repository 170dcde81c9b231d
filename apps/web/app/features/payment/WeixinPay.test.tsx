import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { WeixinPay } from './WeixinPay';
import { paymentStatus, stubFetch } from './test-utils';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WeChat Pay QR page', () => {
  it('asks every 2 s and moves on to the success page by itself when paid', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') });
    let paid = false;
    const calls = stubFetch({ '/shop-api/p/payment/status': () => ({ status: 200, body: paymentStatus({ state: paid ? 'paid' : 'pending' }) }) });
    const { location } = renderApp(<WeixinPay initial={paymentStatus()} qrSvg="<svg></svg>" />, { url: '/weixin-pay?payNo=P1' });
    expect(screen.getByRole('img', { name: '微信支付二维码' })).toBeTruthy();
    expect(screen.getByText('30:00')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(calls).toHaveLength(1);
    expect(location()).toBe('/weixin-pay?payNo=P1');
    paid = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(location()).toBe(`/pay-success?payNo=${paymentStatus().payNo}`);
  });

  it('an expired QR says so (zh and en) and offers no QR', () => {
    const closed = paymentStatus({ state: 'closed', codeUrl: null });
    const zh = renderApp(<WeixinPay initial={closed} qrSvg={null} />);
    expect(screen.getByRole('alert').textContent).toBe('二维码已过期，请重新下单');
    expect(screen.queryByRole('img')).toBeNull();
    zh.unmount();
    renderApp(<WeixinPay initial={paymentStatus({ serverTime: '2026-11-21T08:31:00.000Z' })} qrSvg="<svg></svg>" />, { lang: 'en' });
    expect(screen.getByRole('alert').textContent).toBe('QR code has expired, please place a new order');
  });
});
