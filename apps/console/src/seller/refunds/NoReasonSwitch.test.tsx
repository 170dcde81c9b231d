// The shop's 7-day no-reason switch: shows the saved setting, saves a change at once, stays as it was when the API
// refuses (its message shown).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../app/i18n';
import { NoReasonSwitch } from './NoReasonSwitch';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubApi(put: { status: number; body: unknown }) {
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = url !== '/shop-api/p/seller/refund-settings' ? { status: 404, body: {} } : method === 'PUT' ? put : { status: 200, body: { noReasonReturns: true } };
    return { ok: a.status < 300, status: a.status, text: async () => JSON.stringify(a.body) } as Response;
  }));
  return calls;
}

describe('7-day no-reason switch', { timeout: 20_000 }, () => {
  it('shows the setting and turns it off (zh)', async () => {
    const calls = stubApi({ status: 200, body: { ok: true } });
    render(<I18nProvider initial="zh"><NoReasonSwitch /></I18nProvider>);
    const sw = await screen.findByRole('switch', { name: '7天无理由退货' });
    expect(sw.getAttribute('aria-checked')).toBe('true');
    await act(async () => { fireEvent.click(sw); });
    await waitFor(() => expect(sw.getAttribute('aria-checked')).toBe('false'));
    expect(calls.at(-1)).toEqual({ method: 'PUT', body: { noReasonReturns: false } });
    expect(await screen.findByText('已关闭7天无理由退货')).toBeTruthy();
  });

  it("stays on when the API refuses, with its message (en)", async () => {
    stubApi({ status: 400, body: { code: 'X', message: 'Not allowed now' } });
    render(<I18nProvider initial="en"><NoReasonSwitch /></I18nProvider>);
    const sw = await screen.findByRole('switch', { name: '7-day no-reason returns' });
    await act(async () => { fireEvent.click(sw); });
    expect(await screen.findByText('Not allowed now')).toBeTruthy();
    expect(sw.getAttribute('aria-checked')).toBe('true');
  });
});
