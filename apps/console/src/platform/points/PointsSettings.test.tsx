// The platform's points settings: both cards load their values; a bad value shows its message (the sign-in
// cycle's bounds, the shared rule of the checkout rules, zh/en) without a call; a save sends the whole body; the
// API's refusal stays on the card.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type Lang } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { CheckoutRulesCard, SignInRewardsCard } from './PointsSettingsPage';
import { stubApi, type Call } from '../../test/stub-api';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const REWARDS = '/shop-api/p/admin/points/signInRewards';
const RULES = '/shop-api/p/admin/points/checkoutRules';
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');
const T = {
  zh: { day: (d: number) => `第${d}天`, invalid: '请输入0至10000的整数', saveRewards: '保存签到奖励', rate: '积分抵现比例', share: '最高抵扣比例', per: '消费得积分', review: '评价奖励', saveRules: '保存积分规则' },
  en: { day: (d: number) => `Day ${d}`, invalid: 'Enter a whole number from 0 to 10000', saveRewards: 'Save sign-in rewards', rate: 'Points per yuan', share: 'Most share paid with points', per: 'Yuan per point earned', review: 'Points per review', saveRules: 'Save points rules' },
} as const;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  const el = input(label);
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('platform points settings', { timeout: 20_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`the sign-in cycle loads, a bad day is refused before the call, a save sends all 7 days (${lang})`, async () => {
      const calls = stubApi({ [`GET ${REWARDS}`]: { status: 200, body: { rewards: [5, 5, 10, 10, 15, 15, 30] } }, [`PUT ${REWARDS}`]: { status: 200, body: { ok: true } } });
      render(<I18nProvider initial={lang}><SignInRewardsCard /></I18nProvider>);
      await waitFor(() => expect(input(T[lang].day(7)).value).toBe('30'));
      expect(input(T[lang].day(1)).value).toBe('5');
      type(T[lang].day(3), '20000');
      fireEvent.click(screen.getByRole('button', { name: T[lang].saveRewards }));
      expect(await screen.findByText(T[lang].invalid)).toBeTruthy();
      type(T[lang].day(3), '');
      fireEvent.click(screen.getByRole('button', { name: T[lang].saveRewards }));
      await waitFor(() => expect(screen.getAllByText(T[lang].invalid)).toHaveLength(1));
      expect(puts(calls)).toHaveLength(0);
      type(T[lang].day(3), '12');
      type(T[lang].day(7), '50');
      fireEvent.click(screen.getByRole('button', { name: T[lang].saveRewards }));
      await waitFor(() => expect(puts(calls)).toHaveLength(1));
      expect(puts(calls)[0]).toEqual({ url: REWARDS, method: 'PUT', body: { rewards: [5, 5, 12, 10, 15, 15, 50] } });
    });

    it(`the checkout rules load, values off the shared rule are refused before the call, a save sends the rules (${lang})`, async () => {
      const calls = stubApi({ [`GET ${RULES}`]: { status: 200, body: { pointsPerYuan: 100, maxSharePercent: 50, yuanPerPoint: 1, reviewPoints: 10 } }, [`PUT ${RULES}`]: { status: 200, body: { ok: true } } });
      render(<I18nProvider initial={lang}><CheckoutRulesCard /></I18nProvider>);
      await waitFor(() => expect(input(T[lang].rate).value).toBe('100'));
      expect(input(T[lang].share).value).toBe('50');
      expect(input(T[lang].per).value).toBe('1');
      expect(input(T[lang].review).value).toBe('10');
      type(T[lang].share, '101');
      fireEvent.click(screen.getByRole('button', { name: T[lang].saveRules }));
      expect(await screen.findByText(messages['points.rulesInvalid'][lang])).toBeTruthy();
      type(T[lang].share, '30');
      type(T[lang].rate, '5');
      fireEvent.click(screen.getByRole('button', { name: T[lang].saveRules }));
      expect(await screen.findByText(messages['points.rulesInvalid'][lang])).toBeTruthy();
      expect(puts(calls)).toHaveLength(0);
      type(T[lang].rate, '200');
      type(T[lang].per, '2');
      type(T[lang].review, '10001');
      fireEvent.click(screen.getByRole('button', { name: T[lang].saveRules }));
      expect(await screen.findByText(messages['points.rulesInvalid'][lang])).toBeTruthy();
      expect(puts(calls)).toHaveLength(0);
      type(T[lang].review, '20');
      fireEvent.click(screen.getByRole('button', { name: T[lang].saveRules }));
      await waitFor(() => expect(puts(calls)).toHaveLength(1));
      expect(puts(calls)[0]).toEqual({ url: RULES, method: 'PUT', body: { pointsPerYuan: 200, maxSharePercent: 30, yuanPerPoint: 2, reviewPoints: 20 } });
      await waitFor(() => expect(screen.queryByText(messages['points.rulesInvalid'][lang])).toBeNull());
    });
  }

  it("the API's refusal stays on the card", async () => {
    stubApi({
      [`GET ${RULES}`]: { status: 200, body: { pointsPerYuan: 100, maxSharePercent: 50, yuanPerPoint: 1, reviewPoints: 10 } },
      [`PUT ${RULES}`]: { status: 403, body: { code: 'FORBIDDEN', message: 'Operators only' } },
      [`GET ${REWARDS}`]: { status: 200, body: { rewards: [5, 5, 10, 10, 15, 15, 30] } },
      [`PUT ${REWARDS}`]: { status: 400, body: { code: 'VALIDATION', message: 'Validation failed: rewards' } },
    });
    render(<I18nProvider initial="en"><CheckoutRulesCard /><SignInRewardsCard /></I18nProvider>);
    await waitFor(() => expect(input('Points per yuan').value).toBe('100'));
    fireEvent.click(screen.getByRole('button', { name: 'Save points rules' }));
    expect(await screen.findByText('Operators only')).toBeTruthy();
    await waitFor(() => expect(input('Day 1').value).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: 'Save sign-in rewards' }));
    expect(await screen.findByText('Validation failed: rewards')).toBeTruthy();
  });
});
