// Entry of the flash-sale order thread (order-thread.ts): a worker thread loads TypeScript through tsx like the
// process that started it (scripts/start.mjs), then runs the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./order-thread-run.ts');
