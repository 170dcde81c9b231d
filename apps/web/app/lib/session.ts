// Login state in the browser (SPEC §4, §6): who is logged in (root loader data), the login address with its
// redirect, and the calls to the /session route that set and clear the HttpOnly token cookie
// (docs/decisions/010-session-cookie-set-by-the-storefront.md).
import { useRouteLoaderData } from 'react-router';
import type { UserInfo } from '@mall/shared';
import type { ApiResult } from './context';
import type { ShellData } from './shell';
import { requestJson } from './fetch-json';

/**
 * The root loader's answer: the shell plus the user of the token cookie (null when logged out) and the site's origin
 * as the visitor sees it (absolute addresses of the head's canonical and alternate links, lib/seo.ts).
 */
export type RootData = ShellData & { user: UserInfo | null; origin: string };

/** The logged-in user, or null (also outside a loaded root, e.g. in component tests). */
export function useSessionUser(): UserInfo | null {
  const root = useRouteLoaderData('root') as Partial<RootData> | undefined;
  return root?.user ?? null;
}

const PLACEHOLDER_ORIGIN = 'http://this.site';

/**
 * Only a path of this site may be a redirect target: anything else (`//host`, `/\\host`, `/.//host`, a scheme, another
 * origin) goes to `fallback`. The target is resolved against the site's origin (`origin`, e.g. the request's; a
 * placeholder when absent) and accepted only when it stays there; an absolute URL of this very origin becomes its path.
 * The answer is checked once more as it will be read: dot segments can resolve `/.//host` to the protocol-relative
 * `//host`, which a browser would leave the site for.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/', origin = PLACEHOLDER_ORIGIN): string {
  // Browsers drop tabs and newlines and read a backslash as a slash, so '/\t/evil.com' would leave the site.
  if (!raw || [...raw].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  // a path, or an absolute URL spelled with exactly this origin ('http:/x' resolves differently per base: refused)
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(raw);
  if (absolute ? !raw.startsWith(`${new URL(origin).origin}/`) : !raw.startsWith('/')) return fallback;
  const stays = (target: string) => {
    try {
      return new URL(target, origin).origin === new URL(origin).origin;
    } catch {
      return false;
    }
  };
  if (!stays(raw)) return fallback;
  const url = new URL(raw, origin);
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith('/') || path.startsWith('//') || !stays(path)) return fallback;
  return path;
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

let loggingOut = false;

/**
 * Whether this page is logging out: a call still on its way (a count, a badge) then meets the revoked token with a
 * 401, which is expected here — not a lost session to send to the login page instead of where the logout goes.
 */
export const isLoggingOut = (): boolean => loggingOut;

/** Lets tests start again after a logout(). */
export function resetLoggingOut(): void {
  loggingOut = false;
}

/** Logout (SPEC §4): the token is revoked and the cookies cleared by /session; local storage is emptied here. */
export async function logout(lang: string, intent: 'logout' | 'logoutAll' = 'logout'): Promise<ApiResult<unknown>> {
  loggingOut = true;
  const result = await sessionCall({ intent }, lang);
  try {
    window.localStorage.clear();
  } catch {
    /* storage unavailable */
  }
  return result;
}
