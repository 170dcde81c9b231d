// Pages run under the Content-Security-Policy (apps/api/src/platform/security-headers.ts): the browser refuses nothing
// (no script, style, image or call) on the storefront's home and product pages, nor in the console while an operator
// signs in, and the pages still hydrate and work.
import { expect, test, type Page } from './support/test';

/** Collects what the browser refused under the policy (its console messages and securitypolicyviolation events). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/i.test(m.text())) seen.push(`${page.url()}: ${m.text()}`);
  });
  return seen;
}

test('home, a product page and the console sign-in: no CSP violation, pages hydrate', async ({ page }) => {
  const violations = await watchViolations(page);

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'/);
  // the centre popup ad opens after hydration; Esc closes it
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const href = await page.locator('.pgrid a.pcard').first().getAttribute('href');
  expect(href).toMatch(/^\/detail\/\d+$/);

  await page.goto(href!);
  await page.getByRole('link', { name: 'English' }).click(); // a client-side navigation: the page hydrated
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  await page.goto('/console/platform?lang=en');
  await expect(page).toHaveURL(/\/console\/login/);
  await page.getByLabel('User name / mobile').fill('demo_admin');
  await page.getByLabel('Password').fill('admin@123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.ant-layout-content')).toBeVisible();

  expect(violations).toEqual([]);
});
