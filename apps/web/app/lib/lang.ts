// Language of a request: `?lang=` in the address, else the `lang` cookie, else zh (SPEC §2, §3).
import { DEFAULT_LANG, isLang, type Lang } from '@mall/shared';

export const LANG_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface LangChoice {
  lang: Lang;
  /** `?lang=` is present but is neither zh nor en: the page is not found. */
  invalid: boolean;
  /** The Set-Cookie value to remember a language chosen in the address, when it differs from the cookie. */
  setCookie: string | null;
}

export function chooseLang(url: URL, cookieHeader: string | null | undefined): LangChoice {
  const cookie = readCookie(cookieHeader, LANG_COOKIE);
  const cookieLang = isLang(cookie) ? cookie : null;
  const fallback = cookieLang ?? DEFAULT_LANG;
  if (!url.searchParams.has('lang')) return { lang: fallback, invalid: false, setCookie: null };
  const asked = url.searchParams.get('lang');
  if (!isLang(asked)) return { lang: fallback, invalid: true, setCookie: null };
  return {
    lang: asked,
    invalid: false,
    setCookie: asked === cookieLang ? null : `${LANG_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`,
  };
}

/** The language a loader should ask the API in. */
export function requestLang(request: Request): Lang {
  return chooseLang(new URL(request.url), request.headers.get('Cookie')).lang;
}

/** The address of the current page in another language: same path, same other query params, same hash. */
export function langHref(location: { pathname: string; search: string; hash?: string }, lang: Lang): string {
  const params = new URLSearchParams(location.search);
  params.set('lang', lang);
  return `${location.pathname}?${params.toString()}${location.hash ?? ''}`;
}

export const htmlLang = (lang: Lang): string => (lang === 'zh' ? 'zh-CN' : 'en');
