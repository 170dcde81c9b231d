// i18n of the storefront: app texts (zh.json / en.json and each feature's i18n/{zh,en}.json) merged with the shared
// message catalogue (rule and error messages from @mall/shared). One i18next instance per language and process.
// The texts of each language are a chunk of their own (texts.zh.ts / texts.en.ts): the server loads both at start,
// the browser only the page's language, before it hydrates (entry.client.tsx). Switching the language loads a new
// document (LangSwitch), so a page never needs the other language's texts.
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import type { Lang } from '@mall/shared';
import { deepMerge, type Tree } from './tree';

export { flatKeys } from './tree';

const loaded: Partial<Record<Lang, Tree>> = {};
/** The React tree's instance of each language (i18nOf). */
const perLang = new Map<Lang, I18n>();
/** The texts looked up so far by the translators of withFastT, per language: emptied when texts are added. */
const keptTexts: Record<Lang, Set<Map<string, unknown>>> = { zh: new Set(), en: new Set() };
type TextsChunk = { default: Tree; messageKeys: string[] };
const chunks: Record<Lang, () => Promise<TextsChunk>> = {
  zh: () => import('./texts.zh'),
  en: () => import('./texts.en'),
};

const moreChunks: Record<Lang, () => Promise<TextsChunk>> = {
  zh: () => import('./more-texts.zh'),
  en: () => import('./more-texts.en'),
};

/** Loads the texts of a language that the home page needs (once); createI18n needs them. */
export async function loadTexts(lang: Lang): Promise<void> {
  // a copy: the texts of the other pages are merged into it later (loadMoreTexts), not into the module's export
  if (loaded[lang]) return;
  const chunk = await chunks[lang]();
  loaded[lang] ??= deepMerge({}, chunk.default);
  for (const key of chunk.messageKeys) messageKeys.add(key);
}

const messageKeys = new Set<string>();
/** The shared catalogue's keys of the texts loaded so far (all of them on the server and in the tests). */
export const loadedMessageKeys = (): ReadonlySet<string> => messageKeys;

const moreLoaded: Partial<Record<Lang, Promise<void>>> = {};
/**
 * Adds the texts of the features only other pages use (more-texts.<lang>.ts) to a language's texts and its instance,
 * once. The instance reads the same tree it was made with, so a page made before sees them too.
 */
export function loadMoreTexts(lang: Lang): Promise<void> {
  return (moreLoaded[lang] ??= (async () => {
    const [more] = await Promise.all([moreChunks[lang](), loadTexts(lang)]);
    deepMerge(loaded[lang]!, more.default);
    for (const key of more.messageKeys) messageKeys.add(key);
    perLang.get(lang)?.addResourceBundle(lang, 'translation', more.default, true, true);
    // the texts a translator kept (withFastT) may have been missing before
    for (const texts of keptTexts[lang]) texts.clear();
  })());
}

/** Every text of a language: the server loads both languages at start, the tests too. */
export const loadAllTexts = (lang: Lang): Promise<void> => loadTexts(lang).then(() => loadMoreTexts(lang));

if (import.meta.env.SSR) await Promise.all([loadAllTexts('zh'), loadAllTexts('en')]);

function textsOf(lang: Lang): Tree {
  const texts = loaded[lang];
  if (texts) return texts;
  const other = loaded.zh ?? loaded.en;
  if (!import.meta.env.SSR && typeof window !== 'undefined' && other) {
    // The language changed under this page (another tab set the lang cookie, then this one revalidated): load the
    // page anew, in that language; meanwhile keep showing the texts this document has.
    window.location.reload();
    return other;
  }
  throw new Error(`the ${lang} texts are not loaded (loadTexts)`);
}

export function createI18n(lang: Lang): I18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['zh', 'en'],
    resources: { [lang]: { translation: textsOf(lang) } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * The instance of a language for the React tree, made once per process (server) or page (browser): nothing changes an
 * instance's language or texts, so every render of that language shares it instead of building one per request.
 * It is handed out as an object whose prototype is the instance: react-i18next's useTranslation copies the own
 * properties of the instance it is given at every mount (about 80 µs for an i18next instance's 42, so several
 * milliseconds of each server render); this view has none, and reads everything through its prototype.
 */
export function i18nOf(lang: Lang): I18n {
  let view = perLang.get(lang);
  if (!view) perLang.set(lang, (view = Object.create(withFastT(createI18n(lang), keptTexts[lang])) as I18n));
  return view;
}


/**
 * An instance whose getFixedT (what useTranslation and fixedT call) hands out one translator per language and
 * namespace, which keeps the text of each key asked without options: i18next's own translator copies all of the
 * instance's options into a new object and resolves the key anew at every call, and a page calls it a few hundred
 * times per render (about 13 % of a server render's CPU). Calls with options (interpolation, counts, a default value)
 * go to i18next's translator with the fixed language and namespace, without that copy; anything else (a key prefix,
 * another language or namespace, selector keys) to i18next's own getFixedT. The answers are the same as i18next's.
 */
function withFastT(instance: I18n, kept: Set<Map<string, unknown>>): I18n {
  const made = new Map<string, TFunction>();
  type AnyT = (...args: unknown[]) => unknown;
  const ownGetFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => AnyT;
  const layer = Object.create(instance) as I18n;
  layer.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOpts?: unknown) => {
    if (typeof lng !== 'string' || (ns !== undefined && typeof ns !== 'string') || keyPrefix !== undefined) {
      return ownGetFixedT(lng, ns, keyPrefix, fixedOpts) as unknown as TFunction;
    }
    const id = `${lng}|${ns ?? ''}`;
    let t = made.get(id);
    if (t) return t;
    const slow = ownGetFixedT(lng, ns, keyPrefix, fixedOpts);
    const texts = new Map<string, unknown>();
    kept.add(texts);
    const namespace = (ns as string | undefined) ?? (instance.options.defaultNS as string | undefined) ?? 'translation';
    const fast = (key: unknown, opts?: unknown, more?: unknown): unknown => {
      // t(key, defaultValue, options) and selector keys: i18next's own
      if (typeof key !== 'string' || more !== undefined) return slow(key, opts, more);
      if (opts === undefined) {
        let text = texts.get(key);
        if (text === undefined) texts.set(key, (text = instance.t(key, { lng, ns: namespace })));
        return text;
      }
      if (typeof opts !== 'object' || opts === null) return slow(key, opts);
      const o = opts as Record<string, unknown>;
      if (o.lng != null || o.lngs != null || o.ns != null || o.keyPrefix != null) return slow(key, opts);
      return instance.t(key, { ...o, lng, ns: namespace });
    };
    t = Object.assign(fast, { lng, ns: namespace, keyPrefix: undefined }) as unknown as TFunction;
    made.set(id, t);
    return t;
  }) as unknown as I18n['getFixedT'];
  return layer;
}

const fixed = new Map<Lang, TFunction>();
/** A read-only translator for places outside the React tree (meta functions). */
export function fixedT(lang: Lang): TFunction {
  let t = fixed.get(lang);
  if (!t) fixed.set(lang, (t = i18nOf(lang).getFixedT(lang)));
  return t;
}
