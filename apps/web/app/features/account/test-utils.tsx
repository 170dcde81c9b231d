// Test helpers of the account components: a router with the root data (shell + logged-in user) and the user-center
// data, the login popup provider, toasts; a fetch stub that answers by URL; browser navigation spies.
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Lang, ServiceSwitch, UserInfo } from '@mall/shared';
import { createI18n } from '../../i18n';
import { ToastProvider } from '../../components/Toast';
import { browser } from '../../lib/browser';
import type { RootData } from '../../lib/session';
import { loadLoginForm, LoginPopupProvider } from './LoginPopup';
import { UC_ROUTE_ID } from './user-center/use-uc-user';

// the popup's form is fetched on demand in the browser; here it is there before a test opens the popup
await loadLoginForm();

export const BOTH_TERMS: ServiceSwitch = { serviceTermsSwitch: true, privacyPolicySwitch: true };

export const demoUser = (over: Partial<UserInfo> = {}): UserInfo => ({
  userId: 7,
  username: 'demo_buyer',
  nickName: '演示买家',
  pic: '',
  userAvatar: '',
  userType: 0,
  gender: 0,
  userMobile: '138****8000',
  isSetPassword: true,
  isSetPayPassword: false,
  ...over,
});

export function rootData(lang: Lang, user: UserInfo | null, serviceSwitch: ServiceSwitch = BOTH_TERMS): RootData {
  return {
    lang,
    config: null,
    serviceSwitch,
    hotWords: [],
    nav: [],
    helpCategories: [],
    friendLinks: [],
    user,
    origin: 'http://mall.test',
  };
}

function Where() {
  const l = useLocation();
  return <span data-testid="location">{`${l.pathname}${l.search}`}</span>;
}

export interface RenderOptions {
  lang?: Lang;
  url?: string;
  user?: UserInfo | null;
  serviceSwitch?: ServiceSwitch;
}

export function renderAccount(
  ui: ReactNode,
  { lang = 'zh', url = '/', user = null, serviceSwitch = BOTH_TERMS }: RenderOptions = {},
) {
  const root = rootData(lang, user, serviceSwitch);
  const uc = { user: user ?? demoUser() };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => root,
        element: (
          <LoginPopupProvider>
            <Outlet />
            <Where />
          </LoginPopupProvider>
        ),
        children: [{ id: UC_ROUTE_ID, path: '*', loader: () => uc, element: ui }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root, [UC_ROUTE_ID]: uc } } },
  );
  const result = render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>,
  );
  return { ...result, router, location: () => result.getByTestId('location').textContent };
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}
type Answer = { status: number; body?: unknown };
type Handler = (call: FetchCall) => Answer | Promise<Answer>;

/** Stubs fetch: `routes` answers by exact URL (path + query), anything else 404; every call is recorded. */
export function stubFetch(routes: Record<string, Answer | Handler> = {}) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    const call: FetchCall = {
      url,
      method: init?.method ?? 'GET',
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[url];
    const answer: Answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: null });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { status: answer.status, text: async () => text } as Response;
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls, to: (url: string) => calls.filter((c) => c.url === url) };
}

/** A fetch answer that waits until `resolve` is called. */
export function deferred(answer: Answer) {
  let resolve!: () => void;
  const promise = new Promise<Answer>((r) => {
    resolve = () => r(answer);
  });
  return { handler: () => promise, resolve };
}

export function spyBrowser() {
  return {
    assign: vi.spyOn(browser, 'assign').mockImplementation(() => {}),
    reload: vi.spyOn(browser, 'reload').mockImplementation(() => {}),
  };
}

/** Lets pending promises (stubbed fetches and what follows them) settle inside act(). */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
}

export const apiError = (key: string, message: string, status = 400): Answer => ({
  status,
  body: { code: key.replace(/[.]/g, '_').toUpperCase(), message },
});
