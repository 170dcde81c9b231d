// Console texts in zh (default) and en. Every area brings its own src/<area>/**/i18n/{zh,en}.json under its own
// top-level key (app, seller, platform, coupons…); they are merged here, so nobody edits another area's file.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type Lang = 'zh' | 'en';
type Dict = Record<string, unknown>;

const zhFiles = import.meta.glob<Dict>('../**/i18n/zh.json', { eager: true, import: 'default' });
const enFiles = import.meta.glob<Dict>('../**/i18n/en.json', { eager: true, import: 'default' });
const merge = (files: Record<string, Dict>): Dict => Object.assign({}, ...Object.values(files));
export const dictionaries: Record<Lang, Dict> = { zh: merge(zhFiles), en: merge(enFiles) };

/** Looks up a dotted key ("seller.menu.products"); `{{name}}` placeholders are filled from vars. */
export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  let node: unknown = dictionaries[lang];
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Dict)[part] : undefined;
  if (typeof node !== 'string') return key;
  return vars ? node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? '')) : node;
}

const LANG_KEY = 'console.lang';
const isLang = (v: unknown): v is Lang => v === 'zh' || v === 'en';

function remembered(): Lang | null {
  try {
    const v = globalThis.localStorage?.getItem(LANG_KEY);
    return isLang(v) ? v : null;
  } catch {
    return null; // storage refused (privacy settings): the choice lasts as long as the page
  }
}

function remember(lang: Lang) {
  try {
    globalThis.localStorage?.setItem(LANG_KEY, lang);
  } catch {
    // storage refused: nothing to keep
  }
}

/**
 * The language the console opens in: `?lang=zh|en` of the address (remembered like the storefront's lang cookie, so
 * it stays after in-app navigation drops the parameter and on the next visit), else the remembered choice, else zh.
 */
export function storedLang(): Lang {
  const fromUrl = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  if (isLang(fromUrl)) {
    remember(fromUrl);
    return fromUrl;
  }
  return remembered() ?? 'zh';
}

/** The language this page shows (set by I18nProvider), which every API call asks for. */
let active: Lang | null = null;

type I18n = { lang: Lang; setLang: (lang: Lang) => void; t: (key: string, vars?: Record<string, string | number>) => string };
const I18nContext = createContext<I18n>({ lang: 'zh', setLang: () => {}, t: (k, v) => translate('zh', k, v) });

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => (active = initial ?? storedLang()));
  const setLang = useCallback((next: Lang) => {
    remember(next);
    active = next;
    setLangState(next);
  }, []);
  const value = useMemo<I18n>(() => ({ lang, setLang, t: (key, vars) => translate(lang, key, vars) }), [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
/** The language API calls use (outside React): the page's, not the address's (in-app links drop `?lang=`). */
export const currentLang = (): Lang => active ?? storedLang();
