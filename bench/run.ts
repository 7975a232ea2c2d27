// npm run bench: start-up time, the book builder's figures (bench/builder.ts), then each endpoint of the built server against a raw node:http
// server sending the same status, headers and body, driven by wrk in the same run at 50
// connections. Prints requests/s, p99 and the ratio to raw.
import { startRedis } from '../harness/redis.ts';
import { type RunningServer, startServer } from '../harness/server.ts';
import type { CapturedAnswer, RawServer } from './baseline.ts';
import { captureAnswer, startRaw } from './baseline.ts';
import { describeBuilder, measureBuilder } from './builder.ts';
import { BASE_ENV, RAW_TWIN, type ServerKind, serverEnv } from './servers.ts';
import { describeStartup, measureStartup } from './startup.ts';
import type { WrkRequest, WrkResult } from './wrk.ts';
import { ensureWrk, runWrk } from './wrk.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
/**
 * Before a server's rounds: unrecorded pairs on its rows, until each side has run this long. Fresh and under
 * load, our server speeds up for tens of seconds while V8 compiles its paths, where raw node:http is at
 * its steady rate almost at once. Without this, the first rows measured our warm-up.
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

async function measure(origin: string, request: WrkRequest): Promise<WrkResult> {
  const result = await runWrk(origin, request, { seconds: DURATION, connections: CONNECTIONS });
  if (request.fixedIp === undefined) nextIp = Math.max(nextIp, request.firstIp + result.requests + 1);
  return result;
}

/** A spent quota comes back each window: a flood run that spans a window's start gets that many 2xx answers. */
function renewedQuota(answer: CapturedAnswer): number {
  if (answer.status !== 429) return 0;
  const policy = answer.headers.find((_, i, all) => i % 2 === 1 && all[i - 1].toLowerCase() === 'ratelimit-policy');
  return Number(policy?.match(/;q=(\d+)/)?.[1] ?? 0);
}

/** wrk only counts non-2xx/3xx answers: all or none of them, as the captured answer says, to within 1 % and a renewed quota. */
function checkRun(row: Row, side: string, run: WrkResult, answer: CapturedAnswer): void {
  if (run.socketErrors > 0) throw new Error(`${row.name} (${side}): ${run.socketErrors} socket errors`);
  const expected = answer.status >= 400 ? run.requests : 0;
  const slack = 0.01 * run.requests + renewedQuota(answer);
  if (run.requests === 0 || !(Math.abs(run.non2xx - expected) <= slack)) {
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

/** One run of each side on the same request, back to back. */
interface Pair {
  ours: WrkResult;
  raw: WrkResult;
}

/**
 * The table line of a row: each side's best run, the median of the pairs' ratios, and the ratio of
 * the two best runs. The two ratios err differently: a burst of load sinks one pair, which the median
 * shrugs off, while the best runs are each side's least disturbed second, wherever it fell.
 */
function rowLine(row: Row, pairs: Pair[]): string {
  const best = (name: 'ours' | 'raw') => pairs.map((pair) => pair[name]).reduce((a, b) => (b.rps > a.rps ? b : a));
  const [ours, base] = [best('ours'), best('raw')];
  const ratio = median(pairs.map((pair) => pair.ours.rps / pair.raw.rps));
  const drift = Math.abs(ours.bytesPerResponse - base.bytesPerResponse) / base.bytesPerResponse;
  if (drift > 0.05) {
    process.stderr.write(
      `warning: ${row.name}: ${Math.round(ours.bytesPerResponse)} bytes per answer from us, ${Math.round(base.bytesPerResponse)} from raw\n`,
    );
  }
  return `| ${row.name} | ${Math.round(ours.rps)} | ${round1(ours.p99Ms)} | ${Math.round(base.rps)} | ${round1(base.p99Ms)} | ${ratio.toFixed(2)}× | ${(ours.rps / base.rps).toFixed(2)}× |`;
}

async function main() {
  ensureWrk();
  if (ROWS.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} names no row`);
  if (!(ROUNDS >= 1)) throw new Error('BENCH_ROUNDS must be at least 1');
  const startup = describeStartup(await measureStartup(LAUNCHES, BASE_ENV));
  // The builder's figures first, on a machine not yet warm from the load generator.
  const builderFigures = await measureBuilder();
  const builder = describeBuilder(builderFigures);
  process.stderr.write(`${builder}\n`);
  if (!builderFigures.withinBudget) process.exitCode = 1;
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
  const lines = [`| endpoint | req/s | p99 ms | raw req/s | raw p99 ms | ratio | best ÷ best |`, `|---|---:|---:|---:|---:|---:|---:|`];
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

    const pairs = ROWS.map(() => [] as Pair[]);
    /** A pair on a row's request, ours first or raw first. */
    const pair = async (index: number, oursFirst: boolean): Promise<Pair> => {
      const row = ROWS[index];
      const origin = await originFor(row, index);
      await baseline.select(index);
      // The same script, addresses included, so that wrk sends both servers the same bytes.
      const request = requestFor(row);
      const side = async (name: 'ours' | 'raw') => {
        const run = await measure(name === 'ours' ? origin : baseline.origin, request);
        checkRun(row, name, run, answers[index]);
        return run;
      };
      if (oursFirst) return { ours: await side('ours'), raw: await side('raw') };
      return { raw: await side('raw'), ours: await side('ours') };
    };
    // One server's rows at a time, right after its warm-up, and within them rounds over all rows: a
    // neighbour's burst on these shared machines skews one pair of each row, not every pair of the
    // rows that happened to be measured during it. The order within a pair flips each round.
    for (const kind of new Set(ROWS.map((row) => row.server))) {
      const group = [...ROWS.keys()].filter((index) => ROWS[index].server === kind);
      for (let pass = 0; pass < Math.ceil(SERVER_WARM_UP_SECONDS / (group.length * DURATION)); pass += 1) {
        for (const index of group) await pair(index, pass % 2 === 0);
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const index of group) pairs[index].push(await pair(index, round % 2 === 0));
      }
      process.stderr.write(`measured: ${group.map((index) => ROWS[index].name).join('; ')}\n`);
    }
    for (const [index, row] of ROWS.entries()) lines.push(rowLine(row, pairs[index]));
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
    `\n${startup}\n\n${builder}\n\nwrk, 1 thread, ${CONNECTIONS} connections; one server's rows at a time, first ${SERVER_WARM_UP_SECONDS} s of unrecorded runs per side, then ${ROUNDS} rounds over its rows of one paired run of ${DURATION} s per side (req/s and p99: the best run; ratio: the median of the pairs' ratios; best ÷ best: our best run's req/s over raw's), Node ${process.version}\n\n${lines.join('\n')}\n`,
  );
}

await main();
