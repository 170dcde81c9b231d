// Loaders of the payment pages: a /p/ call for a page that needs a login (no token or a 401 → /login?redirect=this
// page; 400 or 404 → the not-found page; other failures → the error page).
import { data, type AppLoadContext } from 'react-router';
import { toLogin, tokenOfRequest } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';

export async function loadForUser<T>(request: Request, context: AppLoadContext, path: string): Promise<T> {
  if (!tokenOfRequest(request)) throw toLogin(request);
  const res = await context.mall.api<T>(path, { lang: requestLang(request) });
  if (res.status === 200) return res.data;
  if (res.status === 401) throw toLogin(request);
  throw data(null, { status: res.status === 400 || res.status === 404 ? 404 : 500 });
}

/** A query value of a payment page: present, short and plain, or the not-found page. */
export function queryValue(request: Request, name: string, pattern: RegExp): string {
  const v = new URL(request.url).searchParams.get(name)?.trim() ?? '';
  if (!pattern.test(v)) throw data(null, { status: 404 });
  return v;
}
