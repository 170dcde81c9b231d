// The shop's customer-service staff page (issue 15, decision 027), zh then en in one test (antd tests are slow): the
// list with who is online, a refused add showing the API's message, an add by mobile that reloads the list, a staff
// member disabled by his switch and removed after asking.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreStaffMember } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { stubApi } from '../../test/stub-api';
import { StaffPage } from './StaffPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const member = (over: Partial<StoreStaffMember>): StoreStaffMember => ({
  id: 1, userId: 7, username: 'demo_service', nickName: '演示客服', userMobile: null, role: 'service', status: 1, online: true, createdAt: '2026-11-25T02:00:00.000Z', ...over,
});
const name = (label: string) => new RegExp(`^${label.split('').join('\\s?')}$`);

describe('service staff page', { timeout: 60_000 }, () => {
  it('lists, adds (a refusal shows the API\'s message), disables and removes staff (zh, en)', async () => {
    const calls = stubApi({
      'GET /shop-api/p/seller/staff': { status: 200, body: { records: [member({})], max: 20 } },
      'PUT /shop-api/p/seller/staff/1': { status: 200, body: member({ status: 0 }) },
      'DELETE /shop-api/p/seller/staff/1': { status: 200, body: { ok: true } },
    });
    const view = render(<MemoryRouter><App><I18nProvider initial="zh"><StaffPage /></I18nProvider></App></MemoryRouter>);
    const row = await screen.findByText('演示客服');
    const tr = row.closest('tr')!;
    expect(within(tr).getByText('在线')).toBeTruthy();
    expect(screen.getByText('1 / 20 人')).toBeTruthy();

    // refused: the API's message is shown
    calls.length = 0;
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (init?.method === 'POST') return { ok: false, status: 400, text: async () => JSON.stringify({ code: 'BAD_REQUEST', message: '该用户已是其他店铺的客服' }) } as Response;
      return { ok: true, status: 200, text: async () => JSON.stringify({ records: [member({}), member({ id: 2, userId: 8, username: 'u_x', nickName: '', userMobile: '139****0000', online: false })], max: 20 }) } as Response;
    }));
    fireEvent.change(screen.getByLabelText('用户名或手机号'), { target: { value: '13900000000' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '添加客服' })); });
    expect((await screen.findByTestId('staff-error')).textContent).toContain('该用户已是其他店铺的客服');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userName: '13900000000' });

    // switch the language: the same page in English, the add goes through and the list reloads
    view.unmount();
    const ok = stubApi({
      'GET /shop-api/p/seller/staff': { status: 200, body: { records: [member({})], max: 20 } },
      'POST /shop-api/p/seller/staff': { status: 200, body: member({ id: 2 }) },
      'PUT /shop-api/p/seller/staff/1': { status: 200, body: member({ status: 0 }) },
      'DELETE /shop-api/p/seller/staff/1': { status: 200, body: { ok: true } },
    });
    render(<MemoryRouter><App><I18nProvider initial="en"><StaffPage /></I18nProvider></App></MemoryRouter>);
    await screen.findByText('演示客服');
    fireEvent.change(screen.getByLabelText('User name or mobile'), { target: { value: 'demo_service2' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Add staff' })); });
    await waitFor(() => expect(ok.filter((c) => c.method === 'GET')).toHaveLength(2));
    await act(async () => { fireEvent.click(screen.getByRole('switch', { name: 'demo_service enabled' })); });
    await waitFor(() => expect(ok.find((c) => c.method === 'PUT')?.body).toEqual({ status: 0 }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: name('Remove') })); });
    const confirm = await screen.findByText('Remove demo_service from the service staff?');
    await act(async () => { fireEvent.click(within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: 'Remove' })); });
    await waitFor(() => expect(ok.some((c) => c.method === 'DELETE' && c.url.endsWith('/staff/1'))).toBe(true));
  });
});
