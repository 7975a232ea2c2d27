// npm run bench: each endpoint of the built server against a raw node:http server sending the same
// bytes, in the same run, at 50 connections. Prints requests/s, p99 and the ratio to raw.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, startServer } from '../tests/support/server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

interface Row {
  name: string;
  path: string;
  /** One client IP for every request, so that all but the first 60 are 429s. */
  singleIp?: boolean;
  headers?: Record<string, string>;
  warmup?: boolean;
}

export const ROWS: Row[] = [
  { name: 'status', path: '/api/v1/status' },
  { name: 'pricing (live file)', path: '/api/v1/pricing' },
  { name: 'quote: digital, gift-wrapped', path: '/api/v1/pricing/quote?format_type=digital&gift_wrap=true' },
  { name: 'art-styles', path: '/api/v1/art-styles' },
  { name: 'scenes', path: '/api/v1/scenes' },
  { name: 'scenes?category=food', path: '/api/v1/scenes?category=food' },
  { name: 'occasions', path: '/api/v1/occasions' },
  { name: '429 flood from one IP', path: '/api/v1/art-styles', singleIp: true },
  { name: 'static page (/art-styles)', path: '/art-styles' },
  { name: 'Markdown twin via Accept (/faq)', path: '/faq', headers: { accept: 'text/markdown' } },
  { name: 'live pricing page (/pricing)', path: '/pricing' },
];

let counter = 0;
/** A fresh documentation-range-free IPv4 per request: the limiter works on many keys but never trips. */
function nextIp(): string {
  counter = (counter + 1) % 16_777_216;
  return `10.${counter >> 16}.${(counter >> 8) & 255}.${counter & 255}`;
}

async function measure(url: string, row: Row) {
  const result = await autocannon({
    url: url + row.path,
    connections: CONNECTIONS,
    duration: row.warmup ? 2 : DURATION,
    headers: row.headers,
    requests: [
      {
        setupRequest: (request) => {
          request.headers = { ...request.headers, 'x-forwarded-for': row.singleIp ? '192.0.2.1' : nextIp() };
          return request;
        },
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors };
}

async function startRaw(canned: Record<string, { status: number; type: string; body: string }>) {
  const child = spawn(process.execPath, ['bench/raw-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, RAW_RESPONSES: JSON.stringify(canned) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((ready) => child.stdout.once('data', (line) => ready(JSON.parse(String(line)).port)));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** What the server answers for a row (for the flood: once the IP is over its quota). */
async function cannedAnswer(url: string, row: Row) {
  const ip = row.singleIp ? '192.0.2.250' : nextIp();
  let response: Response;
  do response = await fetch(url + row.path, { headers: { ...row.headers, 'x-forwarded-for': ip } });
  while (row.singleIp && response.status !== 429);
  const body = Buffer.from(await response.arrayBuffer()).toString('base64');
  return { status: response.status, type: response.headers.get('content-type') ?? '', body };
}

async function main() {
  const server = await startServer({ TRUST_PROXY: '1' });
  const rawPath = (index: number) => `/row-${index}`;
  const canned: Record<string, { status: number; type: string; body: string }> = {};
  for (const [index, row] of ROWS.entries()) canned[rawPath(index)] = await cannedAnswer(server.url, row);
  const raw = await startRaw(canned);
  const rawFor = (row: Row) => ({ ...row, path: rawPath(ROWS.indexOf(row)) });
  // Let both processes' JITs settle before anything is recorded.
  await Promise.all([measure(server.url, { ...ROWS[0], warmup: true }), measure(raw.url, { ...ROWS[0], warmup: true })]);
  const lines = [
    `| endpoint | req/s | p99 ms | raw req/s | raw p99 ms | ratio |`,
    `|---|---:|---:|---:|---:|---:|`,
  ];
  try {
    for (const row of ROWS) {
      // Alternating rounds, the best of each side kept: the load generator shares the two cores,
      // and a neighbour's burst should not decide a row.
      const ours = { rps: 0, p99: 0, errors: 0 };
      const base = { rps: 0, p99: 0, errors: 0 };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [best, url, target] of [[ours, server.url, row], [base, raw.url, rawFor(row)]] as const) {
          const run = await measure(url, target);
          if (run.rps > best.rps) Object.assign(best, run);
        }
      }
      const ratio = ours.rps / base.rps;
      lines.push(
        `| ${row.name} | ${Math.round(ours.rps)} | ${ours.p99} | ${Math.round(base.rps)} | ${base.p99} | ${ratio.toFixed(2)}× |`,
      );
      process.stderr.write(`${lines.at(-1)}\n`);
      if (ours.errors > 0) throw new Error(`${row.name}: ${ours.errors} connection errors`);
    }
  } finally {
    raw.stop();
    await server.stop();
  }
  process.stdout.write(`\n${CONNECTIONS} connections, best of ${ROUNDS} alternating runs of ${DURATION} s, Node ${process.version}\n\n${lines.join('\n')}\n`);
}

await main();
