// A burst of the fuzz (`npm run fuzz` sends 20,000): generated requests across every route of the
// route table, the website and every MCP method, valid, invalid and hostile. None may get a server
// error, none may be logged as a failure, and the server must still answer afterwards. The seed
// is new each run and named on failure: FUZZ_SEED=<seed> npm run fuzz replays it.
import { expect, test } from 'vitest';
import { ROUTES } from '../contract/routes.ts';
import { fuzz } from '../harness/fuzz.ts';
import { MCP_METHODS } from '../harness/fuzz-requests.ts';
import { useServer } from './support/fixtures.ts';
import { jsonLines } from './support/log-lines.ts';

const ORIGIN = 'https://books.example';
const REQUESTS = 2000;
const server = useServer({ SITE_URL: ORIGIN, RATE_LIMIT_PER_MINUTE: '1000000000' });

test(`${REQUESTS} generated requests across every route and MCP method: no server error, nothing logged as failed, the server alive`, async () => {
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
  const report = await fuzz({ url: server.url, origin: ORIGIN, requests: REQUESTS, seed });
  const replay = `FUZZ_SEED=${seed}`;
  expect(report.sent).toBe(REQUESTS);
  for (const target of [...ROUTES.map((route) => route.path), ...MCP_METHODS, 'site', 'raw']) {
    expect(report.covered[target] ?? 0, `${target} was never sent (${replay})`).toBeGreaterThan(0);
  }
  expect(report.failures, replay).toEqual([]);
  expect(
    jsonLines(server.output()).filter((line) => line.level === 'error'),
    replay,
  ).toEqual([]);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
}, 120_000);
