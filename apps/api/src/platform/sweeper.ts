// Runs a sweep (a function that selects due rows from the database and handles them) every few seconds.
// Nothing that must happen lives only in this timer: a missed tick is picked up by the next one, by any process.
/**
 * Runs sweep every `everyMs` (default 30 s) until the answered stop() is called; a run never overlaps
 * the previous one and a failure is logged, not thrown. For main.ts: the only timer, and it holds no state.
 */
export function startSweeper(sweep: () => Promise<unknown>, opts: { everyMs?: number; onError?: (err: unknown) => void } = {}): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep().catch((err) => opts.onError?.(err)).finally(() => { running = null; });
  }, opts.everyMs ?? 30_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
