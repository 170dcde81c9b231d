// The journeys' `test`: @playwright/test's, except that page.goto and page.reload return once a storefront page is
// hydrated. A server-rendered form typed into before hydration keeps its text on screen while React's state stays
// empty (React 19 replays no change events), so the journeys act on interactive pages only — in every page, also those
// of contexts a journey opens itself (waitUntil 'commit' opts out). Console pages (a client-only SPA) and non-HTML answers are returned at once.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

const patched = new WeakSet<Page>();

async function hydrated(page: Page) {
  await page.waitForFunction(
    () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 20_000 },
  );
}

function readyOnNavigation(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // waitUntil 'commit' asks for the page as it arrives (a journey that blocks the scripts, say)
    if (args[1]?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
}

function readyContext(context: BrowserContext) {
  context.pages().forEach(readyOnNavigation);
  context.on('page', readyOnNavigation);
}

function readyBrowser(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    readyContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    readyOnNavigation(page);
    return page;
  };
}

export const test = base.extend<object, { readyBrowser: void }>({
  readyBrowser: [async ({ browser }, use) => {
    readyBrowser(browser);
    await use();
  }, { scope: 'worker', auto: true }],
  context: async ({ context }, use) => {
    readyContext(context);
    await use(context);
  },
});
