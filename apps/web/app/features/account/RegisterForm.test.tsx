import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useShell } from '../../lib/shell';
import { useLoginPopup } from './LoginPopup';
import { RegisterForm } from './RegisterForm';
import { apiError, deferred, flush, renderAccount, spyBrowser, stubFetch, type RenderOptions } from './test-utils';

function Page() {
  const { serviceSwitch } = useShell();
  const popup = useLoginPopup();
  return <RegisterForm serviceSwitch={serviceSwitch} onLogin={() => popup.open()} />;
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errors = () => Array.from(document.querySelectorAll('.afield__error')).map((e) => e.textContent);
const submit = () => fireEvent.click(document.querySelector('form button[type="submit"]')!);
const render = (opts: RenderOptions = {}) => renderAccount(<Page />, { url: '/register', ...opts });

describe('registration rules (SPEC §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('by mobile: phone, code, password, confirmation and terms, in zh', () => {
    stubFetch();
    render();
    fill('手机号', '1380013800');
    fill('密码', 'abcdef');
    fill('确认密码', 'abcdeg');
    submit();
    expect(errors()).toEqual([
      '请输入正确的手机号',
      '请输入验证码',
      '密码须为6-20位半角字符，包含字母、数字、符号中的至少两种，区分大小写',
      '两次输入的密码不一致',
      '请同意以下条款',
    ]);
  });

  it('by username, in en; an empty password asks for one', () => {
    stubFetch();
    render({ lang: 'en' });
    fireEvent.click(screen.getByRole('tab', { name: 'With username' }));
    fill('Username', 'ab');
    submit();
    expect(errors()).toEqual([
      'Please enter a username of 4-16 letters, digits or underscores',
      'Please enter password',
      'Please agree to the following terms',
    ]);
    fill('Username', 'new_user');
    fill('Password', 'abc12345');
    fill('Confirm password', 'abc12345');
    fireEvent.click(screen.getByRole('checkbox'));
    fill('Password', 'abcdefgh');
    expect(errors()).toEqual([]);
  });

  it('checks the password kinds, length and half-width characters', async () => {
    stubFetch();
    render({ lang: 'en' });
    const rule =
      'The password must be 6-20 half-width characters with at least two kinds among letters, numbers and symbols (case-sensitive)';
    for (const bad of ['12345', '123456789', 'abcdefgh', 'a1'.repeat(11), 'ａｂｃ１２３']) {
      fill('Password', bad);
      submit();
      await flush();
      expect(errors(), bad).toContain(rule);
    }
  });

  it('sends the register code with a countdown, registers, and goes home after about 3 s with the seconds shown', async () => {
    vi.useFakeTimers();
    const nav = spyBrowser();
    const pending = deferred({ status: 200, body: { ok: true } });
    const fetch = stubFetch({
      '/shop-api/sms/sendRegisterCode': { status: 200, body: { ok: true } },
      '/session': pending.handler,
    });
    render();
    fill('手机号', '13900001111');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(fetch.to('/shop-api/sms/sendRegisterCode')[0]!.body).toEqual({ mobile: '13900001111' });
    expect(screen.getByRole('button', { name: '60秒后重新获取' })).toBeTruthy();
    fill('验证码', '123456');
    fill('密码', 'abc123');
    fill('确认密码', 'abc123');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    submit();
    await flush();
    expect(fetch.to('/session')).toHaveLength(1);
    expect(fetch.to('/session')[0]!.body).toEqual({
      intent: 'register',
      userName: '13900001111',
      passWord: 'abc123',
      confirmPassWord: 'abc123',
      code: '123456',
      agreed: true,
    });
    pending.resolve();
    await flush();
    expect(screen.getByRole('heading', { name: '注册成功' })).toBeTruthy();
    expect(screen.getByText('欢迎加入！3 秒后自动跳转到首页')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('欢迎加入！2 秒后自动跳转到首页')).toBeTruthy();
    expect(nav.assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(nav.assign).toHaveBeenCalledWith('/');
  });

  it('shows a taken username under its field', async () => {
    stubFetch({ '/session': apiError('account.usernameTaken', 'This username is already registered') });
    render({ lang: 'en' });
    fireEvent.click(screen.getByRole('tab', { name: 'With username' }));
    fill('Username', 'demo_buyer');
    fill('Password', 'abc123');
    fill('Confirm password', 'abc123');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await flush();
    expect(errors()).toEqual(['This username is already registered']);
  });

  it('sends no agreement when the service switch shows no terms', async () => {
    spyBrowser();
    const fetch = stubFetch({ '/session': { status: 200, body: { ok: true } } });
    render({ lang: 'en', serviceSwitch: { serviceTermsSwitch: false, privacyPolicySwitch: false } });
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'With username' }));
    fill('Username', 'new_user');
    fill('Password', 'abc123');
    fill('Confirm password', 'abc123');
    submit();
    await flush();
    expect(fetch.to('/session')[0]!.body).toEqual({
      intent: 'register',
      userName: 'new_user',
      passWord: 'abc123',
      confirmPassWord: 'abc123',
    });
  });

  it('"log in" opens the login popup; logging in there goes home', async () => {
    const nav = spyBrowser();
    stubFetch({ '/session': { status: 200, body: { ok: true } } });
    render();
    fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
    const dialog = screen.getByRole('dialog', { name: '登录' });
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'demo_buyer' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'demo@123456' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    await flush();
    expect(nav.assign).toHaveBeenCalledWith('/');
  });
});
