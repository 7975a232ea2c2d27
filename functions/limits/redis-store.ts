// The shared store: one exact counter per client in Redis, through rate-limiter-flexible's atomic
// script (SET NX EX, INCRBY, PTTL), so every process and machine on one Redis shares one quota.
// Redis must never fail a request nor hold it longer than the command timeout: the client fails fast, a client over its quota is
// answered from memory until its window ends, and while Redis is unreachable the process counts
// in memory at the same quota, probing Redis once a second until it answers again.
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../http/log.ts';
import type { RateLimitStore, WindowState } from './rate-limit.ts';

export interface RedisStoreOptions {
  url: string;
  /** Every key starts with it, so several deployments can share one Redis. */
  prefix: string;
  log: Logger;
  /** Counts while Redis is unreachable. */
  fallback: RateLimitStore;
  /**
   * The longest a request may wait for Redis. 50 ms measured too short: in a burst of 1,000
   * requests on two cores the event loop runs late, the timer fires before a reply that has
   * already arrived is read, and 3 bursts in 8 were counted in memory instead (73 to 152 answered
   * of a quota of 60). 250 ms kept every burst exact.
   */
  commandTimeoutMs?: number;
}

export interface RedisStore extends RateLimitStore {
  /** Resolves once the first connection is up (or has failed: the fallback then counts). */
  readonly ready: Promise<void>;
  /** Where requests are being counted: Redis, or the fallback's memory during an outage. */
  readonly backend: 'redis' | 'memory';
  close(): Promise<void>;
}

const PROBE_INTERVAL_MS = 1000;

/** Remembers clients over their quota until their reset, so a flood never reaches Redis. */
function createBlockList() {
  const blocked = new Map<string, number>();
  let sweepAt = 10_000;
  return {
    until(key: string, now: number): number | undefined {
      const resetAt = blocked.get(key);
      return resetAt !== undefined && resetAt > now ? resetAt : undefined;
    },
    add(key: string, resetAt: number, now: number) {
      blocked.set(key, resetAt);
      if (blocked.size < sweepAt) return;
      for (const [other, until] of blocked) if (until <= now) blocked.delete(other);
      sweepAt = Math.max(10_000, blocked.size * 2);
    },
  };
}

export function createRedisStore({ url, prefix, log, fallback, commandTimeoutMs = 250 }: RedisStoreOptions): RedisStore {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 1000,
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 100, PROBE_INTERVAL_MS),
  });
  // Connection errors are reported through the requests that meet them, once per outage.
  client.on('error', () => undefined);
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterFor = (limit: number, windowMs: number) => {
    const id = `${limit}/${windowMs}`;
    let limiter = limiters.get(id);
    if (limiter === undefined) {
      // The key does not name the quota, so a changed quota keeps the client's current window.
      limiter = new RateLimiterRedis({
        storeClient: client,
        points: limit,
        duration: windowMs / 1000,
        keyPrefix: prefix.replace(/:$/, ''),
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  const blocked = createBlockList();
  let downSince: number | undefined;
  let probeAt = 0;
  const counted = (result: RateLimiterRes, now: number): WindowState => ({
    count: result.consumedPoints,
    resetAt: now + result.msBeforeNext,
  });
  const hitRedis = async (key: string, windowMs: number, now: number, limit: number): Promise<WindowState> => {
    try {
      return counted(await limiterFor(limit, windowMs).consume(key), now);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return counted(rejection, now);
      throw rejection;
    }
  };
  return {
    ready: new Promise((done) => {
      client.once('ready', done);
      client.once('error', () => done());
    }),
    async hit(key, windowMs, now, limit) {
      const until = blocked.until(key, now);
      if (until !== undefined) return { count: limit + 1, resetAt: until };
      if (downSince !== undefined && now < probeAt) return fallback.hit(key, windowMs, now, limit);
      try {
        const window = await hitRedis(key, windowMs, now, limit);
        if (downSince !== undefined) log.info('rate limit store reachable again: counting in Redis', { outageMs: now - downSince });
        downSince = undefined;
        if (window.count > limit) blocked.add(key, window.resetAt, now);
        return window;
      } catch (error) {
        if (downSince === undefined) log.warn('rate limit store unreachable: counting in memory', { error: String(error) });
        downSince ??= now;
        probeAt = now + PROBE_INTERVAL_MS;
        return fallback.hit(key, windowMs, now, limit);
      }
    },
    get backend() {
      return downSince === undefined ? 'redis' : 'memory';
    },
    async close() {
      client.disconnect();
    },
  };
}
