// Issue 35: the rate limit counted in a real Redis Cluster (three masters with a replica each, and a
// password), through the same store as one Redis: one exact quota across processes, the clients'
// keys spread over every master, and a master killed under traffic costs no error; once its replica
// has taken over, counting is exact again. One cluster serves the whole file (it takes seconds to
// form); the kill comes last, since it leaves the cluster without a spare replica.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from '../functions/lib/log.ts';
import { connectRedis } from '../functions/limits/redis-connection.ts';
import { type RunningCluster, startRedisCluster } from '../harness/redis-cluster.ts';
import type { RunningServer } from '../harness/server.ts';
import { useServers } from './support/fixtures.ts';
import { jsonLines, linesOf } from './support/log-lines.ts';
import { burst, expectQuota, load, pause, until } from './support/quota-traffic.ts';

const PASSWORD = 'cluster-secret';
let cluster: RunningCluster;
beforeAll(async () => {
  cluster = await startRedisCluster({ password: PASSWORD });
});
afterAll(() => cluster?.cleanup());
const launch = useServers();
let prefixes = 0;

/** Servers counting in the test's cluster under a prefix no other test uses. */
async function start(count: number, env: Record<string, string> = {}): Promise<{ prefix: string; started: RunningServer[] }> {
  prefixes += 1;
  const prefix = `cluster${prefixes}:rl:`;
  const cluster_env = { REDIS_CLUSTER_NODES: cluster.seeds, REDIS_PASSWORD: PASSWORD, RATE_LIMIT_PREFIX: prefix };
  const started = await Promise.all(Array.from({ length: count }, () => launch({ ...cluster_env, ...env })));
  return { prefix, started };
}

describe('the connection to a Redis Cluster', () => {
  test('is ready only once every master is connected: ioredis connects a node on its first command and, with no offline queue, fails the commands sent meanwhile', async () => {
    const connection = connectRedis(
      { cluster: [{ host: '127.0.0.1', port: Number(cluster.seeds.split(',')[0].split(':')[1]) }], tls: false, password: PASSWORD },
      createLogger('silent'),
    );
    try {
      await connection.connected;
      expect(connection.masters().map((node) => node.status)).toEqual(['ready', 'ready', 'ready']);
      expect(connection.ready()).toBe(true);
      expect(connection.address()).toBe(
        (await cluster.masters())
          .map((port) => `127.0.0.1:${port}`)
          .sort()
          .join(','),
      );
    } finally {
      connection.close();
    }
  });
});

describe('one quota shared through a Redis Cluster', () => {
  test('the start-up line names the store and the three masters; the password is written nowhere', async () => {
    const { started } = await start(1);
    const masters = (await cluster.masters()).map((port) => `127.0.0.1:${port}`).sort();
    expect(linesOf(started[0].output(), 'counting rate limits')).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'counting rate limits in Redis',
        store: 'redis-cluster',
        redis: masters.join(','),
      }),
    ]);
    expect(started[0].output()).not.toContain(PASSWORD);
  });

  test('two server processes: 1,000 simultaneous requests from one IP get exactly 60 answers 200', async () => {
    const { started } = await start(2);
    expectQuota(await burst(started), started);
  });

  test('300 clients: each counted once on a key of its own, and the keys land on all three masters', async () => {
    const { prefix, started } = await start(2, { TRUST_PROXY: '1' });
    const clients = Array.from({ length: 300 }, (_, n) => `198.51.${n >> 8}.${n & 255}`);
    const statuses = await Promise.all(
      clients.map((client, n) =>
        fetch(`${started[n % 2].url}/api/v1/status`, { headers: { 'x-forwarded-for': client } }).then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array(300).fill(200));
    const perMaster = await Promise.all((await cluster.masters()).map((port) => cluster.keys(port, `${prefix}*`)));
    expect(perMaster).toHaveLength(3);
    for (const keys of perMaster) expect(keys.length).toBeGreaterThan(0);
    expect(perMaster.flat().sort()).toEqual(clients.map((client) => prefix + client).sort());
  });
});

describe('a master killed (SIGKILL) under traffic', () => {
  test('no error and no 5xx; outages and recoveries logged in turn, in plain words, the last naming the replica; then exactly 60 again', async () => {
    const { started } = await start(2, { TRUST_PROXY: '1' });
    const traffic = load(started);
    await pause(500);
    const [victim] = await cluster.masters();
    const replica = await cluster.replicaOf(victim);
    await cluster.kill(victim);
    // Until every node agrees on the replica: until then a client may still be told the old map, and go down again.
    await cluster.healthy();
    expect(await cluster.masters()).toContain(replica);
    await until(started, 'reachable again');
    await traffic.stop();
    expect(traffic.errors).toEqual([]);
    expect(traffic.statuses.filter((status) => status !== 200)).toEqual([]);
    const changes = (server: RunningServer) =>
      linesOf(server.output(), 'rate limit store').filter((line) => /unreachable|reachable again/.test(String(line.message)));
    for (const server of started) {
      const seen = changes(server);
      const said = JSON.stringify(seen);
      expect(
        seen.map((line) => line.level),
        said,
      ).toEqual(seen.map((_, n) => (n % 2 === 0 ? 'warn' : 'info')));
      expect(seen[0]).toMatchObject({ message: 'rate limit store unreachable: counting in memory' });
      expect(seen[0].redis).toContain(`127.0.0.1:${victim}`);
      for (const line of seen) expect(String(line.reason ?? '')).not.toMatch(/max retries|isn't writeable|enableOfflineQueue/);
      expect(seen.at(-1), said).toMatchObject({ message: 'rate limit store reachable again: counting in Redis' });
      expect(seen.at(-1)?.redis, said).toContain(`127.0.0.1:${replica}`);
      expect(seen.at(-1)?.redis).not.toContain(`127.0.0.1:${victim}`);
      expect(() => jsonLines(server.output())).not.toThrow();
    }
    const before = started.map((server) => changes(server).length);
    expectQuota(await burst(started, { 'x-forwarded-for': '203.0.113.70' }), started);
    const after = started.map((server) => changes(server));
    expect(
      after.map((seen) => seen.length),
      JSON.stringify(after.flat()),
    ).toEqual(before);
  }, 60_000);
});
