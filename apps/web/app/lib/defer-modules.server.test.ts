// @vitest-environment node
// The page's module preloads and module script wait for its first paint (decision 046): the rewrite of the streamed
// HTML, and what its classic script does in a page (jsdom running the page's scripts, with animation frames).
// @ts-expect-error -- jsdom ships no type declarations and @types/jsdom is not installed
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DeferModules, unindented } from './defer-modules.server';

const head =
  '<html><head><link rel="modulepreload" href="/assets/texts.zh-1.js"/><link rel="stylesheet" href="/assets/site.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="Tm9uY2U="/><link rel="modulepreload" href="/assets/framework-3.js" nonce="Tm9uY2U="/>';
const moduleCode = ';\nimport * as route0 from "/assets/root-4.js";\nwindow.__x = "a<b";\nimport("/assets/entry.client-2.js");';
const body =
  '</head><body><p>page</p><script nonce="Tm9uY2U=">window.__reactRouterContext = {};</script>' +
  `<script nonce="Tm9uY2U=" type="module" async="">${moduleCode}</script>` +
  '<script nonce="Tm9uY2U=">window.__reactRouterContext.streamController = 1;</script></body></html>';

const JSDOM = UntypedJSDOM as new (
  html: string,
  options: { runScripts: 'dangerously'; pretendToBeVisual: boolean },
) => { window: Window & typeof globalThis };

/** The page as the stream sends it, in two batches (head, then body), rewritten. */
function rewritten(): string {
  const defer = new DeferModules();
  return defer.rewrite(head) + defer.rewrite(body) + defer.finish();
}

describe('module scripts after the first paint', () => {
  it('takes the preloads out of the head and turns the module script into a classic one with the same nonce', () => {
    const html = rewritten();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    const loader = /<script nonce="Tm9uY2U=" data-modules="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
    expect(loader?.[1]).toBe('/assets/texts.zh-1.js /assets/entry.client-2.js /assets/framework-3.js');
    // the module's text is held as it was, unescaped, in a script no browser runs, just before the loader
    expect(html).toContain(`<script nonce="Tm9uY2U=" type="text/x-mall-module">${moduleCode}</script><script nonce="Tm9uY2U=" data-modules=`);
    expect(loader?.[2]).not.toContain('import');
    // the scripts before and after it are left as they were
    expect(html).toContain('window.__reactRouterContext = {};</script>');
    expect(html).toContain('window.__reactRouterContext.streamController = 1;</script>');
  });

  it("drops the manifest's indentation, not a template literal's", () => {
    const manifest = ';\nimport * as route0 from "/assets/root-4.js";\n  window.__reactRouterManifest = {\n    "entry": {\n      "module": "/a b.js"\n    }\n  };';
    expect(unindented(manifest)).toBe(';\nimport * as route0 from "/assets/root-4.js";\nwindow.__reactRouterManifest = {\n"entry": {\n"module": "/a b.js"\n}\n};');
    expect(JSON.parse(unindented('{\n  "a": [\n    1\n  ]\n}'))).toEqual({ a: [1] });
    const template = 'const t = `line\n  kept`;';
    expect(unindented(template)).toBe(template);
  });

  it('without a module script (a page that does not hydrate) the preloads come back at the end', () => {
    const defer = new DeferModules();
    const out = defer.rewrite(head) + defer.rewrite('</head><body><p>static</p></body></html>') + defer.finish();
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(out.endsWith('<link rel="modulepreload" href="/assets/framework-3.js"/>')).toBe(true);
  });

  it('in the page, adds the preloads and the module script only after two animation frames', async () => {
    const dom = new JSDOM(rewritten(), { runScripts: 'dangerously', pretendToBeVisual: true });
    const doc = dom.window.document;
    const added = () => ({
      preloads: [...doc.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
      modules: [...doc.querySelectorAll('script[type=module]')],
    });
    // parsed, no frame yet: nothing asked for
    expect(added()).toEqual({ preloads: [], modules: [] });
    const frame = () => new Promise((resolve) => dom.window.requestAnimationFrame(resolve));
    await frame();
    await frame();
    await new Promise((resolve) => dom.window.setTimeout(resolve, 0));
    const after = added();
    expect(after.preloads).toEqual(['/assets/texts.zh-1.js', '/assets/entry.client-2.js', '/assets/framework-3.js']);
    expect(after.modules).toHaveLength(1);
    expect(after.modules[0]!.textContent).toBe(moduleCode);
    dom.window.close();
  });

  it('in the page, waits for its high-priority pictures (the LCP candidates) before the frames', async () => {
    const page = rewritten().replace(
      '<p>page</p>',
      '<img fetchpriority="high" src="/uploads/main.webp" alt=""><img fetchpriority="high" loading="lazy" src="/uploads/x.webp" alt="">',
    );
    const dom = new JSDOM(page, { runScripts: 'dangerously', pretendToBeVisual: true });
    const { window } = dom;
    const modules = () => window.document.querySelectorAll('script[type=module]').length;
    const frames = async () => {
      for (let i = 0; i < 3; i++) await new Promise((resolve) => window.requestAnimationFrame(resolve));
      await new Promise((resolve) => window.setTimeout(resolve, 0));
    };
    await frames();
    expect(modules()).toBe(0); // the main picture has not loaded (the lazy one is not waited for)
    window.document.querySelector('img')!.dispatchEvent(new window.Event('load'));
    await frames();
    expect(modules()).toBe(1);
    window.close();
  });

  it('in the page, adds them at once when the visitor presses something first', () => {
    const page = rewritten().replace('<p>page</p>', '<img fetchpriority="high" src="/uploads/main.webp" alt="">');
    const dom = new JSDOM(page, { runScripts: 'dangerously', pretendToBeVisual: true });
    const { window } = dom;
    const modules = () => window.document.querySelectorAll('script[type=module]').length;
    expect(modules()).toBe(0);
    window.document.body.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    expect(modules()).toBe(1);
    window.document.body.dispatchEvent(new window.Event('keydown', { bubbles: true }));
    expect(modules()).toBe(1);
    window.close();
  });
});
