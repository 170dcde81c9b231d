// The seller's unread after-sales notices above the refund list: each unread one links to its request; none, none shown.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFUND_STATUS as S, type RefundNotices } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { SellerNotices } from './SellerNotices';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const stub = (body: RefundNotices) =>
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const ok = url === '/shop-api/p/seller/refund-notices';
    return { ok, status: ok ? 200 : 404, text: async () => JSON.stringify(ok ? body : {}) } as Response;
  }));

describe('seller after-sales notices', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`lists the unread ones, one per request, with links to them (${lang})`, async () => {
      stub({ unread: 2, records: [
        { id: 3, refundSn: 'R2', status: S.buyerShipped, read: false, at: '2026-11-24T03:00:00Z' },
        { id: 2, refundSn: 'R2', status: S.applied, read: false, at: '2026-11-23T04:00:00Z' },
        { id: 1, refundSn: 'R1', status: S.applied, read: true, at: '2026-11-23T03:00:00Z' },
      ] });
      render(<I18nProvider initial={lang}><MemoryRouter><SellerNotices /></MemoryRouter></I18nProvider>);
      expect(await screen.findByText(lang === 'zh' ? '2 条售后新动态' : 'New after-sales updates: 2')).toBeTruthy();
      expect(screen.getAllByRole('link').map((a) => `${a.textContent} ${a.getAttribute('href')}`)).toEqual(['R2 /seller/refunds/R2']);
      expect(screen.getByText(lang === 'zh' ? /买家已寄回/ : /Shipped back/)).toBeTruthy();
    });
  }

  it('shows nothing while none is unread', async () => {
    stub({ unread: 0, records: [{ id: 1, refundSn: 'R1', status: S.applied, read: true, at: '2026-11-23T03:00:00Z' }] });
    const { container } = render(<I18nProvider initial="zh"><MemoryRouter><SellerNotices /></MemoryRouter></I18nProvider>);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });
});
