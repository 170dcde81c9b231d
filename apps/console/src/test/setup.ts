import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s (default 1 s): antd renders slowly in jsdom when CI runs every suite at once
configure({ asyncUtilTimeout: 5_000 });

// antd's responsive parts ask matchMedia, which jsdom lacks
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }) as MediaQueryList;
}

// and ResizeObserver (tables, overflow)
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => cleanup());

// React's scheduler may still hold work (a dialog closing after the last test) queued with setImmediate: let it run
// while the jsdom window exists, or it throws 'window is not defined' after the file's environment is torn down
afterAll(async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
});
