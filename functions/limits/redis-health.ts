// Whether Redis counts the requests, decided on a timer in every process, idle or not: the store
// pings Redis a few times a second (each answer also tells the request deadline that Redis is
// alive), and Redis is down once it has said nothing for DOWN_AFTER_MS, or as soon as a request's
// command fails. It is up again when a ping answers after at least MIN_OUTAGE_MS, so a busy
// moment cannot make it flap. Each change is one log line naming the server. Silence is measured
// on the live clock (live-clock.ts), which the heartbeat reads on every beat.
import type { Logger } from '../lib/log.ts';
import type { LiveClock } from './live-clock.ts';
import type { RedisConnection } from './redis-client.ts';

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
  /** Told of every answer from Redis. */
  heard: () => void;
  clock: LiveClock;
}

export function watchRedis({ connection: { client, address, lastError }, log, heard, clock }: RedisHealthOptions): RedisHealth {
  let up = true;
  let downSince = 0;
  let lastAnswerAt = clock();
  const down = (reason: string) => {
    if (!up) return;
    up = false;
    downSince = performance.now();
    log.warn('rate limit store unreachable: counting in memory', { redis: address, reason });
  };
  const answered = () => {
    heard();
    lastAnswerAt = clock();
    if (up) return;
    const outageMs = performance.now() - downSince;
    if (outageMs < MIN_OUTAGE_MS) return;
    up = true;
    log.info('rate limit store reachable again: counting in Redis', { redis: address, outageMs: Math.round(outageMs) });
  };
  const timer = setInterval(() => {
    if (client.status === 'ready') client.ping().then(answered, () => undefined);
    const silentMs = clock() - lastAnswerAt;
    if (silentMs <= DOWN_AFTER_MS) return;
    down(client.status === 'ready' ? `no answer for ${Math.round(silentMs)} ms` : (lastError() ?? `not connected (${client.status})`));
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    get up() {
      return up;
    },
    failed: (error) => down(error instanceof Error ? error.message : String(error)),
    stop: () => clearInterval(timer),
  };
}
