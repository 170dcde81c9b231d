// Accounts in the storefront: register → logout → SMS login → profile → change password → the old token is refused;
// the login popup's messages in English; the user center's guard.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { logInAs, registerUser } from './support/storefront';

// One code per phone per 60 s (all purposes): the journey registers and then logs in by SMS with the same phone.
const SMS_COOLDOWN_MS = 60_000;

/** The newest code the sandbox SMS provider sent to `mobile` after `afterId`. */
async function smsCode(request: APIRequestContext, mobile: string, afterId = 0): Promise<{ id: number; code: string }> {
  let found: { id: number; code: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/shop-api/dev/sms-outbox?mobile=${mobile}`);
      const items = (await res.json()) as { id: number; code: string | null }[];
      const item = items.find((i) => i.id > afterId && i.code);
      found = item ? { id: item.id, code: item.code! } : undefined;
      return !!found;
    })
    .toBe(true);
  return found!;
}

const tokenCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'token');

// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('register by phone, log out, log in by SMS, edit the profile, change the password: the old token is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const password = 'abc@12345';
  const newPassword = 'xyz@67890';

  // ---- register ----
  await page.goto('/register');
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const registerSentAt = Date.now();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const registerCode = await smsCode(request, mobile);
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(registerCode.code);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '同意协议并注册' }).click();
  await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
  await expect(page.getByText(/\d 秒后自动跳转到首页/)).toBeVisible();
  await page.waitForURL('/');
  const token = await tokenCookie(page);
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');

  // ---- logged in: the greeting; then log out ----
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  await page.goto('/help');
  await expect(page.getByText(`您好，${masked}`)).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL('/');
  expect(await tokenCookie(page)).toBeUndefined();
  await page.goto('/help');
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();

  // ---- SMS login in the popup (the cart button needs a login) ----
  await page.getByRole('link', { name: /我的购物车/ }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: '手机号登录' }).click();
  await dialog.getByRole('textbox', { name: '手机号' }).fill(mobile);
  const wait = registerSentAt + SMS_COOLDOWN_MS - Date.now();
  if (wait > 2_000) {
    // the API refuses a second code within 60 s and the page says so
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.locator('.toast')).toContainText('验证码发送过于频繁');
    await page.waitForTimeout(registerSentAt + SMS_COOLDOWN_MS + 1_000 - Date.now());
  } else if (wait > 0) {
    await page.waitForTimeout(wait + 1_000);
  }
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const loginCode = await smsCode(request, mobile, registerCode.id);
  await dialog.getByRole('textbox', { name: '验证码' }).fill(loginCode.code);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '登 录' }).click();
  // the popup closes and the page reloads, logged in
  await expect(page.getByText(`您好，${masked}`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL('/help');

  // ---- nickname and avatar ----
  await page.getByRole('link', { name: '个人中心' }).first().click();
  await expect(page).toHaveURL('/user-center');
  await expect(page.getByRole('heading', { name: `您好，${masked}` })).toBeVisible();
  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '个人信息' }).click();
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
  const upload = page.waitForResponse((r) => r.url().endsWith('/shop-api/p/file/upload'));
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  expect((await upload).status()).toBe(200);
  await page.getByLabel('昵称', { exact: true }).fill('E2E买家');
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.toast')).toHaveText('保存成功');
  await expect(page.getByText('您好，E2E买家')).toBeVisible(); // the top bar follows
  await page.reload();
  await expect(page.getByLabel('昵称', { exact: true })).toHaveValue('E2E买家');
  await expect(page.getByRole('radio', { name: '女' })).toBeChecked();
  await expect(page.getByRole('img', { name: '头像预览' })).toHaveAttribute(
    'src',
    /^\/uploads\/user\/\d+\/[\w-]+\.webp$/,
  );

  // ---- change the password: every session ends ----
  const oldToken = (await tokenCookie(page))!;
  await page.goto('/user-center/uc-password');
  await page.getByLabel('原密码', { exact: true }).fill(password);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认密码', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByRole('heading', { name: '密码修改成功' })).toBeVisible();
  await expect(page.getByText(/请重新登录，\d 秒后自动跳转到登录页/)).toBeVisible();
  await page.waitForURL('/login?redirect=%2Fuser-center');

  // the old token is refused by the API…
  const res = await request.get('/shop-api/p/user/userInfo', {
    headers: { Authorization: `Bearer ${oldToken.value}` },
  });
  expect(res.status()).toBe(401);
  // …and a browser still holding it is asked to log in
  await page.context().addCookies([oldToken]);
  await page.goto('/user-center/security');
  await expect(page).toHaveURL('/login?redirect=%2Fuser-center%2Fsecurity');
  await expect(page.getByRole('heading', { name: '账户登录' })).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();

  // the new password works, and the page goes back where it was asked for
  await page.getByLabel('账号', { exact: true }).fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(newPassword);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL('/user-center/security');
  await expect(page.getByRole('heading', { name: '账户安全' })).toBeVisible();
});

test('the login popup says what is wrong, in English', async ({ page }) => {
  await page.goto('/help?lang=en');
  await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('link', { name: 'My favourites' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Account', { exact: true })).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/termsPage?sts=0');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/termsPage?sts=1');

  await dialog.getByLabel('Account', { exact: true }).fill('ab');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.locator('.afield__error')).toHaveText([
    'Please enter a username of 4-16 letters, digits or underscores',
    'Please enter password',
    'Please agree to the following terms',
  ]);

  await dialog.getByRole('tab', { name: 'Mobile login' }).click();
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('12345');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.locator('.afield__error')).toHaveText([
    'Please enter a valid phone number',
    'Please enter the verification code',
    'Please agree to the following terms',
  ]);

  // wrong credentials: the API's message
  await dialog.getByRole('tab', { name: 'Account login' }).click();
  await dialog.getByLabel('Account', { exact: true }).fill('demo_buyer');
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password1');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('.toast')).toHaveText('Incorrect username or password');

  // Tab stays inside; Esc closes and gives the focus back
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the user center needs a login: /login?redirect= and back', async ({ page }) => {
  const res = await page.goto('/user-center/uc-account?lang=en');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL('/login?redirect=%2Fuser-center%2Fuc-account%3Flang%3Den&lang=en');
  await page.getByLabel('Account', { exact: true }).fill('demo_buyer');
  await page.getByLabel('Password', { exact: true }).fill('demo@123456');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/user-center/uc-account?lang=en');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText('Hi, 演示买家')).toBeVisible();

  await page.getByRole('navigation', { name: 'My account menu' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByText('138****8000')).toBeVisible();
  // a logged-in visitor of /login goes on to where it points
  await page.goto('/login?redirect=%2Fuser-center');
  await expect(page).toHaveURL('/user-center');
});

test('a form submitted before the page is interactive does not submit natively (no reload, nothing in the address)', async ({ page }) => {
  await page.route(/\.(js|mjs)(\?|$)/, (route) => route.abort());
  await page.goto('/login?lang=zh', { waitUntil: 'commit' });
  await page.locator('input[autocomplete=username]').fill('demo_buyer');
  await page.locator('input[autocomplete=current-password]').fill('demo@123456');
  // the submit event is cancelled before any handler of the page's own could run (a native submit would load the
  // address again: GET, the fields in its query, the fields emptied)
  const prevented = await page.evaluate(() => {
    let cancelled: boolean | undefined;
    window.addEventListener('submit', (e) => { cancelled = e.defaultPrevented; }, { once: true });
    document.querySelector('form')!.requestSubmit();
    return cancelled;
  });
  expect(prevented).toBe(true);
  expect(page.url()).toMatch(/\/login\?lang=zh$/);
  await expect(page.locator('input[autocomplete=current-password]')).toHaveValue('demo@123456');
});

test('a click on a button before the page is interactive is made once the page is: log out at once', async ({ page }) => {
  const { userName, passWord } = await registerUser(page.request, 'early');
  await logInAs(page, userName, passWord);
  // the page as it arrives (its scripts come after the first paint, decision 046): the click lands before hydration
  await page.goto('/help?lang=en', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
});
