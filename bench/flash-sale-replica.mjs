// Another API process of bench/flash-sale.mjs's cluster run (--processes N), in a worker thread of its own: the
// mall app on the same PostgreSQL database and Redis prefix as the first (flash-sale-server.mjs), listening on a
// port of its own — as `npm run start:cluster` runs N processes on one DATABASE_URL + REDIS_URL.
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { root, dbUrl, redisUrl, prefix, maxInFlight, buyMaxInFlight } = workerData;
process.env.FLASH_SALE_MAX_IN_FLIGHT = String(maxInFlight);
process.env.FLASH_SALE_BUY_MAX_IN_FLIGHT = String(buyMaxInFlight ?? 0);
const { openDatabase } = await import(join(root, 'packages/db/src/index.ts'));
const { buildApp } = await import(join(root, 'apps/api/src/server.ts'));
const { redisCounters } = await import(join(root, 'apps/api/src/platform/counters.ts'));
const database = await openDatabase({ url: dbUrl, poolSize: 10 });
const counters = redisCounters(redisUrl, prefix);
const app = await buildApp({ database, uploadsDir: '/nonexistent', mode: 'test', counters });
const { startOrderThread } = await import(join(root, 'apps/api/src/modules/promotion/flash-sale/order-thread.ts'));
const orderThread = process.env.BENCH_ORDER_THREAD !== '0' ? startOrderThread({ databaseUrl: dbUrl, redisUrl, prefix, onError: (e) => console.error(e) }) : null;
if (orderThread) app.services.flashSale.queue.offload(() => orderThread.kick());
await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
parentPort.postMessage({ port: app.server.address().port });
parentPort.on('message', async (msg) => {
  if (msg.drained) {
    const until = Date.now() + msg.drained;
    while (!orderThread && Date.now() < until && (await app.services.flashSale.queue.drain()) > 0);
    parentPort.postMessage({ drained: true });
  }
  if (msg.stop) {
    await orderThread?.stop();
    await app.close();
    await counters.close();
    await database.close?.();
    parentPort.postMessage({ stopped: true });
  }
});
