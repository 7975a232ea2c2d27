// Whether Redis counts the requests, decided on a timer in every process, idle or not: the store
// pings Redis a few times a second (each answer also tells the request deadline that Redis is
// alive), and Redis is down once it has said nothing for DOWN_AFTER_MS, or as soon as a request's
// command fails. It is up again when a ping answers after at least MIN_OUTAGE_MS, so a busy
// moment cannot make it flap. In a cluster every master must answer (and every slot have one), as
// a request may need any of them. Each change is one log line naming the server and saying why in
// plain words. Silence is measured on the live clock (live-clock.ts), which the heartbeat reads on
// every beat.
import type { Redis } from 'ioredis';
import type { Logger } from '../lib/log.ts';
import type { LiveClock } from './live-clock.ts';
import { nodeAddress, type RedisConnection } from './redis-connection.ts';
import { plainRedisError } from './redis-errors.ts';

export const HEARTBEAT_MS = 100;
const DOWN_AFTER_MS = 1000;
const MIN_OUTAGE_MS = 1000;

export interface RedisHealth {
  /** Requests are counted in Redis; false while it is away (they are counted in memory). */
  readonly up: boolean;
  /** A request's command failed. */
  failed(error: unknown): void;
  stop(): void;
}

export interface RedisHealthOptions {
  connection: RedisConnection;
  log: Logger;
  /** Told of every answer from Redis (in a cluster, from any master). */
  heard: () => void;
  clock: LiveClock;
}

export function watchRedis({ connection, log, heard, clock }: RedisHealthOptions): RedisHealth {
  let up = true;
  let downSince = 0;
  let lastAnswerAt = clock();
  const heardFrom = new WeakMap<Redis, number>();
  const down = (reason: string) => {
    if (!up) return;
    up = false;
    downSince = performance.now();
    log.warn('rate limit store unreachable: counting in memory', { redis: connection.address(), reason });
  };
  /** Every master answered a round of pings. */
  const answered = () => {
    lastAnswerAt = clock();
    if (up) return;
    const outageMs = performance.now() - downSince;
    if (outageMs < MIN_OUTAGE_MS) return;
    up = true;
    log.info('rate limit store reachable again: counting in Redis', { redis: connection.address(), outageMs: Math.round(outageMs) });
  };
  /** Why Redis is down when it has said nothing for silentMs: the silent masters, or the connection's last error. */
  const silence = (silentMs: number) => {
    if (!connection.ready()) return connection.lastError() ?? 'not connected';
    const masters = connection.masters();
    const silent = masters.filter((node) => clock() - (heardFrom.get(node) ?? 0) > DOWN_AFTER_MS).map(nodeAddress);
    const from = masters.length > 1 && silent.length > 0 ? ` from ${silent.join(', ')}` : '';
    return `no answer${from} for ${Math.round(silentMs)} ms`;
  };
  const timer = setInterval(() => {
    if (connection.ready()) {
      // Any answer tells a waiting request that Redis is alive; only a whole round makes it up again.
      const pings = connection.masters().map((node) =>
        node.ping().then(() => {
          heardFrom.set(node, clock());
          heard();
        }),
      );
      Promise.all(pings).then(answered, () => undefined);
    }
    const silentMs = clock() - lastAnswerAt;
    if (silentMs > DOWN_AFTER_MS) down(silence(silentMs));
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    get up() {
      return up;
    },
    failed: (error) => down(plainRedisError(error)),
    stop: () => clearInterval(timer),
  };
}
