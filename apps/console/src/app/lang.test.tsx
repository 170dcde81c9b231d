// The console's language: `?lang=` of the address it was opened with stays after in-app navigation drops the
// parameter (every API call asks for it in Accept-Language) and on the next visit; the language switch wins over the
// address it was opened with; a browser refusing storage still gets the address's language.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { I18nProvider, storedLang, useI18n } from './i18n';

let calls: { url: string; lang: string | null }[] = [];

beforeEach(() => {
  calls = [];
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, lang: new Headers(init?.headers).get('Accept-Language') });
    return { ok: true, status: 200, text: async () => '{}' } as Response;
  }));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** A page that calls the API when it opens, shows the language and offers the switch. */
function Page({ name }: { name: string }) {
  const { lang, setLang } = useI18n();
  const [n, setN] = useState(0);
  useEffect(() => void api(`/p/${name}`, { query: { n } }), [name, n]);
  return (
    <div>
      <p>{`${name} ${lang}`}</p>
      <Link to="/orders">orders</Link>
      <button onClick={() => setLang('zh')}>中文</button>
      <button onClick={() => setN((x) => x + 1)}>again</button>
    </div>
  );
}

function renderConsole(url: string) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([
    { path: '/', element: <Page name="home" /> },
    { path: '/orders', element: <Page name="orders" /> },
  ], { basename: '/console' });
  return render(<I18nProvider><RouterProvider router={router} /></I18nProvider>);
}

describe('console language', () => {
  it('?lang=en stays after in-app navigation: the next page and its API calls are in English', async () => {
    renderConsole('/console/?lang=en');
    expect(await screen.findByText('home en')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'orders' })));
    expect(await screen.findByText('orders en')).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(calls.map((c) => `${c.url.split('?')[0]} ${c.lang}`)).toEqual(['/shop-api/p/home en', '/shop-api/p/orders en']);
  });

  it('is remembered for the next visit without ?lang=', async () => {
    const first = renderConsole('/console/?lang=en');
    expect(await screen.findByText('home en')).toBeTruthy();
    first.unmount();
    renderConsole('/console/orders');
    expect(await screen.findByText('orders en')).toBeTruthy();
    expect(calls.at(-1)?.lang).toBe('en');
  });

  it('the switch wins over the address it was opened with, for the page and its calls', async () => {
    renderConsole('/console/?lang=en');
    expect(await screen.findByText('home en')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '中文' })));
    expect(screen.getByText('home zh')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'again' })));
    expect(window.location.search).toBe('?lang=en');
    expect(calls.at(-1)).toEqual({ url: '/shop-api/p/home?n=1', lang: 'zh' });
    expect(localStorage.getItem('console.lang')).toBe('zh');
  });

  it('zh without a parameter or a remembered choice; a bad ?lang= is ignored', () => {
    window.history.replaceState(null, '', '/console/');
    expect(storedLang()).toBe('zh');
    window.history.replaceState(null, '', '/console/?lang=fr');
    expect(storedLang()).toBe('zh');
    localStorage.setItem('console.lang', 'en');
    expect(storedLang()).toBe('en');
  });

  it('a browser refusing storage still gets the language of the address on every call', async () => {
    const refuse = () => {
      throw new DOMException('refused', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse });
    renderConsole('/console/?lang=en');
    await act(async () => fireEvent.click(await screen.findByRole('link', { name: 'orders' })));
    expect(await screen.findByText('orders en')).toBeTruthy();
    expect(calls.map((c) => c.lang)).toEqual(['en', 'en']);
  });
});
