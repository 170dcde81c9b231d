import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ForgetPasswordForm } from './ForgetPasswordForm';
import { apiError, flush, renderAccount, spyBrowser, stubFetch } from './test-utils';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errors = () => Array.from(document.querySelectorAll('.afield__error')).map((e) => e.textContent);
const submit = () => fireEvent.click(document.querySelector('form button[type="submit"]')!);

describe('forgot password (SPEC §2, §5, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('checks phone, code, password and confirmation, in zh and en', () => {
    stubFetch();
    const zh = renderAccount(<ForgetPasswordForm />);
    submit();
    expect(errors()).toEqual(['请输入正确的手机号', '请输入验证码', '请输入密码']);
    zh.unmount();
    renderAccount(<ForgetPasswordForm />, { lang: 'en' });
    fill('Phone number', '12345');
    fill('New password', 'abc123');
    fill('Confirm password', 'abc124');
    submit();
    expect(errors()).toEqual([
      'Please enter a valid phone number',
      'Please enter the verification code',
      'The two passwords do not match',
    ]);
  });

  it('shows an unregistered number under the phone when sending the code', async () => {
    stubFetch({
      '/shop-api/sms/sendForgetPasswordCode': apiError(
        'account.mobileNotRegistered',
        'This phone number is not registered',
      ),
    });
    renderAccount(<ForgetPasswordForm />, { lang: 'en' });
    fill('Phone number', '13900009999');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(errors()).toEqual(['This phone number is not registered']);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });

  it('resets, then counts 3, 2, 1 and goes to /login', async () => {
    vi.useFakeTimers();
    const nav = spyBrowser();
    const fetch = stubFetch({ '/shop-api/user/forgetPassword': { status: 200, body: { ok: true } } });
    renderAccount(<ForgetPasswordForm />);
    fill('手机号', '13800138000');
    fill('验证码', '654321');
    fill('新密码', 'new@12345');
    fill('确认密码', 'new@12345');
    submit();
    await flush();
    expect(fetch.to('/shop-api/user/forgetPassword')[0]).toMatchObject({
      method: 'PUT',
      body: { mobile: '13800138000', code: '654321', passWord: 'new@12345', confirmPassWord: 'new@12345' },
    });
    expect(screen.getByText('请使用新密码登录，3 秒后自动跳转到登录页')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('请使用新密码登录，1 秒后自动跳转到登录页')).toBeTruthy();
    expect(nav.assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(nav.assign).toHaveBeenCalledWith('/login');
  });
});
