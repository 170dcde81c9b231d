// The flash-sale order thread's own code (started by order-thread.ts): the mall's services on a pool of its own, the
// order queue drained whenever the request thread says a win came in, and every 250 ms.
import { Session } from 'node:inspector/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '@mall/db';
import { systemClock } from '../../../platform/clock';
import { redisCounters } from '../../../platform/counters';
import { createServices } from '../../../server';

const { databaseUrl, redisUrl, prefix, poolSize } = workerData as { databaseUrl: string; redisUrl: string; prefix?: string; poolSize: number };
const database = await openDatabase({ url: databaseUrl, poolSize });
const counters = redisCounters(redisUrl, prefix);
const services = createServices(database, systemClock, { counters, onError: (err) => console.error('flash-sale order thread:', err) });
const queue = services.flashSale.queue;
// FLASH_SALE_ORDER_THREAD_CPU_PROF=file (diagnostics, bench/flash-sale.mjs): a CPU profile of this thread, written when it stops
const profPath = process.env.FLASH_SALE_ORDER_THREAD_CPU_PROF;
let profiler: Session | null = null;
if (profPath) {
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
let stopped = false;
let wake: (() => void) | null = null;
parentPort!.on('message', (m) => {
  if (m === 'stop') stopped = true;
  wake?.();
});
while (!stopped && queue) {
  try {
    await queue.drain();
  } catch (err) {
    console.error('flash-sale order thread:', err);
  }
  await new Promise<void>((ok) => {
    const t = setTimeout(ok, 250);
    wake = () => {
      clearTimeout(t);
      wake = null;
      ok();
    };
  });
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(`${profPath}.${process.pid}-${Math.random().toString(36).slice(2, 8)}.cpuprofile`, JSON.stringify(profile));
  profiler.disconnect();
}
await counters.close();
await database.close();
