// Small helpers over the load context's api() (loaders), and the browser's call of the API (clientApi).
import type { Lang, Paged } from '@mall/shared';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import type { ApiResult } from './context';
import { browser } from './browser';
import { requestJson } from './fetch-json';
import { isLoggingOut, loginHref, sessionCall } from './session';

/** GET that degrades to `fallback` on any non-200 answer (shell data must never break a page). */
export async function getOr<T>(context: AppLoadContext, path: string, lang: Lang, fallback: T): Promise<T> {
  try {
    const res = await context.mall.api<T>(path, { lang });
    return res.status === 200 && res.data != null ? res.data : fallback;
  } catch {
    return fallback;
  }
}

export const emptyPage = <T>(): Paged<T> => ({ records: [], total: 0, current: 1, size: 0, pages: 0 });

/** GET that turns a 404 into the not-found page and other failures into the error page. */
export async function getOrThrow<T>(context: AppLoadContext, path: string, lang: Lang): Promise<T> {
  const res = await context.mall.api<T>(path, { lang });
  if (res.status === 200) return res.data;
  throw data(res.data ?? null, { status: res.status === 404 || res.status === 400 ? 404 : res.status });
}

// ---- in the browser ----

/** The window event clientApi fires on a 204 answer (an activity that has ended). */
export const ACTIVITY_ENDED_EVENT = 'mall:activity-ended';

let leaving = false;

/**
 * SPEC §8: a 401 in the browser means the token is gone (expired, revoked, logged out elsewhere): the token cookie
 * is removed (it is HttpOnly, so the /session route clears it) and the login page opens, coming back here afterwards.
 */
export async function onUnauthorized(): Promise<void> {
  if (leaving || isLoggingOut()) return;
  leaving = true;
  await sessionCall({ intent: 'clear' }, 'zh');
  const here = `${window.location.pathname}${window.location.search}`;
  browser.assign(loginHref(here));
}

/** Lets tests start again after an onUnauthorized(). */
export function resetUnauthorized(): void {
  leaving = false;
}

/**
 * Browser call of the API: `path` relative to /shop-api (or a /shop-… gateway-root path); JSON in and out, or a
 * FormData body sent as multipart. Never throws: check `status`. A 401 also runs onUnauthorized().
 */
export async function clientApi<T>(
  path: string,
  init: { method?: string; body?: unknown; lang: string },
): Promise<ApiResult<T>> {
  const url = path.startsWith('/shop-') ? path : `/shop-api${path}`;
  const result = await requestJson<T>(url, init);
  if (result.status === 401) await onUnauthorized();
  // SPEC §8: 204 = the activity has ended; the root's listener (features/site-pages/ActivityEnded) says so and goes home
  if (result.status === 204) window.dispatchEvent(new Event(ACTIVITY_ENDED_EVENT));
  return result;
}
