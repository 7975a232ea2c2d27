// Fixed-window rate limiting per client key. The store is an interface: the in-memory one by
// default, Redis when several processes must share one exact quota.

export interface WindowState {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Epoch milliseconds at which the window ends. */
  resetAt: number;
}

export interface RateLimitStore {
  /**
   * Counts one request for key and returns its window, starting a new one if none is open at now.
   * limit is the key's quota: a store may stop counting a key that is over it until its reset.
   */
  hit(key: string, windowMs: number, now: number, limit: number): WindowState | Promise<WindowState>;
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
  /** The default quota per window. */
  limit: number;
  /** A client's own quota when an operator granted it one (see grants.ts). */
  quotaFor?: (key: string, now: number) => number | undefined;
  windowSeconds: number;
  store: RateLimitStore;
  now?: () => number;
}

/** A decision now from an in-process store; a promise of one from a shared store. */
export type RateLimiter = (key: string) => RateLimitDecision | Promise<RateLimitDecision>;

export function createRateLimiter({
  limit: defaultLimit,
  quotaFor,
  windowSeconds,
  store,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const decide = ({ count, resetAt }: WindowState, at: number, limit: number): RateLimitDecision => ({
    allowed: count <= limit,
    limit,
    windowSeconds,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)),
  });
  return (key) => {
    const at = now();
    const limit = quotaFor?.(key, at) ?? defaultLimit;
    const window = store.hit(key, windowMs, at, limit);
    return window instanceof Promise ? window.then((settled) => decide(settled, at, limit)) : decide(window, at, limit);
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
