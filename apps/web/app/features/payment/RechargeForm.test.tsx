import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { RechargeForm } from './RechargeForm';
import { flush, paymentStatus, stubFetch, SWITCH_ON } from './test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const amountBox = () => screen.getByLabelText(/充值金额|Amount/) as HTMLInputElement;
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /立即充值|Top up now/ }));
  });
  await flush();
};
const error = () => document.querySelector('.afield__error')?.textContent ?? null;

describe('top-up form (uc-balance)', () => {
  it('checks the amount with the shared rule: required, a valid amount, above 0, at most 100,000 yuan', async () => {
    const calls = stubFetch({ '/shop-api/sys/config': SWITCH_ON });
    renderApp(<RechargeForm />, { lang: 'en' });
    await flush();
    const cases: [string, string][] = [
      ['', 'Please enter the top-up amount'],
      ['   ', 'Please enter the top-up amount'],
      ['0', 'The top-up amount must be above 0'],
      ['-5', 'The top-up amount must be above 0'],
      ['abc', 'Please enter a valid amount with at most 2 decimals'],
      ['1.005', 'Please enter a valid amount with at most 2 decimals'],
      ['100000.01', 'A single top-up cannot exceed 100,000 yuan'],
    ];
    for (const [text, message] of cases) {
      fireEvent.change(amountBox(), { target: { value: text } });
      await submit();
      expect(error(), text).toBe(message);
      expect(amountBox().getAttribute('aria-invalid')).toBe('true');
    }
    expect(calls.filter((c) => c.url.includes('/recharge'))).toHaveLength(0);
  });

  it('sends 100,000 yuan as fen and opens the QR page', async () => {
    const calls = stubFetch({
      '/shop-api/sys/config': SWITCH_ON,
      '/shop-api/p/balance/recharge': { status: 200, body: paymentStatus({ kind: 'recharge', payNo: 'P123456789', amount: 10_000_000 }) },
    });
    const { location } = renderApp(<RechargeForm />);
    await flush();
    fireEvent.change(amountBox(), { target: { value: '100000' } });
    await submit();
    expect(error()).toBeNull();
    expect(calls.find((c) => c.url.includes('/recharge'))?.body).toEqual({ amount: 10_000_000 });
    expect(location()).toBe('/weixin-pay?payNo=P123456789');
  });

  it('quick amounts fill the box; a refusal of the API shows under the field (zh)', async () => {
    stubFetch({
      '/shop-api/sys/config': SWITCH_ON,
      '/shop-api/p/balance/recharge': { status: 400, body: { code: 'PAYMENT_METHODOFF', message: '该支付方式暂不可用' } },
    });
    renderApp(<RechargeForm />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '500元' }));
    expect(amountBox().value).toBe('500');
    expect(screen.getByRole('button', { name: '500元' }).getAttribute('aria-pressed')).toBe('true');
    await submit();
    expect(error()).toBe('该支付方式暂不可用');
  });

  it('without WeChat Pay in the pay switch the form cannot be sent', async () => {
    stubFetch({ '/shop-api/sys/config': { status: 200, body: { balancePaySwitch: true, wxPaySwitch: false, aliPaySwitch: false } } });
    renderApp(<RechargeForm />);
    await flush();
    expect((screen.getByRole('button', { name: '立即充值' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('暂无可用的充值方式')).toBeTruthy();
  });
});
