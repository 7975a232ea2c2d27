// The in-process store: exact for one process, and the fallback of the Redis store when Redis fails.

import type { RateLimitStore, WindowState } from './rate-limit.ts';
import { type ClientId, clientIdOf, createWindowTable, type WindowTable } from './window-table.ts';

/** Reset times are kept to 10 ms, so a window fits one small integer with its count. */
const TICK_MS = 10;
/** Counts saturate here; quotas are far below it. */
const COUNT_SPAN = 65_536;

interface Generation {
  /** When the generation started; every reset time in it is stored relative to this. */
  readonly base: number;
  readonly windows: WindowTable;
}

// One number per client instead of an object: in window-table.ts, two million IPv4 clients add
// 91 MB of RSS (277 MB in a Map of strings, 395 MB with { count, resetAt } objects).
const encode = (base: number, { resetAt, count }: WindowState) =>
  ((resetAt - base) / TICK_MS) * COUNT_SPAN + Math.min(count, COUNT_SPAN - 1);
const decode = (base: number, value: number): WindowState => ({
  resetAt: base + Math.floor(value / COUNT_SPAN) * TICK_MS,
  count: value % COUNT_SPAN,
});

/**
 * Two generations: every window length the older one is dropped whole (all of its windows have
 * expired by then) and the current one becomes the older, so memory follows the clients of the
 * last two windows with no scan per request. It stays exact while at most maxKeys distinct clients
 * arrive in one window; past that the rotation comes early and the oldest windows are forgotten.
 */
export function createMemoryStore({ maxKeys = 1_000_000 }: { maxKeys?: number } = {}): RateLimitStore & {
  readonly size: number;
  /** Clients the current window can take before its table grows. */
  readonly capacity: number;
} {
  let current: Generation = { base: -Infinity, windows: createWindowTable() };
  let previous: Generation = current;
  // Rounded down to a tick, so a window never lasts longer than windowMs (t never exceeds w).
  const freshWindow = (now: number, windowMs: number, base: number): WindowState => ({
    resetAt: base + Math.floor((now + windowMs - base) / TICK_MS) * TICK_MS,
    count: 0,
  });
  // Two lookups at most: with a million clients each one is a cache miss.
  const open = (id: ClientId, now: number, windowMs: number): WindowState => {
    let value = current.windows.get(id);
    let base = current.base;
    if (value === undefined && previous !== current) {
      value = previous.windows.get(id);
      base = previous.base;
    }
    const window = value === undefined ? undefined : decode(base, value);
    return window !== undefined && window.resetAt > now ? window : freshWindow(now, windowMs, current.base);
  };
  return {
    get size() {
      return current.windows.size + (previous === current ? 0 : previous.windows.size);
    },
    get capacity() {
      return current.windows.capacity;
    },
    hit(key, windowMs, now) {
      if (now - current.base >= windowMs || current.windows.size >= maxKeys) {
        previous = current;
        // Room for as many clients as the last window had: steady traffic never waits for growth.
        current = { base: now, windows: createWindowTable(previous.windows.size) };
      }
      // Parsed once per request: both generations and the write below use it.
      const id = clientIdOf(key);
      const window = open(id, now, windowMs);
      const value = encode(current.base, { resetAt: window.resetAt, count: window.count + 1 });
      current.windows.set(id, value);
      // What was stored, so this answer and the next agree on the reset time.
      return decode(current.base, value);
    },
  };
}
