// The user center on a phone (issue 16): at 375 px the side menu folds behind one button naming the current page, so
// the page's own heading is in the first screen; the button opens the menu (aria-expanded) and a page chosen from it
// closes it again. At 1280 px the menu is shown whole as before, without the button. zh and en, a new buyer.
import { expect, test } from './support/test';
import { logInAs, registerUser } from './support/storefront';

const TEXTS = {
  zh: { menu: '个人中心菜单', toggle: /菜单\s*我的积分/, title: '我的积分', coupons: '我的优惠券', toggleCoupons: /菜单\s*我的优惠券/ },
  en: { menu: 'My account menu', toggle: /Menu\s*My points/, title: 'My points', coupons: 'My coupons', toggleCoupons: /Menu\s*My coupons/ },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const T = TEXTS[lang];
  const q = `?lang=${lang}`;

  test(`at 375 px the user center's page comes first and its menu opens from a button; at 1280 px the menu is whole (${lang})`, async ({ page }) => {
    const account = await registerUser(page.request, `puc${lang}`);
    await logInAs(page, account.userName, account.passWord);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/user-center/uc-integral${q}`);
    const heading = page.getByRole('heading', { level: 1, name: T.title });
    await expect(heading).toBeVisible();
    // the heading sits in the first screen (above the bottom tab bar), with no scrolling
    const box = (await heading.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(812 - 56);
    const nav = page.getByRole('navigation', { name: T.menu });
    const toggle = nav.getByRole('button', { name: T.toggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: T.coupons })).toBeHidden();
    // folded, the menu is one bar (the whole menu was ~230 px above the page)
    expect((await nav.boundingBox())!.height).toBeLessThanOrEqual(60);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: T.coupons }).click();
    await page.waitForURL(/\/user-center\/uc-coupons/);
    const next = nav.getByRole('button', { name: T.toggleCoupons });
    await expect(next).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: T.title })).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/user-center/uc-integral${q}`);
    await expect(nav.getByRole('button')).toBeHidden();
    await expect(nav.getByRole('link', { name: T.coupons })).toBeVisible();
    await expect(nav.getByRole('link', { name: T.title })).toHaveAttribute('aria-current', 'page');
    // the menu is the left column beside the page, not above it
    const menuBox = (await nav.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(headingBox.x);
  });
}
