// Customer-service chat in zh and en (issue 15): a new buyer opens the chat from a product page of demo_seller's shop
// ("联系客服 / Contact the shop") and sends a text and an image; demo_seller answers from the service desk of the
// seller centre in another browser context; each side sees the other's message at once (the socket); the buyer
// leaves, the seller answers again, and back on the storefront the top bar shows the unread count.
// Then store staff (decision 027): the owner adds a registered user as customer service on the seller centre's
// staff page, the staff member signs in with his own account (no store password) to the /console/service desk, takes
// a buyer's waiting conversation and answers it; removed by the owner, his desk stops at once.
// Serial: the seller's desk socket is one per agent (a second one would take the first over with code 11), and an
// online staff member would get the other journey's conversation assigned.
import { expect, test } from './support/test';
import { enterStorePassword, openConsole, PNG } from './support/console';
import { registerUser, tokenOf } from './support/storefront';

test.describe.configure({ mode: 'serial' });

const TEXTS = {
  zh: { contact: '联系客服', input: '消息内容', unread: /消息（1条未读）/ },
  en: { contact: 'Contact the shop', input: 'Message', unread: /Messages \(1 unread\)/ },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`a buyer asks from a product page, the seller answers from the desk, unread when the buyer comes back (${lang})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const T = TEXTS[lang];
    const q = lang === 'en' ? '?lang=en' : '';
    const sellerToken = await tokenOf(page.request, 'demo_seller', 'demo@123456');
    const { shopId } = (await (await page.request.get('/shop-api/p/user/centerInfo', { headers: { Authorization: sellerToken } })).json()) as { shopId: number };
    const { records } = (await (await page.request.get(`/shop-api/search/prodPage?shopId=${shopId}&size=1`)).json()) as { records: { prodId: number }[] };
    const buyer = await registerUser(page.request, `ch${lang}`);
    const token = await tokenOf(page.request, buyer.userName, buyer.passWord);
    await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);

    // the seller's desk, in its own browser
    const sellerContext = await browser.newContext();
    const desk = await sellerContext.newPage();
    await openConsole(desk, 'seller', 'demo_seller', 'demo@123456');
    await enterStorePassword(desk, 'store123');
    await desk.goto('/console/seller/chat?lang=en');
    await expect(desk.getByRole('switch', { name: 'Online' })).toBeVisible();

    // the buyer: product page → contact the shop → /chat?shopId=…
    await page.goto(`/detail/${records[0]!.prodId}${q}`);
    await page.getByTestId('contact-shop').first().click();
    await expect(page).toHaveURL(new RegExp(`/chat\\?shopId=${shopId}`));
    await expect(page.getByTestId('chat-state')).toBeHidden();
    const hello = `${lang === 'zh' ? '你好，有货吗' : 'Hello, in stock?'} ${Date.now() % 1e5}`;
    await page.getByRole('textbox', { name: T.input }).fill(hello);
    await page.keyboard.press('Enter');
    const log = page.getByTestId('chat-messages');
    await expect(log.getByText(hello)).toBeVisible();
    await page.getByTestId('chat-image-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(log.locator('img.chat-msg__img')).toHaveCount(1);

    // the desk sees it at once, opens it and answers
    const row = desk.getByTestId('desk-conversation').filter({ hasText: buyer.userName });
    await expect(row).toBeVisible();
    await row.click();
    const deskLog = desk.getByTestId('desk-messages');
    await expect(deskLog.getByText(hello)).toBeVisible();
    await expect(deskLog.locator('img')).toHaveCount(1);
    const answer = `${lang === 'zh' ? '有货的，亲' : 'Yes, in stock'} ${Date.now() % 1e5}`;
    await desk.getByRole('textbox', { name: 'Reply' }).fill(answer);
    await desk.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText(answer)).toBeVisible();

    // the buyer leaves; a later answer waits as unread
    await page.goto(`/help${q}`);
    const later = `${lang === 'zh' ? '明天发货' : 'Ships tomorrow'} ${Date.now() % 1e5}`;
    await desk.getByRole('textbox', { name: 'Reply' }).fill(later);
    await desk.getByRole('button', { name: 'Send' }).click();
    await expect(deskLog.getByText(later)).toBeVisible();
    await page.goto(`/list${q}`);
    await expect(page.getByTestId('chat-unread').first()).toHaveAccessibleName(T.unread);
    await page.getByTestId('chat-unread').first().click();
    await expect(page.getByTestId('chat-messages').getByText(later)).toBeVisible();
    await sellerContext.close();
  });
}

const STAFF = {
  zh: { menu: '客服账号', userName: '用户名或手机号', add: '添加客服', take: /^接\s?待$/, servedByMe: '接待人：我', reply: '回复内容', send: /^发\s?送$/, remove: /^删\s?除$/, removed: '您已不再是该店铺的客服', shopOf: '的客服' },
  en: { menu: 'Service staff', userName: 'User name or mobile', add: 'Add staff', take: /^Take it$/, servedByMe: 'Served by me', reply: 'Reply', send: /^Send$/, remove: /^Remove$/, removed: 'You are no longer staff of this shop', shopOf: 'Customer service of' },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`the owner adds a staff member, who takes a buyer's conversation at the service desk and answers; removed, his desk stops (${lang})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const T = STAFF[lang];
    const sellerToken = await tokenOf(page.request, 'demo_seller', 'demo@123456');
    const { shopId } = (await (await page.request.get('/shop-api/p/user/centerInfo', { headers: { Authorization: sellerToken } })).json()) as { shopId: number };
    const staff = await registerUser(page.request, `cs${lang}`);
    // a buyer writes while nobody of the shop is at the desk: the conversation waits in the queue
    const buyer = await registerUser(page.request, `cb${lang}`);
    const buyerToken = await tokenOf(page.request, buyer.userName, buyer.passWord);
    const auth = { Authorization: buyerToken };
    const opened = (await (await page.request.post('/shop-api/p/chat/conversations', { headers: auth, data: { shopId } })).json()) as { conversation: { conversationId: number } };
    const conversationId = opened.conversation.conversationId;
    const ask = `${lang === 'zh' ? '请问怎么退货' : 'How do I return it?'} ${Date.now() % 1e5}`;
    expect((await page.request.post('/shop-api/p/chat/messages', { headers: auth, data: { conversationId, msgType: 'text', content: ask } })).status()).toBe(200);

    // the owner adds him on the staff page
    await openConsole(page, 'seller', 'demo_seller', 'demo@123456');
    await enterStorePassword(page, 'store123');
    await page.goto(`/console/seller/staff?lang=${lang}`);
    await page.getByLabel(T.userName).fill(staff.userName);
    await page.getByRole('button', { name: T.add }).click();
    const row = page.getByRole('row').filter({ hasText: staff.userName });
    await expect(row).toBeVisible();

    // he signs in with his own account: the desk of the shop, without a store password
    const staffContext = await browser.newContext();
    const desk = await staffContext.newPage();
    await openConsole(desk, 'service', staff.userName, staff.passWord);
    await desk.goto(`/console/service?lang=${lang}`);
    await expect(desk.getByTestId('served-shop')).toContainText(T.shopOf);
    expect((await desk.request.get('/shop-api/p/seller/products')).status()).toBe(403);
    const conv = desk.getByTestId('desk-conversation').filter({ hasText: buyer.userName });
    await conv.click();
    await expect(desk.getByTestId('desk-messages').getByText(ask)).toBeVisible();
    await desk.getByRole('button', { name: T.take }).click();
    await expect(desk.getByTestId('desk-serving')).toHaveText(T.servedByMe);
    const answer = `${lang === 'zh' ? '您好，在订单详情申请退货即可' : 'Hello, ask for it on the order page'} ${Date.now() % 1e5}`;
    await desk.getByRole('textbox', { name: T.reply }).fill(answer);
    await desk.getByRole('button', { name: T.send }).click();
    await expect(desk.getByTestId('desk-messages').getByText(answer)).toBeVisible();
    const got = (await (await page.request.get(`/shop-api/p/chat/messages?conversationId=${conversationId}`, { headers: auth })).json()) as { records: { content: string; side: string }[] };
    expect(got.records.map((m) => m.content)).toEqual([ask, answer]);

    // the owner removes him: his desk ends at once
    await row.getByRole('button', { name: T.remove }).click();
    await page.locator('.ant-popover').getByRole('button', { name: T.remove }).click();
    await expect(row).toBeHidden();
    await expect(desk.getByTestId('desk-state')).toHaveText(T.removed);
    await staffContext.close();
  });
}
