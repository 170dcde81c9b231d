// The demand and service hall on both engines (issue 17, decision 029): every rule and message in zh and en, the
// state table move by move (approve, refuse, edit, close, accept, expire by the sweeper on the app clock), the
// revision an approval names racing an edit, racing accepts (one wins), racing quotes and the daily post limit,
// contact details for approved companies only, sanitised rich text, another user's post 404.
import { expect, it } from 'vitest';
import { checkDemandMachine, DEMAND_TRANSITIONS } from '../src/modules/demand/status';
import { expectRefused, get, post, put, type CallOptions } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken, buyer, sellerWithShop, upload } from './store-helpers';

const DAY = 86_400_000;

describeEachEngine('demand hall', (ctx) => {
  let admin = '';
  let categoryId = 0;
  const now = () => ctx().clock.now().getTime();
  const body = (over: Record<string, unknown> = {}) => ({
    kind: 'demand', title: '采购不锈钢保温杯', categoryId, product: '不锈钢保温杯', spec: '500ml 316不锈钢', quantity: 2000, unit: '个',
    budgetMin: 2_000_000, budgetMax: 5_000_000, deadline: new Date(now() + 10 * DAY).toISOString(), regionCode: '330000',
    contactName: '王经理', contactPhone: '13912345678', description: '<p>需要<b>定制logo</b></p><script>alert(1)</script>', attachments: [], ...over,
  });
  const create = (token: string, b: unknown, o: CallOptions = {}) => post(ctx, '/p/demand/posts', b, { token, ...o });
  async function posted(token: string, over: Record<string, unknown> = {}) {
    const r = await create(token, body(over));
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { id: number; revision: number; status: string; description: string };
  }
  const approve = (id: number, revision: number) => post(ctx, `/p/admin/demand/posts/${id}/approve`, { revision }, { token: admin });
  async function published(token: string, over: Record<string, unknown> = {}) {
    const p = await posted(token, over);
    const r = await approve(p.id, p.revision);
    expect(r.statusCode, r.body).toBe(200);
    return p.id;
  }
  const quote = (token: string, id: number, b: Record<string, unknown> = {}, o: CallOptions = {}) =>
    post(ctx, `/p/demand/posts/${id}/quotes`, { price: 3_500_000, leadDays: 15, note: '可印logo', attachments: [], ...b }, { token, ...o });
  async function company(token: string, uid: number) {
    const r = await post(ctx, '/p/companyAuth', { companyName: '杭州某某贸易有限公司', creditCode: '91310115MA1K4ABC2B', license: upload(uid) }, { token });
    expect(r.statusCode, r.body).toBe(200);
    expect((await post(ctx, `/p/admin/companyAuth/${r.json().id}/approve`, {}, { token: admin })).statusCode).toBe(200);
  }

  it('set up: an operator and a category', async () => {
    admin = await adminToken(ctx);
    const tree = (await get(ctx, '/category/categoryInfo')).json();
    categoryId = tree[0].categoryId;
    expect(categoryId).toBeGreaterThan(0);
  });

  it('the demo hall: demands (one pending), services and quotes, made once', async () => {
    const shop = await sellerWithShop(ctx);
    const firm = await buyer(ctx);
    await company(firm.token, firm.id);
    await ctx().app.services.demand.ensureDemo(firm.id, shop.id);
    await ctx().app.services.demand.ensureDemo(firm.id, shop.id);
    const hall = (await get(ctx, '/demand/hall')).json();
    expect(hall.counts).toEqual({ demands: 3, services: 2, quotes: 3 });
    const mine = (await get(ctx, '/p/demand/mine?kind=demand', { token: firm.token })).json();
    expect(mine.records.map((r: { status: string }) => r.status).sort()).toEqual(['pending', 'published', 'published', 'published']);
    expect(mine.records.flatMap((r: { quotes: { shopId: number }[] }) => r.quotes.map((q) => q.shopId))).toEqual([shop.shopId, shop.shopId]);
  });

  it('the state table is sound, and the check finds a broken one', () => {
    expect(checkDemandMachine()).toEqual([]);
    expect(checkDemandMachine(DEMAND_TRANSITIONS.filter((t) => t.event !== 'approve')).length).toBeGreaterThan(0);
  });

  it('posting: every rule refuses in zh and en (fields marked * required, not all spaces)', async () => {
    const u = await buyer(ctx);
    const refused = (over: Record<string, unknown>, zh: string, en: string) => expectRefused((lang) => create(u.token, body(over), { lang }), zh, en);
    await refused({ title: '   ' }, '请输入标题', 'Please enter a title');
    await refused({ title: '标'.repeat(51) }, '标题不能超过50个字', 'The title cannot exceed 50 characters');
    await refused({ categoryId: 0 }, '请选择分类', 'Please choose a category');
    await refused({ categoryId: 999_999 }, '请选择分类', 'Please choose a category');
    await refused({ product: '  ' }, '请输入所需产品', 'Please enter the product wanted');
    await refused({ quantity: 0 }, '请输入正确的数量', 'Please enter a correct quantity');
    await refused({ unit: ' ' }, '请输入单位', 'Please enter the unit');
    await refused({ spec: '规'.repeat(201) }, '填写的内容过长', 'A field is too long');
    await refused({ budgetMin: 9, budgetMax: 5 }, '预算范围不正确', 'The budget range is not correct');
    await refused({ deadline: new Date(now() - 1000).toISOString() }, '截止日期须晚于现在且在180天内', 'The deadline must be later than now and within 180 days');
    await refused({ deadline: new Date(now() + 181 * DAY).toISOString() }, '截止日期须晚于现在且在180天内', 'The deadline must be later than now and within 180 days');
    await refused({ regionCode: ' ' }, '请选择地区', 'Please choose the region');
    await refused({ regionCode: '330100' }, '请选择地区', 'Please choose the region');
    await refused({ contactName: '  ' }, '请输入联系人', 'Please enter the contact person');
    await refused({ contactPhone: '12345' }, '请输入正确的手机号', 'Please enter a valid phone number');
    await refused({ description: 'x'.repeat(5001) }, '详细说明过长', 'The description is too long');
    await refused({ attachments: Array.from({ length: 6 }, () => upload(u.id)) }, '附件最多5个', 'At most 5 attachments');
    await refused({ attachments: [upload(u.id + 1)] }, '附件须为您上传的图片', 'An attachment must be an image you uploaded');
    // a service needs no product, quantity or unit
    const s = await create(u.token, body({ kind: 'service', product: '', quantity: 0, unit: '' }));
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().status).toBe('pending');
  });

  it('rich text is sanitised; pending posts are not public; the owner sees them; another user\'s post is 404', async () => {
    const u = await buyer(ctx);
    const other = await buyer(ctx);
    const p = await posted(u.token, { attachments: [upload(u.id)] });
    expect(p.description).toContain('<b>定制logo</b>');
    expect(p.description).not.toContain('script');
    const hidden = await get(ctx, `/demand/posts/${p.id}`);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, '信息不存在或已下线']);
    expect((await get(ctx, `/demand/posts/${p.id}`, { lang: 'en' })).json().message).toBe('The post does not exist or is no longer shown');
    expect((await get(ctx, `/p/demand/posts/${p.id}`, { token: u.token })).statusCode).toBe(200);
    expect((await get(ctx, `/p/demand/posts/${p.id}`, { token: other.token })).statusCode).toBe(404);
    expect((await put(ctx, `/p/demand/posts/${p.id}`, body({ title: '改' }), { token: other.token })).statusCode).toBe(404);
    expect((await post(ctx, `/p/demand/posts/${p.id}/close`, {}, { token: other.token })).statusCode).toBe(404);
    expect((await get(ctx, `/p/demand/posts/${p.id}/contact`, { token: other.token })).statusCode).toBe(404);
  });

  it('moderation move by move: refuse (reason required) → edit → pending → approve → published; close; a stale revision refuses', async () => {
    const u = await buyer(ctx);
    const p = await posted(u.token);
    await expectRefused((lang) => post(ctx, `/p/admin/demand/posts/${p.id}/refuse`, { revision: p.revision, reason: '  ' }, { token: admin, lang }), '请填写拒绝原因', 'Please give the reason for refusing');
    await expectRefused((lang) => post(ctx, `/p/admin/demand/posts/${p.id}/refuse`, { revision: p.revision, reason: '理'.repeat(201) }, { token: admin, lang }), '拒绝原因不能超过200个字', 'The reason cannot exceed 200 characters');
    expect((await post(ctx, `/p/admin/demand/posts/${p.id}/refuse`, { revision: p.revision, reason: '联系方式不完整' }, { token: admin })).statusCode).toBe(200);
    let own = (await get(ctx, `/p/demand/posts/${p.id}`, { token: u.token })).json();
    expect([own.status, own.refuseReason]).toEqual(['refused', '联系方式不完整']);
    // refused → approve is not a move
    await expectRefused((lang) => post(ctx, `/p/admin/demand/posts/${p.id}/approve`, { revision: own.revision }, { token: admin, lang }), '信息状态已变更，请刷新', 'The post has changed, please refresh');
    const edited = await put(ctx, `/p/demand/posts/${p.id}`, body({ title: '采购保温杯（已补充）' }), { token: u.token });
    expect(edited.statusCode, edited.body).toBe(200);
    expect([edited.json().status, edited.json().revision, edited.json().refuseReason]).toEqual(['pending', p.revision + 1, null]);
    // the revision reviewed before the edit no longer approves
    await expectRefused((lang) => post(ctx, `/p/admin/demand/posts/${p.id}/approve`, { revision: p.revision }, { token: admin, lang }), '信息状态已变更，请刷新', 'The post has changed, please refresh');
    expect((await approve(p.id, p.revision + 1)).statusCode).toBe(200);
    own = (await get(ctx, `/demand/posts/${p.id}`)).json();
    expect([own.status, own.title, own.poster]).toEqual(['published', '采购保温杯（已补充）', '王**']);
    expect(own.contactPhone).toBeUndefined();
    // a published post can no longer be edited
    expect((await put(ctx, `/p/demand/posts/${p.id}`, body(), { token: u.token })).statusCode).toBe(400);
    expect((await post(ctx, `/p/admin/demand/posts/${p.id}/close`, {}, { token: admin })).statusCode).toBe(200);
    expect((await get(ctx, `/demand/posts/${p.id}`)).json().status).toBe('closed');
    expect((await post(ctx, `/p/demand/posts/${p.id}/close`, {}, { token: u.token })).statusCode).toBe(400);
    // the poster withdraws a pending one
    const q = await posted(u.token);
    expect((await post(ctx, `/p/demand/posts/${q.id}/close`, {}, { token: u.token })).statusCode).toBe(200);
  });

  it('an approval racing an edit: one of them wins, never an approval of a revision nobody reviewed', async () => {
    const u = await buyer(ctx);
    const p = await posted(u.token);
    const [a, e] = await Promise.all([approve(p.id, p.revision), put(ctx, `/p/demand/posts/${p.id}`, body({ title: '竞态修改' }), { token: u.token })]);
    expect([a.statusCode, e.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const own = (await get(ctx, `/p/demand/posts/${p.id}`, { token: u.token })).json();
    if (a.statusCode === 200) expect([own.status, own.title]).toEqual(['published', '采购不锈钢保温杯']);
    else expect([own.status, own.title]).toEqual(['pending', '竞态修改']);
  });

  it('the platform console is for operators only', async () => {
    const u = await buyer(ctx);
    const p = await posted(u.token);
    expect((await get(ctx, '/p/admin/demand/posts', { token: u.token })).statusCode).toBe(403);
    expect((await post(ctx, `/p/admin/demand/posts/${p.id}/approve`, { revision: p.revision }, { token: u.token })).statusCode).toBe(403);
    expect((await approve(p.id, p.revision)).statusCode).toBe(200);
    const list = (await get(ctx, '/p/admin/demand/posts?status=published&size=100', { token: admin })).json();
    expect(list.records.find((r: { id: number }) => r.id === p.id).contactPhone).toBe('13912345678');
  });

  it('quotes: a shop or an approved company answers once; the poster sees all and accepts one (racing accepts: one wins)', async () => {
    const poster = await buyer(ctx);
    const id = await published(poster.token);
    const shop = await sellerWithShop(ctx);
    const plain = await buyer(ctx);
    const provider = await buyer(ctx);
    await company(provider.token, provider.id);
    await expectRefused((lang) => quote(plain.token, id, {}, { lang }), '只有店铺或通过企业认证的服务商可以报价', 'Only a shop or a provider with approved company authentication can quote');
    await expectRefused((lang) => quote(poster.token, id, {}, { lang }), '不能回复自己发布的信息', 'You cannot reply to your own post');
    await expectRefused((lang) => quote(shop.token, id, { price: 0 }, { lang }), '请输入正确的报价', 'Please enter a correct price');
    await expectRefused((lang) => quote(shop.token, id, { leadDays: 0 }, { lang }), '交期须为1至365天', 'The lead time must be 1 to 365 days');
    await expectRefused((lang) => quote(shop.token, id, { note: '留'.repeat(201) }, { lang }), '给买家的留言不能超过200个字', 'The message cannot exceed 200 characters');
    const ability = (await get(ctx, `/p/demand/posts/${id}/ability`, { token: shop.token })).json();
    expect(ability).toEqual({ own: false, canQuote: true, quoted: false, contactVisible: false });
    // two quotes of one shop at once: one kept
    const both = await Promise.all([quote(shop.token, id), quote(shop.token, id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.statusCode === 200)!.json().shopId).toBe(shop.shopId);
    await expectRefused((lang) => quote(shop.token, id, {}, { lang }), '您已回复过该信息', 'You have already replied to this post');
    const byCompany = await quote(provider.token, id, { price: 3_200_000, attachments: [upload(provider.id)] });
    expect(byCompany.statusCode, byCompany.body).toBe(200);
    expect(byCompany.json()).toMatchObject({ shopId: null, responderName: '杭州某某贸易有限公司' });
    expect((await get(ctx, `/demand/posts/${id}`)).json().quoteCount).toBe(2);
    const own = (await get(ctx, `/p/demand/posts/${id}`, { token: poster.token })).json();
    expect(own.quotes).toHaveLength(2);
    // accepting: another user's accept is 404; two accepts at once: one wins, the post closes with that quote
    expect((await post(ctx, `/p/demand/quotes/${own.quotes[0].id}/accept`, {}, { token: plain.token })).statusCode).toBe(404);
    const accepts = await Promise.all(own.quotes.map((q: { id: number }) => post(ctx, `/p/demand/quotes/${q.id}/accept`, {}, { token: poster.token })));
    expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const after = (await get(ctx, `/p/demand/posts/${id}`, { token: poster.token })).json();
    const won = own.quotes[accepts.findIndex((r) => r.statusCode === 200)].id;
    expect([after.status, after.acceptedQuoteId]).toEqual(['closed', won]);
    expect(after.quotes.map((q: { id: number; status: string }) => [q.id === won, q.status])).toEqual(after.quotes.map((q: { id: number }) => (q.id === won ? [true, 'accepted'] : [false, 'declined'])));
    await expectRefused((lang) => quote(plain.token, id, {}, { lang }), '该信息已结束', 'This post has ended');
    const mine = (await get(ctx, '/p/demand/mine?kind=demand', { token: poster.token })).json();
    expect(mine.records[0]).toMatchObject({ id, status: 'closed' });
    expect(mine.records[0].quotes).toHaveLength(2);
  });

  it('contact details: the poster and approved companies only (refused in zh and en otherwise)', async () => {
    const poster = await buyer(ctx);
    const id = await published(poster.token);
    const plain = await buyer(ctx);
    await expectRefused((lang) => get(ctx, `/p/demand/posts/${id}/contact`, { token: plain.token, lang }), '通过企业认证后可查看联系方式', 'Contact details are shown after company authentication is approved');
    const firm = await buyer(ctx);
    await company(firm.token, firm.id);
    expect((await get(ctx, `/p/demand/posts/${id}/contact`, { token: firm.token })).json()).toEqual({ contactName: '王经理', contactPhone: '13912345678' });
    expect((await get(ctx, `/p/demand/posts/${id}/contact`, { token: poster.token })).statusCode).toBe(200);
    expect((await get(ctx, `/p/demand/posts/${id}/contact`)).statusCode).toBe(401);
  });

  it('the daily limit: 5 posts a day even racing, counted again the next day', async () => {
    const u = await buyer(ctx);
    const made = await Promise.all(Array.from({ length: 7 }, () => create(u.token, body())));
    expect(made.filter((r) => r.statusCode === 200)).toHaveLength(5);
    await expectRefused((lang) => create(u.token, body(), { lang }), '每天最多发布5条', 'You can post at most 5 a day');
    ctx().clock.advance(DAY);
    expect((await create(u.token, body())).statusCode).toBe(200);
  });

  it('the day of the daily limit is the China calendar day: it turns at 00:00 in China (16:00 UTC)', async () => {
    const u = await buyer(ctx);
    const clock = ctx().clock;
    const nextUtcMidnight = Math.ceil(clock.now().getTime() / DAY) * DAY;
    clock.set(nextUtcMidnight + 15.5 * 3600_000); // 23:30 in China
    for (let i = 0; i < 5; i++) expect((await create(u.token, body())).statusCode).toBe(200);
    expect((await create(u.token, body())).statusCode).toBe(400);
    clock.set(nextUtcMidnight + 16.5 * 3600_000); // 00:30 the next day in China, the same UTC day
    expect((await create(u.token, body())).statusCode).toBe(200);
  });

  it('expiry by the deadline (sweeper on the app clock); the hall, filters and paging', async () => {
    const u = await buyer(ctx);
    const soon = await published(u.token, { deadline: new Date(now() + DAY).toISOString(), title: '明天截止的需求', regionCode: '110000', budgetMin: 100, budgetMax: 200 });
    const pending = await posted(u.token, { deadline: new Date(now() + DAY).toISOString() });
    const later = await published(u.token, { kind: 'service', title: '物流配送服务', deadline: new Date(now() + 30 * DAY).toISOString() });
    const hall = (await get(ctx, '/demand/hall')).json();
    expect(hall.demands.some((d: { id: number }) => d.id === soon)).toBe(true);
    expect(hall.services.some((d: { id: number }) => d.id === later)).toBe(true);
    expect(hall.counts.demands).toBeGreaterThan(0);
    const list = (q: string) => get(ctx, `/demand/posts?${q}`).then((r) => r.json());
    expect((await list('kind=demand&regionCode=110000')).records.map((r: { id: number }) => r.id)).toContain(soon);
    expect((await list('kind=demand&regionCode=310000')).records.map((r: { id: number }) => r.id)).not.toContain(soon);
    expect((await list('kind=demand&budgetFrom=150&budgetTo=180')).records.map((r: { id: number }) => r.id)).toContain(soon);
    expect((await list('kind=demand&budgetFrom=300')).records.map((r: { id: number }) => r.id)).not.toContain(soon);
    expect((await list(`kind=demand&keyword=${encodeURIComponent('明天截止')}`)).records.map((r: { id: number }) => r.id)).toEqual([soon]);
    expect((await list(`kind=demand&categoryId=${categoryId}&size=1`)).records).toHaveLength(1);
    const sweep = ctx().app.services.demand.posts.sweepExpired;
    await sweep(ctx().clock.now());
    expect((await get(ctx, `/demand/posts/${soon}`)).json().status).toBe('published');
    ctx().clock.advance(DAY + 1000);
    expect(await sweep(ctx().clock.now())).toBeGreaterThanOrEqual(2);
    expect((await get(ctx, `/demand/posts/${soon}`)).json().status).toBe('expired');
    expect((await get(ctx, `/p/demand/posts/${pending.id}`, { token: u.token })).json().status).toBe('expired');
    expect((await get(ctx, `/demand/posts/${later}`)).json().status).toBe('published');
    expect((await list('kind=demand&status=expired')).records.map((r: { id: number }) => r.id)).toContain(soon);
  });

  it('past its deadline and before the sweeper: an approval and an accept refuse (zh and en), the post stays as it was', async () => {
    const u = await buyer(ctx);
    const waiting = await posted(u.token, { deadline: new Date(now() + DAY).toISOString() });
    const open = await published(u.token, { deadline: new Date(now() + DAY).toISOString() });
    const shop = await sellerWithShop(ctx);
    expect((await quote(shop.token, open)).statusCode).toBe(200);
    const quoteId = (await get(ctx, `/p/demand/posts/${open}`, { token: u.token })).json().quotes[0].id as number;
    ctx().clock.advance(DAY + 1000);
    await expectRefused((lang) => post(ctx, `/p/admin/demand/posts/${waiting.id}/approve`, { revision: waiting.revision }, { token: admin, lang }), '该信息已结束', 'This post has ended');
    await expectRefused((lang) => post(ctx, `/p/demand/quotes/${quoteId}/accept`, {}, { token: u.token, lang }), '该信息已结束', 'This post has ended');
    expect((await get(ctx, `/p/demand/posts/${waiting.id}`, { token: u.token })).json().status).toBe('pending');
    expect((await get(ctx, `/p/demand/posts/${open}`, { token: u.token })).json()).toMatchObject({ status: 'published', acceptedQuoteId: null });
  });
});
