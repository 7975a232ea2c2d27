// The server rows of npm run bench: for each row, paired wrk runs against our server and a raw
// node:http server sending the captured answer's exact bytes, in rounds (see measureServerRows).
import { startRedis } from '../harness/redis.ts';
import { type RunningCluster, startRedisCluster } from '../harness/redis-cluster.ts';
import { type RunningServer, startServer } from '../harness/server.ts';
import type { CapturedAnswer, RawServer } from './baseline.ts';
import { captureAnswer, startRaw } from './baseline.ts';
import { ROWS, type Row } from './rows.ts';
import { RAW_TWIN, type ServerKind, type Stores, serverEnv } from './servers.ts';
import type { WrkRequest, WrkResult } from './wrk.ts';
import { runWrk } from './wrk.ts';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 1);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
/**
 * Before a server's rounds: unrecorded pairs on its rows, until each side has run this long. Fresh and under
 * load, our server speeds up for tens of seconds while V8 compiles its paths, where raw node:http is at
 * its steady rate almost at once. Without this, the first rows measured our warm-up.
 */
export const SERVER_WARM_UP_SECONDS = 30;
export const CONNECTIONS = 50;
// TEST-NET addresses, apart from the 10.0.0.0/8 space the measured requests come from.
const FLOOD_IP = '192.0.2.1';
const captureIp = (index: number) => `192.0.2.${100 + index}`;

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
export interface Pair {
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

/**
 * One server's rows at a time, right after its warm-up, and within them rounds over all rows: a
 * neighbour's burst on these shared machines skews one pair of each row, not every pair of the rows
 * that happened to be measured during it. The order within a pair flips each round.
 */
async function inRounds(pair: (index: number, oursFirst: boolean) => Promise<Pair>): Promise<Pair[][]> {
  const pairs = ROWS.map(() => [] as Pair[]);
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
  return pairs;
}

/** Our servers by kind, started on first use, sharing the bench's Redis (and Redis Cluster). */
function serverPool(stores: Stores) {
  const servers = new Map<ServerKind, RunningServer>();
  return {
    servers,
    async serverFor(kind: ServerKind = 'memory') {
      let server = servers.get(kind);
      if (server === undefined) {
        server = await startServer(await serverEnv(kind, stores));
        servers.set(kind, server);
      }
      return server;
    },
  };
}

/** The table lines of every row: start the servers, capture each row's answer, then the rounds. */
export async function measureServerRows(): Promise<string[]> {
  const redis = await startRedis();
  const clusters = new Map<1 | 3, Promise<RunningCluster>>();
  const clusterNodes = async (masters: 1 | 3) => {
    // No replicas: like the single Redis row's one redis-server, so the rows compare the server's
    // work, not replicas copying every write on the bench's two cores.
    const cluster = clusters.get(masters) ?? startRedisCluster({ replicas: false, masters });
    clusters.set(masters, cluster);
    return (await cluster).seeds;
  };
  const { servers, serverFor } = serverPool({ redisUrl: redis.url, clusterNodes });
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
    const pairs = await inRounds(pair);
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
    await Promise.all([...clusters.values()].map(async (cluster) => (await cluster).cleanup()));
  }
  return lines;
}
