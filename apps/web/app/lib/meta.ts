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

/** Title and description tags; `title` undefined gives the home title. */
export function pageMeta(
  matches: readonly AnyMatch[],
  title?: string | ((t: ReturnType<typeof fixedT>) => string),
  fallbackLang?: unknown,
  fallbackSite?: string | null,
) {
  const lang = metaLang(matches, fallbackLang);
  const t = fixedT(lang);
  const site = shellOf(matches)?.config?.siteName || fallbackSite || t('site.name');
  const own = typeof title === 'function' ? title(t) : title;
  return [
    { title: own ? t('meta.titled', { title: own, site }) : t('meta.home', { site }) },
    { name: 'description', content: t('meta.description', { site }) },
  ];
}
