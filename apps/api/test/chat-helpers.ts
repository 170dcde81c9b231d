// Helpers of the chat tests: an app per engine listening on a real port (PGlite with the in-process bus;
// PostgreSQL with a Redis bus under a prefix of its own when TEST_REDIS_URL is set), a real ws client that keeps
// the frames it gets, tickets and conversations made through the API.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import WebSocket from 'ws';
import type { ChatFrame } from '@mall/shared';
import { ManualClock } from '../src/platform/clock';
import { memoryChatBus, redisChatBus, type ChatBus } from '../src/modules/chat/bus';
import { buildApp } from '../src/server';
import { post } from './account-helpers';
import { engines, preparedDatabase, type Engine, type TestContext } from './harness';

export type ChatCtx = TestContext & { base: string; uploadsDir: string; bus: 'memory' | 'redis'; events: ChatBus };
type Ctx = () => ChatCtx;

/** Runs the suite per engine on a listening app (PostgreSQL + Redis bus when both are set). */
export function describeChat(name: string, suite: (ctx: Ctx) => void) {
  for (const engine of engines as Engine[]) {
    describe(`${name} [${engine}]`, () => {
      let current: ChatCtx | undefined;
      let drop: (() => Promise<void>) | undefined;
      let bus: ChatBus | undefined;
      beforeAll(async () => {
        const fresh = await preparedDatabase(engine);
        drop = fresh.drop;
        const clock = new ManualClock();
        const uploadsDir = mkdtempSync(join(tmpdir(), 'chat-up-'));
        const redis = engine === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
        bus = redis ? redisChatBus(redis, `test:chat:${randomBytes(6).toString('hex')}:`) : memoryChatBus();
        const app = await buildApp({ database: fresh.database, uploadsDir, mode: 'test', clock, chat: { bus } });
        await app.listen({ port: 0, host: '127.0.0.1' });
        const addr = app.server.address();
        const port = typeof addr === 'object' && addr ? addr.port : 0;
        current = { app, database: fresh.database, engine, clock, base: `ws://127.0.0.1:${port}`, uploadsDir, bus: redis ? 'redis' : 'memory', events: bus };
      }, 180_000);
      afterAll(async () => {
        await current?.app.close();
        await bus?.close();
        await drop?.();
      });
      suite(() => {
        if (!current) throw new Error('chat test context not ready');
        return current;
      });
    });
  }
}

/** A ws client keeping every frame; `next` waits for the first frame (from now on, or already kept) that matches. */
export class Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever data a frame of a code carries
  frames: ChatFrame<any>[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      this.frames.push(JSON.parse(d.toString()));
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }
  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }
  async until<T>(test: () => T | undefined | null | false, what: string, ms = 5000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const v = test();
      if (v) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}; frames: ${JSON.stringify(this.frames).slice(0, 800)} closed: ${JSON.stringify(this.closed)}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 50);
      });
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  next(pred: (f: ChatFrame<any>) => boolean, what: string, ms?: number) {
    return this.until(() => this.frames.find(pred), what, ms);
  }
  waitClosed(ms?: number) {
    return this.until(() => this.closed, 'close', ms);
  }
  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
  close() {
    this.ws.close();
  }
}

/** Opens a socket; resolves with the client once open, or rejects with the HTTP status of a refused upgrade. */
export function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const client = new Client(ws);
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`upgrade refused ${res.statusCode}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.once('error', (e) => reject(e));
  });
}

/** A socket ticket of a buyer (path '/p/chat/socketTicket') or an agent ('/p/seller/chat/socketTicket' with headers). */
export async function ticketOf(ctx: Ctx, token: string, path = '/p/chat/socketTicket', headers: Record<string, string> = {}) {
  const res = await post(ctx, path, {}, { token, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { ticket: string; userId: number; url: string };
}

/** Connects with a fresh ticket; `lang` picks the language of the frames' texts. */
export async function socketOf(ctx: Ctx, token: string, o: { path?: string; headers?: Record<string, string>; lang?: string } = {}) {
  const t = await ticketOf(ctx, token, o.path, o.headers);
  const c = await connect(`${ctx().base}${t.url}${o.lang ? `?lang=${o.lang}` : ''}`);
  await c.next((f) => f.code === 10, 'connected');
  return c;
}
