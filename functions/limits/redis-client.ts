// The ioredis clients of the shared store: to one Redis (REDIS_URL, TLS with rediss:// and an
// optional CA file), to the master Redis Sentinel names, straight to a master Sentinel is promoting,
// or to a Redis Cluster. Every one fails fast: no offline queue, no retries of a command; the store
// decides what a failure means.
import { readFileSync } from 'node:fs';
import { Cluster, Redis, type RedisOptions } from 'ioredis';
import type { HostPort, RedisTarget } from './redis-target.ts';

/** A reconnect is tried at least this often while Redis is away. */
export const RECONNECT_MS = 1000;
const reconnectAfter = (attempt: number) => Math.min(attempt * 100, RECONNECT_MS);
/** How long a connection may take to open. */
export const CONNECT_TIMEOUT_MS = 1000;

const FAIL_FAST = {
  maxRetriesPerRequest: 0,
  // No commandTimeout: the store's deadline (redis-deadline.ts) bounds the wait, and a timer per
  // command would cost every request. ioredis keeps a timed-out command queued anyway until Redis
  // answers or the connection drops, since replies come back in order.
  connectTimeout: CONNECT_TIMEOUT_MS,
  // Not enableAutoPipelining: with it, rate-limiter-flexible's script command (defined through
  // defineCommand) fails in every auto-pipeline with "pipeline[functionName] is not a function".
  enableAutoPipelining: false,
} satisfies RedisOptions;

const tlsOf = (caFile: string | undefined, servername?: string) => ({
  tls: { ...(caFile === undefined ? {} : { ca: readFileSync(caFile) }), ...(servername === undefined ? {} : { servername }) },
});

export type SingleTarget = Extract<RedisTarget, { url: string }>;
export type SentinelTarget = Extract<RedisTarget, { sentinels: unknown }>;
export type ClusterTarget = Extract<RedisTarget, { cluster: unknown }>;

export function urlClient({ url, caFile }: SingleTarget): Redis {
  const tls = caFile === undefined ? {} : tlsOf(caFile, new URL(url).hostname);
  return new Redis(url, { ...FAIL_FAST, enableOfflineQueue: false, retryStrategy: reconnectAfter, ...tls });
}

/** The master the sentinels name: ioredis asks them again at every reconnect, and checks its role. */
export function sentinelClient({ sentinels, name, password }: SentinelTarget): Redis {
  return new Redis({ ...FAIL_FAST, enableOfflineQueue: false, retryStrategy: reconnectAfter, sentinels: [...sentinels], name, password });
}

/**
 * One server by address (a replica Sentinel is promoting), not followed through the sentinels. It
 * reconnects at once: the promotion itself (MULTI, REPLICAOF NO ONE, CLIENT KILL TYPE normal, EXEC)
 * closes every connection the replica had.
 */
export function directClient({ host, port }: HostPort, password: string | undefined): Redis {
  return new Redis({
    ...FAIL_FAST,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 5, RECONNECT_MS),
    host,
    port,
    password,
  });
}

export function clusterClient({ cluster, tls, password, caFile }: ClusterTarget): Cluster {
  return new Cluster([...cluster], {
    enableOfflineQueue: false,
    enableAutoPipelining: false,
    // A command to a master that is gone fails at once (the store then counts in memory) rather
    // than being retried every 100 ms while the cluster elects its replica.
    retryDelayOnFailover: 0,
    retryDelayOnClusterDown: 0,
    retryDelayOnTryAgain: 0,
    // A replica promoted after a failover is found within a second, even while nothing is sent.
    slotsRefreshInterval: 1000,
    clusterRetryStrategy: reconnectAfter,
    // No ready check: it sends CLUSTER INFO the moment the slots are known, to a node still connecting,
    // and with no offline queue that fails, so the client dropped every connection and began again,
    // often for seconds. The store checks for itself that every slot has a master that answers.
    enableReadyCheck: false,
    redisOptions: { ...FAIL_FAST, password, ...(tls ? tlsOf(caFile) : {}) },
  });
}

/**
 * Resolves on the client's first 'ready', its first error, or after READY_WAIT_MS (the store then
 * counts in memory): a listener that accepts and never answers (a hung Redis, a wrong port) gives
 * neither, nor does a Cluster whose slot map names no reachable node.
 */
export const READY_WAIT_MS = 2 * CONNECT_TIMEOUT_MS;
export const firstConnection = (client: Redis | Cluster) =>
  new Promise<void>((done) => {
    const timer = setTimeout(done, READY_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      done();
    };
    client.once('ready', settle);
    client.once('error', settle);
  });
