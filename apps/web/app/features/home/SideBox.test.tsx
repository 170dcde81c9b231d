// The home welcome card (issue 16): a logged-in buyer sees their name, orders and account, never 登录/注册.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { demoUser, renderAccount } from '../account/test-utils';
import { WelcomeBox } from './SideBox';

describe('WelcomeBox', () => {
  it.each([
    ['zh', 'Hi，欢迎来到汇购', '登录', '注册'],
    ['en', 'Hi, welcome to HuiGo', 'Log in', 'Register'],
  ] as const)('%s: logged out, the greeting with login and register', async (lang, hello, login, register) => {
    renderAccount(<WelcomeBox site={lang === 'zh' ? '汇购' : 'HuiGo'} />, { lang });
    expect(await screen.findByText(hello)).toBeTruthy();
    expect(screen.getByRole('link', { name: login }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: register }).getAttribute('href')).toBe('/register');
  });

  it.each([
    ['zh', '我的订单', '个人中心', '登录', '注册'],
    ['en', 'My orders', 'My account', 'Log in', 'Register'],
  ] as const)('%s: logged in, the buyer by name with orders and the user center, no login or register', async (lang, orders, account, login, register) => {
    const user = demoUser();
    renderAccount(<WelcomeBox site="汇购" />, { lang, user });
    expect(await screen.findByText(lang === 'zh' ? `Hi，${user.nickName}` : `Hi, ${user.nickName}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: orders }).getAttribute('href')).toBe('/user-center/uc-order');
    expect(screen.getByRole('link', { name: account }).getAttribute('href')).toBe('/user-center');
    expect(screen.queryByRole('link', { name: login })).toBeNull();
    expect(screen.queryByRole('link', { name: register })).toBeNull();
  });
});
