// The ioredis client of the shared store, to one Redis (REDIS_URL, TLS with rediss:// and an
// optional CA file) or through Redis Sentinel. It fails fast: no offline queue, no retries of a
// command; the store decides what a failure means. `address` names the server in every log line.
import { readFileSync } from 'node:fs';
import { Redis, type RedisOptions } from 'ioredis';

export type RedisTarget =
  | { readonly url: string; readonly caFile?: string }
  | { readonly sentinels: readonly { host: string; port: number }[]; readonly name: string; readonly password?: string };

export interface RedisConnection {
  readonly client: Redis;
  /** host:port, or the sentinels and the master's name: never a password. */
  readonly address: string;
  /** The client's last error, for the line that reports an outage ("WRONGPASS …", "connect ECONNREFUSED …"). */
  lastError(): string | undefined;
}

/** A reconnect is tried at least this often while Redis is away. */
export const RECONNECT_MS = 1000;

const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  // No commandTimeout: the store's deadline (redis-deadline.ts) bounds the wait, and a timer per
  // command would cost every request. ioredis keeps a timed-out command queued anyway until Redis
  // answers or the connection drops, since replies come back in order.
  connectTimeout: 1000,
  // Not enableAutoPipelining: with it, rate-limiter-flexible's script command (defined through
  // defineCommand) fails in every auto-pipeline with "pipeline[functionName] is not a function".
  enableAutoPipelining: false,
  retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MS),
};

export function connectRedis(target: RedisTarget): RedisConnection {
  let client: Redis;
  let address: string;
  if ('url' in target) {
    const url = new URL(target.url);
    address = `${url.hostname}:${url.port || 6379}`;
    const tls = target.caFile === undefined ? {} : { tls: { ca: readFileSync(target.caFile), servername: url.hostname } };
    client = new Redis(target.url, { ...FAIL_FAST, ...tls });
  } else {
    address = `sentinel master "${target.name}" via ${target.sentinels.map(({ host, port }) => `${host}:${port}`).join(',')}`;
    client = new Redis({ ...FAIL_FAST, sentinels: [...target.sentinels], name: target.name, password: target.password });
  }
  let last: string | undefined;
  // Errors are reported by the store's health checks, once per outage, with this message.
  client.on('error', (error: Error) => {
    last = error.message;
  });
  return { client, address, lastError: () => last };
}
