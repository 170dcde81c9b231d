// SPEC §8: how a failed API answer becomes a message for the user (shown as a toast warning).
import type { TFunction } from 'i18next';
import type { ApiResult } from './context';

const isErrorBody = (v: unknown): v is { code: string; message: string } =>
  typeof v === 'object' && v !== null && typeof (v as { message?: unknown }).message === 'string';

/**
 * null for a success; 400 → the localized message the API sent; 401 → 'please log in';
 * 500 and anything unexpected → the 'small hiccup' message.
 */
export function apiErrorMessage(result: ApiResult<unknown>, t: TFunction): string | null {
  if (result.status >= 200 && result.status < 300) return null;
  if (result.status === 401) return t('error.unauthorized');
  if (result.status >= 500) return t('error.server');
  if (isErrorBody(result.data) && result.data.message) return result.data.message;
  return t('error.server');
}

/** Client-side call of the API (browser only): JSON in and out, Accept-Language from the page. */
export async function clientApi<T>(
  path: string,
  init: { method?: string; body?: unknown; lang: string },
): Promise<ApiResult<T>> {
  try {
    const res = await fetch(`/shop-api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': init.lang },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    return { status: res.status, data: data as T };
  } catch {
    return { status: 500, data: null as T };
  }
}
