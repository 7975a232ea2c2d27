// The Redis store's own traffic, against a real redis-server (tests/redis.test.ts covers the
// shared quota and the faults through the built server).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningRedis, startRedis } from '../../harness/redis.ts';
import { createLogger } from '../lib/log.ts';
import { createMemoryStore } from './memory-store.ts';
import { BATCH_SIZE } from './redis-batcher.ts';
import { createRedisStore, type RedisStore } from './redis-store.ts';

let redis: RunningRedis;
let store: RedisStore;
let observer: Redis;
beforeAll(async () => {
  redis = await startRedis();
  store = createRedisStore({ target: { url: redis.url }, prefix: 'batch:', log: createLogger('silent'), fallback: createMemoryStore() });
  await store.ready;
  observer = new Redis(redis.url);
});
afterAll(async () => {
  observer?.disconnect();
  await store?.close();
  await redis?.cleanup();
});

/** Redis' own counters: reads from client sockets, and commands run. */
async function serverCounts(): Promise<{ reads: number; commands: number }> {
  const info = await observer.info('stats');
  const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1]);
  return { reads: field('total_reads_processed'), commands: field('total_commands_processed') };
}

test('the requests of one event-loop turn reach Redis gathered into a few writes, not one write each', async () => {
  const before = await serverCounts();
  const now = Date.now();
  const windows = await Promise.all(Array.from({ length: 200 }, (_, n) => store.hit(`10.1.0.${n}`, 60_000, now, 60)));
  const after = await serverCounts();
  expect(windows.map((window) => window.count)).toEqual(Array(200).fill(1));
  // 200 scripts, and the observer's INFO and the store's heartbeat PINGs around them. Sent one by one,
  // Redis may read them in as many reads as there are scripts: the bound fails without the batching.
  expect(after.commands - before.commands).toBeGreaterThanOrEqual(200);
  expect(after.reads - before.reads).toBeLessThanOrEqual(Math.ceil(200 / BATCH_SIZE) + 5);
});
