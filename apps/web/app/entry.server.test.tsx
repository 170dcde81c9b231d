// @vitest-environment node
// The server render puts the request's CSP nonce (load context cspNonce, made by the API's security-headers.ts) on
// every inline script of a page: React Router's context, module and streamed-data scripts, ScrollRestoration, React's
// own scripts that reveal a Suspense boundary streamed in later, and the top ad's script. The page is rendered by
// React Router's request handler with this entry and the app's real root Layout.
import { Suspense, use } from 'react';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as entry from './entry.server';
import { Layout } from './root';
import { TopAd } from './components/PopupAds';

/** Text that arrives after the shell was sent (one promise per render, made fresh by each test). */
let pending: Promise<string> | undefined;
const laterText = () => (pending ??= new Promise((resolve) => setTimeout(() => resolve('streamed in later'), 20)));

function Late() {
  return <p>{use(laterText())}</p>;
}

function Page() {
  return (
    <main>
      <TopAd ad={{ id: 1, showStation: 0, adPic: '/uploads/top.webp', adPicLink: '/list' }} />
      <Suspense fallback={<p>waiting</p>}>
        <Late />
      </Suspense>
    </main>
  );
}

const manifestRoute = {
  id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: '/assets/root.js',
  imports: [], hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false,
  hasClientMiddleware: false, hasErrorBoundary: false,
};

const build = {
  entry: { module: entry },
  routes: { root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: { Layout, default: Page } } },
  assets: { entry: { module: '/assets/entry.js', imports: [] }, routes: { root: manifestRoute }, url: '/assets/manifest.js', version: 'test' },
  assetsBuildDirectory: 'build/client',
  basename: '/',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  publicPath: '/',
} as unknown as ServerBuild;

const handle = createRequestHandler(build, 'production');

async function render(cspNonce: string | undefined): Promise<string> {
  pending = undefined;
  const res = await handle(new Request('http://mall.test/'), { cspNonce } as unknown as AppLoadContext);
  expect(res.status).toBe(200);
  return res.text();
}

const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('server render with a CSP nonce', () => {
  it('every inline script carries the nonce of the request', async () => {
    const html = await render('bm9uY2Utb25l');
    expect(html).toContain('streamed in later'); // the Suspense boundary was streamed after the shell
    const tags = scriptTags(html);
    // the top ad's script, ScrollRestoration, the router context, the module script, the streamed data, React's reveal
    expect(html).toContain('mall.popupAd.0');
    expect(html).toContain('window.__reactRouterContext');
    expect(html).toMatch(/\$RC|\$RV|\$RB/);
    expect(tags.length).toBeGreaterThanOrEqual(5);
    for (const tag of tags) expect(tag).toContain('nonce="bm9uY2Utb25l"');
    // the module script waits for the first paint: a classic script that adds it (decision 046), with the nonce
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script nonce="bm9uY2Utb25l" data-modules="[^"]*\/assets\/root\.js/);
  });

  it('another request renders its own nonce', async () => {
    const html = await render('bm9uY2UtdHdv');
    for (const tag of scriptTags(html)) expect(tag).toContain('nonce="bm9uY2UtdHdv"');
    expect(html).not.toContain('bm9uY2Utb25l');
  });
});
