// The chat socket (issue 15; SPEC §3/§4/§7/§8/§9) with a real ws client on a listening app, on each engine
// (PostgreSQL with the Redis bus when TEST_REDIS_URL is set): the upgrade is refused without a valid token of the
// path's user, heartbeat, takeover (code 11), code 15, frame size and rate limits, idle close, a buyer and a shop
// talking, unread counts, and 50 racing senders in one conversation stored once each, in one order.
import { describe, expect, it } from 'vitest';
import { CHAT_CLOSE, CHAT_CODE, CHAT_LIMITS } from '@mall/shared';
import { expectRefused, get, post } from './account-helpers';
import { connect, describeChat, socketOf, ticketOf } from './chat-helpers';
import { adminToken, buyer } from './store-helpers';
import { seller } from './seller-helpers';

describeChat('chat socket', (ctx) => {
  const open = async (token: string, shopId?: number) => {
    const res = await post(ctx, '/p/chat/conversations', shopId ? { shopId } : {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().conversation.conversationId as number;
  };

  describe('the upgrade', () => {
    it('is refused without a valid token of the path\'s user (401), and from a page of another site (403)', async () => {
      const b = await buyer(ctx);
      const other = await buyer(ctx);
      const refused = (url: string, headers?: Record<string, string>) => connect(`${ctx().base}${url}`, headers).then(() => 0, (e) => (e as { status?: number }).status);
      expect(await refused(`/shop-api/online/user/nonsense/${b.id}`)).toBe(401);
      // the access token of one user with another's id in the path
      expect(await refused(`/shop-api/online/user/${encodeURIComponent(b.token)}/${other.id}`)).toBe(401);
      // a ticket is one user's and serves once
      const t = await ticketOf(ctx, b.token);
      expect(await refused(`/shop-api/online/user/${t.ticket}/${other.id}`)).toBe(401);
      const t2 = await ticketOf(ctx, b.token);
      const first = await connect(`${ctx().base}${t2.url}`);
      expect(await refused(t2.url)).toBe(401);
      first.close();
      // cross-site page
      const t3 = await ticketOf(ctx, b.token);
      expect(await refused(t3.url, { origin: 'https://evil.example' })).toBe(403);
      // a logged-out token
      await post(ctx, '/logOut', {}, { token: other.token });
      expect(await refused(`/shop-api/online/user/${encodeURIComponent(other.token)}/${other.id}`)).toBe(401);
      // the ticket call itself needs a login
      expect((await post(ctx, '/p/chat/socketTicket', {})).statusCode).toBe(401);
    });

    it('takes the access token in the path too (API clients that hold it), same-origin page allowed', async () => {
      const b = await buyer(ctx);
      const host = new URL(ctx().base).host;
      const s = await connect(`${ctx().base}/shop-api/online/user/${encodeURIComponent(b.token)}/${b.id}`, { origin: `http://${host}` });
      const hello = await s.next((f) => f.code === CHAT_CODE.connected, 'connected');
      expect(hello).toMatchObject({ code: 10, success: true, data: { userId: b.id } });
      s.close();
    });
  });

  it('answers the 19 s heartbeat with code 12 and closes a socket silent too long', async () => {
    const b = await buyer(ctx);
    const s = await socketOf(ctx, b.token);
    s.send({ msgType: 'heartbeat' });
    expect(await s.next((f) => f.code === CHAT_CODE.pong, 'pong')).toMatchObject({ code: 12, success: true });
    expect(CHAT_LIMITS.heartbeatMs).toBe(19_000);
    ctx().app.services.chat.hub.configure({ idleMs: 300 });
    try {
      const idle = await socketOf(ctx, (await buyer(ctx)).token);
      expect((await idle.waitClosed(3000)).code).toBe(CHAT_CLOSE.idle);
    } finally {
      ctx().app.services.chat.hub.configure({ idleMs: CHAT_LIMITS.idleMs });
    }
    s.close();
  });

  it('closes the older socket of the same buyer with code 11 and its message (zh, en); the newer one works', async () => {
    const b = await buyer(ctx);
    const older = await socketOf(ctx, b.token);
    const newer = await socketOf(ctx, b.token, { lang: 'en' });
    const kicked = await older.next((f) => f.code === CHAT_CODE.takenOver, 'code 11');
    expect(kicked).toMatchObject({ success: false, content: '您的账号已在别处登录，请刷新页面' });
    expect((await older.waitClosed()).code).toBe(CHAT_CLOSE.takenOver);
    const third = await socketOf(ctx, b.token, { lang: 'zh' });
    expect(await newer.next((f) => f.code === CHAT_CODE.takenOver, 'code 11 en')).toMatchObject({ content: 'You have logged in elsewhere, please refresh' });
    third.send({ msgType: 'heartbeat' });
    await third.next((f) => f.code === CHAT_CODE.pong, 'pong');
    expect(third.closed).toBeNull();
    third.close();
  });

  it('a takeover announced late (a slow bus) leaves a socket opened after its sender alone; a newer one closes it', async () => {
    const b = await buyer(ctx);
    const s = await socketOf(ctx, b.token);
    await ctx().events.publish({ type: 'kick', identity: `u:${b.id}`, keep: 'an-older-socket', openedAt: Date.now() - 60_000 });
    s.send({ msgType: 'heartbeat' });
    await s.next((f) => f.code === CHAT_CODE.pong, 'pong after the stale kick');
    expect(s.frames.some((f) => f.code === CHAT_CODE.takenOver)).toBe(false);
    await ctx().events.publish({ type: 'kick', identity: `u:${b.id}`, keep: 'a-newer-socket', openedAt: Date.now() + 1 });
    expect((await s.waitClosed()).code).toBe(CHAT_CLOSE.takenOver);
  });

  it('a buyer and a shop talk: stored, acknowledged, delivered at once; unread on each side; read clears it', async () => {
    const b = await buyer(ctx);
    const s = await seller(ctx);
    const conversationId = await open(b.token, s.shopId);
    const agent = await socketOf(ctx, s.token, { path: '/p/seller/chat/socketTicket', headers: { 'x-store-token': s.headers['x-store-token']! } });
    const me = await socketOf(ctx, b.token);
    me.send({ msgType: 'text', conversationId, content: '你好，请问有货吗？🙂', clientMsgId: 'm1' });
    const ack = await me.next((f) => f.code === CHAT_CODE.ack, 'ack');
    expect(ack.data).toMatchObject({ conversationId, seq: 1, side: 'user', msgType: 'text', content: '你好，请问有货吗？🙂', clientMsgId: 'm1' });
    const got = await agent.next((f) => f.code === CHAT_CODE.message && f.data.id === ack.data.id, 'message at the shop');
    expect(got.data.content).toBe('你好，请问有货吗？🙂');
    // the shop's queue shows it waiting, with its unread
    const queue = (await s.api('GET', '/chat/conversations?tab=waiting')).json();
    expect(queue.records).toEqual([expect.objectContaining({ conversationId, unread: 1, awaitingReply: true, lastPreview: '你好，请问有货吗？🙂' })]);
    agent.send({ msgType: 'text', conversationId, content: '有货的，亲', clientMsgId: 'r1' });
    await agent.next((f) => f.code === CHAT_CODE.ack, 'shop ack');
    const reply = await me.next((f) => f.code === CHAT_CODE.message && f.data.side === 'shop', 'reply at the buyer');
    expect(reply.data).toMatchObject({ seq: 2, content: '有货的，亲' });
    expect((await get(ctx, '/p/chat/unread', { token: b.token })).json()).toEqual({ total: 1 });
    const list = (await get(ctx, '/p/chat/conversations', { token: b.token })).json();
    expect(list.records[0]).toMatchObject({ conversationId, shopId: s.shopId, unread: 1, lastPreview: '有货的，亲', awaitingReply: false });
    me.send({ msgType: 'read', conversationId });
    await agent.next((f) => f.code === CHAT_CODE.read && f.data.side === 'user', 'read receipt');
    expect((await get(ctx, '/p/chat/unread', { token: b.token })).json()).toEqual({ total: 0 });
    // paging backwards
    const page = (await get(ctx, `/p/chat/messages?conversationId=${conversationId}&size=1`, { token: b.token })).json();
    expect(page).toMatchObject({ hasMore: true, records: [{ seq: 2 }] });
    const older = (await get(ctx, `/p/chat/messages?conversationId=${conversationId}&beforeSeq=2&size=1`, { token: b.token })).json();
    expect(older).toMatchObject({ hasMore: false, records: [{ seq: 1 }] });
    // another buyer sees none of it
    const stranger = await buyer(ctx);
    expect((await get(ctx, `/p/chat/messages?conversationId=${conversationId}`, { token: stranger.token })).statusCode).toBe(404);
    const sneak = await socketOf(ctx, stranger.token, { lang: 'en' });
    sneak.send({ msgType: 'text', conversationId, content: 'hi' });
    expect(await sneak.next((f) => f.code === CHAT_CODE.refused, 'refused')).toMatchObject({ success: false, content: 'The conversation does not exist' });
    for (const x of [me, agent, sneak]) x.close();
  });

  it('code 15: an operator answering a conversation another operator serves is told it is not theirs (zh, en)', async () => {
    const admin = await adminToken(ctx);
    const second = await ctx().app.services.account.createUser({ username: `op_${Date.now() % 1e8}`, password: 'admin@123456', role: 'admin' });
    const login = await post(ctx, '/login', { userName: second.username, passWord: 'admin@123456' }, { ip: '10.9.9.9' });
    const admin2 = login.json().accessToken as string;
    const b = await buyer(ctx);
    const conversationId = await open(b.token); // no shop: the platform's own service
    await post(ctx, '/p/chat/messages', { conversationId, msgType: 'text', content: '平台客服在吗' }, { token: b.token });
    const a1 = await socketOf(ctx, admin, { path: '/p/admin/chat/socketTicket' });
    const a2zh = await socketOf(ctx, admin2, { path: '/p/admin/chat/socketTicket' });
    a1.send({ msgType: 'text', conversationId, content: '您好，这里是平台客服' });
    await a1.next((f) => f.code === CHAT_CODE.ack, 'first operator ack');
    a2zh.send({ msgType: 'text', conversationId, content: '我来回答' });
    expect(await a2zh.next((f) => f.code === CHAT_CODE.notYours, 'code 15')).toMatchObject({ code: 15, success: false, content: '该会话不属于您负责' });
    a2zh.close();
    const a2en = await socketOf(ctx, admin2, { path: '/p/admin/chat/socketTicket', lang: 'en' });
    a2en.send({ msgType: 'text', conversationId, content: 'me' });
    expect(await a2en.next((f) => f.code === CHAT_CODE.notYours, 'code 15 en')).toMatchObject({ content: 'This conversation is not your responsibility' });
    // over HTTP the same refusal is 403 CHAT_NOT_YOURS; the first operator may hand it over
    const http = await post(ctx, '/p/admin/chat/messages', { conversationId, msgType: 'text', content: 'x' }, { token: admin2 });
    expect(http.statusCode).toBe(403);
    expect(http.json().code).toBe('CHAT_NOT_YOURS');
    expect((await post(ctx, '/p/admin/chat/claim', { conversationId, agentUserId: second.id }, { token: admin })).statusCode).toBe(200);
    expect((await post(ctx, '/p/admin/chat/messages', { conversationId, msgType: 'text', content: '已转接' }, { token: admin2 })).statusCode).toBe(200);
    a1.close();
    a2en.close();
  });

  it('a frame over the size cap closes the socket; too many messages are refused, far too many close it', async () => {
    const b = await buyer(ctx);
    const conversationId = await open(b.token);
    const big = await socketOf(ctx, b.token);
    big.send({ msgType: 'text', conversationId, content: 'x'.repeat(CHAT_LIMITS.frameMaxBytes + 10) });
    expect((await big.waitClosed()).code).toBe(1009);
    const fast = await socketOf(ctx, b.token, { lang: 'en' });
    for (let i = 0; i < CHAT_LIMITS.rateCount + 5; i++) fast.send({ msgType: 'text', conversationId, content: `m${i}`, clientMsgId: `f${i}` });
    expect(await fast.next((f) => f.code === CHAT_CODE.refused && f.msgType === 'chat.tooFast', 'too fast', 10_000)).toMatchObject({ content: 'You are sending too fast, please wait a moment' });
    await fast.until(() => fast.frames.filter((f) => f.code === CHAT_CODE.ack).length === CHAT_LIMITS.rateCount, 'acks of the allowed');
    for (let i = 0; i < CHAT_LIMITS.rateCount * 3; i++) fast.send({ msgType: 'text', conversationId, content: `z${i}` });
    expect((await fast.waitClosed(10_000)).code).toBe(CHAT_CLOSE.tooFast);
    // a malformed frame, a blank text, a long text
    const s = await socketOf(ctx, b.token);
    s.send('not json');
    expect(await s.next((f) => f.msgType === 'chat.frameInvalid', 'invalid')).toMatchObject({ content: '消息格式有误' });
    s.send({ msgType: 'text', conversationId, content: '   ' });
    expect(await s.next((f) => f.msgType === 'chat.textInvalid', 'blank')).toMatchObject({ content: '消息不能为空白，且不能超过500个字' });
    s.close();
  });

  it('50 racing senders in one conversation: every message stored once, numbered 1..n without gaps, resends deduplicated', async () => {
    const b = await buyer(ctx);
    const s = await seller(ctx);
    const conversationId = await open(b.token, s.shopId);
    const sends = Array.from({ length: 50 }, (_, i) => (i % 2 === 0
      ? post(ctx, '/p/chat/messages', { conversationId, msgType: 'text', content: `买家${i}`, clientMsgId: `b${i}` }, { token: b.token })
      : s.api('POST', '/chat/messages', { conversationId, msgType: 'text', content: `卖家${i}`, clientMsgId: `s${i}` })));
    // every message sent twice (a resend after a lost answer)
    const resends = Array.from({ length: 50 }, (_, i) => (i % 2 === 0
      ? post(ctx, '/p/chat/messages', { conversationId, msgType: 'text', content: `买家${i}`, clientMsgId: `b${i}` }, { token: b.token })
      : s.api('POST', '/chat/messages', { conversationId, msgType: 'text', content: `卖家${i}`, clientMsgId: `s${i}` })));
    const results = await Promise.all([...sends, ...resends]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const all = (await get(ctx, `/p/chat/messages?conversationId=${conversationId}&size=100`, { token: b.token })).json();
    expect(all.records).toHaveLength(50);
    expect(all.records.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(all.records.map((m: { clientMsgId: string }) => m.clientMsgId)).size).toBe(50);
    // a resend answers the stored message
    const byClient = new Map(all.records.map((m: { clientMsgId: string; id: number }) => [m.clientMsgId, m.id]));
    for (const r of results) expect(byClient.get(r.json().clientMsgId)).toBe(r.json().id);
    // catching up after a seq
    const after = (await get(ctx, `/p/chat/messages?conversationId=${conversationId}&afterSeq=45`, { token: b.token })).json();
    expect(after.records.map((m: { seq: number }) => m.seq)).toEqual([46, 47, 48, 49, 50]);
  }, 60_000);

  it('presence: online with the switch on, inside the hours and an agent connected; offline otherwise', async () => {
    const s = await seller(ctx);
    const b = await buyer(ctx);
    const opened = (await post(ctx, '/p/chat/conversations', { shopId: s.shopId }, { token: b.token })).json();
    expect(opened.presence).toMatchObject({ online: false, switchOn: true, inHours: true, hoursStart: '09:00', hoursEnd: '17:00' });
    const agent = await socketOf(ctx, s.token, { path: '/p/seller/chat/socketTicket', headers: { 'x-store-token': s.headers['x-store-token']! } });
    const online = async () => (await get(ctx, `/p/chat/presence?shopId=${s.shopId}`, { token: b.token })).json().online as boolean;
    // the agent's socket marks the desk live as it opens
    for (let i = 0; i < 50 && !(await online()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await online()).toBe(true);
    expect((await s.api('PUT', '/chat/settings', { online: false, hoursStart: '09:00', hoursEnd: '17:00' })).statusCode).toBe(200);
    expect(await online()).toBe(false);
    await s.api('PUT', '/chat/settings', { online: true, hoursStart: '09:00', hoursEnd: '17:00' });
    ctx().clock.advance(2 * 3600_000); // 18:00 in China
    expect((await get(ctx, `/p/chat/presence?shopId=${s.shopId}`, { token: b.token })).json()).toMatchObject({ online: false, inHours: false });
    ctx().clock.advance(-2 * 3600_000);
    await expectRefused((lang) => s.api('PUT', '/chat/settings', { online: true, hoursStart: '9', hoursEnd: '17:00' }, { lang }), '服务时间格式为 HH:MM', 'Service hours are written HH:MM');
    agent.close();
  });
});
