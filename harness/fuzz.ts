// Sends generated requests (harness/fuzz-requests.ts) to a running server, a few at a time, and
// reports every answer that is a server error: a 5xx, a JSON-RPC internal error (-32603) or a tool
// that failed as a 500 would. `npm run fuzz` runs it at full length; tests/fuzz.test.ts a burst.
import { connect } from 'node:net';
import { type FuzzCase, nextCase, seededRng } from './fuzz-requests.ts';

export interface FuzzOptions {
  url: string;
  /** The server's SITE_URL: MCP resources are named under it. */
  origin: string;
  requests: number;
  seed: number;
  concurrency?: number;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  /** Answers per status (0: the connection closed with no answer, as Node does for some bad bytes). */
  statuses: Record<number, number>;
  /** How many requests exercised each API path, "site", "odd", "raw" and each MCP method. */
  covered: Record<string, number>;
  /** Each request answered with a server error, and what came back. */
  failures: { request: string; answer: string }[];
}

function sendRaw(url: URL, bytes: string): Promise<string> {
  return new Promise((done) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(bytes));
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => done(answer));
    socket.on('error', () => undefined);
  });
}

/** Status and answer text of one case. */
async function send(url: URL, request: FuzzCase): Promise<[number, string]> {
  if (request.kind === 'raw') {
    const answer = await sendRaw(url, request.bytes);
    return [Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), answer.slice(0, 2000)];
  }
  const [path, init] =
    request.kind === 'mcp'
      ? ['/mcp', { method: 'POST', headers: request.headers, body: request.body }]
      : [request.path, { method: request.method, headers: request.headers, body: request.body }];
  // The path as written: new URL() would normalize what the fuzz means to send.
  const response = await fetch(url.origin + path, { ...init, signal: AbortSignal.timeout(10_000) });
  return [response.status, await response.text()];
}

/** A server error in disguise: a JSON-RPC -32603, or a tool answering the API's 500 body. */
const internalError = (answer: string) => answer.includes('"code":-32603') || answer.includes('{\\"detail\\":\\"Internal Server Error\\"}');

export async function fuzz({ url, origin, requests, seed, concurrency = 16 }: FuzzOptions): Promise<FuzzReport> {
  const rng = seededRng(seed);
  const base = new URL(url);
  const report: FuzzReport = { seed, sent: 0, statuses: {}, covered: {}, failures: [] };
  const cover = (name: string) => {
    report.covered[name] = (report.covered[name] ?? 0) + 1;
  };
  const worker = async () => {
    while (report.sent < requests) {
      report.sent += 1;
      const request = nextCase(rng, origin);
      if (request.kind === 'mcp') for (const method of new Set(request.methods)) cover(method);
      else cover(request.kind === 'raw' ? 'raw' : request.target);
      let status: number;
      let answer: string;
      try {
        [status, answer] = await send(base, request);
      } catch (error) {
        [status, answer] = [0, `no answer: ${(error as Error).message}`];
      }
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      if (status >= 500 || internalError(answer))
        report.failures.push({ request: JSON.stringify(request).slice(0, 2000), answer: answer.slice(0, 2000) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
