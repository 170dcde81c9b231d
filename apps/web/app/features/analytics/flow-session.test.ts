import { describe, expect, it } from 'vitest';
import { FLOW } from '@mall/shared';
import { clickEvent, FLOW_KEYS, nextPageView, randomId, type FlowDeps } from './flow-session';
import { bizOfView } from './usage-log';
import { PAGE_IDS, pageIdFor } from './page-ids';

function deps(start = 1_700_000_000_000) {
  const store = new Map<string, string>();
  let now = start;
  let n = 0;
  const d: FlowDeps = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    now: () => now,
    newId: () => `id-${String(++n).padStart(6, '0')}`,
  };
  return { d, store, advance: (ms: number) => (now += ms) };
}

describe('usage-log session', () => {
  it('starts a session at step 0 with no previous page, and keeps the uuid', () => {
    const { d, store } = deps();
    const first = nextPageView(d, PAGE_IDS.home);
    expect(first).toMatchObject({ pageId: 1, step: 0, prevPageId: null, systemType: 1, visitType: 1 });
    expect(first.uuid).toBe('id-000001');
    expect(first.uuidSession).toBe('id-000002');
    expect(store.get(FLOW_KEYS.uuid)).toBe('id-000001');
  });

  it('increments step and carries prevPageId within a session', () => {
    const { d, advance } = deps();
    const a = nextPageView(d, PAGE_IDS.home);
    advance(60_000);
    const b = nextPageView(d, PAGE_IDS.help);
    advance(FLOW.sessionIdleMs); // exactly 30 min idle is still the same session
    const c = nextPageView(d, PAGE_IDS.termsPage);
    expect([b.step, c.step]).toEqual([1, 2]);
    expect([b.prevPageId, c.prevPageId]).toEqual([PAGE_IDS.home, PAGE_IDS.help]);
    expect(new Set([a.uuidSession, b.uuidSession, c.uuidSession]).size).toBe(1);
  });

  it('restarts the session after more than 30 minutes idle: new id, step 0, same uuid', () => {
    const { d, advance } = deps();
    const a = nextPageView(d, PAGE_IDS.home);
    nextPageView(d, PAGE_IDS.help);
    advance(FLOW.sessionIdleMs + 1);
    const c = nextPageView(d, PAGE_IDS.home);
    expect(c.uuidSession).not.toBe(a.uuidSession);
    expect(c.step).toBe(0);
    expect(c.prevPageId).toBeNull();
    expect(c.uuid).toBe(a.uuid);
    advance(1000);
    expect(nextPageView(d, PAGE_IDS.help)).toMatchObject({
      step: 1,
      prevPageId: PAGE_IDS.home,
      uuidSession: c.uuidSession,
    });
  });

  it('measures idleness from the last view, not from the session start', () => {
    const { d, advance } = deps();
    const a = nextPageView(d, 1);
    for (let i = 0; i < 5; i++) {
      advance(20 * 60_000);
      expect(nextPageView(d, 1).uuidSession).toBe(a.uuidSession);
    }
  });

  it('survives corrupt storage', () => {
    const { d, store } = deps();
    store.set(FLOW_KEYS.session, '{not json');
    expect(nextPageView(d, 2)).toMatchObject({ step: 0, prevPageId: null });
  });

  it('makes 32-hex random ids', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId()).not.toBe(randomId());
  });
});

describe('page ids', () => {
  it('maps addresses to stable numbers', () => {
    expect(pageIdFor('/')).toBe(PAGE_IDS.home);
    expect(pageIdFor('/help')).toBe(PAGE_IDS.help);
    expect(pageIdFor('/termsPage')).toBe(PAGE_IDS.termsPage);
    expect(pageIdFor('/detail/12')).toBe(PAGE_IDS.detail);
    expect(pageIdFor('/no-such-page')).toBe(PAGE_IDS.notFound);
    expect(pageIdFor('/help', true)).toBe(PAGE_IDS.notFound);
    expect(new Set(Object.values(PAGE_IDS)).size).toBe(Object.values(PAGE_IDS).length);
  });
});

describe('usage-log click events and business data', () => {
  it('a click stays in the session and step of its page; over 30 minutes idle it opens a new session', () => {
    const { d, advance } = deps();
    const view = nextPageView(d, PAGE_IDS.detail);
    advance(60_000);
    const add = clickEvent(d, { bizType: 2, bizData: '42', nums: 3 });
    expect(add).toMatchObject({ pageId: PAGE_IDS.detail, step: view.step, uuidSession: view.uuidSession, uuid: view.uuid, visitType: 2, bizType: 2, bizData: '42', nums: 3 });
    advance(FLOW.sessionIdleMs + 1);
    const late = clickEvent(d, { bizType: 3, orderNumbers: 'A1,B2' });
    expect(late.uuidSession).not.toBe(view.uuidSession);
    expect(late).toMatchObject({ step: 0, visitType: 2, bizType: 3, orderNumbers: 'A1,B2', uuid: view.uuid });
  });

  it('a product page view carries its product id, a shop home its shop id, other pages nothing', () => {
    expect(bizOfView('/detail/123', '')).toEqual({ bizType: 1, bizData: '123' });
    expect(bizOfView('/shopIndex', '?sid=7')).toEqual({ bizType: 5, bizData: '7' });
    expect(bizOfView('/shopIndex', '?sid=x')).toBeNull();
    expect(bizOfView('/list', '?pn=a')).toBeNull();
    expect(bizOfView('/detail/', '')).toBeNull();
  });
});
