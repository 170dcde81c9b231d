// Chat calls (issue 15) on each engine: the image upload of SPEC §7 (the upload rules, zh/en), image messages only of
// the sender's own uploads, product cards, the product the buyer came from beside the desk's conversation, quick
// replies (rules zh/en, at most 30), the operators' read-only view, and the sockets of a user closed with code 14 when
// every session of the user ends.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CHAT_CODE, CHAT_LIMITS } from '@mall/shared';
import { expectRefused, get, post } from './account-helpers';
import { describeChat, socketOf } from './chat-helpers';
import { seller } from './seller-helpers';
import { adminToken, buyer } from './store-helpers';

describeChat('chat calls', (ctx) => {
  const uploadIm = (token: string, file: Buffer, name: string, type: string, lang = 'zh-CN') => {
    const boundary = '----chat' + Date.now();
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx().app.inject({ method: 'POST', url: '/shop-api/p/file/uploadImFile', payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang } });
  };

  it('uploads a chat image with the image rules and sends it; another user\'s image path is refused (zh, en)', async () => {
    const b = await buyer(ctx);
    const other = await buyer(ctx);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e4393c' } }).png().toBuffer();
    const ok = await uploadIm(b.token, png, 'a.png', 'image/png');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().url).toMatch(new RegExp(`^/uploads/user/${b.id}/[A-Za-z0-9_-]+\\.webp$`));
    for (const [lang, text] of [['zh-CN', '图片格式不正确，仅支持 jpg、png、gif、webp'], ['en', 'Incorrect image format: only jpg, png, gif and webp are accepted']] as const) {
      const bad = await uploadIm(b.token, Buffer.from('not an image'), 'a.png', 'image/png', lang);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(text);
    }
    expect((await ctx().app.inject({ method: 'POST', url: '/shop-api/p/file/uploadImFile' })).statusCode).toBe(401);
    const { conversation } = (await post(ctx, '/p/chat/conversations', {}, { token: b.token })).json();
    const sent = await post(ctx, '/p/chat/messages', { conversationId: conversation.conversationId, msgType: 'image', content: ok.json().url }, { token: b.token });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ msgType: 'image', content: ok.json().url, seq: 1 });
    await expectRefused((lang) => post(ctx, '/p/chat/messages', { conversationId: conversation.conversationId, msgType: 'image', content: `/uploads/user/${other.id}/abc.webp` }, { token: b.token, lang }),
      '图片须为您在聊天中上传的图片', 'The image must be one you uploaded in the chat');
  });

  it('a product card; the product the buyer came from beside the desk\'s conversation; quick replies (zh, en)', async () => {
    const s = await seller(ctx);
    const b = await buyer(ctx);
    const prods = (await get(ctx, `/search/prodPage?size=1`)).json().records as { prodId: number; shopId: number }[];
    const prodId = prods[0]!.prodId;
    const opened = (await post(ctx, '/p/chat/conversations', { shopId: s.shopId, prodId }, { token: b.token })).json();
    const conversationId = opened.conversation.conversationId as number;
    expect(opened.conversation.fromProdId).toBe(prodId);
    const card = await post(ctx, '/p/chat/messages', { conversationId, msgType: 'product', content: String(prodId) }, { token: b.token });
    expect(card.json().card).toMatchObject({ kind: 'product', id: String(prodId) });
    expect((await post(ctx, '/p/chat/messages', { conversationId, msgType: 'product', content: '999999999' }, { token: b.token })).statusCode).toBe(404);
    const profile = (await s.api('GET', `/chat/conversations/${conversationId}/profile`)).json();
    expect(profile).toMatchObject({ userId: b.id, fromProduct: { kind: 'product', id: String(prodId) }, recentOrders: [] });
    // the desk's history search
    await post(ctx, '/p/chat/messages', { conversationId, msgType: 'text', content: '请问这款有蓝色吗' }, { token: b.token });
    expect((await s.api('GET', `/chat/conversations?tab=all&keyword=${encodeURIComponent('蓝色')}`)).json().total).toBe(1);
    expect((await s.api('GET', `/chat/conversations?tab=all&keyword=${encodeURIComponent('红色')}`)).json().total).toBe(0);
    // quick replies
    const added = await s.api('POST', '/chat/quickReplies', { text: '亲，在的' });
    expect(added.json()).toMatchObject({ text: '亲，在的' });
    await expectRefused((lang) => s.api('POST', '/chat/quickReplies', { text: '   ' }, { lang }), '快捷回复不能为空，且不能超过200个字', 'A quick reply cannot be empty or longer than 200 characters');
    for (let i = 1; i < CHAT_LIMITS.quickRepliesMax; i++) expect((await s.api('POST', '/chat/quickReplies', { text: `回复${i}` })).statusCode).toBe(200);
    await expectRefused((lang) => s.api('POST', '/chat/quickReplies', { text: 'one more' }, { lang }), '快捷回复最多30条', 'At most 30 quick replies');
    expect((await s.api('DELETE', `/chat/quickReplies/${added.json().id}`)).json()).toEqual({ removed: 1 });
    expect((await s.api('GET', '/chat/quickReplies')).json()).toHaveLength(CHAT_LIMITS.quickRepliesMax - 1);
    // another shop sees none of it
    const other = await seller(ctx);
    expect((await other.api('GET', `/chat/conversations/${conversationId}/messages`)).statusCode).toBe(404);
    // the operators' read-only view reads it
    const admin = await adminToken(ctx);
    const view = (await get(ctx, `/p/admin/chatView/conversations?shopId=${s.shopId}`, { token: admin })).json();
    expect(view.records.map((c: { conversationId: number }) => c.conversationId)).toContain(conversationId);
    expect((await get(ctx, `/p/admin/chatView/conversations/${conversationId}/messages`, { token: admin })).json().records).toHaveLength(2);
    expect((await get(ctx, '/p/admin/chatView/conversations', { token: b.token })).statusCode).toBe(403);
  });

  it('ending every session of a user closes their sockets with code 14 and its message', async () => {
    const b = await buyer(ctx);
    const s = await socketOf(ctx, b.token);
    expect((await post(ctx, '/p/user/logoutAll', {}, { token: b.token })).statusCode).toBe(200);
    expect(await s.next((f) => f.code === CHAT_CODE.sessionEnded, 'code 14')).toMatchObject({ success: false, content: '账号已下线，请重新登录' });
    await s.waitClosed();
  });
});

describe('chat rules without a server', () => {
  it('service hours 7*8 in China time, spanning midnight too', async () => {
    const { withinServiceHours } = await import('@mall/shared');
    const hours = { start: '09:00', end: '17:00' };
    expect(withinServiceHours(new Date('2026-11-21T00:59:00Z'), hours)).toBe(false); // 08:59 in China
    expect(withinServiceHours(new Date('2026-11-21T01:00:00Z'), hours)).toBe(true);
    expect(withinServiceHours(new Date('2026-11-21T08:59:00Z'), hours)).toBe(true);
    expect(withinServiceHours(new Date('2026-11-21T09:00:00Z'), hours)).toBe(false); // 17:00
    expect(withinServiceHours(new Date('2026-11-21T15:00:00Z'), { start: '22:00', end: '06:00' })).toBe(true); // 23:00
  });
});

describe('CHAT_HOST', () => {
  it('the pages may open the socket on the chat host (CSP connect-src names it)', async () => {
    const { openDatabase } = await import('@mall/db');
    const { buildApp } = await import('../src/server');
    const database = await openDatabase();
    const app = await buildApp({ database, uploadsDir: '/nonexistent', mode: 'test', chat: { host: 'https://im.example.com' } });
    try {
      const res = await app.inject({ method: 'GET', url: '/shop-api/docs' }); // a page (the Swagger UI): the pages' policy
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' wss://im.example.com");
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
