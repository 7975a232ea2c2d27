// npm run bench: start-up time, then each endpoint of the built server against a raw node:http
// server sending the same status, headers and body, driven by wrk in the same run at 50
// connections. Prints requests/s, p99 and the ratio to raw.
import { startRedis } from '../tests/support/redis.ts';
import { type RunningServer, startServer } from '../tests/support/server.ts';
import type { CapturedAnswer, RawServer } from './baseline.ts';
import { captureAnswer, startRaw } from './baseline.ts';
import { BASE_ENV, RAW_TWIN, type ServerKind, serverEnv } from './servers.ts';
import { describeStartup, measureStartup } from './startup.ts';
import type { WrkRequest, WrkResult } from './wrk.ts';
import { ensureWrk, runWrk } from './wrk.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const WARM_UP_SECONDS = 3;
/**
 * Before a server's first row: its rows' requests in turn, 2 s each, for this long. Fresh and under
 * load, our server ran 13k req/s in its first 2 s and 14-17k for the next 20 s before settling at
 * 18-20k, while V8 compiled its paths; raw node:http was at its steady rate from its second run.
 * Without this, the first rows measured our warm-up.
 */
const SERVER_WARM_UP_SECONDS = 30;
const CONNECTIONS = 50;
const LAUNCHES = 5;
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
  server?: ServerKind | typeof RAW_TWIN;
}

const ALL_ROWS: Row[] = [
  { name: 'raw node:http against itself (noise floor)', path: '/api/v1/status', server: RAW_TWIN },
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
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  ensureWrk();
  if (ROWS.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} names no row`);
  const startup = describeStartup(await measureStartup(LAUNCHES, BASE_ENV));
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
  let twin: RawServer | undefined;
  const lines = [`| endpoint | req/s | p99 ms | raw req/s | raw p99 ms | ratio |`, `|---|---:|---:|---:|---:|---:|`];
  try {
    const answers: CapturedAnswer[] = [];
    for (const [index, row] of ROWS.entries()) {
      const headers = { ...row.headers, 'X-Forwarded-For': row.singleIp ? captureIp(99) : captureIp(index) };
      const kind = row.server === RAW_TWIN ? 'memory' : row.server;
      answers.push(await captureAnswer((await serverFor(kind)).url, row.path, headers, row.status ?? 200));
    }
    const baseline = await startRaw(answers);
    raw = baseline;
    twin = ROWS.some((row) => row.server === RAW_TWIN) ? await startRaw(answers) : undefined;
    const originFor = async (row: Row, index: number) => {
      if (row.server !== RAW_TWIN) return (await serverFor(row.server)).url;
      if (twin === undefined) throw new Error('no raw twin started');
      await twin.select(index);
      return twin.origin;
    };
    const requestFor = (row: Row): WrkRequest => ({
      path: row.path,
      headers: row.headers ?? {},
      fixedIp: row.singleIp ? FLOOD_IP : undefined,
      firstIp: nextIp,
    });

    const entries = [...ROWS.entries()].map(([index, row]) => ({ index, row }));
    const warmed = new Set<string>();
    /** A server once, ours and raw alike: the given rows in turn, 2 s each, until SERVER_WARM_UP_SECONDS have passed. */
    const warmUp = async (origin: string, rows: typeof entries, select?: (index: number) => Promise<void>) => {
      if (warmed.has(origin)) return;
      warmed.add(origin);
      for (let pass = 0; pass < Math.ceil(SERVER_WARM_UP_SECONDS / (2 * rows.length)); pass += 1) {
        for (const { index, row } of rows) {
          await select?.(index);
          await measure(origin, requestFor(row), 2);
        }
      }
    };

    for (const [index, row] of ROWS.entries()) {
      const origin = await originFor(row, index);
      const select = row.server === RAW_TWIN ? twin?.select : undefined;
      await warmUp(
        origin,
        entries.filter((entry) => entry.row.server === row.server),
        select,
      );
      await select?.(index);
      await warmUp(baseline.origin, entries, baseline.select);
      await raw.select(index);
      // One unrecorded run per side on this row's request first, so that the ratio compares steady
      // states, not a JIT still compiling the row's path.
      await measure(origin, requestFor(row), WARM_UP_SECONDS);
      await measure(baseline.origin, requestFor(row), WARM_UP_SECONDS);
      // Paired rounds: each run of ours beside a run of raw right before or after it (the order flips
      // each round), the ratio the median of the pairs' ratios. Identical runs on these shared machines
      // differ by 15 % and more; a neighbour's burst then skews one pair, not the row.
      const pairs: { ours: WrkResult; raw: WrkResult }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // The same script, addresses included, so that wrk sends both servers the same bytes.
        const request = requestFor(row);
        const side = async (name: 'ours' | 'raw') => {
          const run = await measure(name === 'ours' ? origin : baseline.origin, request);
          checkRun(row, name, run, answers[index]);
          return run;
        };
        if (round % 2 === 0) pairs.push({ ours: await side('ours'), raw: await side('raw') });
        else pairs.push({ raw: await side('raw'), ours: await side('ours') });
      }
      if (pairs.length === 0) throw new Error('BENCH_ROUNDS must be at least 1');
      const best = (name: 'ours' | 'raw') => pairs.map((pair) => pair[name]).reduce((a, b) => (b.rps > a.rps ? b : a));
      const [ours, base] = [best('ours'), best('raw')];
      const ratio = median(pairs.map((pair) => pair.ours.rps / pair.raw.rps));
      const drift = Math.abs(ours.bytesPerResponse - base.bytesPerResponse) / base.bytesPerResponse;
      if (drift > 0.05) {
        process.stderr.write(
          `warning: ${row.name}: ${Math.round(ours.bytesPerResponse)} bytes per answer from us, ${Math.round(base.bytesPerResponse)} from raw\n`,
        );
      }
      lines.push(
        `| ${row.name} | ${Math.round(ours.rps)} | ${round1(ours.p99Ms)} | ${Math.round(base.rps)} | ${round1(base.p99Ms)} | ${ratio.toFixed(2)}× |`,
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
    twin?.stop();
    await Promise.all([...servers.values()].map((server) => server.stop()));
    await redis.cleanup();
  }
  process.stdout.write(
    `\n${startup}\n\nwrk, 1 thread, ${CONNECTIONS} connections; each server first warmed for ${SERVER_WARM_UP_SECONDS} s on its rows, then per row one unrecorded ${WARM_UP_SECONDS} s run per side and ${ROUNDS} paired runs of ${DURATION} s (req/s and p99: the best run; ratio: the median of the pairs' ratios), Node ${process.version}\n\n${lines.join('\n')}\n`,
  );
}

await main();
