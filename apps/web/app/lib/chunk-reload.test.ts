import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadForChunk, RELOAD_GUARD_MS } from './chunk-reload';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('chunk load failure reload (SPEC §8)', () => {
  it('recognises the browsers\' failed dynamic import messages only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/b.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then refuses within the guard time (no loop), and again after it', () => {
    const store = memory();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadForChunk(store, reload, 1_000_000)).toBe(true);
    expect(reloadForChunk(store, reload, 1_000_000 + 500)).toBe(false);
    expect(reloadForChunk(store, reload, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadForChunk(store, reload, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('does not reload when storage is refused (no guard, no reload)', () => {
    let reloads = 0;
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(reloadForChunk(broken, () => void reloads++, 5)).toBe(false);
    expect(reloads).toBe(0);
  });
});
