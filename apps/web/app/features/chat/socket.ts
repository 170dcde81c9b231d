// The chat socket of the browser (SPEC §4/§8/§9): opens after login with a one-time ticket
// (online/user/{ticket}/{userId}), sends a heartbeat every 19 s, reconnects on a drop up to 3 times 2 s apart,
// never after code 11 (logged in elsewhere) or 14 (session ended); codes 10 and 12 are handled silently, 15 is
// shown as its message. The state is what the page shows: connecting, open, reconnecting, lost (refresh),
// takenOver, ended.
import { CHAT_CODE, CHAT_LIMITS, type ChatFrame } from '@mall/shared';

/** A server frame; its data is read by code (ChatMessage for 1 and 2, { shopId, online } for 4, …). */
export type Frame = ChatFrame<unknown>;

export type SocketState = 'connecting' | 'open' | 'reconnecting' | 'lost' | 'takenOver' | 'ended';

export interface ChatSocketOptions {
  /** a fresh ticket and the socket's address (path or ws URL); null when the user is not logged in */
  ticket: () => Promise<{ url: string } | null>;
  lang: string;
  onFrame: (f: Frame) => void;
  onState: (s: SocketState, message?: string) => void;
  /** after a reconnect: fetch what was missed */
  onReconnected?: () => void;
  /** tests */
  WebSocketImpl?: typeof WebSocket;
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout; setInterval: typeof setInterval; clearInterval: typeof clearInterval };
}

export function wsUrl(url: string, loc: { protocol: string; host: string }): string {
  if (/^wss?:\/\//.test(url)) return url;
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${url}`;
}

export function createChatSocket(o: ChatSocketOptions) {
  const WS = o.WebSocketImpl ?? WebSocket;
  // bound: a browser's timer functions throw 'Illegal invocation' when called as methods of another object
  const g = globalThis;
  const t = o.timers ?? { setTimeout: g.setTimeout.bind(g), clearTimeout: g.clearTimeout.bind(g), setInterval: g.setInterval.bind(g), clearInterval: g.clearInterval.bind(g) };
  let ws: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let tries = 0;
  let stopped = false;
  let final = false;
  let everOpen = false;

  const stopHeartbeat = () => {
    if (heartbeat) t.clearInterval(heartbeat);
    heartbeat = null;
  };

  async function open(): Promise<void> {
    if (stopped) return;
    const ticket = await o.ticket().catch(() => null);
    if (stopped) return;
    if (!ticket) return dropped();
    const sock = new WS(`${wsUrl(ticket.url, window.location)}${ticket.url.includes('?') ? '&' : '?'}lang=${o.lang}`);
    ws = sock;
    sock.onopen = () => {
      const again = everOpen;
      everOpen = true;
      tries = 0;
      o.onState('open');
      stopHeartbeat();
      heartbeat = t.setInterval(() => send({ msgType: 'heartbeat' }), CHAT_LIMITS.heartbeatMs);
      if (again) o.onReconnected?.();
    };
    sock.onmessage = (ev: MessageEvent) => {
      let f: Frame;
      try {
        f = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (f.code === CHAT_CODE.connected || f.code === CHAT_CODE.pong) return; // handled silently
      if (f.code === CHAT_CODE.takenOver) {
        final = true;
        o.onState('takenOver', f.content);
        return;
      }
      if (f.code === CHAT_CODE.sessionEnded) {
        final = true;
        o.onState('ended', f.content);
        return;
      }
      o.onFrame(f);
    };
    sock.onclose = () => {
      if (ws !== sock) return;
      ws = null;
      stopHeartbeat();
      if (!final) dropped();
    };
  }

  function dropped(): void {
    if (stopped || final) return;
    if (tries >= CHAT_LIMITS.reconnectTries) {
      o.onState('lost');
      return;
    }
    tries += 1;
    o.onState('reconnecting');
    retry = t.setTimeout(() => {
      retry = null;
      void open();
    }, CHAT_LIMITS.reconnectDelayMs);
  }

  function send(frame: unknown): boolean {
    if (!ws || ws.readyState !== 1) return false;
    ws.send(JSON.stringify(frame));
    return true;
  }

  return {
    start(): void {
      o.onState('connecting');
      void open();
    },
    send,
    /** the 'refresh' action after the tries ran out: start again */
    retryNow(): void {
      if (final || stopped) return;
      tries = 0;
      o.onState('connecting');
      void open();
    },
    stop(): void {
      stopped = true;
      stopHeartbeat();
      if (retry) t.clearTimeout(retry);
      ws?.close();
      ws = null;
    },
  };
}

export type ChatSocket = ReturnType<typeof createChatSocket>;
