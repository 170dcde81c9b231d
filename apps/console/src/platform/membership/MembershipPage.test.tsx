// The platform's membership page: the levels load into the table (zh/en), the purchases tab shows why a purchase
// cannot be refunded and refunds one that can (the POST sent, the list reloaded), the growth rules load and save.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { MembershipPage, PurchasesTab, RulesTab } from './MembershipPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Call = { url: string; method: string; body: unknown };
function stubApi(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = Object.keys(answers).find((k) => `${method} ${url}`.startsWith(k));
    const a = key ? answers[key]! : { status: 404, body: { code: 'NOT_FOUND', message: 'not found' } };
    return { ok: a.status < 300, status: a.status, text: async () => JSON.stringify(a.body) } as Response;
  }));
  return calls;
}
const B = '/shop-api/p/admin/membership';
const level = (id: number, nameZh: string, nameEn: string, threshold: number) => ({
  id, name: nameZh, nameZh, nameEn, icon: '', threshold, discountPercent: 95, freeShipping: true, pointsMultiplier: 150, couponIds: [3], levelUpPoints: 100,
});
const purchase = (id: number, status: string, refundBlockedBy: string | null) => ({
  id, userId: 7, planName: '月卡', periodUnit: 'month', periodCount: 1, amount: 1500, status, payNo: `P${id}`, startsAt: '2026-11-01T02:00:00.000Z', endsAt: '2026-12-01T02:00:00.000Z', createTime: '2026-11-01T02:00:00.000Z', refundBlockedBy,
});
const answers = () => ({
  [`GET ${B}/levels`]: { status: 200, body: [level(1, '白银会员', 'Silver', 500), level(2, '黄金会员', 'Gold', 2000)] },
  [`GET ${B}/purchases`]: { status: 200, body: { records: [purchase(2, 'paid', null), purchase(1, 'paid', 'membership.refundUsed')], total: 2, current: 1, size: 10, pages: 1 } },
  [`POST ${B}/purchases/2/refund`]: { status: 200, body: { refundNo: 'R1', status: 'success' } },
  [`GET ${B}/growthRules`]: { status: 200, body: { perYuan: 1, review: 10, signInMode: 'cycle', signInCycle: [1, 1, 2, 2, 3, 3, 5], signInFixed: 2 } },
  [`PUT ${B}/growthRules`]: { status: 200, body: { ok: true } },
});
const T = {
  zh: { threshold: '成长值门槛', purchases: '会员购买记录', used: '已使用会员价下单', refund: /退\s*款/, rules: '成长值规则', perYuan: '订单完成：每元获得成长值', save: /保\s*存/ },
  en: { threshold: 'Growth threshold', purchases: 'Membership purchases', used: 'Used for a member price order', refund: 'Refund', rules: 'Growth rules', perYuan: 'Completed orders: growth per yuan', save: 'Save' },
} as const;

describe('platform membership', { timeout: 60_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`lists the levels, refunds a refundable purchase and shows why another is not (${lang})`, async () => {
      const calls = stubApi(answers());
      const levels = render(<I18nProvider initial={lang}><MembershipPage /></I18nProvider>);
      expect(await screen.findByText('白银会员')).toBeTruthy();
      expect(screen.getByText('黄金会员')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain(T[lang].threshold);
      expect(screen.getByRole('tab', { name: T[lang].purchases })).toBeTruthy();
      levels.unmount();
      render(<I18nProvider initial={lang}><PurchasesTab /></I18nProvider>);
      expect(await screen.findByText(T[lang].used)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: T[lang].refund }));
      const confirm = await screen.findByRole('tooltip');
      fireEvent.click(within(confirm).getByRole('button', { name: T[lang].refund }));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === `${B}/purchases/2/refund`)).toBe(true));
    });
  }

  it('loads the growth rules and saves them whole (zh)', async () => {
    const calls = stubApi(answers());
    render(<I18nProvider initial="zh"><RulesTab /></I18nProvider>);
    await waitFor(() => expect((screen.getByLabelText(T.zh.perYuan) as HTMLInputElement).value).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: T.zh.save }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ perYuan: 1, review: 10, signInMode: 'cycle', signInCycle: [1, 1, 2, 2, 3, 3, 5], signInFixed: 2 }));
  });
});
