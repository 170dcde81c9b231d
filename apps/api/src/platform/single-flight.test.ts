import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('runs the load once for concurrent calls with the same key, once per key', async () => {
    const calls: number[] = [];
    const gates = new Map<number, ReturnType<typeof deferred<string>>>();
    const load = singleFlight((key: number) => {
      calls.push(key);
      const d = deferred<string>();
      gates.set(key, d);
      return d.promise;
    });
    const waiting = [load(1), load(1), load(2), load(1)];
    expect(calls).toEqual([1, 2]);
    gates.get(1)!.resolve('one');
    gates.get(2)!.resolve('two');
    expect(await Promise.all(waiting)).toEqual(['one', 'one', 'two', 'one']);
  });

  it('runs again once the run settled, and never keeps a failure', async () => {
    let n = 0;
    const load = singleFlight(async (_key: string) => {
      n += 1;
      if (n === 1) throw new Error('down');
      return n;
    });
    const first = await Promise.allSettled([load('a'), load('a')]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await load('a')).toBe(2);
    expect(await load('a')).toBe(3);
  });
});
