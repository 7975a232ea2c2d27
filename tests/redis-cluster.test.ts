// Issue 35: the rate limit counted in a real Redis Cluster (three masters with a replica each, and a
// password), through the same store as one Redis: one exact quota across processes, the clients'
// keys spread over every master, and a master killed under traffic costs no error; once its replica
// has taken over, counting is exact again. One cluster serves the whole file (it takes seconds to
// form); the kill comes last, since it leaves the cluster without a spare replica.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningCluster, startRedisCluster } from '../harness/redis-cluster.ts';
import type { RunningServer } from '../harness/server.ts';
import { useServers } from './support/fixtures.ts';
import { jsonLines, linesOf } from './support/log-lines.ts';
import { burst, expectQuota, lines, load, pause, until } from './support/quota-traffic.ts';

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
  test('no error and no 5xx; the outage and the recovery logged once each, in plain words; then exactly 60 again', async () => {
    const { started } = await start(2, { TRUST_PROXY: '1' });
    const traffic = load(started);
    await pause(500);
    const [victim] = await cluster.masters();
    const replica = await cluster.replicaOf(victim);
    await cluster.kill(victim);
    await cluster.healthy();
    expect(await cluster.masters()).toContain(replica);
    await until(started, 'reachable again');
    await traffic.stop();
    expect(traffic.errors).toEqual([]);
    expect(traffic.statuses.filter((status) => status !== 200)).toEqual([]);
    for (const server of started) {
      const [outage, ...moreOutages] = linesOf(server.output(), 'rate limit store unreachable');
      expect(moreOutages).toEqual([]);
      expect(outage).toMatchObject({ level: 'warn', redis: expect.stringContaining(`127.0.0.1:${victim}`) });
      expect(String(outage.reason)).not.toMatch(/max retries|isn't writeable|enableOfflineQueue/);
      const recoveries = linesOf(server.output(), 'rate limit store reachable again');
      expect(recoveries).toEqual([expect.objectContaining({ redis: expect.stringContaining(`127.0.0.1:${replica}`) })]);
      expect(String(recoveries[0].redis)).not.toContain(`127.0.0.1:${victim}`);
      expect(() => jsonLines(server.output())).not.toThrow();
    }
    expectQuota(await burst(started, { 'x-forwarded-for': '203.0.113.70' }), started);
    expect(started.flatMap((server) => lines(server, 'rate limit store unreachable'))).toHaveLength(2);
  }, 60_000);
});
