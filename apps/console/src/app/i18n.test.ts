import { describe, expect, it } from 'vitest';
import { dictionaries, translate } from './i18n';

const keys = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

describe('console texts', () => {
  it('has the same keys in zh and en, none empty', () => {
    const zh = keys(dictionaries.zh).sort();
    const en = keys(dictionaries.en).sort();
    expect(en).toEqual(zh);
    for (const k of zh) {
      expect(translate('zh', k), k).not.toBe('');
      expect(translate('en', k), k).not.toBe('');
    }
  });
  it('has no Chinese characters or full-width punctuation in the English texts', () => {
    const cjk = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
    expect(keys(dictionaries.en).filter((k) => cjk.test(translate('en', k)))).toEqual([]);
  });
  it('fills placeholders and falls back to the key', () => {
    expect(translate('en', 'app.total', { total: 3 })).toBe('3 in all');
    expect(translate('zh', 'app.total', { total: 3 })).toBe('共 3 条');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
