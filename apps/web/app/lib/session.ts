// Login state in the browser (SPEC §4, §6): who is logged in (root loader data), the login address with its
// redirect, and the calls to the /session route that set and clear the HttpOnly token cookie
// (docs/decisions/010-session-cookie-set-by-the-storefront.md).
import { useRouteLoaderData } from 'react-router';
import type { UserInfo } from '@mall/shared';
import type { ApiResult } from './context';
import type { ShellData } from './shell';
import { requestJson } from './fetch-json';

/** The root loader's answer: the shell plus the user of the token cookie (null when logged out). */
export type RootData = ShellData & { user: UserInfo | null };

/** The logged-in user, or null (also outside a loaded root, e.g. in component tests). */
export function useSessionUser(): UserInfo | null {
  const root = useRouteLoaderData('root') as Partial<RootData> | undefined;
  return root?.user ?? null;
}

/** Only a path of this site may be a redirect target (no `//host`, no scheme): anything else goes home. */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  // Browsers drop tabs and newlines and read a backslash as a slash, so '/\t/evil.com' would leave the site:
  // refuse those characters, then accept only what resolves to this very origin.
  if (!raw || !raw.startsWith('/') || raw.includes('\\') || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  const base = 'http://this.site';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return url.pathname + url.search + url.hash;
}

/** /login?redirect=<path>: the login page, coming back to `path` afterwards. */
export function loginHref(path?: string): string {
  if (!path || path === '/' || path.startsWith('/login')) return '/login';
  return `/login?${new URLSearchParams({ redirect: path })}`;
}

export type SessionRequest =
  | { intent: 'login'; userName: string; passWord: string }
  | { intent: 'smsLogin'; userName: string; passWord: string }
  | {
      intent: 'register';
      userName: string;
      passWord: string;
      confirmPassWord: string;
      code?: string;
      agreed?: boolean;
    }
  | { intent: 'logout' }
  | { intent: 'logoutAll' }
  | { intent: 'clear' };

export const SESSION_PATH = '/session';

/** Calls the /session route (login, register, logout…): it answers `{ ok: true }` or the API's `{ code, message }`. */
export function sessionCall(body: SessionRequest, lang: string): Promise<ApiResult<unknown>> {
  return requestJson(SESSION_PATH, { method: 'POST', body, lang });
}

/** Logout (SPEC §4): the token is revoked and the cookies cleared by /session; local storage is emptied here. */
export async function logout(lang: string, intent: 'logout' | 'logoutAll' = 'logout'): Promise<ApiResult<unknown>> {
  const result = await sessionCall({ intent }, lang);
  try {
    window.localStorage.clear();
  } catch {
    /* storage unavailable */
  }
  return result;
}
