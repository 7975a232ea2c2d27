// The in-memory store must stay exact for any realistic number of clients in one window: a flood
// of other addresses must not make it forget a client that is over its quota.
import { describe, expect, test } from 'vitest';
import { createMemoryStore } from './memory-store.ts';
import { createRateLimiter } from './rate-limit.ts';

const ipv4 = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const ipv6 = (n: number) => `2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::/64`;

describe.each([
  ['IPv4', ipv4],
  ['IPv6 /64', ipv6],
])('the memory store with its default options, %s clients', (_kind, key) => {
  test('still refuses a client over its quota after 150,000 other clients in the same window', async () => {
    const clock = { now: 1_000_000 };
    const store = createMemoryStore();
    const limiter = createRateLimiter({ limit: 60, windowSeconds: 60, store, now: () => clock.now });
    const victim = key(200_000);
    for (let n = 0; n < 60; n += 1) expect((await limiter(victim)).allowed).toBe(true);
    expect((await limiter(victim)).allowed).toBe(false);
    for (let n = 0; n < 150_000; n += 1) {
      clock.now += n % 5_000 === 0 ? 1 : 0;
      store.hit(key(n), 60_000, clock.now, 60);
    }
    clock.now += 30_000;
    expect(await limiter(victim)).toMatchObject({ allowed: false, remaining: 0 });
    expect(store.size).toBeGreaterThanOrEqual(150_001);
  });
});

describe('the memory store across a new window of its own', () => {
  // The store starts a new generation of windows when a window length has passed since the last one
  // began, at whatever millisecond that is: a client's window must come through it unchanged.
  test('a client whose window began before the store moved on keeps its count and its reset', () => {
    const store = createMemoryStore();
    store.hit('192.0.2.1', 60_000, 1_003, 60);
    const first = store.hit('198.51.100.7', 60_000, 30_007, 60);
    store.hit('192.0.2.1', 60_000, 61_005, 60);
    expect(store.hit('198.51.100.7', 60_000, 61_011, 60)).toEqual({ count: 2, resetAt: first.resetAt });
    expect(store.hit('198.51.100.7', 60_000, 61_023, 60)).toEqual({ count: 3, resetAt: first.resetAt });
  });
});

describe('the memory store under steady traffic', () => {
  test('a new window starts with room for as many clients as the last one had', () => {
    const clock = { now: 1_000_000 };
    const store = createMemoryStore();
    const minute = (first: number) => {
      for (let n = first; n < first + 100_000; n += 1) store.hit(ipv4(n), 60_000, clock.now, 60);
      clock.now += 60_000;
    };
    minute(0);
    store.hit(ipv4(500_000), 60_000, clock.now, 60);
    const roomAtStart = store.capacity;
    minute(200_000);
    expect(roomAtStart).toBeGreaterThanOrEqual(100_000);
    expect(store.capacity).toBe(roomAtStart);
  });
});
