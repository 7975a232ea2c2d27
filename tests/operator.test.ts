// Issue 26: the server as an operator runs it. Every start-up mistake is one JSON line and a stop
// (a cluster included: no re-forking of workers that cannot start), a worker that dies after the
// start is replaced after a growing pause, and every line is JSON carrying the process.
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { failedStart, ROOT, type RunningServer } from '../harness/server.ts';
import { eventually } from './support/eventually.ts';
import { useRedis, useServers } from './support/fixtures.ts';
import { jsonLines } from './support/log-lines.ts';
import { rawRequest } from './support/raw-http.ts';

describe('start-up mistakes', () => {
  const start = useServers();
  test('serving before any build: one JSON line saying to build first', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'grandtales-unbuilt-'));
    mkdirSync(join(bare, 'bin'));
    for (const file of ['bin/grandtales', 'bin/grandtales.mjs', 'package.json']) copyFileSync(join(ROOT, file), join(bare, file));
    chmodSync(join(bare, 'bin/grandtales'), 0o755);
    symlinkSync(join(ROOT, 'node_modules'), join(bare, 'node_modules'));
    const { code, output } = await failedStart({}, bare);
    expect(code).toBe(1);
    const lines = jsonLines(output);
    expect(lines).toEqual([expect.objectContaining({ level: 'error', message: 'cannot start: no build' })]);
    expect(String(lines[0].problem)).toContain('npm run build');
  });

  test('a missing grants file means no grants: the server starts and says so, and which rate-limit store it uses', async () => {
    const server = await start({ RATE_LIMITS_FILE: join(tmpdir(), 'no-such-grants.json') });
    expect((await fetch(`${server.url}/api/v1/status`)).headers.get('ratelimit-policy')).toBe('"default";q=60;w=60');
    expect(jsonLines(server.output()).some((line) => line.message === 'no rate-limit grants file: none')).toBe(true);
    expect(jsonLines(server.output()).filter((line) => line.store !== undefined)).toEqual([
      expect.objectContaining({ level: 'info', message: 'counting rate limits in memory', store: 'memory' }),
    ]);
  });

  test('SITE_URL unset on a public HOST: a warning line at start, naming SITE_URL', async () => {
    const server = await start({ HOST: '0.0.0.0', SITE_URL: '' });
    const warnings = jsonLines(server.output()).filter((line) => line.level === 'warn');
    expect(warnings).toEqual([expect.objectContaining({ message: expect.stringMatching(/^SITE_URL is not set/) })]);
  });
});

describe('a cluster (WORKERS=2)', () => {
  const start = useServers();
  const redis = useRedis();

  test('an invalid pricing file: the primary stops with the line one process writes (message, problem), no worker re-forked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grandtales-bad-pricing-'));
    const file = join(dir, 'pricing.json');
    writeFileSync(file, '{"currency":"USD","products":[]}');
    const errorsOf = (output: string) => jsonLines(output).filter((line) => line.level === 'error');
    const { code, output } = await failedStart({ WORKERS: '2', REDIS_URL: redis.url, PRICING_FILE: file });
    expect(code).toBe(1);
    const errors = errorsOf(output);
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'cannot start: the build or a content file',
        problem: expect.stringMatching(/pricing\.json: products/),
      }),
    ]);
    expect(output).not.toContain('starting another');
    const alone = errorsOf((await failedStart({ WORKERS: '1', PRICING_FILE: file })).output);
    expect(alone.map(({ message, problem }) => ({ message, problem }))).toEqual([
      { message: errors[0].message, problem: errors[0].problem },
    ]);
  });

  test('a port in use: the same, naming PORT', async () => {
    const holder = await start();
    const { code, output } = await failedStart({ WORKERS: '2', REDIS_URL: redis.url, PORT: String(holder.port), HOST: '127.0.0.1' });
    expect(code).toBe(1);
    const errors = jsonLines(output).filter((line) => line.level === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'cannot start: listen',
        problem: `PORT ${holder.port} is already in use`,
        worker: expect.any(Number),
      }),
    ]);
  });

  test('after the start, a dead worker is replaced after a pause that doubles; every line carries pid and worker', async () => {
    let server: RunningServer | undefined;
    try {
      server = await start({ WORKERS: '2', REDIS_URL: redis.url });
      const running = server;
      const listening = () => jsonLines(running.output()).filter((line) => line.message === 'listening');
      // The primary's own word that both are up, not the workers' lines: a worker logs "listening" a moment
      // before the primary hears of it, and a death in that moment is a failed start, which stops the cluster.
      await eventually(() => jsonLines(running.output()).some((line) => line.message === 'every worker listening'), Boolean);
      expect(listening()).toHaveLength(2);
      for (const round of [1, 2]) {
        const victim = Number(listening().at(-1)?.pid);
        process.kill(victim, 'SIGKILL');
        await eventually(() => listening().length === 2 + round, Boolean);
      }
      const deaths = jsonLines(running.output()).filter((line) => line.message === 'worker died; starting another');
      expect(deaths.map((line) => [line.reason, line.restartInMs])).toEqual([
        ['killed by SIGKILL', 500],
        ['killed by SIGKILL', 1000],
      ]);
      for (const line of jsonLines(running.output())) expect(line.pid).toEqual(expect.any(Number));
      for (const line of listening()) expect(line.worker).toEqual(expect.any(Number));
      expect((await fetch(`${running.url}/api/v1/status`)).status).toBe(200);
    } finally {
      await server?.stop();
    }
    const shutdowns = jsonLines(server?.output() ?? '').filter((line) => line.message === 'shut down');
    expect(shutdowns).toHaveLength(2);
    expect(new Set(shutdowns.map((line) => line.pid)).size).toBe(2);
  }, 60_000);
});

describe('SIGHUP to a cluster (WORKERS=2)', () => {
  const start = useServers();
  const redis = useRedis();
  test('sent to every process, as a hangup of the group does: all keep serving, and only the primary says so, once', async () => {
    const server = await start({ WORKERS: '2', REDIS_URL: redis.url });
    await eventually(() => jsonLines(server.output()).some((line) => line.message === 'every worker listening'), Boolean);
    const workers = jsonLines(server.output())
      .filter((line) => line.message === 'listening')
      .map((line) => Number(line.pid));
    expect(workers).toHaveLength(2);
    for (const pid of [server.child.pid ?? 0, ...workers]) process.kill(pid, 'SIGHUP');
    await eventually(() => jsonLines(server.output()).some((line) => String(line.message).startsWith('SIGHUP ignored')), Boolean);
    for (let n = 0; n < 6; n += 1)
      expect((await fetch(`${server.url}/api/v1/status`, { headers: { connection: 'close' } })).status).toBe(200);
    const said = jsonLines(server.output()).filter((line) => String(line.message).startsWith('SIGHUP ignored'));
    expect(said).toEqual([expect.objectContaining({ pid: server.child.pid })]);
    expect(said[0].worker).toBeUndefined();
    expect(server.output()).not.toContain('worker died');
  });
});

describe('the access log and X-Request-Id', () => {
  const start = useServers();
  test('ACCESS_LOG=1: one line per request, no query string, with the id the answer carries', async () => {
    const server = await start({ ACCESS_LOG: '1' });
    const fresh = await fetch(`${server.url}/api/v1/scenes?category=food&name=Private+Name`);
    const generated = fresh.headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.url}/pricing`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const refused = await fetch(`${server.url}/nope`, { headers: { 'x-request-id': 'has spaces<script>' } });
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(() => jsonLines(server.output()).filter((line) => line.message === 'request').length === 3, Boolean);
    const requests = jsonLines(server.output()).filter((line) => line.message === 'request');
    expect(requests[0]).toMatchObject({ level: 'info', method: 'GET', path: '/api/v1/scenes', status: 200, request_id: generated });
    expect(requests[0].bytes).toBeGreaterThan(0);
    expect(requests[0].duration_ms).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({ path: '/pricing', request_id: 'lb-7f3a.42' });
    expect(requests[2]).toMatchObject({ path: '/nope', status: 404 });
    expect(server.output()).not.toContain('Private');
    expect(server.output()).not.toContain('category=');
  });

  test('a request refused before it is parsed (431, 400, CONNECT, an unknown Expect) has its line too, with its id', async () => {
    const server = await start({ ACCESS_LOG: '1' });
    const idOf = (answer: string) => /^X-Request-Id: (.+)\r$/im.exec(answer)?.[1];
    const refused = [
      await rawRequest(server.port, `GET /api/v1/status?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      await rawRequest(server.port, 'NOT A REQUEST\r\n\r\n'),
      await rawRequest(server.port, 'CONNECT books.example:443 HTTP/1.1\r\nHost: books.example:443\r\n\r\n'),
      await rawRequest(server.port, 'GET /faq HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n'),
    ];
    expect(refused.map((answer) => answer.slice(9, 12))).toEqual(['431', '400', '405', '417']);
    await eventually(() => jsonLines(server.output()).filter((line) => line.message === 'request').length === 4, Boolean);
    const lines = jsonLines(server.output()).filter((line) => line.message === 'request');
    expect(lines.map(({ method, path, status, request_id }) => ({ method, path, status, request_id }))).toEqual([
      { method: null, path: null, status: 431, request_id: idOf(refused[0]) },
      { method: null, path: null, status: 400, request_id: idOf(refused[1]) },
      { method: 'CONNECT', path: null, status: 405, request_id: idOf(refused[2]) },
      { method: 'GET', path: '/faq', status: 417, request_id: idOf(refused[3]) },
    ]);
    for (const line of lines) expect(line.bytes).toBeGreaterThan(0);
  });

  test('off by default; LOG_LEVEL=debug shows the same lines at debug', async () => {
    const quiet = await start();
    const debug = await start({ LOG_LEVEL: 'debug' });
    for (const server of [quiet, debug]) await fetch(`${server.url}/api/v1/status`);
    await eventually(() => debug.output().includes('"message":"request"'), Boolean);
    expect(jsonLines(debug.output()).find((line) => line.message === 'request')).toMatchObject({
      level: 'debug',
      path: '/api/v1/status',
    });
    expect(quiet.output()).not.toContain('"message":"request"');
  });
});
