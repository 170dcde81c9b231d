// Store staff and the desk's agents (issue 15, decision 027), on each engine (PostgreSQL with the Redis bus): the
// owner adds registered users as customer service (by user name or mobile; the rules and their messages in zh and
// en; at most 20, racing adds included), disables and removes them; a staff member answers the shop's desk with his
// own login and reaches no other seller route; disabled or removed, his calls, his ticket and his socket stop at
// once. Racing claims (exactly one wins), transfer (validated, code 15 to the previous agent), auto-assignment.
import { expect, it } from 'vitest';
import { CHAT_CLOSE, CHAT_CODE, STORE_STAFF_LIMITS } from '@mall/shared';
import { call, expectRefused, get, newPhone, newUsername, post } from './account-helpers';
import { connect, describeChat, socketOf, ticketOf } from './chat-helpers';
import { seller, type TestSeller } from './seller-helpers';
import { buyer } from './store-helpers';

const desk = '/p/seller/chat';

describeChat('store staff and the desk\'s agents', (ctx) => {
  /** A staff member added to the seller's shop; `api` calls /p/seller/... with his own login only. */
  const staffOf = async (s: TestSeller) => {
    const u = await buyer(ctx);
    const added = await s.api('POST', '/staff', { userName: u.username });
    expect(added.statusCode, added.body).toBe(200);
    const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, lang?: string) =>
      call(ctx, method, `/p/seller${url}`, body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}), { token: u.token, lang });
    return { ...u, staffId: added.json().id as number, api };
  };
  const open = async (token: string, shopId: number) => (await post(ctx, '/p/chat/conversations', { shopId }, { token })).json().conversation.conversationId as number;
  const write = (token: string, conversationId: number, content = '在吗') => post(ctx, '/p/chat/messages', { conversationId, msgType: 'text', content }, { token });
  const agentOf = async (conversationId: number) => (await ctx().app.services.chat.conversationOf(conversationId))!.agentUserId;

  it('the owner adds users by user name or mobile, lists, disables and removes them; the rules and their messages (zh, en)', async () => {
    const s = await seller(ctx);
    const other = await seller(ctx);
    const u = await buyer(ctx);
    const mobile = newPhone();
    const byMobile = await ctx().app.services.account.createUser({ username: newUsername(), mobile, nickname: '手机客服' });
    const added = await s.api('POST', '/staff', { userName: u.username });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ userId: u.id, username: u.username, role: 'service', status: 1, online: false });
    expect((await s.api('POST', '/staff', { userName: mobile })).json()).toMatchObject({ userId: byMobile.id, userMobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}` });
    const list = (await s.api('GET', '/staff')).json();
    expect(list.max).toBe(STORE_STAFF_LIMITS.perShop);
    expect(list.records.map((r: { userId: number }) => r.userId)).toEqual([u.id, byMobile.id]);

    const add = (userName: string, who = s) => (lang: string) => who.api('POST', '/staff', { userName }, { lang });
    await expectRefused(add('nobody_here_x'), '用户不存在，请填写已注册的用户名或手机号', 'No such user; please enter the user name or mobile of a registered user');
    await expectRefused(add(''), '用户不存在，请填写已注册的用户名或手机号');
    await expectRefused(add(s.username), '不能添加自己为客服', 'You cannot add yourself as staff');
    await expectRefused(add(other.username), '店铺的店主不能被添加为客服', 'The owner of a shop cannot be added as staff');
    await expectRefused(add(u.username), '该用户已是本店客服', 'This user is already staff of your shop');
    await expectRefused(add(u.username, other), '该用户已是其他店铺的客服', 'This user is already staff of another shop');

    // disable, enable, remove; another shop's staff id is not found
    const id = added.json().id as number;
    expect((await s.api('PUT', `/staff/${id}`, { status: 0 })).json()).toMatchObject({ status: 0 });
    expect((await s.api('PUT', `/staff/${id}`, { status: 1 })).json()).toMatchObject({ status: 1 });
    for (const lang of ['zh-CN', 'en']) {
      const res = await other.api('PUT', `/staff/${id}`, { status: 0 }, { lang });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(lang === 'en' ? 'The staff account does not exist' : '客服账号不存在');
    }
    expect((await other.api('DELETE', `/staff/${id}`)).statusCode).toBe(404);
    expect((await get(ctx, '/p/staff/mine', { token: u.token })).json()).toEqual({ staff: { shopId: s.shopId, shopName: expect.any(String), role: 'service', status: 1 } });
    expect((await s.api('DELETE', `/staff/${id}`)).statusCode).toBe(200);
    expect((await get(ctx, '/p/staff/mine', { token: u.token })).json()).toEqual({ staff: null });
    // removed, he may serve another shop
    expect((await other.api('POST', '/staff', { userName: u.username })).statusCode).toBe(200);
  });

  it('at most 20 staff a shop, also when two adds race for the last place; a user racing into two shops lands in one', async () => {
    const s = await seller(ctx);
    const users = await Promise.all(Array.from({ length: STORE_STAFF_LIMITS.perShop + 1 }, () => ctx().app.services.account.createUser({ username: newUsername() })));
    for (const u of users.slice(0, STORE_STAFF_LIMITS.perShop - 1)) expect((await s.api('POST', '/staff', { userName: u.username })).statusCode).toBe(200);
    const race = await Promise.all(users.slice(-2).map((u) => s.api('POST', '/staff', { userName: u.username })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(race.find((r) => r.statusCode === 400)!.json().message).toBe('每个店铺最多20名客服');
    const late = await ctx().app.services.account.createUser({ username: newUsername() });
    await expectRefused((lang) => s.api('POST', '/staff', { userName: late.username }, { lang }), '每个店铺最多20名客服', 'At most 20 staff per shop');
    expect((await s.api('GET', '/staff')).json().records).toHaveLength(STORE_STAFF_LIMITS.perShop);

    const a = await seller(ctx);
    const b = await seller(ctx);
    const u = await ctx().app.services.account.createUser({ username: newUsername() });
    const both = await Promise.all([a, b].map((x) => x.api('POST', '/staff', { userName: u.username })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  }, 60_000);

  it('a staff member answers the desk with his own login and reaches no other seller route; the owner\'s settings stay the owner\'s', async () => {
    const s = await seller(ctx);
    const other = await seller(ctx);
    const st = await staffOf(s);
    const b = await buyer(ctx);
    const mine = await open(b.token, s.shopId);
    await write(b.token, mine);
    const theirs = await open(b.token, other.shopId);
    await write(b.token, theirs);

    const list = await st.api('GET', '/chat/conversations?tab=waiting');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().records.map((c: { conversationId: number }) => c.conversationId)).toEqual([mine]);
    expect((await st.api('GET', `/chat/conversations/${mine}/messages`)).statusCode).toBe(200);
    expect((await st.api('POST', '/chat/messages', { conversationId: mine, msgType: 'text', content: '您好，我是客服' })).statusCode).toBe(200);
    expect(await agentOf(mine)).toBe(st.id);
    const agents = (await st.api('GET', '/chat/agents')).json();
    expect(agents.me).toEqual({ userId: st.id, role: 'staff' });
    expect(agents.agents.map((x: { userId: number; role: string }) => [x.userId, x.role])).toEqual([[s.id, 'owner'], [st.id, 'staff']]);
    expect(agents.agents.find((x: { userId: number }) => x.userId === st.id).open).toBe(0);
    // another shop's conversation is not found
    for (const url of [`/chat/conversations/${theirs}/messages`, `/chat/conversations/${theirs}/profile`]) expect((await st.api('GET', url)).statusCode).toBe(404);
    expect((await st.api('POST', '/chat/messages', { conversationId: theirs, msgType: 'text', content: 'x' })).statusCode).toBe(404);
    expect((await st.api('POST', '/chat/claim', { conversationId: theirs })).statusCode).toBe(404);
    // no other seller route, no store session of his own
    for (const url of ['/products', '/orders', '/staff', '/refunds']) {
      const res = await st.api('GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('STORE_SESSION_REQUIRED');
    }
    expect((await st.api('POST', '/staff', { userName: 'someone' })).statusCode).toBe(403);
    expect((await st.api('POST', '/session', { password: s.storePassword })).statusCode).toBe(400);
    // with the owner's store token he is still not the owner
    expect((await call(ctx, 'GET', '/p/seller/products', undefined, { token: st.token, headers: { 'x-store-token': s.headers['x-store-token']! } })).statusCode).toBe(403);
    // the desk's settings and quick replies are the owner's to change (he reads them)
    expect((await st.api('GET', '/chat/settings')).statusCode).toBe(200);
    expect((await st.api('GET', '/chat/quickReplies')).statusCode).toBe(200);
    for (const [lang, text] of [['zh-CN', '仅店主可以进行此操作'], ['en', 'Only the shop owner can do this']] as const) {
      for (const res of [await st.api('PUT', '/chat/settings', { online: false, hoursStart: '00:00', hoursEnd: '00:00' }, lang), await st.api('POST', '/chat/quickReplies', { text: '好的' }, lang), await st.api('DELETE', '/chat/quickReplies/1', undefined, lang)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(text);
      }
    }
    // a buyer who is nobody's staff: refused like any seller route
    expect((await get(ctx, `${desk}/conversations`, { token: b.token })).statusCode).toBe(403);
  });

  it('disabled or removed, a staff member\'s calls, ticket and socket stop at once; his conversations go back to the queue (zh, en)', async () => {
    const s = await seller(ctx);
    const st = await staffOf(s);
    const b = await buyer(ctx);
    const conversationId = await open(b.token, s.shopId);
    await write(b.token, conversationId);
    expect((await st.api('POST', '/chat/claim', { conversationId })).statusCode).toBe(200);
    const sock = await socketOf(ctx, st.token, { path: `${desk}/socketTicket`, lang: 'en' });
    const spare = await ticketOf(ctx, st.token, `${desk}/socketTicket`);

    expect((await s.api('PUT', `/staff/${st.staffId}`, { status: 0 })).statusCode).toBe(200);
    expect(await sock.next((f) => f.code === CHAT_CODE.sessionEnded, 'closed on disable')).toMatchObject({ success: false, content: 'You are no longer staff of this shop' });
    expect((await sock.waitClosed()).code).toBe(CHAT_CLOSE.sessionEnded);
    for (const [lang, text] of [['zh-CN', '您的客服账号已被店铺停用'], ['en', 'Your staff account has been disabled by the shop']] as const) {
      const res = await st.api('GET', '/chat/conversations', undefined, lang);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'STAFF_DISABLED', message: text });
    }
    await expect(connect(`${ctx().base}${spare.url}`)).rejects.toMatchObject({ status: 401 });
    expect(await agentOf(conversationId)).toBeNull();
    expect((await s.api('GET', '/chat/conversations?tab=waiting')).json().records.map((c: { conversationId: number }) => c.conversationId)).toContain(conversationId);

    // enabled again, then removed
    expect((await s.api('PUT', `/staff/${st.staffId}`, { status: 1 })).statusCode).toBe(200);
    const again = await socketOf(ctx, st.token, { path: `${desk}/socketTicket` });
    const later = await ticketOf(ctx, st.token, `${desk}/socketTicket`);
    expect((await s.api('DELETE', `/staff/${st.staffId}`)).statusCode).toBe(200);
    expect(await again.next((f) => f.code === CHAT_CODE.sessionEnded, 'closed on removal')).toMatchObject({ content: '您已不再是该店铺的客服' });
    await expect(connect(`${ctx().base}${later.url}`)).rejects.toMatchObject({ status: 401 });
    expect((await st.api('GET', '/chat/conversations')).statusCode).toBe(403);
    expect((await st.api('POST', '/chat/messages', { conversationId, msgType: 'text', content: 'x' })).statusCode).toBe(403);
  });

  it('two agents racing to claim one conversation: exactly one wins, the other is told it is not theirs', async () => {
    const s = await seller(ctx);
    const [x, y] = [await staffOf(s), await staffOf(s)];
    const b = await buyer(ctx);
    for (let round = 0; round < 3; round++) {
      const c = await open((await buyer(ctx)).token, s.shopId);
      const res = await Promise.all([x, y].map((a) => a.api('POST', '/chat/claim', { conversationId: c })));
      expect(res.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      const lost = res.find((r) => r.statusCode === 403)!;
      expect(lost.json()).toMatchObject({ code: 'CHAT_NOT_YOURS', message: '该会话不属于您负责' });
      const winner = res[0]!.statusCode === 200 ? x : y;
      expect(await agentOf(c)).toBe(winner.id);
    }
    // the owner racing a staff member to claim: one wins too
    const c = await open(b.token, s.shopId);
    const res = await Promise.all([s.api('POST', '/chat/claim', { conversationId: c }), x.api('POST', '/chat/claim', { conversationId: c })]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });

  it('transfer: to an active agent of the shop only (zh, en); the previous agent gets code 15 and may not reply; the owner may reassign', async () => {
    const s = await seller(ctx);
    const other = await seller(ctx);
    const [x, y] = [await staffOf(s), await staffOf(s)];
    const outsider = await staffOf(other);
    const b = await buyer(ctx);
    const conversationId = await open(b.token, s.shopId);
    await write(b.token, conversationId);
    expect((await x.api('POST', '/chat/claim', { conversationId })).statusCode).toBe(200);
    const xs = await socketOf(ctx, x.token, { path: `${desk}/socketTicket` });

    for (const target of [outsider.id, other.id, b.id, 999_999]) {
      await expectRefused((lang) => x.api('POST', '/chat/claim', { conversationId, agentUserId: target }, lang), '只能转接给本店在岗的客服', 'You can only transfer to an active agent of this shop');
    }
    // a disabled staff member is no target either
    expect((await s.api('PUT', `/staff/${y.staffId}`, { status: 0 })).statusCode).toBe(200);
    expect((await x.api('POST', '/chat/claim', { conversationId, agentUserId: y.id })).statusCode).toBe(400);
    expect((await s.api('PUT', `/staff/${y.staffId}`, { status: 1 })).statusCode).toBe(200);
    const ys = await socketOf(ctx, y.token, { path: `${desk}/socketTicket` });
    // y (not serving it) may not hand it on
    expect((await y.api('POST', '/chat/claim', { conversationId, agentUserId: y.id })).statusCode).toBe(403);

    expect((await x.api('POST', '/chat/claim', { conversationId, agentUserId: y.id })).statusCode).toBe(200);
    expect(await xs.next((f) => f.code === CHAT_CODE.notYours, 'code 15 to the previous agent')).toMatchObject({ code: 15, content: '该会话不属于您负责', data: { conversationId } });
    const reply = await x.api('POST', '/chat/messages', { conversationId, msgType: 'text', content: '我来' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('CHAT_NOT_YOURS');
    xs.send({ msgType: 'text', conversationId, content: '我来' });
    expect(await xs.next((f) => f.code === CHAT_CODE.notYours && f.msgType === 'chat.notYours' && !f.data, 'code 15 on the socket')).toMatchObject({ success: false });
    expect((await y.api('POST', '/chat/messages', { conversationId, msgType: 'text', content: '您好，已为您转接' })).statusCode).toBe(200);
    expect((await ys.next((f) => f.code === CHAT_CODE.conversation && f.data?.agentUserId === y.id, 'the queue changed')).data.conversationId).toBe(conversationId);

    // the owner reassigns whatever the state (to himself, or back to x)
    expect((await s.api('POST', '/chat/claim', { conversationId, agentUserId: x.id })).statusCode).toBe(200);
    expect(await agentOf(conversationId)).toBe(x.id);
    expect((await s.api('POST', '/chat/claim', { conversationId, agentUserId: s.id })).statusCode).toBe(200);
    expect(await agentOf(conversationId)).toBe(s.id);
    xs.close();
    ys.close();
  });

  it('a buyer writing where nobody serves goes to the online agent with the fewest waiting conversations; nobody online: the queue', async () => {
    const s = await seller(ctx);
    const [x, y] = [await staffOf(s), await staffOf(s)];
    // nobody online: stays in the queue
    const lone = await buyer(ctx);
    const queued = await open(lone.token, s.shopId);
    await write(lone.token, queued);
    expect(await agentOf(queued)).toBeNull();

    const xs = await socketOf(ctx, x.token, { path: `${desk}/socketTicket` });
    const ys = await socketOf(ctx, y.token, { path: `${desk}/socketTicket` });
    const online = (id: number) => ctx().app.services.chat.agents.online(s.shopId, id);
    const settle = async (id: number, want: boolean) => {
      for (let i = 0; i < 100 && (await online(id)) !== want; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await online(id)).toBe(want);
    };
    await settle(x.id, true);
    await settle(y.id, true);
    // x already serves a waiting conversation: the next one goes to y
    const busy = await buyer(ctx);
    const c1 = await open(busy.token, s.shopId);
    expect((await x.api('POST', '/chat/claim', { conversationId: c1 })).statusCode).toBe(200);
    await write(busy.token, c1);
    const nb = await buyer(ctx);
    const c2 = await open(nb.token, s.shopId);
    await write(nb.token, c2);
    expect(await agentOf(c2)).toBe(y.id);
    expect((await ys.next((f) => f.code === CHAT_CODE.conversation && f.data?.conversationId === c2, 'assigned to y')).data.agentUserId).toBe(y.id);
    // the buyer's next message stays with y; the agents list says who serves what
    await write(nb.token, c2, '还在吗');
    expect(await agentOf(c2)).toBe(y.id);
    const loads = (await s.api('GET', '/chat/agents')).json().agents as { userId: number; online: boolean; open: number }[];
    expect(loads.find((a) => a.userId === x.id)).toMatchObject({ online: true, open: 1 });
    expect(loads.find((a) => a.userId === y.id)).toMatchObject({ online: true, open: 1 });
    expect(loads.find((a) => a.userId === s.id)).toMatchObject({ online: false });
    // y leaves: the next goes to x
    ys.close();
    await ys.waitClosed();
    await settle(y.id, false);
    const nb2 = await buyer(ctx);
    const c3 = await open(nb2.token, s.shopId);
    await write(nb2.token, c3);
    expect(await agentOf(c3)).toBe(x.id);
    // the owner's staff list shows who is online
    expect((await s.api('GET', '/staff')).json().records.map((r: { userId: number; online: boolean }) => [r.userId, r.online])).toEqual([[x.id, true], [y.id, false]]);
    xs.close();
  });
});
