// The flash-sale order thread's own code (started by order-thread.ts): the mall's services on a pool of its own, the
// order queue drained whenever the request thread says a win came in, and every 250 ms.
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
await counters.close();
await database.close();
