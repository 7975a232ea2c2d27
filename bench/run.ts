// npm run bench: start-up time, then each endpoint of the built server against a raw node:http
// server sending the same status, headers and body, driven by wrk in the same run at 50
// connections. Prints requests/s, p99 and the ratio to raw.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis } from '../tests/support/redis.ts';
import { type RunningServer, startServer } from '../tests/support/server.ts';
import type { CapturedAnswer, RawServer } from './baseline.ts';
import { captureAnswer, startRaw } from './baseline.ts';
import { describeStartup, measureStartup } from './startup.ts';
import type { WrkRequest, WrkResult } from './wrk.ts';
import { ensureWrk, runWrk } from './wrk.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const LAUNCHES = 5;
const ENV = { TRUST_PROXY: '1' };
// TEST-NET addresses, apart from the 10.0.0.0/8 space the measured requests come from.
const FLOOD_IP = '192.0.2.1';
const captureIp = (index: number) => `192.0.2.${100 + index}`;

interface Row {
  name: string;
  path: string;
  /** What the captured answer must be, so that a broken route cannot pass for a fast one. */
  status?: number;
  /** One client IP for every request, so that all but the first 60 are 429s. */
  singleIp?: boolean;
  headers?: Record<string, string>;
  /** Which server answers it: the default one-process memory store unless named. */
  server?: ServerKind;
}

type ServerKind = 'memory' | 'memory, 50 grants' | 'redis' | 'redis, WORKERS=2';

/** 50 partners on TEST-NET-3 and documentation IPv6 ranges: none holds the 10.0.0.0/8 clients measured. */
function grantsFile(): string {
  const grants = Array.from({ length: 50 }, (_, index) => ({
    name: `partner-${index}`,
    cidrs: [`203.0.113.${index * 4}/30`, `2001:db8:${index.toString(16)}::/48`],
    per_minute: 600,
    expires: '2099-12-31',
    contact: 'ops@partner.example',
  }));
  const file = join(mkdtempSync(join(tmpdir(), 'bench-grants-')), 'rate-limits.json');
  writeFileSync(file, JSON.stringify(grants));
  return file;
}

/** The environment of each kind of server, given the Redis URL (one redis-server for the run). */
function serverEnv(kind: ServerKind, redisUrl: string): Record<string, string> {
  if (kind === 'memory') return ENV;
  if (kind === 'memory, 50 grants') return { ...ENV, RATE_LIMITS_FILE: grantsFile() };
  return { ...ENV, REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: 'bench:rl:', WORKERS: kind === 'redis' ? '1' : '2' };
}

const ALL_ROWS: Row[] = [
  { name: 'status', path: '/api/v1/status' },
  { name: 'pricing (live file)', path: '/api/v1/pricing' },
  { name: 'quote: digital, gift-wrapped', path: '/api/v1/pricing/quote?format_type=digital&gift_wrap=true' },
  { name: 'art-styles', path: '/api/v1/art-styles' },
  { name: 'scenes', path: '/api/v1/scenes' },
  { name: 'scenes?category=food', path: '/api/v1/scenes?category=food' },
  { name: '422: scenes?category=scary', path: '/api/v1/scenes?category=scary', status: 422 },
  { name: 'occasions', path: '/api/v1/occasions' },
  { name: '429 flood from one IP', path: '/api/v1/art-styles', singleIp: true, status: 429 },
  { name: 'status, 50 grants in the file, client not granted', path: '/api/v1/status', server: 'memory, 50 grants' },
  { name: 'static page (/art-styles)', path: '/art-styles' },
  { name: 'Markdown twin via Accept (/faq)', path: '/faq', headers: { Accept: 'text/markdown' } },
  { name: 'live pricing page (/pricing)', path: '/pricing' },
  { name: 'status, Redis store', path: '/api/v1/status', server: 'redis' },
  { name: '429 flood from one IP, Redis store', path: '/api/v1/art-styles', singleIp: true, status: 429, server: 'redis' },
  { name: 'status, Redis store, WORKERS=2', path: '/api/v1/status', server: 'redis, WORKERS=2' },
];

/** BENCH_ONLY=quote,429 measures just the rows whose names contain one of those words. */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const ROWS = only ? ALL_ROWS.filter((row) => only.some((word) => row.name.includes(word))) : ALL_ROWS;

// Carried over from run to run, so that no address comes back within the limiter's minute.
let nextIp = 1;

async function measure(origin: string, request: WrkRequest, seconds = DURATION): Promise<WrkResult> {
  const result = await runWrk(origin, request, { seconds, connections: CONNECTIONS });
  if (request.fixedIp === undefined) nextIp = Math.max(nextIp, request.firstIp + result.requests + 1);
  return result;
}

/** wrk only counts non-2xx/3xx answers; their share must be what the captured answer says. */
function checkRun(row: Row, side: string, run: WrkResult, answer: CapturedAnswer): void {
  if (run.socketErrors > 0) throw new Error(`${row.name} (${side}): ${run.socketErrors} socket errors`);
  const expected = answer.status >= 400 ? 1 : 0;
  const share = run.requests > 0 ? run.non2xx / run.requests : NaN;
  if (!(Math.abs(share - expected) <= 0.01)) {
    throw new Error(
      `${row.name} (${side}): ${run.non2xx} of ${run.requests} answers not 2xx/3xx; the captured answer was ${answer.status}`,
    );
  }
}

const round1 = (value: number) => value.toFixed(1);

async function main() {
  ensureWrk();
  if (ROWS.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} names no row`);
  const startup = describeStartup(await measureStartup(LAUNCHES, ENV));
  process.stderr.write(`${startup}\n`);

  const redis = await startRedis();
  const servers = new Map<ServerKind, RunningServer>();
  const serverFor = async (kind: ServerKind = 'memory') => {
    let server = servers.get(kind);
    if (server === undefined) {
      server = await startServer(serverEnv(kind, redis.url));
      servers.set(kind, server);
    }
    return server;
  };
  let raw: RawServer | undefined;
  const lines = [`| endpoint | req/s | p99 ms | raw req/s | raw p99 ms | ratio |`, `|---|---:|---:|---:|---:|---:|`];
  try {
    const answers: CapturedAnswer[] = [];
    for (const [index, row] of ROWS.entries()) {
      const headers = { ...row.headers, 'X-Forwarded-For': row.singleIp ? captureIp(99) : captureIp(index) };
      answers.push(await captureAnswer((await serverFor(row.server)).url, row.path, headers, row.status ?? 200));
    }
    raw = await startRaw(answers);
    const requestFor = (row: Row): WrkRequest => ({
      path: row.path,
      headers: row.headers ?? {},
      fixedIp: row.singleIp ? FLOOD_IP : undefined,
      firstIp: nextIp,
    });

    // Let the processes' JITs settle before anything is recorded.
    await raw.select(0);
    for (const server of servers.values()) await measure(server.url, requestFor(ROWS[0]), 2);
    await measure(raw.origin, requestFor(ROWS[0]), 2);

    for (const [index, row] of ROWS.entries()) {
      const server = await serverFor(row.server);
      await raw.select(index);
      // Alternating rounds, the best of each side kept: wrk shares the two cores, and a
      // neighbour's burst should not decide a row.
      let ours: WrkResult | undefined;
      let base: WrkResult | undefined;
      for (let round = 0; round < ROUNDS; round += 1) {
        const request = requestFor(row);
        const run = await measure(server.url, request);
        checkRun(row, 'ours', run, answers[index]);
        if (ours === undefined || run.rps > ours.rps) ours = run;
        // The same script, addresses included, so that wrk sends both servers the same bytes.
        const rawRun = await measure(raw.origin, request);
        checkRun(row, 'raw', rawRun, answers[index]);
        if (base === undefined || rawRun.rps > base.rps) base = rawRun;
      }
      if (ours === undefined || base === undefined) throw new Error('BENCH_ROUNDS must be at least 1');
      const drift = Math.abs(ours.bytesPerResponse - base.bytesPerResponse) / base.bytesPerResponse;
      if (drift > 0.05) {
        process.stderr.write(
          `warning: ${row.name}: ${Math.round(ours.bytesPerResponse)} bytes per answer from us, ${Math.round(base.bytesPerResponse)} from raw\n`,
        );
      }
      lines.push(
        `| ${row.name} | ${Math.round(ours.rps)} | ${round1(ours.p99Ms)} | ${Math.round(base.rps)} | ${round1(base.p99Ms)} | ${(ours.rps / base.rps).toFixed(2)}× |`,
      );
      process.stderr.write(`${lines.at(-1)}\n`);
    }
  } catch (error) {
    // A crashed server shows up as wrk's "connection refused"; its own last words say why.
    const tails = [...servers].map(
      ([kind, server]) => `--- ${kind} server output (tail) ---\n${server.output().trimEnd().split('\n').slice(-20).join('\n')}`,
    );
    throw new Error(`${(error as Error).message}\n${tails.join('\n')}`, { cause: error });
  } finally {
    raw?.stop();
    await Promise.all([...servers.values()].map((server) => server.stop()));
    await redis.cleanup();
  }
  process.stdout.write(
    `\n${startup}\n\nwrk, 1 thread, ${CONNECTIONS} connections, best of ${ROUNDS} alternating runs of ${DURATION} s, Node ${process.version}\n\n${lines.join('\n')}\n`,
  );
}

await main();
