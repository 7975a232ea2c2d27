// The in-process store: exact for one process, and the fallback of the Redis store when Redis fails.

import type { RateLimitStore, WindowState } from './rate-limit.ts';
import { clientIdOf, createWindowTable, type WindowTable } from './window-table.ts';

/** Reset times are kept to 10 ms, so a window fits one small integer with its count. */
const TICK_MS = 10;
/** Counts saturate here; quotas are far below it. */
const COUNT_SPAN = 65_536;

interface Generation {
  /** When the generation started; every reset time in it is stored relative to this. */
  readonly base: number;
  readonly windows: WindowTable;
}

// One number per client instead of an object: in window-table.ts an IPv4 client is two slots of a
// Float64Array, where a Map of strings or { count, resetAt } objects costs several heap objects each.
const encode = (base: number, resetAt: number, count: number) => ((resetAt - base) / TICK_MS) * COUNT_SPAN + count;
const resetOf = (base: number, value: number) => base + Math.floor(value / COUNT_SPAN) * TICK_MS;
const onTick = (ms: number) => Math.floor(ms / TICK_MS) * TICK_MS;

export interface MemoryStore extends RateLimitStore {
  /** Decides at once: never a promise. */
  hit(key: string, windowMs: number, now: number, limit: number): WindowState;
  readonly size: number;
  /** Clients the current window can take before its table grows. */
  readonly capacity: number;
}

/**
 * Two generations: every window length the older one is dropped whole (all of its windows have
 * expired by then) and the current one becomes the older, so memory follows the clients of the
 * last two windows with no scan per request. It stays exact while at most maxKeys distinct clients
 * arrive in one window; past that the rotation comes early and the oldest windows are forgotten.
 */
export function createMemoryStore({ maxKeys = 1_000_000 }: { maxKeys?: number } = {}): MemoryStore {
  let current: Generation = { base: -Infinity, windows: createWindowTable() };
  let previous: Generation = current;
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
        // On a tick, like every reset time, so a window carried over from the older generation is
        // stored in this one exactly (as a whole number of ticks from its base).
        current = { base: onTick(now), windows: createWindowTable(previous.windows.size) };
      }
      // Parsed once per request: both generations and the write below use it. Two lookups at most:
      // with a million clients each one is a cache miss.
      const id = clientIdOf(key);
      const inCurrent = current.windows.get(id);
      const holder = inCurrent === undefined && previous !== current ? previous : current;
      const value = holder === current ? inCurrent : holder.windows.get(id);
      const carriedReset = value === undefined ? now : resetOf(holder.base, value);
      const open = value !== undefined && carriedReset > now;
      // A new window is rounded down to a tick, so it never lasts longer than windowMs (t never exceeds w).
      const resetAt = open ? carriedReset : onTick(now + windowMs);
      const count = open ? Math.min((value % COUNT_SPAN) + 1, COUNT_SPAN - 1) : 1;
      current.windows.set(id, encode(current.base, resetAt, count));
      return { resetAt, count };
    },
  };
}
