// The platform's demand moderation: the pending list loads (state, budget), approving sends the revision shown, the
// API's refusal (an edit since) is shown; zh and en.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemandAdminView, Lang } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { stubApi } from '../../test/stub-api';
import { DemandReviewPage } from './DemandReviewPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const row: DemandAdminView = {
  id: 9, kind: 'demand', title: '采购保温杯', categoryId: 1, categoryName: '家居', product: '保温杯', quantity: 2000, unit: '个', budgetMin: 2_000_000, budgetMax: 5_000_000,
  deadline: '2026-12-01T00:00:00Z', regionCode: '330000', regionName: '浙江省', status: 'pending', quoteCount: 0, publishedAt: null, createTime: '2026-11-21T00:00:00Z',
  spec: '500ml', description: '<p>定制</p>', attachments: [], poster: '王**', contactName: '王经理', contactPhone: '13912345678', refuseReason: null, revision: 3, acceptedQuoteId: null, userId: 5,
};
const T = {
  zh: { state: '待审核', approve: '通过', refused: '信息状态已变更，请刷新' },
  en: { state: 'Pending review', approve: 'Approve', refused: 'The post has changed, please refresh' },
} as const;

describe('platform demand review', { timeout: 120_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`lists pending posts and approves the revision shown; the API's refusal is shown (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/admin/demand/posts': { status: 200, body: { records: [row], total: 1, current: 1, size: 10, pages: 1 } },
        'POST /shop-api/p/admin/demand/posts/9/approve': { status: 400, body: { code: 'X', message: T[lang].refused } },
      }, { prefix: true });
      render(<I18nProvider initial={lang}><DemandReviewPage /></I18nProvider>);
      const tr = (await screen.findByText('采购保温杯')).closest('tr')!;
      expect(within(tr).getByText(T[lang].state)).toBeTruthy();
      expect(within(tr).getByText('¥20000.00 - ¥50000.00')).toBeTruthy();
      fireEvent.click(within(tr).getByRole('button', { name: T[lang].approve }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ revision: 3 });
      expect(await screen.findByText(T[lang].refused)).toBeTruthy();
      expect(calls.find((c) => c.method === 'GET')!.url).toContain('status=pending');
    });
  }
});
