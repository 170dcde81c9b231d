import { describe, expect, it } from 'vitest';
import { messages } from '@mall/shared';
import zh from './zh.json';
import en from './en.json';
import { createI18n, flatKeys, fixedT } from './index';
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
    expect(Object.keys(enFiles).map((p) => p.replace(/en\.json$/, ''))).toEqual(Object.keys(zhFiles).map((p) => p.replace(/zh\.json$/, '')));
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
