// Prometheus metrics on METRICS_PORT against the built server: requests by route label and status,
// latency, 429s, pricing reloads and rejected edits, the limiter's backend (a real redis-server,
// killed and restarted), the sum over WORKERS=2, and never a metric on the public port.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { ROUTES } from '../contract/routes.ts';
import { type RunningRedis, startRedis } from '../harness/redis.ts';
import { ROOT, type RunningServer } from '../harness/server.ts';
import { eventually } from './support/eventually.ts';
import { useServers } from './support/fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrics-'));
const pricingFile = join(dir, 'pricing.json');
const original = readFileSync(`${ROOT}/content/pricing.json`, 'utf8');
const start = useServers();
let server: RunningServer | undefined;
let redis: RunningRedis | undefined;
afterEach(async () => {
  await redis?.cleanup();
  redis = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const logLines = (running: RunningServer, message: string) =>
  running
    .output()
    .split('\n')
    .filter((line) => line.includes(`"message":"${message}"`))
    .map((line) => JSON.parse(line) as { port: number; host?: string });

/** The metrics listener's URL, from its own log line (METRICS_PORT=0 lets the kernel pick). */
async function metricsUrl(running: RunningServer): Promise<string> {
  const [line] = await eventually(
    () => logLines(running, 'metrics listening'),
    (lines) => lines.length > 0,
  );
  expect(line.host).toBe('127.0.0.1');
  return `http://127.0.0.1:${line.port}/metrics`;
}

type Sample = { name: string; labels: Record<string, string>; value: number };
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v])), value: Number(value) };
    });
}
/** The sum of a metric's samples whose labels include these. */
const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, v]) => sample.labels[key] === v))
    .reduce((sum, sample) => sum + sample.value, 0);
const scrape = async (url: string) => parse(await (await fetch(url)).text());

describe('METRICS_PORT', () => {
  test('grandtales_build_info says the version, commit and Node that run, as the start-up line does', async () => {
    server = await start({ METRICS_PORT: '0' });
    const [listening] = logLines(server, 'listening') as unknown as { version: string; commit: string; node: string }[];
    expect(listening).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/), commit: expect.stringMatching(/^[0-9a-f]{7,}$/) });
    expect(listening.node).toBe(process.version);
    const samples = await scrape(await metricsUrl(server));
    const build = samples.filter((sample) => sample.name === 'grandtales_build_info');
    expect(build).toEqual([
      { name: 'grandtales_build_info', labels: { version: listening.version, commit: listening.commit, node: listening.node }, value: 1 },
    ]);
  });

  test('counts requests by bounded route labels and status, their latency, 429s and pricing edits', async () => {
    copyFileSync(`${ROOT}/content/pricing.json`, pricingFile);
    server = await start({ METRICS_PORT: '0', RATE_LIMIT_PER_MINUTE: '4', PRICING_FILE: pricingFile });
    const metrics = await metricsUrl(server);
    const get = (path: string, headers: Record<string, string> = {}) => fetch(server?.url + path, { headers }).then((r) => r.status);
    const mcp = (method: string) =>
      fetch(`${server?.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: method === 'tools/call' ? { name: 'get_status' } : {} }),
      }).then((r) => r.status);
    // Four requests of quota: an MCP POST spends one like any API request.
    const api = [await get('/api/v1/scenes?category=boring'), await get('/api/v1/status'), await get('/api/v1/nope')];
    expect(api).toEqual([422, 200, 404]);
    expect(await mcp('tools/list')).toBe(200);
    expect([await get('/api/v1/status'), await mcp('tools/call')]).toEqual([429, 429]);
    expect([
      await get('/pricing'),
      await get('/pricing', { accept: 'text/markdown' }),
      await get('/pricing.md'),
      await get('/llms.txt'),
    ]).toEqual([200, 200, 200, 200]);
    for (let n = 0; n < 20; n += 1) expect(await get(`/scan-${n}.php`)).toBe(404);
    expect(await get('/metrics')).toBe(404);
    writeFileSync(pricingFile, '{"currency":');
    expect(await get('/pricing')).toBe(200);
    writeFileSync(pricingFile, original.replace('"price": 44.99', '"price": 45.99'));
    expect(await get('/pricing')).toBe(200);

    const samples = await scrape(metrics);
    const requests = (route: string, status: string) => value(samples, 'grandtales_http_requests_total', { route, status });
    expect(requests('/api/v1/scenes', '422')).toBe(1);
    expect(requests('/api/v1/status', '200')).toBe(1);
    expect(requests('/api/v1/status', '429')).toBe(1);
    expect(requests('api_other', '404')).toBe(1);
    expect([requests('mcp', '200'), requests('mcp', '429')]).toEqual([1, 1]);
    expect([requests('page', '200'), requests('twin', '200'), requests('asset', '200')]).toEqual([4, 1, 1]);
    expect(requests('not_found', '404')).toBe(21);
    expect(value(samples, 'grandtales_rate_limited_total')).toBe(2);
    expect(value(samples, 'grandtales_rate_limited_total', { route: 'mcp' })).toBe(1);
    expect(value(samples, 'grandtales_http_request_duration_seconds_count', { route: '/api/v1/status' })).toBe(2);
    expect(value(samples, 'grandtales_http_request_duration_seconds_bucket', { route: '/api/v1/status', le: '+Inf' })).toBe(2);
    expect(value(samples, 'grandtales_pricing_rejected_total')).toBe(1);
    expect(value(samples, 'grandtales_pricing_reloads_total')).toBe(1);
    expect(value(samples, 'grandtales_rate_limit_backend', { backend: 'memory' })).toBe(1);
    expect(value(samples, 'grandtales_rate_limit_backend', { backend: 'redis' })).toBe(0);
    const labels = new Set(samples.filter((s) => s.name === 'grandtales_http_requests_total').map((s) => s.labels.route));
    const bounded = new Set([...ROUTES.map((route) => route.path), 'api_other', 'mcp', 'page', 'twin', 'asset', 'not_found']);
    expect([...labels].filter((label) => !bounded.has(label))).toEqual([]);

    const other = await fetch(metrics.replace('/metrics', '/'));
    expect(other.status).toBe(404);
    const response = await fetch(metrics);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  test('is off by default: no metrics listener at all', async () => {
    server = await start();
    expect(await fetch(`${server.url}/metrics`).then((r) => r.status)).toBe(404);
    await server.stop();
    expect(server.output()).toContain('"shut down"');
    expect(logLines(server, 'metrics listening')).toEqual([]);
  });

  test('reports the limiter in Redis, in memory while Redis is down, and in Redis again after', async () => {
    redis = await startRedis();
    server = await start({ METRICS_PORT: '0', REDIS_URL: redis.url });
    const metrics = await metricsUrl(server);
    const backend = async () => {
      await fetch(`${server?.url}/api/v1/status`);
      const samples = await scrape(metrics);
      return (['redis', 'memory'] as const).filter((name) => value(samples, 'grandtales_rate_limit_backend', { backend: name }) === 1);
    };
    expect(await backend()).toEqual(['redis']);
    await redis.kill();
    expect(await backend()).toEqual(['memory']);
    await redis.restart();
    await eventually(backend, (names) => names.join() === 'redis');
  });

  test('WORKERS=2: the primary serves the sum of both workers', async () => {
    redis = await startRedis();
    server = await start({ METRICS_PORT: '0', REDIS_URL: redis.url, WORKERS: '2', RATE_LIMIT_PER_MINUTE: '100000' });
    const metrics = await metricsUrl(server);
    await eventually(
      () => logLines(server as RunningServer, 'listening'),
      (lines) => lines.length === 2,
    );
    // A fresh connection each, so the cluster spreads them over both workers.
    for (let n = 0; n < 40; n += 1) await fetch(`${server.url}/api/v1/status`, { headers: { connection: 'close' } });
    const samples = await scrape(metrics);
    expect(value(samples, 'grandtales_http_requests_total', { route: '/api/v1/status', status: '200' })).toBe(40);
    expect(value(samples, 'grandtales_rate_limit_backend', { backend: 'redis' })).toBe(2);
  });

  test('WORKERS=2: a worker that dies takes none of its counts out of the sum, which never goes backwards', async () => {
    redis = await startRedis();
    server = await start({ METRICS_PORT: '0', REDIS_URL: redis.url, WORKERS: '2', RATE_LIMIT_PER_MINUTE: '100000' });
    const running = server;
    const metrics = await metricsUrl(running);
    const everyWorker = () => running.output().includes('"every worker listening"');
    await eventually(everyWorker, Boolean);
    const requests = async () => value(await scrape(metrics), 'grandtales_http_requests_total', { route: '/api/v1/status', status: '200' });
    // Fresh connections, which the cluster hands to its workers in turn.
    for (let n = 0; n < 40; n += 1) await (await fetch(`${running.url}/api/v1/status`, { headers: { connection: 'close' } })).arrayBuffer();
    const sent = await requests();
    expect(sent).toBe(40);
    const [victim] = logLines(running, 'listening') as unknown as { pid: number }[];
    process.kill(victim.pid, 'SIGKILL');
    // At once, while the primary replaces it, and again once the new worker serves.
    expect(await requests()).toBe(sent);
    await eventually(() => logLines(running, 'listening').length === 3, Boolean);
    expect(await requests()).toBe(sent);
    for (let n = 0; n < 10; n += 1) await fetch(`${running.url}/api/v1/status`, { headers: { connection: 'close' } });
    expect(await requests()).toBe(sent + 10);
  });

  test('METRICS_HOST: loopback by default even when HOST opens the public port to every interface; another address when set', async () => {
    // 127.0.0.2 is this machine too, but not the address a listener on 127.0.0.1 accepts.
    const other = (url: string) => url.replace('127.0.0.1', '127.0.0.2');
    server = await start({ METRICS_PORT: '0', HOST: '0.0.0.0', SITE_URL: 'https://books.example' });
    const loopback = await metricsUrl(server);
    expect((await fetch(loopback)).status).toBe(200);
    await expect(fetch(other(loopback))).rejects.toThrow();
    await server.stop();
    server = await start({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' });
    const [line] = logLines(server, 'metrics listening');
    expect(line.host).toBe('0.0.0.0');
    expect((await fetch(`http://127.0.0.2:${line.port}/metrics`)).status).toBe(200);
  });
});
