// fetch stubbed for the console's component tests: answers by 'METHOD /shop-api/path?query' (exact, or the first key
// the call starts with when `prefix`), anything else a 404; every call is recorded with its JSON body.
import { vi } from 'vitest';

export type Call = { url: string; method: string; body: unknown };
export type Answers = Record<string, { status: number; body: unknown }>;

export function stubApi(answers: Answers, opts: { prefix?: boolean } = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const asked = `${method} ${url}`;
    const key = opts.prefix ? Object.keys(answers).find((k) => asked.startsWith(k)) : asked;
    const a = (key && answers[key]) || { status: 404, body: { code: 'NOT_FOUND', message: 'not found' } };
    return { ok: a.status < 300, status: a.status, text: async () => JSON.stringify(a.body) } as Response;
  }));
  return calls;
}
