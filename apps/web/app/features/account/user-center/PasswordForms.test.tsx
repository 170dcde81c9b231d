import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { apiError, demoUser, flush, renderAccount, spyBrowser, stubFetch } from '../test-utils';
import { PasswordForm } from './PasswordForm';
import { PayPasswordForm } from './PayPasswordForm';
import { UpdateMobileForm } from './UpdateMobileForm';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errors = () => Array.from(document.querySelectorAll('.afield__error')).map((e) => e.textContent);
const submit = () => fireEvent.click(document.querySelector('form button[type="submit"]')!);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('change password (/user-center/uc-password)', () => {
  it('asks for the current password and checks the new one, in zh and en', () => {
    stubFetch();
    const zh = renderAccount(<PasswordForm user={demoUser()} />);
    fill('新密码', 'abcdef');
    submit();
    expect(errors()).toEqual([
      '请输入原密码',
      '密码须为6-20位半角字符，包含字母、数字、符号中的至少两种，区分大小写',
      '两次输入的密码不一致',
    ]);
    zh.unmount();
    renderAccount(<PasswordForm user={demoUser()} />, { lang: 'en' });
    fill('New password', 'abc123');
    fill('Confirm password', 'abc12');
    submit();
    expect(errors()).toEqual(['Please enter the current password', 'The two passwords do not match']);
  });

  it('has no current-password field for an account without a password (SMS sign-up)', () => {
    stubFetch();
    renderAccount(<PasswordForm user={demoUser({ isSetPassword: false })} />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Set a login password' })).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('shows a wrong current password under its field', async () => {
    stubFetch({ '/shop-api/p/user/updatePassword': apiError('account.oldPasswordWrong', '原密码错误') });
    renderAccount(<PasswordForm user={demoUser()} />);
    fill('原密码', 'wrong1');
    fill('新密码', 'abc123');
    fill('确认密码', 'abc123');
    submit();
    await flush();
    expect(errors()).toEqual(['原密码错误']);
  });

  it('on success says to log in again, counts down about 3 s, drops the cookie and goes to /login', async () => {
    vi.useFakeTimers();
    const nav = spyBrowser();
    const fetch = stubFetch({
      '/shop-api/p/user/updatePassword': { status: 200, body: { ok: true } },
      '/session': { status: 200, body: { ok: true } },
    });
    renderAccount(<PasswordForm user={demoUser()} />, { lang: 'en' });
    fill('Current password', 'demo@123456');
    fill('New password', 'new@123456');
    fill('Confirm password', 'new@123456');
    submit();
    await flush();
    expect(fetch.to('/shop-api/p/user/updatePassword')[0]!.body).toEqual({
      oldPassWord: 'demo@123456',
      passWord: 'new@123456',
      confirmPassWord: 'new@123456',
    });
    expect(screen.getByText('Please log in again. Going to the login page in 3 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    await flush();
    expect(fetch.to('/session')[0]!.body).toEqual({ intent: 'clear' });
    expect(nav.assign).toHaveBeenCalledWith('/login?redirect=%2Fuser-center');
  });
});

describe('payment password (/user-center/uc-paypw)', () => {
  it('needs 6 digits and a matching confirmation; the current one once set', () => {
    stubFetch();
    const first = renderAccount(<PayPasswordForm user={demoUser({ isSetPayPassword: false })} />);
    expect(screen.getByRole('heading', { name: '设置支付密码' })).toBeTruthy();
    fill('支付密码', '12345a');
    fill('确认支付密码', '123456');
    submit();
    expect(errors()).toEqual(['支付密码须为6位数字', '两次输入的密码不一致']);
    first.unmount();
    renderAccount(<PayPasswordForm user={demoUser({ isSetPayPassword: true })} />, { lang: 'en' });
    fill('Payment password', '123456');
    fill('Confirm payment password', '123456');
    submit();
    expect(errors()).toEqual(['The payment password must be 6 digits']);
  });

  it('saves and goes back to the security page', async () => {
    const fetch = stubFetch({ '/shop-api/p/user/payPassword': { status: 200, body: { ok: true } } });
    const app = renderAccount(<PayPasswordForm user={demoUser({ isSetPayPassword: true })} />, {
      lang: 'en',
      url: '/user-center/uc-paypw',
    });
    fill('Current payment password', '123456');
    fill('Payment password', '654321');
    fill('Confirm payment password', '654321');
    submit();
    await flush();
    expect(fetch.to('/shop-api/p/user/payPassword')[0]!.body).toEqual({
      oldPayPassword: '123456',
      payPassword: '654321',
      confirmPayPassword: '654321',
    });
    await flush();
    expect(app.location()).toBe('/user-center/security');
  });

  it('shows a wrong current payment password under its field', async () => {
    stubFetch({
      '/shop-api/p/user/payPassword': apiError('account.payPasswordWrong', 'The payment password is wrong'),
    });
    renderAccount(<PayPasswordForm user={demoUser({ isSetPayPassword: true })} />, { lang: 'en' });
    fill('Current payment password', '000000');
    fill('Payment password', '654321');
    fill('Confirm payment password', '654321');
    submit();
    await flush();
    expect(errors()).toEqual(['The payment password is wrong']);
  });
});

describe('change the bound mobile (/user-center/uc-update-mobile)', () => {
  it('checks both codes and the new number', () => {
    stubFetch();
    renderAccount(<UpdateMobileForm user={demoUser()} />);
    expect(screen.getByText('138****8000')).toBeTruthy();
    fill('新手机号', '1390000');
    submit();
    expect(errors()).toEqual(['请输入验证码', '请输入正确的手机号', '请输入验证码']);
  });

  it('sends a code to the bound number and one to the new number, each with its countdown, then changes it', async () => {
    const fetch = stubFetch({
      '/shop-api/p/sms/sendUpdateMobileCode': { status: 200, body: { ok: true } },
      '/shop-api/p/user/updateMobile': { status: 200, body: { ok: true } },
    });
    const app = renderAccount(<UpdateMobileForm user={demoUser()} />, {
      lang: 'en',
      url: '/user-center/uc-update-mobile',
    });
    const [oldButton, newButton] = screen.getAllByRole('button', { name: 'Get code' });
    fireEvent.click(oldButton!);
    await flush();
    expect(fetch.to('/shop-api/p/sms/sendUpdateMobileCode')[0]!.body).toEqual({});
    fill('New phone number', '13900002222');
    fireEvent.click(newButton!);
    await flush();
    expect(fetch.to('/shop-api/p/sms/sendUpdateMobileCode')[1]!.body).toEqual({ mobile: '13900002222' });
    expect(screen.getAllByRole('button', { name: /Resend in 60 s/ })).toHaveLength(2);
    fill('Code sent to current phone', '111111');
    fill('Code sent to new phone', '222222');
    submit();
    await flush();
    expect(fetch.to('/shop-api/p/user/updateMobile')[0]!.body).toEqual({
      mobile: '13900002222',
      code: '222222',
      oldCode: '111111',
    });
    await flush();
    expect(app.location()).toBe('/user-center/security');
  });

  it('binds a first number with one code', async () => {
    const fetch = stubFetch({ '/shop-api/p/user/updateMobile': { status: 200, body: { ok: true } } });
    renderAccount(<UpdateMobileForm user={demoUser({ userMobile: null })} />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Bind a phone' })).toBeTruthy();
    expect(screen.queryByLabelText('Code sent to current phone')).toBeNull();
    fill('New phone number', '13900002222');
    fill('Code sent to new phone', '222222');
    submit();
    await flush();
    expect(fetch.to('/shop-api/p/user/updateMobile')[0]!.body).toEqual({ mobile: '13900002222', code: '222222' });
  });

  it('shows a taken number under the new number', async () => {
    stubFetch({
      '/shop-api/p/sms/sendUpdateMobileCode': apiError(
        'account.mobileTaken',
        'This phone number is already registered',
      ),
    });
    renderAccount(<UpdateMobileForm user={demoUser()} />, { lang: 'en' });
    fill('New phone number', '13900002222');
    fireEvent.click(screen.getAllByRole('button', { name: 'Get code' })[1]!);
    await flush();
    expect(errors()).toEqual(['This phone number is already registered']);
  });
});
