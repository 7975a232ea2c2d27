// Fixed-window rate limiting per client key. The store is an interface so that a shared store
// (Redis) can replace the in-memory one without touching the limiter or the API.

export interface WindowState {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Epoch milliseconds at which the window ends. */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one request for key and returns its window, starting a new one if none is open at now. */
  hit(key: string, windowMs: number, now: number): WindowState | Promise<WindowState>;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  windowSeconds: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1). */
  resetSeconds: number;
}

export interface RateLimiterOptions {
  limit: number;
  windowSeconds: number;
  store: RateLimitStore;
  now?: () => number;
}

export type RateLimiter = (key: string) => Promise<RateLimitDecision>;

export function createRateLimiter({ limit, windowSeconds, store, now = Date.now }: RateLimiterOptions): RateLimiter {
  const windowMs = windowSeconds * 1000;
  return async (key) => {
    const at = now();
    const { count, resetAt } = await store.hit(key, windowMs, at);
    return {
      allowed: count <= limit,
      limit,
      windowSeconds,
      remaining: Math.max(0, limit - count),
      resetSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)),
    };
  };
}

/** RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers) for one decision. */
export function rateLimitFields(decision: RateLimitDecision): string[] {
  return [
    'RateLimit-Policy',
    `"default";q=${decision.limit};w=${decision.windowSeconds}`,
    'RateLimit',
    `"default";r=${decision.remaining};t=${decision.resetSeconds}`,
  ];
}

/**
 * In-process store with two generations: every window length, the older generation is dropped
 * whole (all of its windows have expired by then) and the current one becomes the older. Memory
 * follows the clients of the last two windows, with no scan per request; past maxKeys clients in
 * one generation the rotation comes early.
 */
export function createMemoryStore({ maxKeys = 1_000_000 }: { maxKeys?: number } = {}): RateLimitStore & { readonly size: number } {
  let current = new Map<string, WindowState>();
  let previous = new Map<string, WindowState>();
  let rotatedAt = -Infinity;
  return {
    get size() {
      return current.size + previous.size;
    },
    hit(key, windowMs, now) {
      if (now - rotatedAt >= windowMs || current.size >= maxKeys) {
        [previous, current, rotatedAt] = [current, new Map(), now];
      }
      let window = current.get(key);
      if (window === undefined) {
        const older = previous.get(key);
        window = older !== undefined && older.resetAt > now ? older : { count: 0, resetAt: now + windowMs };
        current.set(key, window);
      } else if (window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        current.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetAt: window.resetAt };
    },
  };
}
