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
  // antd's pop-ups and static holders finish closing on short timers, and React runs what they queue in time slices
  // of its own: give both a moment (a fixed 300 ms a file, not a wait on a condition)
  const until = Date.now() + 300;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  }
});

// jsdom computes styles by matching every rule of every <style> antd's CSS-in-JS has put in the document, at each
// call (antd asks on every render of many components: most of these tests' time). jsdom lays nothing out: answer
// from the element's own style attribute (what antd sets to show and hide dialogs and pop-ups, and what
// testing-library reads to skip hidden elements), with the hidden-class antd puts on closed pop-ups.
const HIDDEN_CLASS = /(?:^|\s)ant-[\w-]+-hidden(?:\s|$)/;
window.getComputedStyle = (element: Element) => {
  const own = (element as HTMLElement).style;
  return new Proxy(own ?? ({} as CSSStyleDeclaration), {
    get(target, key) {
      if (key === 'display' && HIDDEN_CLASS.test(element.getAttribute('class') ?? '')) return 'none';
      if (key === 'getPropertyValue') return (name: string) => target?.getPropertyValue?.(name) ?? '';
      const value = (target as unknown as Record<string | symbol, unknown>)?.[key];
      return typeof value === 'function' ? value.bind(target) : (value ?? '');
    },
  });
};
