// Login state on the server (SPEC §4, §6): the `token` cookie (HttpOnly, set by the /session route) and the
// `userId` cookie; the user of the token read through the API; the guard of the pages that need a token.
// See docs/decisions/010-session-cookie-set-by-the-storefront.md.
import { data, redirectDocument, type AppLoadContext } from 'react-router';
import { isLang, type Lang, type UserInfo } from '@mall/shared';
import type { ApiResult } from './context';
import { readCookie, requestLang } from './lang';
import { loginHref } from './session';

export const TOKEN_COOKIE = 'token';
export const USER_ID_COOKIE = 'userId';
/** The API's tokens live 30 days from their last use; the cookies are renewed on every page of a logged-in user. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

const secure = (request: Request) => new URL(request.url).protocol === 'https:';

function cookie(request: Request, name: string, value: string, maxAge: number, httpOnly: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax'];
  if (httpOnly) parts.push('HttpOnly');
  if (secure(request)) parts.push('Secure');
  return parts.join('; ');
}

/** Set-Cookie values of a session: the token (HttpOnly) and, when known, the user id (readable by scripts). */
export function sessionCookies(request: Request, token: string, userId?: number): string[] {
  const out = [cookie(request, TOKEN_COOKIE, token, SESSION_MAX_AGE_S, true)];
  if (userId !== undefined) out.push(cookie(request, USER_ID_COOKIE, String(userId), SESSION_MAX_AGE_S, false));
  return out;
}

export function clearSessionCookies(request: Request): string[] {
  return [cookie(request, TOKEN_COOKIE, '', 0, true), cookie(request, USER_ID_COOKIE, '', 0, false)];
}

export const tokenOfRequest = (request: Request): string | null =>
  readCookie(request.headers.get('Cookie'), TOKEN_COOKIE) || null;

/** Headers carrying several Set-Cookie values. */
export function cookieHeaders(setCookies: (string | null | undefined)[]): Headers {
  const headers = new Headers();
  for (const c of setCookies) if (c) headers.append('Set-Cookie', c);
  return headers;
}

export interface SessionState {
  user: UserInfo | null;
  /** the API could not tell (a fault other than 401): the user counts as logged out for this page only */
  unknown?: boolean;
  /** cookies to renew (logged in), or to clear (a token the API no longer accepts) */
  setCookies: string[];
}

/**
 * The user of the token cookie (GET /p/user/userInfo; the in-process call forwards the cookie).
 * 401 → logged out, and the cookies are cleared. Another failure → logged out for this page, cookies kept.
 */
export async function readSession(request: Request, context: AppLoadContext, lang: Lang): Promise<SessionState> {
  const token = tokenOfRequest(request);
  if (!token) {
    const strayId = readCookie(request.headers.get('Cookie'), USER_ID_COOKIE);
    return { user: null, setCookies: strayId ? clearSessionCookies(request).slice(1) : [] };
  }
  let res: ApiResult<UserInfo>;
  try {
    res = await context.mall.api<UserInfo>('/p/user/userInfo', { lang });
  } catch {
    return { user: null, setCookies: [], unknown: true };
  }
  if (res.status === 200 && res.data)
    return { user: res.data, setCookies: sessionCookies(request, token, res.data.userId) };
  if (res.status === 401) return { user: null, setCookies: clearSessionCookies(request) };
  return { user: null, setCookies: [], unknown: true };
}

/** The page's own address, for ?redirect= (loaders see the document URL, also on .data requests). */
export const pathOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * The redirect to /login?redirect=<this page>, clearing the cookies (a whole-document load, so every part of the page
 * agrees). A language chosen in the address (`?lang=`) stays chosen on the login page.
 */
export function toLogin(request: Request): Response {
  const lang = new URL(request.url).searchParams.get('lang');
  let href = loginHref(pathOf(request));
  if (isLang(lang)) href += `${href.includes('?') ? '&' : '?'}lang=${lang}`;
  return redirectDocument(href, { headers: cookieHeaders(clearSessionCookies(request)) });
}

/** SPEC §6 guard of a page that needs a token: its user, or a redirect to /login?redirect=<path>. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<UserInfo> {
  if (!tokenOfRequest(request)) throw toLogin(request);
  const { user, unknown } = await readSession(request, context, requestLang(request));
  if (user) return user;
  if (unknown) throw data(null, { status: 500 });
  throw toLogin(request);
}

/** GET of a token path for a guarded page: 401 → /login, other failures → the error page. */
export async function getForUser<T>(request: Request, context: AppLoadContext, path: string): Promise<T> {
  if (!tokenOfRequest(request)) throw toLogin(request);
  const res = await context.mall.api<T>(path, { lang: requestLang(request) });
  if (res.status === 200) return res.data;
  if (res.status === 401) throw toLogin(request);
  throw data(null, { status: res.status === 404 ? 404 : 500 });
}
