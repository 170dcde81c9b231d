// Deterministic randomness and time for the demo data: a seeded PRNG (mulberry32) and a fixed base date.
// Nothing in the seed may read Math.random or the clock, so the same seed always gives the same rows.

/** All seeded timestamps are offsets from this instant (2026-11-01 00:00 Beijing time). */
export const BASE_DATE = new Date('2026-11-01T00:00:00+08:00');
export const DAY_MS = 86_400_000;

/** A date `days` (may be fractional / negative) after BASE_DATE. */
export function dateAt(days: number): Date {
  return new Date(BASE_DATE.getTime() + Math.round(days * DAY_MS));
}

/** Mix integers into a 32-bit seed (for per-item generators that stay stable when counts change). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x85ebca6b);
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35);
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h >>> 0;
}

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: uniform float in [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** integer in [min, max] inclusive */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** a new array with the items in random order (Fisher-Yates) */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `n` distinct items in random order (all of them when n >= length) */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, n));
  }
}
