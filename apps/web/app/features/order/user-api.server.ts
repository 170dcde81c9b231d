// Loader calls of the token pages (cart, checkout, orders, addresses; SPEC §6): no token or a 401 → /login with
// ?redirect= back here.
import { data, type AppLoadContext } from 'react-router';
import type { ApiResult } from '../../lib/context';
import { tokenOfRequest, toLogin } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';

/** Any call; the caller reads `status` (400 refusals are the page's to show). Throws the login redirect on 401. */
export async function callForUser<T>(
  request: Request,
  context: AppLoadContext,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  if (!tokenOfRequest(request)) throw toLogin(request);
  const res = await context.mall.api<T>(path, { ...init, lang: requestLang(request) });
  if (res.status === 401) throw toLogin(request);
  return res;
}

/** A call that must succeed: 404 → the not-found page, other failures → the error page. */
export async function loadForUser<T>(
  request: Request,
  context: AppLoadContext,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await callForUser<T>(request, context, path, init);
  if (res.status === 200) return res.data;
  throw data(null, { status: res.status === 404 ? 404 : 500 });
}
