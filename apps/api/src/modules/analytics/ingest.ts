// Batched, bounded ingestion of the usage log (decision 037). A page view is queued in memory and answered at once;
// the queue is written as multi-row INSERTs when it holds `batchSize` rows or `flushMs` after the first unwritten
// one, by one writer at a time. A full queue (`maxQueue`: the database is slow or down) drops the new row and counts
// it, so a flood of page views never grows the process's memory or holds requests. close() writes what is left.

export interface IngestOptions {
  batchSize: number;
  flushMs: number;
  maxQueue: number;
}
export const DEFAULT_INGEST: IngestOptions = { batchSize: 200, flushMs: 1000, maxQueue: 20_000 };

export interface IngestStats {
  queued: number;
  written: number;
  dropped: number;
  failed: number;
}

export function createIngest<Row>(write: (rows: Row[]) => Promise<void>, options: Partial<IngestOptions> = {}) {
  const opts = { ...DEFAULT_INGEST, ...options };
  let queue: Row[] = [];
  const stats = { written: 0, dropped: 0, failed: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, opts.batchSize);
      queue = queue.slice(batch.length);
      try {
        await write(batch);
        stats.written += batch.length;
      } catch {
        // the rows are lost (analytics, not money): counted, never retried into an ever-growing queue
        stats.failed += batch.length;
      }
    }
  };

  /** Writes everything queued so far (waits for a write already running first). */
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    running = running.then(drain);
    return running;
  };

  return {
    /** Queues one row; false when the queue is full (or closed) and the row was dropped. */
    push(row: Row): boolean {
      if (closed || queue.length >= opts.maxQueue) {
        stats.dropped += 1;
        return false;
      }
      queue.push(row);
      if (queue.length >= opts.batchSize) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), opts.flushMs);
        timer.unref?.();
      }
      return true;
    },
    flush,
    /** Stops taking rows and writes what is queued (the app's onClose). */
    async close(): Promise<void> {
      closed = true;
      await flush();
    },
    stats(): IngestStats {
      return { queued: queue.length, ...stats };
    },
  };
}
export type Ingest<Row> = ReturnType<typeof createIngest<Row>>;
