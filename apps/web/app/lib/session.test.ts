import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { ApiResult } from './context';
import { clientApi, resetUnauthorized } from './api';
import { browser } from './browser';
import { loginHref, logout, resetLoggingOut, safeRedirect } from './session';
import {
  clearSessionCookies,
  getForUser,
  readSession,
  requireUser,
  sessionCookies,
  SESSION_MAX_AGE_S,
} from './auth.server';
import { action as sessionAction } from '../routes/session';
import { loader as loginLoader } from '../routes/login';
import { stubFetch } from '../features/account/test-utils';

describe('redirect targets', () => {
  it('keeps paths of this site only', () => {
    expect(safeRedirect('/user-center?x=1')).toBe('/user-center?x=1');
    expect(safeRedirect('/detail/1#sku')).toBe('/detail/1#sku');
    expect(safeRedirect('/a/./b/../c?q=%2F%2Fx')).toBe('/a/c?q=%2F%2Fx');
    expect(safeRedirect('/./')).toBe('/');
    // encoded slashes stay inside the path: the browser asks this site for them
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirect('/%5Cevil.example')).toBe('/%5Cevil.example');
  });

  // every one of these would take the browser to another site (or run script) if returned as it is or as resolved
  const attacks = [
    null, '', 'user-center', './/evil.example',
    '//evil.example', '///evil.example', '//evil.example/phish?x=1',
    '/\\evil.example', '\\\\evil.example', '/\\/evil.example',
    '/.//evil.example/phish', '/././/evil.example', '/a/..//evil.example', '/..//evil.example', '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '%2F%2Fevil.example', '%5C%5Cevil.example',
    '/\t/evil.example', '/\n/evil.example', '/\r//evil.example', '/\u0000/x', '/\u007f/x',
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,x',
    'https://evil.example', 'http://evil.example/x', 'https:evil.example', 'http:/evil.example', 'http://this.site@evil.example/',
  ];
  it.each(attacks.map((a) => [a]))('refuses %j', (bad) => {
    const got = safeRedirect(bad, '/home-fallback');
    expect(got).toBe('/home-fallback');
    // whatever comes back is read by the browser as a path of this site
    expect(new URL(got, 'https://mall.example').origin).toBe('https://mall.example');
  });

  it('reduces an absolute URL of this very origin to its path', () => {
    expect(safeRedirect('http://mall.test/user-center?x=1#a', '/', 'http://mall.test')).toBe('/user-center?x=1#a');
    expect(safeRedirect('https://mall.test/user-center', '/', 'http://mall.test')).toBe('/');
    expect(safeRedirect('http://mall.test:8080/user-center', '/', 'http://mall.test')).toBe('/');
    expect(safeRedirect('http://mall.test/.//evil.example', '/', 'http://mall.test')).toBe('/');
  });

  it('the login page never sends a logged-in visitor off the site (?redirect=/.//evil)', async () => {
    const { context } = fakeContext(() => ({ status: 200, data: user }));
    for (const [target, expected] of [
      ['/.//evil.example/phish', '/'],
      ['//evil.example', '/'],
      ['/user-center/security?lang=en', '/user-center/security?lang=en'],
    ] as const) {
      const request = req(`/login?${new URLSearchParams({ redirect: target })}`, 'token=tok');
      let thrown: unknown;
      try {
        await loginLoader({ request, context, params: {} } as unknown as Parameters<typeof loginLoader>[0]);
      } catch (e) {
        thrown = e;
      }
      expect((thrown as Response).headers.get('Location')).toBe(expected);
    }
    // logged out: the page keeps the target for after the password
    const { context: out } = fakeContext(() => ({ status: 401, data: null }));
    const page = await loginLoader({
      request: req('/login?redirect=%2F.%2F%2Fevil.example%2Fphish'),
      context: out,
      params: {},
    } as unknown as Parameters<typeof loginLoader>[0]);
    expect(page).toEqual({ next: '/' });
  });
  it('builds /login?redirect=<path>', () => {
    expect(loginHref('/user-center/security?lang=en')).toBe('/login?redirect=%2Fuser-center%2Fsecurity%3Flang%3Den');
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/login?redirect=%2Fx')).toBe('/login');
  });
});

describe('clientApi: a 401 in the browser (SPEC §8)', () => {
  afterEach(() => {
    resetUnauthorized();
    resetLoggingOut();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('removes the token (through /session) and goes to /login, coming back here', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const fetch = stubFetch({
      '/shop-api/p/user/centerInfo': { status: 401, body: { code: 'UNAUTHORIZED', message: '请先登录' } },
      '/session': { status: 200, body: { ok: true } },
    });
    window.history.pushState({}, '', '/user-center/security?lang=en');
    const res = await clientApi('/p/user/centerInfo', { lang: 'zh' });
    expect(res.status).toBe(401);
    expect(fetch.to('/session')[0]!.body).toEqual({ intent: 'clear' });
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fuser-center%2Fsecurity%3Flang%3Den');
  });

  it('during a logout, a 401 of a call still on its way does not send the page to /login', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const fetch = stubFetch({
      '/shop-api/p/user/centerInfo': { status: 401, body: { code: 'UNAUTHORIZED', message: '请先登录' } },
      '/session': { status: 200, body: { ok: true } },
    });
    window.history.pushState({}, '', '/help');
    await logout('zh');
    const res = await clientApi('/p/user/centerInfo', { lang: 'zh' });
    expect(res.status).toBe(401);
    expect(fetch.to('/session').map((c) => c.body)).toEqual([{ intent: 'logout' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves other answers alone and sends Accept-Language', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const fetch = stubFetch({ '/shop-api/login': { status: 400, body: { code: 'X', message: 'm' } } });
    const res = await clientApi('/login', { method: 'POST', body: { a: 1 }, lang: 'en' });
    expect(res).toEqual({ status: 400, data: { code: 'X', message: 'm' } });
    expect(fetch.calls[0]!.headers['Accept-Language']).toBe('en');
    expect(assign).not.toHaveBeenCalled();
  });
});

// ---- server side ----

type Call = { path: string; method?: string; body?: unknown };
function fakeContext(answer: (call: Call) => ApiResult<unknown>) {
  const calls: Call[] = [];
  const context = {
    mall: {
      api: async (path: string, init: { method?: string; body?: unknown } = {}) => {
        const call = { path, method: init.method, body: init.body };
        calls.push(call);
        return answer(call);
      },
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const req = (url: string, cookie?: string, init: RequestInit = {}) =>
  new Request(`http://mall.test${url}`, {
    ...init,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers ?? {}) },
  });

const user = { userId: 7, nickName: 'x' };

describe('session cookies', () => {
  it('token HttpOnly, SameSite=Lax, path /, ~30 days; userId readable; Secure on https', () => {
    const [token, id] = sessionCookies(req('/'), 'tok', 7);
    expect(token).toBe(`token=tok; Path=/; Max-Age=${SESSION_MAX_AGE_S}; SameSite=Lax; HttpOnly`);
    expect(id).toBe(`userId=7; Path=/; Max-Age=${SESSION_MAX_AGE_S}; SameSite=Lax`);
    expect(SESSION_MAX_AGE_S).toBe(30 * 24 * 3600);
    expect(sessionCookies(new Request('https://mall.test/'), 'tok')[0]).toContain('; Secure');
    expect(clearSessionCookies(req('/'))).toEqual([
      'token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
      'userId=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });
});

describe('readSession (root loader)', () => {
  it('no token: logged out without asking the API', async () => {
    const { context, calls } = fakeContext(() => ({ status: 200, data: user }));
    expect(await readSession(req('/'), context, 'zh')).toEqual({ user: null, setCookies: [] });
    expect(calls).toHaveLength(0);
  });
  it('a good token: the user, cookies renewed', async () => {
    const { context, calls } = fakeContext(() => ({ status: 200, data: user }));
    const s = await readSession(req('/', 'token=tok'), context, 'zh');
    expect(calls[0]!.path).toBe('/p/user/userInfo');
    expect(s.user).toEqual(user);
    expect(s.setCookies[0]).toContain('token=tok;');
    expect(s.setCookies[1]).toContain('userId=7;');
  });
  it('a 401: logged out and the cookies cleared', async () => {
    const { context } = fakeContext(() => ({ status: 401, data: null }));
    const s = await readSession(req('/', 'token=old; userId=7'), context, 'zh');
    expect(s.user).toBeNull();
    expect(s.setCookies).toEqual(clearSessionCookies(req('/')));
  });
  it('an API fault: logged out for this page only, the cookie kept', async () => {
    const { context } = fakeContext(() => ({ status: 500, data: null }));
    expect(await readSession(req('/', 'token=tok'), context, 'zh')).toEqual({
      user: null,
      setCookies: [],
      unknown: true,
    });
  });
});

describe('guard of the pages that need a token (SPEC §6)', () => {
  const thrown = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      return e as Response;
    }
    throw new Error('did not throw');
  };

  it('without a token: redirect to /login?redirect=<path>', async () => {
    const { context } = fakeContext(() => ({ status: 200, data: user }));
    const res = await thrown(requireUser(req('/user-center/security?lang=en'), context));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?redirect=%2Fuser-center%2Fsecurity%3Flang%3Den&lang=en');
  });

  it('with a revoked token: the same redirect, clearing the cookie', async () => {
    const { context } = fakeContext(() => ({ status: 401, data: null }));
    const res = await thrown(requireUser(req('/user-center', 'token=old'), context));
    expect(res.headers.get('Location')).toBe('/login?redirect=%2Fuser-center');
    expect(res.headers.getSetCookie()).toEqual(clearSessionCookies(req('/')));
  });

  it('with a good token: the user; a page call answering 401 redirects too', async () => {
    const { context } = fakeContext((c) =>
      c.path === '/p/user/userInfo' ? { status: 200, data: user } : { status: 401, data: null },
    );
    expect(await requireUser(req('/user-center', 'token=tok'), context)).toEqual(user);
    const res = await thrown(getForUser(req('/user-center', 'token=tok'), context, '/p/user/centerInfo'));
    expect(res.headers.get('Location')).toBe('/login?redirect=%2Fuser-center');
  });
});

describe('POST /session', () => {
  const post = (body: unknown, headers: Record<string, string> = {}, cookie?: string) =>
    req('/session', cookie, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const run = (request: Request, context: AppLoadContext) =>
    sessionAction({ request, context, params: {} } as Parameters<typeof sessionAction>[0]);

  it('login: the token goes into the HttpOnly cookie, not to the page', async () => {
    const { context, calls } = fakeContext(() => ({ status: 200, data: { accessToken: 'secret', expiresIn: 1 } }));
    const res = await run(post({ intent: 'login', userName: 'demo_buyer', passWord: 'pw', extra: 1 }), context);
    expect(calls[0]).toEqual({ path: '/login', method: 'POST', body: { userName: 'demo_buyer', passWord: 'pw' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.getSetCookie()[0]).toMatch(/^token=secret; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
  });

  it('passes a refusal through with its status and message', async () => {
    const { context } = fakeContext(() => ({
      status: 400,
      data: { code: 'ACCOUNT_BAD_CREDENTIALS', message: '用户名或密码错误' },
    }));
    const res = await run(post({ intent: 'smsLogin', userName: '13800138000', passWord: '1' }), context);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'ACCOUNT_BAD_CREDENTIALS', message: '用户名或密码错误' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('register sends only the contract fields', async () => {
    const { context, calls } = fakeContext(() => ({ status: 200, data: { accessToken: 't', expiresIn: 1 } }));
    await run(
      post({ intent: 'register', userName: 'u', passWord: 'p', confirmPassWord: 'p', code: '1', agreed: true }),
      context,
    );
    expect(calls[0]).toEqual({
      path: '/user/registerOrBindUser',
      method: 'POST',
      body: { userName: 'u', passWord: 'p', confirmPassWord: 'p', code: '1', agreed: true },
    });
  });

  it('logout and logout-everywhere revoke, then clear the cookies whatever the API said', async () => {
    for (const [intent, path] of [
      ['logout', '/logOut'],
      ['logoutAll', '/p/user/logoutAll'],
    ] as const) {
      const { context, calls } = fakeContext(() => ({ status: 401, data: null }));
      const res = await run(post({ intent }, {}, 'token=tok'), context);
      expect(calls[0]).toMatchObject({ path, method: 'POST' });
      expect(res.headers.getSetCookie()).toEqual(clearSessionCookies(req('/')));
    }
  });

  it('a cross-site simple POST can neither log in nor out: another Origin is refused (403)', async () => {
    const { context, calls } = fakeContext(() => ({ status: 200, data: { accessToken: 'secret', expiresIn: 1 } }));
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://mall.test:8080' },
      { Origin: 'https://mall.test' },
      { Origin: 'http://mall.test', 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const res = await run(post({ intent: 'login', userName: 'demo_buyer', passWord: 'pw' }, headers), context);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
      const out = await run(post({ intent: 'logout' }, headers, 'token=tok'), context);
      expect(out.status).toBe(403);
      expect(out.headers.getSetCookie()).toEqual([]);
    }
    expect(calls).toHaveLength(0);
    // the storefront's own fetch: same Origin (and same-origin fetch metadata) passes
    const own = await run(
      post({ intent: 'login', userName: 'u', passWord: 'p' }, { Origin: 'http://mall.test', 'Sec-Fetch-Site': 'same-origin' }),
      context,
    );
    expect(own.status).toBe(200);
    expect(own.headers.getSetCookie()[0]).toMatch(/^token=secret;/);
  });

  it('the media type must be exactly application/json (415), not text/plain or a prefix or substring of it', async () => {
    const { context, calls } = fakeContext(() => ({ status: 200, data: { accessToken: 'secret', expiresIn: 1 } }));
    for (const type of [
      'text/plain',
      'text/plain; charset=application/json',
      'text/plain;application/json',
      'application/jsonp',
      'application/json-seq',
      'multipart/form-data; boundary=application/json',
      'application/x-www-form-urlencoded',
    ]) {
      const res = await run(post({ intent: 'login', userName: 'u', passWord: 'p' }, { 'Content-Type': type }), context);
      expect(res.status, type).toBe(415);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(calls).toHaveLength(0);
    const withCharset = await run(
      post({ intent: 'login', userName: 'u', passWord: 'p' }, { 'Content-Type': 'Application/JSON; charset=utf-8' }),
      context,
    );
    expect(withCharset.status).toBe(200);
  });

  it('refuses cross-site requests, non-JSON bodies and unknown intents', async () => {
    const { context, calls } = fakeContext(() => ({ status: 200, data: {} }));
    expect((await run(post({ intent: 'logout' }, { 'Sec-Fetch-Site': 'cross-site' }), context)).status).toBe(403);
    const form = req('/session', undefined, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=logout',
    });
    expect((await run(form, context)).status).toBe(415);
    expect((await run(post({ intent: 'nope' }), context)).status).toBe(400);
    expect(calls).toHaveLength(0);
  });
});
