// The desk's chat socket (SPEC §4/§8/§9, the same rules as the storefront's features/chat/socket.ts): a one-time
// ticket, a heartbeat every 19 s, up to 3 reconnects 2 s apart, none after code 11 or 14; 10 and 12 silent.
import { CHAT_CODE, CHAT_LIMITS, type ChatFrame } from '@mall/shared';

export type Frame = ChatFrame<unknown>;

export type DeskSocketState = 'connecting' | 'open' | 'reconnecting' | 'lost' | 'takenOver' | 'ended';

export function openDeskSocket(o: {
  ticket: () => Promise<{ url: string }>;
  lang: string;
  onFrame: (f: Frame) => void;
  onState: (s: DeskSocketState, message?: string) => void;
  onReconnected: () => void;
}) {
  let ws: WebSocket | null = null;
  let beat: ReturnType<typeof setInterval> | null = null;
  let tries = 0;
  let stopped = false;
  let final = false;
  let everOpen = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const dropped = () => {
    if (stopped || final) return;
    if (tries >= CHAT_LIMITS.reconnectTries) return o.onState('lost');
    tries += 1;
    o.onState('reconnecting');
    retry = setTimeout(() => void open(), CHAT_LIMITS.reconnectDelayMs);
  };
  async function open() {
    if (stopped) return;
    let url: string;
    try {
      url = (await o.ticket()).url;
    } catch {
      return dropped();
    }
    const full = /^wss?:/.test(url) ? url : `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${url}`;
    const sock = new WebSocket(`${full}?lang=${o.lang}`);
    ws = sock;
    sock.onopen = () => {
      tries = 0;
      o.onState('open');
      if (beat) clearInterval(beat);
      beat = setInterval(() => sock.readyState === 1 && sock.send(JSON.stringify({ msgType: 'heartbeat' })), CHAT_LIMITS.heartbeatMs);
      if (everOpen) o.onReconnected();
      everOpen = true;
    };
    sock.onmessage = (ev) => {
      let f: Frame;
      try {
        f = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (f.code === CHAT_CODE.connected || f.code === CHAT_CODE.pong) return;
      if (f.code === CHAT_CODE.takenOver || f.code === CHAT_CODE.sessionEnded) {
        final = true;
        o.onState(f.code === CHAT_CODE.takenOver ? 'takenOver' : 'ended', f.content);
        return;
      }
      o.onFrame(f);
    };
    sock.onclose = () => {
      if (ws !== sock) return;
      ws = null;
      if (beat) clearInterval(beat);
      dropped();
    };
  }
  o.onState('connecting');
  void open();
  return {
    send: (frame: unknown) => {
      if (!ws || ws.readyState !== 1) return false;
      ws.send(JSON.stringify(frame));
      return true;
    },
    retryNow: () => {
      if (final) return;
      tries = 0;
      void open();
    },
    stop: () => {
      stopped = true;
      if (beat) clearInterval(beat);
      if (retry) clearTimeout(retry);
      ws?.close();
    },
  };
}
