// The buyer's /chat (issue 15) in zh and en with a stand-in WebSocket: the socket's rules (SPEC §4/§8/§9: heartbeat
// 19 s, 3 reconnects 2 s apart then 'refresh', none after code 11, 10 and 12 silent, 15 shown), the conversation
// list, presence and hours, 'customer service not online', sending text over the socket and a message arriving.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ChatConversation, ChatMessage, ChatPresence } from '@mall/shared';
import { renderApp } from '../../test/render';
import { flush, stubFetch } from '../payment/test-utils';
import { ChatPage } from './ChatPage';
import { createChatSocket } from './socket';

class FakeWs {
  static all: FakeWs[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWs.all.push(this);
  }
  send(s: string) {
    this.sent.push(JSON.parse(s));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  frame(f: unknown) {
    this.onmessage?.({ data: JSON.stringify(f) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}
const last = () => FakeWs.all.at(-1)!;

afterEach(() => {
  FakeWs.all = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the chat socket (SPEC §4, §8, §9)', () => {
  const make = () => {
    const states: string[] = [];
    const frames: unknown[] = [];
    const s = createChatSocket({
      lang: 'zh', WebSocketImpl: FakeWs as unknown as typeof WebSocket,
      ticket: async () => ({ url: '/shop-api/online/user/tk/7' }),
      onFrame: (f) => frames.push(f), onState: (st, m) => states.push(m ? `${st}:${m}` : st),
    });
    return { s, states, frames };
  };

  it('opens at online/user/{ticket}/{userId}, beats every 19 s, keeps 10 and 12 silent', async () => {
    vi.useFakeTimers();
    const { s, states, frames } = make();
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(last().url).toBe('ws://localhost:3000/shop-api/online/user/tk/7?lang=zh');
    last().open();
    last().frame({ code: 10, success: true });
    await vi.advanceTimersByTimeAsync(19_000);
    expect(last().sent).toEqual([{ msgType: 'heartbeat' }]);
    last().frame({ code: 12, success: true });
    expect(frames).toEqual([]);
    expect(states).toEqual(['connecting', 'open']);
    s.stop();
  });

  it('reconnects 3 times 2 s apart, then asks for a refresh; none after code 11', async () => {
    vi.useFakeTimers();
    const { s, states } = make();
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    for (let i = 0; i < 3; i++) {
      last().drop();
      await vi.advanceTimersByTimeAsync(1_999);
      expect(FakeWs.all).toHaveLength(1 + i);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWs.all).toHaveLength(2 + i);
    }
    last().drop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeWs.all).toHaveLength(4);
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'reconnecting', 'reconnecting', 'lost']);
    s.stop();

    const b = make();
    b.s.start();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().frame({ code: 11, success: false, content: '您的账号已在别处登录，请刷新页面' });
    last().drop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeWs.all).toHaveLength(5);
    expect(b.states).toEqual(['connecting', 'open', 'takenOver:您的账号已在别处登录，请刷新页面']);
  });
});

const conv = (over: Partial<ChatConversation> = {}): ChatConversation => ({
  conversationId: 1, shopId: 3, shopName: '优选数码旗舰店', shopLogo: '', selfOperated: false, userId: 7, nickName: 'buyer', userAvatar: '',
  lastSeq: 1, lastAt: '2026-11-21T08:00:00.000Z', lastType: 'text', lastPreview: '有货的', unread: 0, awaitingReply: false,
  agentUserId: null, fromProdId: null, fromOrderNumber: null, ...over,
});
const msg = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1, conversationId: 1, seq: 1, side: 'shop', msgType: 'text', content: '有货的', clientMsgId: null, createdAt: '2026-11-21T08:00:00.000Z', card: null, ...over,
});
const presence = (over: Partial<ChatPresence> = {}): ChatPresence => ({ shopId: 3, online: false, switchOn: true, inHours: true, hoursStart: '09:00', hoursEnd: '17:00', ...over });

function renderChat(lang: 'zh' | 'en') {
  stubFetch({
    '/shop-api/p/chat/socketTicket': { status: 200, body: { ticket: 'tk', userId: 7, url: '/shop-api/online/user/tk/7' } },
    '/shop-api/p/chat/read': { status: 200, body: { ok: true } },
    '/shop-api/p/user/recentBrowse': { status: 200, body: { records: [{ prodId: 9, prodName: '蓝牙耳机', pic: '', price: 19900, oriPrice: 19900, brief: '', soldNum: 0, shopId: 3, shopName: '', selfOperated: false, footprintId: 1, browseTime: '', day: '', onSale: true }], total: 1, current: 1, size: 10, pages: 1 } },
    '/shop-api/p/myOrder/myOrder': { status: 200, body: { records: [], total: 0, current: 1, size: 10, pages: 0 } },
  });
  const conversations = { records: [conv(), conv({ conversationId: 2, shopId: 1, shopName: '商城自营旗舰店', selfOperated: true, unread: 2, lastType: 'image', lastPreview: '' })], total: 2, current: 1, size: 50, pages: 1 };
  return renderApp(<ChatPage lang={lang} conversations={conversations} active={conv()} presence={presence()} messages={{ records: [msg()], hasMore: true }} WebSocketImpl={FakeWs as unknown as typeof WebSocket} />, { lang, url: '/chat?shopId=3' });
}

describe('/chat', () => {
  it('lists the conversations, shows the presence, hours and "not online", sends over the socket and shows what arrives (zh)', async () => {
    renderChat('zh');
    await act(flush);
    const list = screen.getByRole('navigation', { name: '我的会话' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/chat?shopId=3', '/chat?shopId=1']);
    expect(links[1]!.textContent).toContain('[图片]');
    expect(within(links[1]!).getByLabelText('2 条未读')).toBeTruthy();
    expect(screen.getByTestId('chat-presence').textContent).toContain('客服离线');
    expect(screen.getByTestId('chat-presence').textContent).toContain('服务时间 每天 09:00-17:00（7×8小时）');
    expect(screen.getByTestId('chat-not-online').textContent).toBe('客服不在线，您的消息将在客服上线后回复');
    expect(screen.getByRole('button', { name: '查看更早的消息' })).toBeTruthy();
    expect(screen.getByTestId('chat-state').textContent).toBe('正在连接…');
    await act(async () => last().open());
    expect(screen.queryByTestId('chat-state')).toBeNull();
    // send a text with an emoji
    fireEvent.click(screen.getByRole('button', { name: '表情' }));
    fireEvent.click(screen.getByRole('button', { name: '👍' }));
    const box = screen.getByRole('textbox', { name: '消息内容' });
    fireEvent.change(box, { target: { value: `请问几天发货👍` } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const sent = last().sent.at(-1) as { msgType: string; content: string; clientMsgId: string; conversationId: number };
    expect(sent).toMatchObject({ msgType: 'text', content: '请问几天发货👍', conversationId: 1 });
    expect(screen.getByText('发送中')).toBeTruthy();
    await act(async () => last().frame({ code: 2, success: true, data: msg({ id: 2, seq: 2, side: 'user', content: '请问几天发货👍', clientMsgId: sent.clientMsgId }) }));
    expect(screen.queryByText('发送中')).toBeNull();
    await act(async () => last().frame({ code: 1, success: true, data: msg({ id: 3, seq: 3, content: '今天就发' }) }));
    const log = screen.getByTestId('chat-messages');
    expect([...log.querySelectorAll('.chat-msg__text')].map((p) => p.textContent)).toEqual(['有货的', '请问几天发货👍', '今天就发']);
    // the same message again (at-least-once delivery) is shown once
    await act(async () => last().frame({ code: 1, success: true, data: msg({ id: 3, seq: 3, content: '今天就发' }) }));
    expect(log.querySelectorAll('.chat-msg')).toHaveLength(3);
    // code 15: its message
    await act(async () => last().frame({ code: 15, success: false, content: '该会话不属于您负责' }));
    expect(document.querySelector('.toast')?.textContent).toBe('该会话不属于您负责');
    // a blank text is not sent
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(document.querySelector('.toast')?.textContent).toBe('消息不能为空白，且不能超过500个字');
  });

  it('in English: the states of the socket, taken over elsewhere, the side panel (en)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderChat('en');
    await act(flush);
    expect(screen.getByTestId('chat-presence').textContent).toContain('Service hours every day 09:00-17:00 (7×8)');
    expect(screen.getByTestId('chat-not-online').textContent).toBe('Customer service is not online; your message will be answered later');
    expect(screen.getByRole('complementary', { name: 'Send a product or an order' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Send the product 蓝牙耳机' })).toBeTruthy();
    await act(async () => last().open());
    await act(async () => last().drop());
    expect(screen.getByTestId('chat-state').textContent).toBe('Connection lost, reconnecting…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    await act(async () => last().open());
    expect(screen.queryByTestId('chat-state')).toBeNull();
    await act(async () => last().frame({ code: 11, success: false, content: 'You have logged in elsewhere, please refresh' }));
    expect(screen.getByTestId('chat-state').textContent).toContain('You have logged in elsewhere, please refresh');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    const before = FakeWs.all.length;
    await act(async () => last().drop());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(FakeWs.all.length).toBe(before);
  });
});
