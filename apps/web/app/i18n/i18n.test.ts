import { describe, expect, it } from 'vitest';
import { messages } from '@mall/shared';
import zh from './zh.json';
import en from './en.json';
import { createI18n, flatKeys, fixedT, i18nOf } from './index';
import type { Tree } from './tree';

const featureFiles = import.meta.glob<Tree>('../features/*/i18n/*.json', { eager: true, import: 'default' });
const featureTexts = (lang: 'zh' | 'en') =>
  Object.fromEntries(Object.entries(featureFiles).filter(([path]) => path.endsWith(`/${lang}.json`)));

describe('i18n resources', () => {
  it('zh.json and en.json have the same keys', () => {
    const zhKeys = flatKeys(zh).sort();
    const enKeys = flatKeys(en).sort();
    expect(zhKeys.length).toBeGreaterThan(50);
    expect(enKeys).toEqual(zhKeys);
  });

  it('each feature text file has the same keys in zh and en', () => {
    const zhFiles = featureTexts('zh');
    const enFiles = featureTexts('en');
    expect(Object.keys(enFiles).map((p) => p.replace(/en\.json$/, ''))).toEqual(
      Object.keys(zhFiles).map((p) => p.replace(/zh\.json$/, '')),
    );
    for (const [path, tree] of Object.entries(zhFiles)) {
      expect(flatKeys(enFiles[path.replace(/zh\.json$/, 'en.json')]!).sort(), path).toEqual(flatKeys(tree).sort());
    }
  });

  it('has no empty texts', () => {
    for (const [lang, tree] of Object.entries({ zh, en })) {
      const t = createI18n(lang as 'zh' | 'en');
      for (const key of flatKeys(tree)) expect(t.t(key), `${lang}:${key}`).not.toBe('');
    }
  });

  it('has no Chinese characters or full-width punctuation in the English texts', () => {
    const leaves = (tree: Tree, at = ''): [string, string][] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[at + k, v] as [string, string]] : leaves(v, `${at}${k}.`)));
    const english = [en, ...Object.values(featureTexts('en'))].flatMap((tree) => leaves(tree));
    const sharedEnglish = Object.entries(messages).map(([k, m]) => [k, m.en] as [string, string]);
    // the language switch names Chinese in Chinese on every page
    const allowed = new Set(['topbar.zh']);
    const cjk = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
    expect([...english, ...sharedEnglish].filter(([k, v]) => !allowed.has(k) && cjk.test(v))).toEqual([]);
  });

  it('does not shadow a shared message key', () => {
    const shared = new Set(Object.keys(messages));
    expect(flatKeys(zh).filter((k) => shared.has(k))).toEqual([]);
  });

  it('merges the shared message catalogue', () => {
    expect(createI18n('zh').t('search.productNameEmpty')).toBe('商品名称不能为空');
    expect(createI18n('en').t('search.productNameEmpty')).toBe('product name cannot be empty');
    expect(fixedT('en')('error.server')).toBe(messages['error.server'].en);
    expect(fixedT('zh')('header.search')).toBe('搜索');
  });
});

describe('texts of the home page and of the other pages (decision 024)', () => {
  const topKeys = (tree: Tree) => Object.keys(tree).sort();

  it('split every feature text between the two chunks, none in both, the same way in zh and en', async () => {
    const chunks = {
      zh: [(await import('./texts.zh')).default, (await import('./more-texts.zh')).default],
      en: [(await import('./texts.en')).default, (await import('./more-texts.en')).default],
    };
    for (const lang of ['zh', 'en'] as const) {
      const [core, more] = (chunks[lang] as [Tree, Tree]).map((tree) => new Set(flatKeys(tree)));
      expect(more!.size).toBeGreaterThan(100);
      for (const [path, tree] of Object.entries(featureTexts(lang))) {
        // (a feature may restate a key of the shared catalogue, which is in the home chunk)
        const keys = flatKeys(tree).filter((k) => !(k in messages));
        const inMore = keys.filter((k) => more!.has(k)).length;
        const inCore = keys.filter((k) => core!.has(k)).length;
        // each feature file wholly in one of the two chunks (the home chunk may repeat a few of the other's: HOME_PICKS)
        expect(inMore ? inMore : inCore, path).toBe(keys.length);
      }
    }
    expect(topKeys(chunks.en[1]!)).toEqual(topKeys(chunks.zh[1]!));
  });

  it('the home page and its layout find every text they name in the home chunk', async () => {
    const { readFileSync, existsSync } = await import('node:fs');
    const { dirname, resolve } = await import('node:path');
    const core = flatKeys((await import('./texts.zh')).default);
    const has = (key: string) => core.some((k) => k === key || k.startsWith(`${key}_`));
    const hasPrefix = (prefix: string) => core.some((k) => k.startsWith(prefix));
    const app = resolve(__dirname, '..');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/(?:from\s+|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const base = resolve(dirname(file), m[1]!);
        const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
          (p) => existsSync(p) && /\.tsx?$/.test(p),
        );
        if (found) visit(found);
      }
    };
    for (const entry of ['root.tsx', 'layouts/home.tsx', 'routes/home.tsx', 'entry.client.tsx'])
      visit(resolve(app, entry));
    expect(seen.size).toBeGreaterThan(30);
    const missing: string[] = [];
    let named = 0;
    for (const file of seen) {
      if (file.includes('/i18n/') || file.endsWith('.test.tsx')) continue;
      const code = readFileSync(file, 'utf8');
      // t('a.b'), t(cond ? 'a.b' : 'a.c'), i18nKey="a.b", and t(`a.${x}`) by its fixed prefix
      for (const m of code.matchAll(/(?:\bt\([^)'"`]*?|i18nKey=\{?|\?\s*|:\s*)(['"])([a-zA-Z]+\.[\w.]+)\1/g)) {
        if (!/^[a-z]/.test(m[2]!) || m[2]!.split('.').length < 2 || /\.(tsx?|css|json)$/.test(m[2]!)) continue;
        if (!/\bt\(|i18nKey/.test(code.slice(Math.max(0, m.index! - 80), m.index! + m[0].length))) continue;
        named++;
        if (!has(m[2]!)) missing.push(`${file.slice(app.length + 1)}: ${m[2]}`);
      }
      for (const m of code.matchAll(/\bt\(`([a-zA-Z]+\.[\w.]*)\$\{/g)) {
        named++;
        if (!hasPrefix(m[1]!)) missing.push(`${file.slice(app.length + 1)}: ${m[1]}…`);
      }
    }
    expect(named).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('the translators of the React tree answer as i18next does, kept texts included', () => {
    for (const lang of ['zh', 'en'] as const) {
      const plain = createI18n(lang);
      const t = i18nOf(lang).getFixedT(lang, 'translation');
      expect(i18nOf(lang).getFixedT(lang, 'translation')).toBe(t);
      for (const key of [...flatKeys(zh), 'search.productNameEmpty', 'no.such.key']) {
        expect(t(key), `${lang}:${key}`).toBe(plain.t(key));
        expect(t(key), `${lang}:${key} (kept)`).toBe(plain.t(key));
      }
      for (const count of [0, 1, 5]) expect(t('product.sold', { count })).toBe(plain.t('product.sold', { count }));
      expect(t('footer.serviceHours', { hours: '9-18' })).toBe(plain.t('footer.serviceHours', { hours: '9-18' }));
      expect(t('no.such.key', 'a default')).toBe('a default');
      expect(t('no.such.key', { defaultValue: 'a default' })).toBe('a default');
      const other = lang === 'zh' ? 'en' : 'zh';
      expect(t('header.search', { lng: other })).toBe(plain.t('header.search', { lng: other }));
    }
  });
});
