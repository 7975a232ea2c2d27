// `grandtales healthcheck`: GET /readyz of the server this environment configures (PORT, and HOST
// unless it is every interface), so a container's HEALTHCHECK needs no script of its own. Exit 0
// when it answers 200 (ready), else 1, with one line saying what it saw.
import { request } from 'node:http';
import { readConfig } from './config.ts';

/** Longer than a ready server ever takes, shorter than the Dockerfile's 3 s timeout. */
const PROBE_MS = 2000;

/** Where a client on this machine reaches a server listening on `host`. */
function probeHost(host: string | undefined): string {
  if (host === undefined || host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function probe(url: string): Promise<{ status?: number; problem?: string }> {
  return new Promise((done) => {
    const req = request(url, { timeout: PROBE_MS }, (res) => {
      res.resume();
      done({ status: res.statusCode });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${PROBE_MS / 1000} s`)));
    req.on('error', (error: NodeJS.ErrnoException) => done({ problem: error.code ?? error.message }));
    req.end();
  });
}

export async function healthcheck(env: Record<string, string | undefined>): Promise<number> {
  let url: string;
  try {
    const { host, port } = readConfig(env);
    if (port === 0) throw new Error('PORT=0 lets the kernel pick the port: set the PORT the server listens on');
    url = `http://${probeHost(host)}:${port}/readyz`;
  } catch (error) {
    process.stderr.write(`grandtales healthcheck: ${(error as Error).message}\n`);
    return 1;
  }
  const { status, problem } = await probe(url);
  if (status === 200) {
    process.stdout.write(`grandtales healthcheck: ready (${url})\n`);
    return 0;
  }
  const seen =
    status === undefined ? `no answer from ${url}: ${problem}` : `${url} answered ${status}${status === 503 ? ' (shutting down)' : ''}`;
  process.stderr.write(`grandtales healthcheck: not ready: ${seen}\n`);
  return 1;
}
