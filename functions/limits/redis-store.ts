// The shared store: one exact counter per client in Redis, through rate-limiter-flexible's atomic
// script (SET NX EX, INCRBY, PTTL), so every process and machine on one Redis shares one quota.
// Redis must never fail a request nor hold it past its deadline (redis-deadline.ts): the client
// fails fast, a client over its quota is answered from memory until its window ends, and while
// Redis is unreachable the process counts in memory at the same quota, probing Redis once a second
// until it answers again.
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../lib/log.ts';
import type { RateLimitStore, WindowState } from './rate-limit.ts';
import { createDeadline } from './redis-deadline.ts';

export interface RedisStoreOptions {
  url: string;
  /** Every key starts with it, so several deployments can share one Redis. */
  prefix: string;
  log: Logger;
  /** Counts while Redis is unreachable. */
  fallback: RateLimitStore;
  /** The longest a request waits for Redis before it is counted in memory. */
  deadlineMs?: number;
}

export interface RedisStore extends RateLimitStore {
  /** Resolves once the first connection is up (or has failed: the fallback then counts). */
  readonly ready: Promise<void>;
  /** Where requests are being counted: Redis, or the fallback's memory during an outage. */
  readonly backend: 'redis' | 'memory';
  close(): Promise<void>;
}

const PROBE_INTERVAL_MS = 1000;
/** See redis-deadline.ts: a Redis that answered within SILENCE_MS is waited for up to MAX_WAIT_MS. */
const MAX_WAIT_MS = 1000;
const SILENCE_MS = 300;
const HEARTBEAT_MS = 100;
/**
 * Commands per write at most: Redis starts on them while the server still reads the rest of the turn,
 * where one write per whole turn leaves the server idle, waiting on Redis, once the turn is read. A
 * cap much smaller brings back a write per few requests. The bench's Redis rows judge a change.
 */
export const BATCH_SIZE = 16;

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

/**
 * Gathers the commands of one event-loop turn into writes of up to BATCH_SIZE. Under load a turn reads
 * many requests, and a write of its own to the loopback socket per command is the largest single
 * cost of a Redis-backed request (a system call and a copy each). ioredis' auto-pipelining flushes on
 * process.nextTick, which Node runs after each socket's callback, so it never gathers two requests;
 * setImmediate runs once the poll phase has read every socket that was ready.
 */
function createWriteBatcher(client: Redis): () => void {
  let corked: Redis['stream'] | undefined;
  let held = 0;
  const flush = (stream: Redis['stream']) => {
    stream.uncork();
    if (corked === stream) corked = undefined;
  };
  return () => {
    const stream = client.stream;
    if (stream === undefined) return;
    if (corked !== stream) {
      corked = stream;
      held = 0;
      stream.cork();
      setImmediate(flush, stream);
    } else if (held === BATCH_SIZE) {
      stream.uncork();
      stream.cork();
      held = 0;
    }
    held += 1;
  };
}

export function createRedisStore({ url, prefix, log, fallback, deadlineMs = 50 }: RedisStoreOptions): RedisStore {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // No commandTimeout: the deadline bounds the wait, and a timer per command would be a cost on
    // every request for nothing. Nor would it free memory: ioredis keeps a timed-out command
    // queued until Redis answers or the connection drops, since replies come back in order.
    connectTimeout: 1000,
    // Not enableAutoPipelining: with it, rate-limiter-flexible's script command (defined through
    // defineCommand) fails in every auto-pipeline with "pipeline[functionName] is not a function".
    enableAutoPipelining: false,
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
  const batchWrites = createWriteBatcher(client);
  let downSince: number | undefined;
  let probeAt = 0;
  const counted = (result: RateLimiterRes, now: number): WindowState => ({
    count: result.consumedPoints,
    resetAt: now + result.msBeforeNext,
  });
  const deadline = createDeadline({ deadlineMs, silenceMs: SILENCE_MS, maxWaitMs: MAX_WAIT_MS });
  const heartbeat = setInterval(() => {
    if (client.status === 'ready') client.ping().then(deadline.heard, () => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
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
  const hitRedis = async (key: string, windowMs: number, now: number, limit: number): Promise<WindowState> =>
    counted(await deadline.run(consume(key, windowMs, limit)), now);
  const hitShared = async (key: string, windowMs: number, now: number, limit: number): Promise<WindowState> => {
    try {
      const window = await hitRedis(key, windowMs, now, limit);
      if (downSince !== undefined) log.info('rate limit store reachable again: counting in Redis', { outageMs: now - downSince });
      downSince = undefined;
      if (window.count > limit) blocked.add(key, window.resetAt, now, limit);
      return window;
    } catch (error) {
      if (downSince === undefined) log.warn('rate limit store unreachable: counting in memory', { error: String(error) });
      downSince ??= now;
      probeAt = now + PROBE_INTERVAL_MS;
      return fallback.hit(key, windowMs, now, limit);
    }
  };
  return {
    ready: new Promise((done) => {
      client.once('ready', done);
      client.once('error', () => done());
    }),
    hit(key, windowMs, now, limit) {
      // Blocked clients and outages are answered from memory at once, without a promise.
      const until = blocked.until(key, now, limit);
      if (until !== undefined) return { count: limit + 1, resetAt: until };
      if (downSince !== undefined && now < probeAt) return fallback.hit(key, windowMs, now, limit);
      return hitShared(key, windowMs, now, limit);
    },
    get backend() {
      return downSince === undefined ? 'redis' : 'memory';
    },
    async close() {
      clearInterval(heartbeat);
      client.disconnect();
    },
  };
}
