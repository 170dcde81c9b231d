// The service desk (issue 15) in zh and en with a stand-in socket: the queue, opening a conversation (its messages,
// the buyer beside it), a reply sent and shown, a buyer's message arriving over the socket, the online switch.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversation, ChatMessage } from '@mall/shared';
import { I18nProvider } from '../app/i18n';
import { DeskPage } from './DeskPage';

class FakeWs {
  static all: FakeWs[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWs.all.push(this);
  }
  send() {}
  close() {}
}

afterEach(() => {
  FakeWs.all = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const conv: ChatConversation = {
  conversationId: 5, shopId: 2, shopName: '优选数码', shopLogo: '', selfOperated: false, userId: 9, nickName: '小王', userAvatar: '', lastSeq: 1,
  lastAt: '2026-11-21T08:00:00.000Z', lastType: 'text', lastPreview: '在吗', unread: 1, awaitingReply: true, agentUserId: null, fromProdId: 3, fromOrderNumber: null,
};
const msg = (over: Partial<ChatMessage>): ChatMessage => ({ id: 1, conversationId: 5, seq: 1, side: 'user', msgType: 'text', content: '在吗', clientMsgId: null, createdAt: '2026-11-21T08:00:00.000Z', card: null, ...over });

function stub() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('WebSocket', FakeWs);
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const path = url.replace(/\?.*$/, '');
    const answers: Record<string, unknown> = {
      'GET /shop-api/p/seller/chat/conversations': { records: [conv], total: 1, current: 1, size: 50, pages: 1 },
      'GET /shop-api/p/seller/chat/settings': { online: true, hoursStart: '09:00', hoursEnd: '17:00' },
      'PUT /shop-api/p/seller/chat/settings': { ...body, },
      'GET /shop-api/p/seller/chat/quickReplies': [{ id: 1, text: '亲，在的' }],
      'POST /shop-api/p/seller/chat/socketTicket': { ticket: 't', userId: 1, url: '/shop-api/online/user/t/1' },
      'GET /shop-api/p/seller/chat/conversations/5/messages': { records: [msg({})], hasMore: false },
      'POST /shop-api/p/seller/chat/read': { ok: true },
      'GET /shop-api/p/seller/chat/conversations/5/profile': { userId: 9, nickName: '小王', userAvatar: '', fromProduct: { kind: 'product', id: '3', title: '蓝牙耳机', pic: '', price: 19900 }, fromOrder: null, recentOrders: [] },
      'POST /shop-api/p/seller/chat/messages': msg({ id: 2, seq: 2, side: 'shop', content: body?.content, clientMsgId: body?.clientMsgId }),
    };
    const a = answers[`${method} ${path}`];
    return { ok: a !== undefined, status: a !== undefined ? 200 : 404, text: async () => JSON.stringify(a ?? {}) } as Response;
  }));
  return calls;
}

describe('service desk', { timeout: 20_000 }, () => {
  it('opens a waiting conversation with the buyer beside it, replies, and shows what arrives (zh)', async () => {
    const calls = stub();
    render(<I18nProvider initial="zh"><DeskPage kind="seller" /></I18nProvider>);
    const row = await screen.findByTestId('desk-conversation');
    expect(row.textContent).toContain('小王');
    expect(row.textContent).toContain('待回复');
    await act(async () => { fireEvent.click(row); });
    const log = await screen.findByTestId('desk-messages');
    await waitFor(() => expect(log.textContent).toContain('在吗'));
    expect(await screen.findByText('蓝牙耳机')).toBeTruthy();
    expect(screen.getByText('咨询的商品')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '回复内容' }), { target: { value: '亲，在的，有什么可以帮您' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^发\s?送$/ })); });
    await waitFor(() => expect(log.textContent).toContain('亲，在的，有什么可以帮您'));
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/chat/messages'))?.body).toMatchObject({ conversationId: 5, msgType: 'text', content: '亲，在的，有什么可以帮您' });
    // a buyer's message over the socket
    const ws = FakeWs.all.at(-1)!;
    expect(ws.url).toBe('ws://localhost:3000/shop-api/online/user/t/1?lang=zh');
    await act(async () => {
      ws.readyState = 1;
      ws.onopen?.();
      ws.onmessage?.({ data: JSON.stringify({ code: 1, success: true, data: msg({ id: 3, seq: 3, content: '什么时候发货' }) }) });
    });
    expect(log.textContent).toContain('什么时候发货');
  });

  it('switches the desk offline (en)', async () => {
    const calls = stub();
    render(<I18nProvider initial="en"><DeskPage kind="seller" /></I18nProvider>);
    const sw = await screen.findByRole('switch', { name: 'Online' });
    await act(async () => { fireEvent.click(sw); });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ online: false, hoursStart: '09:00', hoursEnd: '17:00' });
    expect(within(document.body).getByText('Service desk')).toBeTruthy();
  });
});
