// The shared rate-limit store against a real redis-server: one exact quota across processes, keys
// that carry the prefix and expire with the window, and faults (kill, restart, SIGSTOP) that never
// fail a request and are logged once per outage, while a stall of the whole machine is no outage.
import { afterEach, describe, expect, test } from 'vitest';
import { failedStart, type RunningServer } from '../harness/server.ts';
import { useRedis, useServers } from './support/fixtures.ts';
import { burst, expectQuota, lines, load, pause, until } from './support/quota-traffic.ts';

const redis = useRedis();
const launch = useServers();
// After hooks run last-registered first: a paused Redis is resumed before the servers stop.
afterEach(() => redis.resume());
let prefixes = 0;

/** Servers sharing the test's Redis under a prefix no other test uses. */
async function start(count: number, env: Record<string, string> = {}): Promise<{ prefix: string; started: RunningServer[] }> {
  prefixes += 1;
  const prefix = `test${prefixes}-${process.pid}:rl:`;
  const started = await Promise.all(
    Array.from({ length: count }, () => launch({ REDIS_URL: redis.url, RATE_LIMIT_PREFIX: prefix, ...env })),
  );
  return { prefix, started };
}

describe('one quota shared through Redis', () => {
  test('two server processes: 1,000 simultaneous requests from one IP get exactly 60 answers 200', async () => {
    const { started } = await start(2);
    expectQuota(await burst(started), started);
  });

  test('a stalled machine is no outage: servers and Redis paused mid-burst, Redis resumed last, still exactly 60 answers 200', async () => {
    const { started } = await start(2);
    const answers = burst(started);
    const servers = started.map((server) => server.child);
    for (const server of servers) server.kill('SIGSTOP');
    redis.pause();
    try {
      await pause(500);
    } finally {
      for (const server of servers) server.kill('SIGCONT');
    }
    // Redis runs last, as a process the scheduler left waiting would: long enough for a server to
    // wait on it, well short of a silence that means an outage.
    await pause(100);
    redis.resume();
    expectQuota(await answers, started);
    expect(started.flatMap((server) => lines(server, 'rate limit store'))).toEqual([]);
  });

  test('WORKERS=2: 1,000 simultaneous requests from one IP get exactly 60 answers 200', async () => {
    const { started } = await start(1, { WORKERS: '2' });
    for (let n = 0; n < 100 && lines(started[0], '"listening"').length < 2; n += 1) await pause(100);
    expect(lines(started[0], '"listening"')).toHaveLength(2);
    expectQuota(await burst(started), started);
  });

  test('WORKERS=2 without REDIS_URL refuses to start, naming both variables', async () => {
    const { code, output } = await failedStart({ WORKERS: '2', REDIS_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain('WORKERS');
    expect(output).toContain('REDIS_URL');
    expect(output).not.toContain('"listening"');
  });

  test('keys carry RATE_LIMIT_PREFIX and expire with the window', async () => {
    const { prefix, started } = await start(1, { TRUST_PROXY: '1' });
    for (const client of ['198.51.100.1', '198.51.100.2', '2001:db8:0:7::1']) {
      expect((await fetch(`${started[0].url}/api/v1/status`, { headers: { 'x-forwarded-for': client } })).status).toBe(200);
    }
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toEqual([`${prefix}198.51.100.1`, `${prefix}198.51.100.2`, `${prefix}2001:db8:0:7::/64`]);
    for (const key of keys) {
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60);
    }
    expect((await redis.keys('*')).filter((key) => !key.startsWith('test'))).toEqual([]);
  });
});

describe('Redis faults never fail a request', () => {
  /** A fault injected under load and lifted after 2.5 s: nothing fails, one line each way, one quota after. */
  async function faultUnderLoad(inject: () => Promise<void> | void, lift: () => Promise<void> | void, client: string) {
    const { started } = await start(2, { TRUST_PROXY: '1' });
    const traffic = load(started);
    await pause(500);
    await inject();
    const atFault = traffic.statuses.length;
    await pause(2500);
    const answeredMeanwhile = traffic.statuses.length - atFault;
    await lift();
    await pause(500);
    await traffic.stop();
    expect(traffic.errors).toEqual([]);
    expect(answeredMeanwhile).toBeGreaterThan(50);
    expect(traffic.statuses.filter((status) => status !== 200)).toEqual([]);
    await until(started, 'reachable again');
    for (const server of started) {
      expect(lines(server, 'rate limit store unreachable')).toHaveLength(1);
      expect(lines(server, 'rate limit store reachable again')).toHaveLength(1);
    }
    expectQuota(await burst(started, { 'x-forwarded-for': client }), started);
  }

  test('killed under load: no 5xx, the outage and the recovery logged once each, then one shared quota again', () =>
    faultUnderLoad(redis.kill, redis.restart, '203.0.113.60'));

  test('paused (SIGSTOP, a black hole): every request still answered, the outage and the recovery logged once', () =>
    faultUnderLoad(redis.pause, redis.resume, '203.0.113.61'));
});
