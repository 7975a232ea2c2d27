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

export type RateLimiter = ((key: string) => Promise<RateLimitDecision>) & { readonly policy: string };

export function createRateLimiter({ limit, windowSeconds, store, now = Date.now }: RateLimiterOptions): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const check = async (key: string): Promise<RateLimitDecision> => {
    const at = now();
    const { count, resetAt } = await store.hit(key, windowMs, at);
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(0, limit - count),
      resetSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)),
    };
  };
  return Object.assign(check, { policy: `"default";q=${limit};w=${windowSeconds}` });
}

/** The RateLimit field (draft-ietf-httpapi-ratelimit-headers) for one decision. */
export function rateLimitHeader(decision: RateLimitDecision): string {
  return `"default";r=${decision.remaining};t=${decision.resetSeconds}`;
}

/**
 * In-process store. Every window has the same length, so a Map kept in insertion order is also
 * ordered by expiry: expired windows are dropped from the front as time passes, and maxKeys
 * bounds memory even when more distinct clients than that appear within one window.
 */
export function createMemoryStore({ maxKeys = 100_000 }: { maxKeys?: number } = {}): RateLimitStore {
  const windows = new Map<string, WindowState>();
  const dropExpired = (now: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > now && windows.size <= maxKeys) break;
      windows.delete(key);
    }
  };
  return {
    hit(key, windowMs, now) {
      dropExpired(now);
      let window = windows.get(key);
      if (window === undefined || window.resetAt <= now) {
        windows.delete(key);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetAt: window.resetAt };
    },
  };
}
