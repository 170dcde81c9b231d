import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { PaymentStatus } from '@mall/shared';
import { renderApp } from '../../test/render';
import type { ApiResult } from '../../lib/context';
import { PayPasswordDialog } from './PayPasswordDialog';
import { flush, paymentStatus } from './test-utils';

afterEach(() => vi.restoreAllMocks());

function setup(pay: (pw: string) => Promise<ApiResult<PaymentStatus>>, opts: { lang?: 'zh' | 'en'; isSet?: boolean } = {}) {
  const handlers = { onPaid: vi.fn(), onOrdersChanged: vi.fn(), onClose: vi.fn() };
  const spy = vi.fn(pay);
  renderApp(<PayPasswordDialog amount={1800} isSetPayPassword={opts.isSet ?? true} pay={spy} {...handlers} />, { lang: opts.lang ?? 'zh' });
  return { ...handlers, pay: spy };
}
const input = () => screen.getByLabelText(/^6/) as HTMLInputElement;
const type = (v: string) => fireEvent.change(input(), { target: { value: v } });
const confirm = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /确认支付|Confirm payment/ }));
  });
  await flush();
};
const refusal = (code: string, message: string): ApiResult<PaymentStatus> => ({ status: 400, data: { code, message } as unknown as PaymentStatus });

describe('payment password dialog', () => {
  it('is a modal dialog with the amount; keeps digits only, at most 6; the focus starts in the password', () => {
    setup(async () => ({ status: 200, data: paymentStatus() }));
    const dialog = screen.getByRole('dialog', { name: '请输入支付密码' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('支付金额');
    expect(dialog.querySelector('.price__int')?.textContent).toBe('18');
    expect(document.activeElement).toBe(input());
    type('12a3b4567');
    expect(input().value).toBe('123456');
    expect(input().type).toBe('password');
  });

  it('refuses anything but 6 digits before asking the API (payPasswordRule)', async () => {
    const { pay } = setup(async () => ({ status: 200, data: paymentStatus() }));
    type('123');
    await confirm();
    expect(screen.getByRole('alert').textContent).toBe('支付密码须为6位数字');
    expect(pay).not.toHaveBeenCalled();
  });

  it('shows a wrong password and the lockout under the boxes and clears the input', async () => {
    const answers = [refusal('ACCOUNT_PAYPASSWORDWRONG', 'The payment password is wrong'), refusal('ACCOUNT_PAYPASSWORDLOCKED', 'Too many wrong payment passwords, please try again in 15 minutes')];
    const { onPaid, pay } = setup(async () => answers.shift()!, { lang: 'en' });
    type('000000');
    await confirm();
    expect(screen.getByRole('alert').textContent).toBe('The payment password is wrong');
    expect(input().value).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    type('111111');
    await confirm();
    expect(screen.getByRole('alert').textContent).toBe('Too many wrong payment passwords, please try again in 15 minutes');
    expect(pay).toHaveBeenCalledTimes(2);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says "Insufficient balance! The current balance is:" as the API puts it', async () => {
    setup(async () => refusal('PAYMENT_INSUFFICIENTBALANCE', 'Insufficient balance! The current balance is: ¥12.34'), { lang: 'en' });
    type('123456');
    await confirm();
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance! The current balance is: ¥12.34');
  });

  it('an expired order tells the page to show why', async () => {
    const { onOrdersChanged } = setup(async () => refusal('ORDER_EXPIRED', '订单已过期，请重新下单'));
    type('123456');
    await confirm();
    expect(screen.getByRole('alert').textContent).toBe('订单已过期，请重新下单');
    expect(onOrdersChanged).toHaveBeenCalledTimes(1);
  });

  it('a right password pays: onPaid gets the payment', async () => {
    const paid = paymentStatus({ state: 'paid', payType: 1 });
    const { onPaid, pay } = setup(async () => ({ status: 200, data: paid }));
    type('123456');
    await confirm();
    expect(pay).toHaveBeenCalledWith('123456');
    expect(onPaid).toHaveBeenCalledWith(paid);
  });

  it('without a payment password it offers to set one; Esc closes', () => {
    const { onClose } = setup(async () => ({ status: 200, data: paymentStatus() }), { isSet: false });
    expect(screen.getByRole('link', { name: '去设置' }).getAttribute('href')).toBe('/user-center/uc-paypw');
    expect(screen.queryByLabelText(/^6/)).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
