// zod-jitless.ts sets zod's jitless mode without importing zod: zod's own config() must see it, and an object schema
// built afterwards must not probe `new Function` (the probe a strict CSP reports as a violation).
import { afterEach, describe, expect, it } from 'vitest';
import { config, z } from 'zod';
import { skipZodEvalProbe } from './zod-jitless';

describe('zod without the eval probe', () => {
  const before = config().jitless;
  const RealFunction = globalThis.Function;
  afterEach(() => {
    globalThis.Function = RealFunction;
    config({ jitless: before });
  });

  it('is off on the server (no document here): zod keeps its compiled parsers', () => {
    expect(config().jitless).not.toBe(true);
  });

  it("zod's config() sees jitless, and a new object schema parses without calling Function", () => {
    skipZodEvalProbe();
    expect(config().jitless).toBe(true);
    const calls: unknown[][] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        calls.push(args);
        return Reflect.apply(target, self, args);
      },
    });
    const schema = z.object({ a: z.number(), b: z.string() });
    expect(schema.parse({ a: 1, b: 'x' })).toEqual({ a: 1, b: 'x' });
    expect(schema.safeParse({ a: 'no' }).success).toBe(false);
    expect(calls).toEqual([]);
  });
});
