import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLoginPopup } from './LoginPopup';
import { apiError, deferred, flush, renderAccount, spyBrowser, stubFetch, type RenderOptions } from './test-utils';

function Opener() {
  const popup = useLoginPopup();
  return (
    <button type="button" onClick={() => popup.open()}>
      open-login
    </button>
  );
}

function openPopup(opts: RenderOptions = {}) {
  const app = renderAccount(<Opener />, opts);
  fireEvent.click(screen.getByRole('button', { name: 'open-login' }));
  const dialog = screen.getByRole('dialog');
  return { app, dialog };
}

const submit = (dialog: HTMLElement) => fireEvent.click(dialog.querySelector('button[type="submit"]')!);
const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const errorsOf = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('.afield__error')).map((e) => e.textContent);

describe('login popup: account login rules (SPEC §5)', () => {
  beforeEach(() => stubFetch());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the zh messages of a bad username, a blank password and unticked terms, and sends nothing', () => {
    const fetch = stubFetch();
    const { dialog } = openPopup();
    fill(within(dialog).getByLabelText('账号'), 'ab');
    submit(dialog);
    expect(errorsOf(dialog)).toEqual(['请输入4-16位字母、数字或下划线组成的用户名', '请输入密码', '请同意以下条款']);
    expect(within(dialog).getByLabelText('账号').getAttribute('aria-invalid')).toBe('true');
    expect(fetch.calls).toHaveLength(0);
  });

  it('shows the same rules in en', () => {
    const { dialog } = openPopup({ lang: 'en' });
    submit(dialog);
    expect(errorsOf(dialog)).toEqual([
      'Please enter a username of 4-16 letters, digits or underscores',
      'Please enter password',
      'Please agree to the following terms',
    ]);
  });

  it('clears a field error when the field is edited, and each rule fires on its own', async () => {
    const { dialog } = openPopup({ lang: 'en' });
    fill(within(dialog).getByLabelText('Account'), 'demo_buyer');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    submit(dialog);
    await flush();
    expect(errorsOf(dialog)).toEqual(['Please enter password']);
    fill(within(dialog).getByLabelText('Password'), 'x');
    expect(errorsOf(dialog)).toEqual([]);
    fill(within(dialog).getByLabelText('Account'), 'a b');
    submit(dialog);
    expect(errorsOf(dialog)).toEqual(['Please enter a username of 4-16 letters, digits or underscores']);
  });
});

describe('login popup: mobile login rules and the SMS countdown (SPEC §4, §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows "Please enter a valid phone number", a missing code and the terms, in zh and en', () => {
    stubFetch();
    for (const [lang, expected] of [
      ['zh', ['请输入正确的手机号', '请输入验证码', '请同意以下条款']],
      [
        'en',
        [
          'Please enter a valid phone number',
          'Please enter the verification code',
          'Please agree to the following terms',
        ],
      ],
    ] as const) {
      const { app, dialog } = openPopup({ lang });
      fireEvent.click(within(dialog).getByRole('tab', { name: lang === 'zh' ? '手机号登录' : 'Mobile login' }));
      fill(within(dialog).getByRole('textbox', { name: lang === 'zh' ? '手机号' : 'Phone number' }), '2380013800');
      submit(dialog);
      expect(errorsOf(dialog)).toEqual(expected);
      app.unmount();
    }
  });

  it('refuses to send a code to a malformed number', async () => {
    const fetch = stubFetch();
    const { dialog } = openPopup({ lang: 'en' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Mobile login' }));
    fill(within(dialog).getByRole('textbox', { name: 'Phone number' }), '1380013800');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await flush();
    expect(errorsOf(dialog)).toEqual(['Please enter a valid phone number']);
    expect(fetch.calls).toHaveLength(0);
  });

  it('turns the code button into a 60-second countdown that comes back afterwards', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch({ '/shop-api/sms/sendLoginCode': { status: 200, body: { ok: true } } });
    const { dialog } = openPopup();
    fireEvent.click(within(dialog).getByRole('tab', { name: '手机号登录' }));
    fill(within(dialog).getByRole('textbox', { name: '手机号' }), '13800138000');
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(fetch.to('/shop-api/sms/sendLoginCode').map((c) => c.body)).toEqual([{ mobile: '13800138000' }]);
    const button = within(dialog).getByRole('button', { name: '60秒后重新获取' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('验证码已发送');

    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('59秒后重新获取');
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(58_000));
    expect(button.textContent).toBe('1秒后重新获取');
    expect(fetch.to('/shop-api/sms/sendLoginCode')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('获取验证码');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the button when the API refuses, and shows why', async () => {
    stubFetch({
      '/shop-api/sms/sendLoginCode': apiError(
        'sms.tooOften',
        'Codes are sent too often, please try again in 42 seconds',
      ),
    });
    const { dialog } = openPopup({ lang: 'en' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Mobile login' }));
    fill(within(dialog).getByRole('textbox', { name: 'Phone number' }), '13800138000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Codes are sent too often, please try again in 42 seconds');
    expect(within(dialog).getByRole('button', { name: 'Get code' })).toBeTruthy();
  });
});

describe('login popup: submitting', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function fillAccount(dialog: HTMLElement) {
    fill(within(dialog).getByLabelText('账号'), 'demo_buyer');
    fill(within(dialog).getByLabelText('密码'), 'demo@123456');
    fireEvent.click(within(dialog).getByRole('checkbox'));
  }

  it('blocks a second submit while one runs, then closes and reloads the page', async () => {
    const nav = spyBrowser();
    const pending = deferred({ status: 200, body: { ok: true } });
    const fetch = stubFetch({ '/session': pending.handler });
    const { dialog } = openPopup({ url: '/help?id=3' });
    fillAccount(dialog);
    submit(dialog);
    submit(dialog);
    fireEvent.submit(dialog.querySelector('form')!);
    await flush();
    expect(fetch.to('/session')).toHaveLength(1);
    expect(fetch.calls[0]!.body).toEqual({ intent: 'login', userName: 'demo_buyer', passWord: 'demo@123456' });
    expect(within(dialog).getByRole('button', { name: '登录中…' }).getAttribute('aria-disabled')).toBe('true');
    pending.resolve();
    await flush();
    expect(nav.reload).toHaveBeenCalledTimes(1);
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('goes home instead of reloading on /register', async () => {
    const nav = spyBrowser();
    stubFetch({ '/session': { status: 200, body: { ok: true } } });
    const { dialog } = openPopup({ url: '/register' });
    fillAccount(dialog);
    submit(dialog);
    await flush();
    expect(nav.assign).toHaveBeenCalledWith('/');
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it('logs in by SMS with userName = mobile and passWord = code', async () => {
    spyBrowser();
    const fetch = stubFetch({ '/session': { status: 200, body: { ok: true } } });
    const { dialog } = openPopup();
    fireEvent.click(within(dialog).getByRole('tab', { name: '手机号登录' }));
    fill(within(dialog).getByRole('textbox', { name: '手机号' }), '13800138000');
    fill(within(dialog).getByRole('textbox', { name: '验证码' }), '123456');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    submit(dialog);
    await flush();
    expect(fetch.to('/session')[0]!.body).toEqual({ intent: 'smsLogin', userName: '13800138000', passWord: '123456' });
  });

  it('shows wrong credentials as a toast, a wrong code under the code field, and allows a new try', async () => {
    const nav = spyBrowser();
    const fetch = stubFetch({ '/session': apiError('account.badCredentials', '用户名或密码错误') });
    const { dialog } = openPopup();
    fillAccount(dialog);
    submit(dialog);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('用户名或密码错误');
    submit(dialog);
    await flush();
    expect(fetch.to('/session')).toHaveLength(2);
    expect(nav.reload).not.toHaveBeenCalled();

    stubFetch({ '/session': apiError('sms.codeWrong', '验证码错误') });
    fireEvent.click(within(dialog).getByRole('tab', { name: '手机号登录' }));
    fill(within(dialog).getByRole('textbox', { name: '手机号' }), '13800138000');
    fill(within(dialog).getByRole('textbox', { name: '验证码' }), '000000');
    submit(dialog);
    await flush();
    expect(errorsOf(dialog)).toEqual(['验证码错误']);
  });
});

describe('login popup: terms links follow the service switch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links both terms when both switches are on', () => {
    const { dialog } = openPopup();
    expect(within(dialog).getByRole('link', { name: '《服务条款》' }).getAttribute('href')).toBe('/termsPage?sts=0');
    expect(within(dialog).getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/termsPage?sts=1');
  });

  it('links only the terms of service, or only the privacy policy', () => {
    const a = openPopup({ lang: 'en', serviceSwitch: { serviceTermsSwitch: true, privacyPolicySwitch: false } });
    expect(within(a.dialog).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/termsPage?sts=0',
    );
    expect(within(a.dialog).queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    a.app.unmount();
    const b = openPopup({ lang: 'en', serviceSwitch: { serviceTermsSwitch: false, privacyPolicySwitch: true } });
    expect(within(b.dialog).queryByRole('link', { name: 'Terms of Service' })).toBeNull();
    expect(within(b.dialog).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/termsPage?sts=1',
    );
  });

  it('has no terms box (and no terms rule) when both switches are off', async () => {
    spyBrowser();
    const fetch = stubFetch({ '/session': { status: 200, body: { ok: true } } });
    const { dialog } = openPopup({ serviceSwitch: { serviceTermsSwitch: false, privacyPolicySwitch: false } });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fill(within(dialog).getByLabelText('账号'), 'demo_buyer');
    fill(within(dialog).getByLabelText('密码'), 'demo@123456');
    submit(dialog);
    await flush();
    expect(fetch.to('/session')).toHaveLength(1);
  });
});

describe('login popup: a real dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is labelled, takes the focus, keeps it inside on Tab, and Esc closes it giving the focus back', () => {
    renderAccount(<Opener />, { lang: 'en' });
    const opener = screen.getByRole('button', { name: 'open-login' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Account'));

    const focusables = dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input');
    const last = focusables[focusables.length - 1]!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(focusables[0]);
    fireEvent.keyDown(focusables[0]!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button and with a click outside', () => {
    const { dialog } = openPopup({ lang: 'en' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the login window' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'open-login' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has footer links to register and to forgot password, and goes away when one is followed', async () => {
    const { app, dialog } = openPopup();
    expect(within(dialog).getByRole('link', { name: '免费注册' }).getAttribute('href')).toBe('/register');
    fireEvent.click(within(dialog).getByRole('link', { name: '忘记密码？' }));
    await flush();
    expect(app.location()).toBe('/forget-password');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
