// The console's calls of the mall API (docs/decisions/012-console.md): same-origin fetch, the login is the HttpOnly
// `token` cookie set by POST /session; seller calls add the store session header from this tab's sessionStorage.
import { currentLang } from './i18n';

export const API = '/shop-api';
export const STORE_TOKEN_HEADER = 'X-Store-Token';
const STORE_TOKEN_KEY = 'console.storeToken';

export const storeToken = {
  get: (): string | null => globalThis.sessionStorage?.getItem(STORE_TOKEN_KEY) ?? null,
  set: (value: string) => globalThis.sessionStorage?.setItem(STORE_TOKEN_KEY, value),
  clear: () => globalThis.sessionStorage?.removeItem(STORE_TOKEN_KEY),
};

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** Listeners told about a 401 (logged out) or a 403 STORE_SESSION_REQUIRED (store password again). */
type AuthEvent = 'login' | 'store';
const listeners = new Set<(e: AuthEvent) => void>();
export function onAuthLost(fn: (e: AuthEvent) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export type Query = Record<string, string | number | boolean | undefined | null>;
export const withQuery = (path: string, query?: Query) => {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
};

export function headers(json: boolean): Record<string, string> {
  const h: Record<string, string> = { 'Accept-Language': currentLang() };
  if (json) h['Content-Type'] = 'application/json';
  const st = storeToken.get();
  if (st) h[STORE_TOKEN_HEADER] = st;
  return h;
}

/** Turns a non-2xx answer into an ApiError (and tells the listeners about lost logins). */
export function failure(status: number, data: unknown): ApiError {
  const body = (data ?? {}) as { code?: string; message?: string };
  const code = body.code ?? 'HTTP_' + status;
  if (status === 401) listeners.forEach((fn) => fn('login'));
  if (code === 'STORE_SESSION_REQUIRED') listeners.forEach((fn) => fn('store'));
  return new ApiError(status, code, body.message ?? code);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** JSON in, JSON out; throws ApiError with the API's localized message. `path` is below /shop-api. */
export async function api<T>(path: string, init: { method?: string; body?: unknown; query?: Query } = {}): Promise<T> {
  const res = await fetch(API + withQuery(path, init.query), {
    method: init.method ?? 'GET',
    headers: headers(init.body !== undefined),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
  });
  const data = parseJson(await res.text());
  if (!res.ok) throw failure(res.status, data);
  return data as T;
}

/** A multipart upload with progress (XMLHttpRequest: fetch cannot report upload progress). */
export function uploadFile<T>(path: string, file: File, onProgress: (percent: number) => void, field = 'file'): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API + path);
    for (const [k, v] of Object.entries(headers(false))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(data as T);
      } else reject(failure(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'network error'));
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

/** POST /session of the mall server: sets or clears the HttpOnly token cookie (decision 010). */
export async function sessionCall(body: { intent: 'login'; userName: string; passWord: string } | { intent: 'logout' }): Promise<void> {
  const res = await fetch('/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLang() },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(res.status, data?.code ?? 'HTTP_' + res.status, data?.message ?? String(res.status));
  }
}
