// Usage-log session logic (SPEC §3/§4), pure: storage, clock and id source are injected.
// - uuid: one per browser, kept forever;
// - uuidSession: a new one after FLOW.sessionIdleMs without a page view, and step restarts at 0;
// - step: 0 for the first view of a session, +1 per view;
// - prevPageId: the page viewed just before in the same session (null at the start of a session).
import { FLOW, type FlowLogBody } from '@mall/shared';

export interface FlowStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface FlowDeps {
  storage: FlowStorage;
  now: () => number;
  newId: () => string;
}

export const FLOW_KEYS = { uuid: 'mall.flow.uuid', session: 'mall.flow.session' } as const;

interface SessionState {
  id: string;
  step: number;
  lastAt: number;
  pageId: number;
}

function readSession(storage: FlowStorage): SessionState | null {
  try {
    const raw = storage.getItem(FLOW_KEYS.session);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<SessionState>;
    if (typeof s.id !== 'string' || typeof s.step !== 'number' || typeof s.lastAt !== 'number') return null;
    return { id: s.id, step: s.step, lastAt: s.lastAt, pageId: typeof s.pageId === 'number' ? s.pageId : 0 };
  } catch {
    return null;
  }
}

/** Records one page view and answers the payload to send. */
export function nextPageView(deps: FlowDeps, pageId: number, userId?: number | string | null): FlowLogBody {
  const { storage, now, newId } = deps;
  let uuid = storage.getItem(FLOW_KEYS.uuid);
  if (!uuid || uuid.length < 8) {
    uuid = newId();
    storage.setItem(FLOW_KEYS.uuid, uuid);
  }
  const t = now();
  const prev = readSession(storage);
  const fresh = !prev || t - prev.lastAt > FLOW.sessionIdleMs || t < prev.lastAt - FLOW.sessionIdleMs;
  const session: SessionState = fresh
    ? { id: newId(), step: 0, lastAt: t, pageId }
    : { id: prev.id, step: prev.step + 1, lastAt: t, pageId };
  storage.setItem(FLOW_KEYS.session, JSON.stringify(session));
  return {
    pageId,
    prevPageId: fresh ? null : prev.pageId,
    step: session.step,
    systemType: FLOW.systemType,
    uuid,
    uuidSession: session.id,
    visitType: FLOW.visitPage,
    ...(userId != null ? { userId } : {}),
  };
}

/** 32 hex characters from the platform's random source (works outside secure contexts too). */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** localStorage, or memory when it is unavailable (private mode, disabled storage). */
export function browserStorage(): FlowStorage {
  const memory = new Map<string, string>();
  const fallback: FlowStorage = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
  try {
    const ls = window.localStorage;
    const probe = '__mall_probe__';
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    return ls;
  } catch {
    return fallback;
  }
}

/**
 * A click event (visitType 2: cart add, order, payment) in the current session: same session and step as the page
 * it happened on (a click is no page view: the step does not move), a new session when the last view is over 30
 * minutes old.
 */
export function clickEvent(deps: FlowDeps, biz: { bizType: number; bizData?: string; nums?: number; orderNumbers?: string }): FlowLogBody {
  const { storage, now } = deps;
  const prev = readSession(storage);
  const t = now();
  if (!prev || t - prev.lastAt > FLOW.sessionIdleMs) {
    // over 30 minutes idle: the click opens a session of its own, as a view of the same page would
    const view = nextPageView(deps, prev?.pageId ?? 0);
    return { ...view, prevPageId: null, visitType: FLOW.visitClick, ...biz };
  }
  storage.setItem(FLOW_KEYS.session, JSON.stringify({ ...prev, lastAt: t }));
  let uuid = storage.getItem(FLOW_KEYS.uuid) ?? '';
  if (uuid.length < 8) {
    uuid = deps.newId();
    storage.setItem(FLOW_KEYS.uuid, uuid);
  }
  return {
    pageId: prev.pageId, prevPageId: null, step: prev.step, systemType: FLOW.systemType, uuid, uuidSession: prev.id,
    visitType: FLOW.visitClick, ...biz,
  };
}
