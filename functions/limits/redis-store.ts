// The shared store: one exact counter per client in Redis, through rate-limiter-flexible's atomic
// script (SET NX EX, INCRBY, PTTL) on one key, so every process and machine on one Redis, one
// Sentinel-watched master or one Redis Cluster (where each client's key lives on one shard) shares
// one quota. Redis must never fail a request nor hold it past its deadline (redis-deadline.ts): the
// client fails fast, a client over its quota is answered from memory until its window ends, and
// while Redis is unreachable (redis-health.ts) the process counts in memory at the same quota.
import type { Cluster, Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../lib/log.ts';
import { createLiveClock } from './live-clock.ts';
import type { RateLimitStore, WindowState } from './rate-limit.ts';
import { createWriteBatcher } from './redis-batcher.ts';
import { connectRedis, type RedisStoreKind } from './redis-connection.ts';
import { createDeadline } from './redis-deadline.ts';
import { HEARTBEAT_MS, watchRedis } from './redis-health.ts';
import type { RedisTarget } from './redis-target.ts';

export interface RedisStoreOptions {
  target: RedisTarget;
  /** Every key starts with it, so several deployments can share one Redis. */
  prefix: string;
  log: Logger;
  /** Counts while Redis is unreachable. */
  fallback: RateLimitStore;
}

export interface RedisStore extends RateLimitStore {
  /** Resolves once the first connection is up (or has failed: the fallback then counts). */
  readonly ready: Promise<void>;
  /** Where requests are being counted: Redis, or the fallback's memory during an outage. */
  readonly backend: 'redis' | 'memory';
  /** What the start-up line says: which kind of Redis, and its address. */
  describe(): { store: RedisStoreKind; redis: string };
  close(): Promise<void>;
}

/**
 * Remembers clients over their quota until their reset, so a flood never reaches Redis. A block
 * holds only while the client's quota is not larger than when it was blocked (a new grant lifts it).
 */
function createBlockList() {
  const blocked = new Map<string, { resetAt: number; limit: number }>();
  let sweepAt = 10_000;
  return {
    until(key: string, now: number, limit: number): number | undefined {
      const entry = blocked.get(key);
      return entry !== undefined && entry.resetAt > now && limit <= entry.limit ? entry.resetAt : undefined;
    },
    add(key: string, resetAt: number, now: number, limit: number) {
      blocked.set(key, { resetAt, limit });
      if (blocked.size < sweepAt) return;
      for (const [other, entry] of blocked) if (entry.resetAt <= now) blocked.delete(other);
      sweepAt = Math.max(10_000, blocked.size * 2);
    },
  };
}

export function createRedisStore({ target, prefix, log, fallback }: RedisStoreOptions): RedisStore {
  const connection = connectRedis(target, log);
  const limiters = new Map<string, RateLimiterRedis>();
  let limitersClient: Redis | Cluster = connection.client;
  const limiterFor = (limit: number, windowMs: number) => {
    const client = connection.client;
    if (client !== limitersClient) {
      // Sentinel moved to another master: limiters are bound to the client they were made with.
      limiters.clear();
      limitersClient = client;
    }
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
  const batchWrites = createWriteBatcher(connection.masters);
  // Read on every heartbeat, so its steps never need to be longer.
  const clock = createLiveClock(HEARTBEAT_MS);
  const deadline = createDeadline({ clock });
  const health = watchRedis({ connection, log, heard: deadline.heard, clock });
  const consume = async (key: string, windowMs: number, limit: number): Promise<RateLimiterRes> => {
    let result: RateLimiterRes;
    batchWrites();
    try {
      result = await limiterFor(limit, windowMs).consume(key);
    } catch (rejection) {
      // Over the quota is an answer too; anything else is a failure and says nothing of Redis.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      result = rejection;
    }
    deadline.heard();
    return result;
  };
  const hitShared = async (key: string, windowMs: number, now: number, limit: number): Promise<WindowState> => {
    // A Sentinel failover holds the command back (at most HOLD_MS): that wait is not Redis' silence.
    if (connection.switching !== undefined) await connection.switching;
    try {
      const result = await deadline.run(consume(key, windowMs, limit));
      const window = { count: result.consumedPoints, resetAt: now + result.msBeforeNext };
      if (window.count > limit) blocked.add(key, window.resetAt, now, limit);
      return window;
    } catch (error) {
      if (!connection.handled(error)) health.failed(error);
      return fallback.hit(key, windowMs, now, limit);
    }
  };
  return {
    ready: connection.connected,
    hit(key, windowMs, now, limit) {
      // Blocked clients and outages are answered from memory at once, without a promise.
      const until = blocked.until(key, now, limit);
      if (until !== undefined) return { count: limit + 1, resetAt: until };
      if (!health.up) return fallback.hit(key, windowMs, now, limit);
      return hitShared(key, windowMs, now, limit);
    },
    get backend() {
      return health.up ? 'redis' : 'memory';
    },
    describe: () => ({ store: connection.kind, redis: connection.address() }),
    async close() {
      health.stop();
      connection.close();
    },
  };
}
