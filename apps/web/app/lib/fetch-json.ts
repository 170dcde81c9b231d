// The low-level browser request of the storefront: JSON (or a multipart form) in, JSON out, never throws.
import type { ApiResult } from './context';

export interface RequestInitJson {
  method?: string;
  /** JSON body, or a FormData sent as multipart */
  body?: unknown;
  lang: string;
}

export async function requestJson<T>(url: string, init: RequestInitJson): Promise<ApiResult<T>> {
  const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const headers: Record<string, string> = { 'Accept-Language': init.lang };
  if (!multipart) headers['Content-Type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
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
