import { describe, expect, test } from 'vitest';
import { createMemoryStore } from './memory-store.ts';
import { createRateLimiter, rateLimitFields } from './rate-limit.ts';

function limiterAt(limit: number, options: { maxKeys?: number } = {}) {
  const clock = { now: 1_000_000 };
  const limiter = createRateLimiter({ limit, windowSeconds: 60, store: createMemoryStore(options), now: () => clock.now });
  return { clock, limiter };
}

describe('the fixed-window limiter', () => {
  test('counts down, refuses past the quota, and reports whole seconds to the reset', async () => {
    const { clock, limiter } = limiterAt(3);
    expect(rateLimitFields(await limiter('a'))).toEqual(['RateLimit-Policy', '"default";q=3;w=60', 'RateLimit', '"default";r=2;t=60']);
    clock.now += 10_500;
    expect(await limiter('a')).toEqual({ allowed: true, limit: 3, windowSeconds: 60, remaining: 1, resetSeconds: 50 });
    expect(await limiter('a')).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limiter('a')).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 50 });
    clock.now += 49_400;
    expect(await limiter('a')).toMatchObject({ allowed: false, resetSeconds: 1 });
    clock.now += 100;
    expect(await limiter('a')).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 60 });
  });
  test('keeps a separate window per key', async () => {
    const { limiter } = limiterAt(1);
    expect((await limiter('a')).allowed).toBe(true);
    expect((await limiter('a')).allowed).toBe(false);
    expect((await limiter('b')).allowed).toBe(true);
  });
});

describe('the memory store', () => {
  test('a window never lasts longer than the window length, so t never exceeds w', async () => {
    const clock = { now: 1_000_000 };
    const limiter = createRateLimiter({ limit: 5, windowSeconds: 60, store: createMemoryStore(), now: () => clock.now });
    for (let n = 0; n < 500; n += 1) {
      clock.now += 137;
      expect((await limiter(`ip-${n}`)).resetSeconds).toBeLessThanOrEqual(60);
    }
  });
  test('drops expired windows, so memory follows the clients of the last two minutes', () => {
    const store = createMemoryStore();
    for (let n = 0; n < 1000; n += 1) store.hit(`ip-${n}`, 60_000, n, 60);
    expect(store.size).toBe(1000);
    // Reset times are kept to 10 ms, rounded down: the window opened at 999 ends at 60,990.
    expect(store.hit('ip-999', 60_000, 60_000, 60)).toEqual({ count: 2, resetAt: 60_990 });
    expect(store.hit('ip-0', 60_000, 60_000, 60)).toEqual({ count: 1, resetAt: 120_000 });
    store.hit('late', 60_000, 120_000, 60);
    expect(store.size).toBe(3);
    store.hit('later', 60_000, 300_000, 60);
    expect(store.size).toBe(2);
    store.hit('latest', 60_000, 360_000, 60);
    expect(store.size).toBe(2);
  });
  test('never holds more than maxKeys windows', async () => {
    const store = createMemoryStore({ maxKeys: 10 });
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 60, store, now: () => 1_000_000 });
    for (let n = 0; n < 25; n += 1) {
      await limiter(`ip-${n}`);
      expect(store.size).toBeLessThanOrEqual(20);
    }
    expect((await limiter('ip-24')).allowed).toBe(false);
    // Two early rotations dropped the first generation, so ip-0 starts afresh.
    expect((await limiter('ip-0')).allowed).toBe(true);
  });
});
