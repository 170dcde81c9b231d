// Page titles: "<page> - <site>", localized with the language of the root loader.
import { isLang, type Lang } from '@mall/shared';
import { fixedT } from '../i18n';
import type { ShellData } from './shell';

type AnyMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

export function shellOf(matches: readonly AnyMatch[]): ShellData | undefined {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as ShellData | undefined;
}

export function metaLang(matches: readonly AnyMatch[], fallback?: unknown): Lang {
  const lang = shellOf(matches)?.lang;
  if (lang) return lang;
  return isLang(fallback) ? fallback : 'zh';
}

/** The most characters of a description (search engines show about this many). */
export const DESCRIPTION_MAX = 160;

/** Text of HTML or a long string, flattened to one line and cut to DESCRIPTION_MAX characters. */
export function descriptionText(raw: string): string {
  const text = raw.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

/**
 * Title and description tags; `title` undefined gives the home title. Every page has a description of its own: the
 * page's (`description`, a string or made with the page's `t`), else one naming the page's title; the home page's is
 * the site's.
 */
export function pageMeta(
  matches: readonly AnyMatch[],
  title?: string | ((t: ReturnType<typeof fixedT>) => string),
  fallbackLang?: unknown,
  fallbackSite?: string | null,
  description?: string | null | ((t: ReturnType<typeof fixedT>, site: string) => string | null),
) {
  const lang = metaLang(matches, fallbackLang);
  const t = fixedT(lang);
  const site = shellOf(matches)?.config?.siteName || fallbackSite || t('site.name');
  const own = typeof title === 'function' ? title(t) : title;
  const given = typeof description === 'function' ? description(t, site) : description;
  const text = given || (own ? t('meta.pageDescription', { title: own, site }) : t('meta.description', { site }));
  return [
    { title: own ? t('meta.titled', { title: own, site }) : t('meta.home', { site }) },
    { name: 'description', content: descriptionText(text) },
  ];
}
