// npm run fuzz: the built server under FUZZ_REQUESTS (default 20,000) generated requests across
// every route, page and MCP method (harness/fuzz.ts). Fails on any server error, any failure the
// server logged, or a server that no longer answers. FUZZ_SEED replays a run.
import { fuzz } from '../harness/fuzz.ts';
import { MCP_METHODS } from '../harness/fuzz-requests.ts';
import { startServer } from '../harness/server.ts';

const ORIGIN = 'https://books.example';
const requests = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));

const server = await startServer({ SITE_URL: ORIGIN, RATE_LIMIT_PER_MINUTE: '1000000000' });
try {
  const report = await fuzz({ url: server.url, origin: ORIGIN, requests, seed });
  const alive = server.child.exitCode === null && (await fetch(`${server.url}/healthz`)).status === 200;
  const logged = server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":"error"'));
  const missed = MCP_METHODS.filter((method) => report.covered[method] === undefined);
  console.log(JSON.stringify({ seed, sent: report.sent, statuses: report.statuses, covered: report.covered }, null, 2));
  for (const failure of report.failures.slice(0, 10)) console.log('server error:', failure.request, '→', failure.answer);
  for (const line of logged.slice(0, 10)) console.log('logged:', line);
  const ok = report.failures.length === 0 && logged.length === 0 && alive && missed.length === 0;
  console.log(
    ok
      ? `fuzz: ${report.sent} requests, no server error, nothing logged as failed, the server alive (seed ${seed})`
      : `fuzz FAILED (FUZZ_SEED=${seed} replays it): ${report.failures.length} server errors, ${logged.length} error lines, alive: ${alive}, methods never sent: ${missed.join(', ') || 'none'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
