// i18n of the storefront: app texts (zh.json / en.json) merged with the shared message catalogue
// (rule and error messages from @mall/shared). One i18next instance per render tree (per request on the server).
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { messages, type Lang } from '@mall/shared';
import zh from './zh.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function setPath(tree: Tree, path: string[], value: string): void {
  let node = tree;
  path.forEach((part, i) => {
    if (i === path.length - 1) {
      node[part] = value;
      return;
    }
    const next = node[part];
    if (typeof next === 'object') node = next;
    else node = node[part] = {};
  });
}

function deepMerge(into: Tree, from: Tree): Tree {
  for (const [k, v] of Object.entries(from)) {
    const cur = into[k];
    if (typeof v === 'object' && typeof cur === 'object') deepMerge(cur, v);
    else into[k] = typeof v === 'object' ? deepMerge({}, v) : v;
  }
  return into;
}

/** The shared catalogue as a nested tree: 'search.productNameEmpty' → { search: { productNameEmpty } }. */
export function sharedTree(lang: Lang): Tree {
  const tree: Tree = {};
  for (const [key, text] of Object.entries(messages)) setPath(tree, key.split('.'), text[lang]);
  return tree;
}

// Each feature may bring its own texts in features/<name>/i18n/{zh,en}.json (top-level key = the feature name),
// so features add texts without editing the shared files.
const featureFiles = import.meta.glob<Tree>('../features/*/i18n/*.json', { eager: true, import: 'default' });

/** Texts of every feature for one language, keyed by file path (for the parity test). */
export function featureTexts(lang: Lang): Record<string, Tree> {
  return Object.fromEntries(Object.entries(featureFiles).filter(([path]) => path.endsWith(`/${lang}.json`)));
}

const withFeatures = (base: Tree, lang: Lang): Tree =>
  Object.values(featureTexts(lang)).reduce((acc, tree) => deepMerge(acc, tree), deepMerge({}, base));

export const appTexts: Record<Lang, Tree> = { zh: withFeatures(zh as Tree, 'zh'), en: withFeatures(en as Tree, 'en') };

export const resources = {
  zh: { translation: deepMerge(deepMerge({}, sharedTree('zh')), appTexts.zh) },
  en: { translation: deepMerge(deepMerge({}, sharedTree('en')), appTexts.en) },
};

export function createI18n(lang: Lang): I18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['zh', 'en'],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const perLang = new Map<Lang, I18n>();
/**
 * The instance of a language for the React tree, made once per process (server) or page (browser): nothing changes an
 * instance's language or texts, so every render of that language shares it instead of building one per request.
 * It is handed out as an object whose prototype is the instance: react-i18next's useTranslation copies the own
 * properties of the instance it is given at every mount (about 80 µs for an i18next instance's 42, so several
 * milliseconds of each server render); this view has none, and reads everything through its prototype.
 */
export function i18nOf(lang: Lang): I18n {
  let view = perLang.get(lang);
  if (!view) perLang.set(lang, (view = Object.create(createI18n(lang)) as I18n));
  return view;
}

let shared: I18n | undefined;
/** A read-only translator for places outside the React tree (meta functions). */
export function fixedT(lang: Lang): TFunction {
  shared ??= createI18n('zh');
  return shared.getFixedT(lang);
}

/** Flattened key list of a tree ('a.b.c'), for parity checks. */
export function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' ? flatKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
