// Every platform text key the pages name literally exists in zh and en (the parity of the files is checked in
// src/app/i18n.test.ts); the keys built from values (statuses, positions) are listed here with their values.
import { describe, expect, it } from 'vitest';
import { SHOP_STATUS } from '@mall/shared';
import { translate } from '../app/i18n';

const sources = import.meta.glob<string>('./**/*.tsx', { query: '?raw', import: 'default', eager: true });

const built = [
  ...Object.keys(SHOP_STATUS).map((k) => `platform.shops.s_${k}`),
  ...[0, 1, 2].flatMap((v) => [`platform.review.status${v}`, `platform.ads.station${v}`]),
  ...[1, 2, 3].map((g) => `platform.categories.level${g}`),
  'platform.terms.sts0', 'platform.terms.sts1', 'platform.nav.link', 'platform.nav.zone', 'platform.users.buyer', 'platform.users.admin',
  ...['offline', 'suspend', 'open'].map((a) => `platform.shops.${a}Title`),
  ...['serviceTermsSwitch', 'privacyPolicySwitch', 'balancePaySwitch', 'wxPaySwitch', 'aliPaySwitch'].map((k) => `platform.switches.${k}`),
];

describe('platform console texts', () => {
  it('has every key the pages use, in both languages', () => {
    const literal = new Set<string>();
    for (const src of Object.values(sources)) for (const m of src.matchAll(/['`](platform\.[\w.]+)['`]/g)) literal.add(m[1]!);
    for (const m of Object.values(sources).join('\n').matchAll(/page\('[\w-]*', '(\w+)'/g)) literal.add(`platform.menu.${m[1]}`);
    expect(literal.size).toBeGreaterThan(40);
    for (const key of [...literal, ...built]) {
      for (const lang of ['zh', 'en'] as const) expect(translate(lang, key), `${lang} ${key}`).not.toBe(key);
    }
  });
});
