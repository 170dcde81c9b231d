// Concurrent calls for the same key share one run: a crowd arriving at once (a flash sale's start) makes one database
// read or one Redis load, not one each. The run is forgotten once it settles (a later call runs again), so a failure
// is shared by the callers that waited on it and never cached.

/** `load` wrapped so that calls with a key already being loaded wait for that run instead of starting another. */
export function singleFlight<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const running = new Map<K, Promise<V>>();
  return (key) => {
    const current = running.get(key);
    if (current) return current;
    const run = load(key).finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}
