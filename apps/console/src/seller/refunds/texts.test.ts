// Every refund text key the seller centre's and the platform's refund pages name literally exists in zh and en, and
// so do the keys built from values (states, tabs, history events, actors, modes, goods status).
import { describe, expect, it } from 'vitest';
import { REFUND_ACTORS, REFUND_STATUS } from '@mall/shared';
import { translate } from '../../app/i18n';
import { REFUND_TABS } from './RefundsPage';

const sources = {
  ...import.meta.glob<string>('./*.tsx', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../platform/refunds/*.tsx', { query: '?raw', import: 'default', eager: true }),
};
const states = [...Object.keys(REFUND_STATUS), 'unknown'];
const tags = [...states, 'refunding'];
const built = [
  ...tags.map((s) => `refunds.status.${s}`),
  ...states.map((s) => `refunds.event.${s}`),
  ...REFUND_TABS.map((s) => `refunds.tab.${s ? Object.entries(REFUND_STATUS).find(([, c]) => c === s)![0] : 'all'}`),
  ...REFUND_ACTORS.map((a) => `refunds.actor.${a}`),
  'refunds.mode.refundOnly', 'refunds.mode.returnAndRefund', 'refunds.cargo.received', 'refunds.cargo.notReceived',
  'arbitration.tab.open', 'arbitration.tab.all',
];

describe('refund texts of the console', () => {
  it('has every key the pages use, in both languages', () => {
    const literal = new Set<string>();
    for (const src of Object.values(sources)) for (const m of src.matchAll(/['`]((?:refunds|arbitration)\.[\w.]+)['`]/g)) literal.add(m[1]!);
    expect(literal.size).toBeGreaterThan(40);
    for (const key of [...literal, ...built]) {
      for (const lang of ['zh', 'en'] as const) expect(translate(lang, key), `${lang} ${key}`).not.toBe(key);
    }
  });
});
