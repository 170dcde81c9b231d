// Small helpers over the load context's api().
import type { Lang, Paged } from '@mall/shared';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';

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
