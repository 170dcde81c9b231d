// Two real API processes (node apps/api/src/main.ts) on one PostgreSQL and one Redis (only when TEST_DATABASE_URL and
// TEST_REDIS_URL are set; issue 15): a buyer on process A and the shop's agent on process B talk in real time through
// the Redis bus, a newer socket of the buyer on B closes the one on A with code 11, and when A is killed mid-
// conversation nothing acknowledged is lost: the buyer reconnects to B and catches up by seq.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE, CHAT_CODE } from '@mall/shared';
import { connect, type Client } from './chat-helpers';

const dbUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const root = resolve(__dirname, '../../..');

function start(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'chat-proc-')), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`process on ${port} did not start: ${out.slice(-2000)}`)), 300_000);
    const read = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Mall is running')) {
        clearTimeout(timer);
        ok(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`process on ${port} exited ${code}: ${out.slice(-2000)}`)));
  });
}

describe.runIf(!!dbUrl && !!redisUrl)('chat across two API processes on PostgreSQL + Redis', () => {
  const A = 3303;
  const B = 3323;
  let a: ChildProcess | undefined;
  let b: ChildProcess | undefined;
  let dbName = '';
  const http = async (port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}/shop-api${path}`, {
      method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} on ${port}: ${res.status} ${text}`);
    return JSON.parse(text);
  };
  const socket = async (port: number, ticketPath: string, headers: Record<string, string>): Promise<Client> => {
    const t = await http(port, 'POST', ticketPath, {}, headers);
    const c = await connect(`ws://127.0.0.1:${port}${t.url}`);
    await c.next((f) => f.code === CHAT_CODE.connected, 'connected');
    return c;
  };

  beforeAll(async () => {
    dbName = `mall_chat_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(dbUrl!);
    url.pathname = `/${dbName}`;
    a = await start(A, url.toString()); // migrates and loads the demo mall
    b = await start(B, url.toString());
  }, 500_000);

  afterAll(async () => {
    for (const p of [a, b]) p?.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }, 30_000);

  it('buyer on A and agent on B talk; code 11 reaches A from B; killing A loses nothing acknowledged', async () => {
    const buyer = (await http(A, 'POST', '/login', { userName: 'demo_buyer', passWord: 'demo@123456' })).accessToken as string;
    const seller = (await http(B, 'POST', '/login', { userName: 'demo_seller', passWord: 'demo@123456' })).accessToken as string;
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    const { storeToken, shopId } = await http(B, 'POST', '/p/seller/session', { password: 'store123' }, auth(seller));
    const agentHeaders = { ...auth(seller), 'x-store-token': storeToken };
    const { conversation } = await http(A, 'POST', '/p/chat/conversations', { shopId }, auth(buyer));
    const conversationId = conversation.conversationId as number;

    const onA = await socket(A, '/p/chat/socketTicket', auth(buyer));
    const agent = await socket(B, '/p/seller/chat/socketTicket', agentHeaders);
    onA.send({ msgType: 'text', conversationId, content: '你好（来自A）', clientMsgId: 'a1' });
    const ack = await onA.next((f) => f.code === CHAT_CODE.ack, 'ack on A');
    expect((await agent.next((f) => f.code === CHAT_CODE.message && f.data.id === ack.data.id, 'message on B')).data.content).toBe('你好（来自A）');
    agent.send({ msgType: 'text', conversationId, content: '您好（来自B）', clientMsgId: 'b1' });
    expect((await onA.next((f) => f.code === CHAT_CODE.message && f.data.side === 'shop', 'reply on A')).data.content).toBe('您好（来自B）');

    // the buyer opens the chat on B: the socket on A is closed with code 11
    const onB = await socket(B, '/p/chat/socketTicket', auth(buyer));
    expect((await onA.next((f) => f.code === CHAT_CODE.takenOver, 'code 11 on A')).content).toBe('您的账号已在别处登录，请刷新页面');
    expect((await onA.waitClosed()).code).toBe(CHAT_CLOSE.takenOver);
    onB.close();

    // a socket on A again; A dies mid-conversation after 10 acknowledged messages
    const again = await socket(A, '/p/chat/socketTicket', auth(buyer));
    for (let i = 0; i < 10; i++) again.send({ msgType: 'text', conversationId, content: `第${i}条`, clientMsgId: `k${i}` });
    await again.until(() => again.frames.filter((f) => f.code === CHAT_CODE.ack).length === 10, '10 acks');
    const acked = again.frames.filter((f) => f.code === CHAT_CODE.ack).map((f) => f.data.seq as number);
    a!.kill('SIGKILL');
    await again.waitClosed(10_000);
    // the agent keeps answering on B while the buyer is away
    for (let i = 0; i < 3; i++) await http(B, 'POST', '/p/seller/chat/messages', { conversationId, msgType: 'text', content: `回复${i}`, clientMsgId: `r${i}` }, agentHeaders);
    // the buyer comes back on B and catches up after the last seq it saw before the drop
    const lastSeen = Math.max(...acked);
    const missed = await http(B, 'GET', `/p/chat/messages?conversationId=${conversationId}&afterSeq=${lastSeen}`, undefined, auth(buyer));
    expect(missed.records.map((m: { content: string }) => m.content)).toEqual(['回复0', '回复1', '回复2']);
    const all = await http(B, 'GET', `/p/chat/messages?conversationId=${conversationId}&size=100`, undefined, auth(buyer));
    const seqs = all.records.map((m: { seq: number }) => m.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    for (const s of acked) expect(seqs).toContain(s);
    expect((await http(B, 'GET', '/p/chat/unread', undefined, auth(buyer))).total).toBeGreaterThanOrEqual(3);
    agent.close();
  }, 120_000);
});
