// Issue 35: a Sentinel failover under load (SENTINEL FAILOVER: the old master stays up, and Sentinel
// demotes it only some 10 s later, when it drops what it counted since the promotion). Two servers
// follow the sentinels' announcements at once, so the old master's counters hold nothing the new
// master lacks beyond the documented window, and no client gets more than its quota plus that
// window: one request per process, the one it had already sent when it heard of the promotion.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterEach, expect, test } from 'vitest';
import { query, type RunningRedis, type RunningSentinel, startRedis, startSentinel } from '../harness/redis.ts';
import type { RunningServer } from '../harness/server.ts';
import { eventually } from './support/eventually.ts';
import { useServers } from './support/fixtures.ts';
import { linesOf } from './support/log-lines.ts';
import { inLoops, pause, statusAs } from './support/quota-traffic.ts';

const start = useServers();
const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of running.splice(0).reverse()) await thing.stop();
});
const PROCESSES = 2;
const QUOTA = 60;
const CLIENTS = 30;

/** Each client asks once at a time, in turn from each server, pacing itself to straddle the failover. */
function clients(servers: RunningServer[]) {
  const statuses = new Map<string, number[]>();
  const errors: string[] = [];
  const stop = inLoops(CLIENTS, async (index, going) => {
    const client = `192.0.2.${index + 1}`;
    const mine: number[] = [];
    statuses.set(client, mine);
    for (let n = 0; going() || mine.length < QUOTA + 20; n += 1) {
      const status = await statusAs(servers[n % servers.length], client, errors);
      if (status !== undefined) mine.push(status);
      await pause(20);
    }
  });
  return { statuses, errors, stop };
}

/** Every counter of the store on one server: key → count. */
async function counters(redis: RunningRedis): Promise<Map<string, number>> {
  return query(redis.port, async (client: Redis) => {
    const keys = await client.keys('grandtales:rl:*');
    const values = keys.length === 0 ? [] : await client.mget(keys);
    return new Map(keys.map((key, n) => [key, Number(values[n])]));
  });
}

test('SENTINEL FAILOVER under load: the new master holds every count of the old one, and no client gets more than its quota plus the window', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sentinel-failover-'));
  const master = await startRedis();
  running.push({ stop: master.cleanup });
  const replica = await startRedis({ replicaOf: master.port });
  running.push({ stop: replica.cleanup });
  // The replica in sync before any traffic: a replica whose link said "up" at offset 0 was promoted without
  // the first client's early counts, which measured Redis' replication, not the servers' switch.
  const offset = async (port: number, field: string) =>
    Number((await query(port, (client: Redis) => client.info('replication'))).match(new RegExp(`${field}:(\\d+)`))?.[1] ?? -1);
  await query(master.port, (client: Redis) => client.set('sentinel-test:probe', '1'));
  await eventually(
    async () => [await offset(master.port, 'master_repl_offset'), await offset(replica.port, 'slave_repl_offset')],
    ([ahead, behind]) => ahead > 0 && behind === ahead,
  );
  const sentinel: RunningSentinel = await startSentinel(master, 'grandtales', dir);
  running.push(sentinel);
  const env = { REDIS_SENTINELS: sentinel.address, REDIS_SENTINEL_NAME: 'grandtales', TRUST_PROXY: '1' };
  const servers = await Promise.all(Array.from({ length: PROCESSES }, () => start(env)));
  const traffic = clients(servers);
  await pause(300);
  await sentinel.failover();
  const moved = (server: RunningServer) => linesOf(server.output(), 'rate limit store moved to the new master');
  await eventually(() => servers.every((server) => moved(server).length > 0), Boolean);
  // Before Sentinel demotes the old master, which then drops its data.
  const before = await counters(master);
  await traffic.stop();
  const after = await counters(replica);

  expect(traffic.errors).toEqual([]);
  for (const server of servers) {
    expect(moved(server)).toEqual([
      expect.objectContaining({ level: 'info', redis: `127.0.0.1:${replica.port}`, previous: `127.0.0.1:${master.port}` }),
    ]);
    expect(linesOf(server.output(), 'rate limit store unreachable')).toEqual([]);
  }
  for (const [client, statuses] of traffic.statuses) {
    expect(
      statuses.filter((status) => status !== 200 && status !== 429),
      client,
    ).toEqual([]);
    const answered = statuses.filter((status) => status === 200).length;
    expect(answered, client).toBeGreaterThanOrEqual(QUOTA);
    expect(answered, client).toBeLessThanOrEqual(QUOTA + PROCESSES);
  }
  expect(before.size).toBe(CLIENTS);
  for (const [key, count] of before) expect(count - (after.get(key) ?? 0), key).toBeLessThanOrEqual(PROCESSES);
}, 60_000);
