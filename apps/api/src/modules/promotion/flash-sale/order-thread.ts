// The flash sale's order workers off the request thread (decision 013, issue 19): with PostgreSQL + Redis a worker
// thread of this process — its own event loop and its own database pool — reads the order stream and places the
// batches (order-thread-run.ts), so a crowd's answers and the orders' queries do not queue behind each other in one
// loop. The request thread's wins wake it (a message); it also looks every 250 ms. PGlite lives in one thread, so
// it keeps the inline workers. A thread that dies is started again; its unacknowledged entries are claimed by any
// worker after FLASH_SALE_CLAIM_IDLE_MS, as a dead process's are.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface OrderThreadOptions {
  databaseUrl: string;
  redisUrl: string;
  prefix?: string;
  /** connections of the thread's pool (default 4) */
  poolSize?: number;
  onError?: (err: unknown) => void;
}

export interface OrderThread {
  /** wakes the thread: reservations are waiting */
  kick(): void;
  stop(): Promise<void>;
}

export function startOrderThread(opts: OrderThreadOptions): OrderThread {
  let worker: Worker | null = null;
  let stopping = false;
  const start = () => {
    const w = new Worker(fileURLToPath(new URL('./order-thread-boot.mjs', import.meta.url)), {
      workerData: { databaseUrl: opts.databaseUrl, redisUrl: opts.redisUrl, prefix: opts.prefix, poolSize: opts.poolSize ?? 4 },
      env: process.env,
    });
    w.on('error', (err) => opts.onError?.(err));
    w.on('exit', () => {
      if (worker === w) worker = null;
      if (!stopping) setTimeout(() => !stopping && !worker && (worker = start()), 1000).unref();
    });
    return w;
  };
  worker = start();
  return {
    kick() {
      worker?.postMessage('kick');
    },
    async stop() {
      stopping = true;
      const w = worker;
      worker = null;
      if (!w) return;
      const exited = new Promise((ok) => w.once('exit', ok));
      w.postMessage('stop');
      await Promise.race([exited, new Promise((ok) => setTimeout(ok, 5000).unref())]);
      await w.terminate();
    },
  };
}
