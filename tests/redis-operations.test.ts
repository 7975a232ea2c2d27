// Issue 26: Redis as an operator runs it. Health is checked on a timer, so an idle process's gauge
// and log lines are true within 2 s; an unreachable or refusing Redis at start is one warning line
// naming it, then the process serves from memory; Sentinel and TLS with a CA file both work.
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, test } from 'vitest';
import { freePort, type RunningRedis, startRedis, startSentinel } from '../harness/redis.ts';
import type { RunningServer } from '../harness/server.ts';
import { eventually } from './support/eventually.ts';
import { useServers } from './support/fixtures.ts';
import { jsonLines, linesOf } from './support/log-lines.ts';
import { makeCertificates } from './support/tls-terminator.ts';

const start = useServers();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function started<T extends { stop?: () => Promise<void>; cleanup?: () => Promise<void> }>(thing: Promise<T>): Promise<T> {
  const value = await thing;
  cleanups.push(() => (value.cleanup ?? value.stop ?? (() => Promise.resolve())).call(value));
  return value;
}

const messages = (server: RunningServer, start: string) => linesOf(server.output(), start);

/** Polls for up to `ms`: the bound is the promise under test (true within 2 s, with no traffic). */
const within = (ms: number, check: () => boolean) => eventually(check, Boolean, ms);

describe('Redis health with no traffic at all', () => {
  test('a kill and a restart: the log lines (naming the server) and the gauge follow within 2 s each', async () => {
    const redis = await started(startRedis());
    const server = await start({ REDIS_URL: redis.url, METRICS_PORT: '0' });
    const [{ port }] = messages(server, 'metrics listening');
    let backend = '';
    const gauge = async () => {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      backend = /grandtales_rate_limit_backend\{backend="(\w+)"\} 1/.exec(text)?.[1] ?? '';
    };
    await gauge();
    expect(backend).toBe('redis');
    expect(messages(server, 'counting rate limits')).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'counting rate limits in Redis',
        store: 'redis',
        redis: `127.0.0.1:${redis.port}`,
      }),
    ]);
    await redis.kill();
    await within(2000, () => messages(server, 'rate limit store unreachable').length === 1);
    expect(messages(server, 'rate limit store unreachable')[0]).toMatchObject({ level: 'warn', redis: `127.0.0.1:${redis.port}` });
    await gauge();
    expect(backend).toBe('memory');
    await redis.restart();
    await within(2000, () => messages(server, 'rate limit store reachable again').length === 1);
    await gauge();
    expect(backend).toBe('redis');
  });

  test('unreachable at start: listening, then one warning naming host:port, and answers counted in memory', async () => {
    const port = await freePort();
    const server = await start({ REDIS_URL: `redis://127.0.0.1:${port}` });
    await within(2000, () => messages(server, 'rate limit store unreachable').length === 1);
    const [warning] = messages(server, 'rate limit store unreachable');
    expect(warning).toMatchObject({ redis: `127.0.0.1:${port}`, reason: expect.stringContaining('ECONNREFUSED') });
    const response = await fetch(`${server.url}/api/v1/status`);
    expect([response.status, response.headers.get('ratelimit')]).toEqual([200, expect.stringMatching(/r=59;/)]);
  });

  test('a listener that never answers (a hung Redis, a wrong port) holds neither start-up nor a request', async () => {
    const sockets = new Set<Socket>();
    const mute = createServer((socket) => sockets.add(socket));
    await new Promise<void>((done) => mute.listen(0, '127.0.0.1', done));
    cleanups.push(() => {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => mute.close(done));
    });
    const { port } = mute.address() as AddressInfo;
    const server = await start({ REDIS_URL: `redis://127.0.0.1:${port}` });
    await within(2000, () => messages(server, 'rate limit store unreachable').length === 1);
    expect(messages(server, 'rate limit store unreachable')[0]).toMatchObject({ redis: `127.0.0.1:${port}`, reason: 'not connected' });
    const response = await fetch(`${server.url}/api/v1/status`);
    expect([response.status, response.headers.get('ratelimit')]).toEqual([200, expect.stringMatching(/r=59;/)]);
  });

  test('a wrong password: the reason in a JSON warning, and no line that is not JSON', async () => {
    const redis = await started(startRedis({ password: 'right-one' }));
    const server = await start({ REDIS_URL: `redis://:wrong-one@127.0.0.1:${redis.port}` });
    await within(2000, () => messages(server, 'rate limit store unreachable').length === 1);
    expect(String(messages(server, 'rate limit store unreachable')[0].reason)).toMatch(/WRONGPASS|invalid username-password/);
    expect(() => jsonLines(server.output())).not.toThrow();
    expect(server.output()).not.toContain('wrong-one');
  });
});

describe('ways to reach Redis', () => {
  const countedIn = async (redis: Redis, server: RunningServer) => {
    const response = await fetch(`${server.url}/api/v1/status`);
    expect(response.status).toBe(200);
    return redis.keys('grandtales:rl:*');
  };

  test('through Redis Sentinel (REDIS_SENTINELS, REDIS_SENTINEL_NAME)', async () => {
    const master: RunningRedis = await started(startRedis());
    const sentinel = await started(startSentinel(master, 'grandtales', mkdtempSync(join(tmpdir(), 'sentinel-'))));
    const server = await start({ REDIS_SENTINELS: sentinel.address, REDIS_SENTINEL_NAME: 'grandtales' });
    const observer = new Redis(master.url);
    cleanups.push(async () => observer.disconnect());
    expect(await countedIn(observer, server)).toEqual(['grandtales:rl:127.0.0.1']);
    expect(messages(server, 'rate limit store unreachable')).toEqual([]);
    // The start-up line names the master the sentinels gave, not the sentinels.
    expect(messages(server, 'counting rate limits')).toEqual([
      expect.objectContaining({ message: 'counting rate limits in Redis', store: 'redis-sentinel', redis: `127.0.0.1:${master.port}` }),
    ]);
  });

  test('over TLS (rediss://) trusting a CA file (REDIS_CA_FILE)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redis-tls-'));
    const { caFile } = makeCertificates(dir);
    const redis = await started(startRedis({ tls: { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem'), ca: caFile } }));
    const server = await start({ REDIS_URL: redis.url, REDIS_CA_FILE: caFile });
    const observer = new Redis(redis.url, { tls: { ca: (await import('node:fs')).readFileSync(caFile) } });
    cleanups.push(async () => observer.disconnect());
    expect(await countedIn(observer, server)).toEqual(['grandtales:rl:127.0.0.1']);
    // Without the CA the certificate is not trusted: the store says so and counts in memory.
    const untrusting = await start({ REDIS_URL: redis.url });
    await within(2000, () => messages(untrusting, 'rate limit store unreachable').length === 1);
  });
});
