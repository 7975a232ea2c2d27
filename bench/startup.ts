// Start-up time as a deployment sees it: from spawning the process to the first 200 from the status
// endpoint, not to the "listening" log line (which comes before any request is served).
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LAUNCHER, ROOT } from '../harness/server.ts';

const POLL_MS = 5;
const GIVE_UP_MS = 20_000;

/** The port has to be known before the spawn (PORT=0 would only tell it in the log), hence a probe. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
    probe.on('error', fail);
  });
}

/** One attempt; a refused connection comes back at once, so the loop stays tight. */
function statusIs200(url: string): Promise<boolean> {
  return new Promise((done) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      done(res.statusCode === 200);
    }).on('error', () => done(false));
  });
}

async function launchOnce(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/v1/status`;
  const started = performance.now();
  const child = spawn(join(ROOT, LAUNCHER), [], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    while (!(await statusIs200(url))) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering:\n${output}`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`no 200 from ${url} within ${GIVE_UP_MS} ms:\n${output}`);
      await sleep(POLL_MS);
    }
    return (performance.now() - started) / 1000;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export interface Startup {
  median: number;
  min: number;
  max: number;
  launches: number;
}

export async function measureStartup(launches: number, env: Record<string, string> = {}): Promise<Startup> {
  const seconds: number[] = [];
  // One after another: launches side by side would compete for the two cores.
  for (let i = 0; i < launches; i += 1) seconds.push(await launchOnce(env));
  seconds.sort((a, b) => a - b);
  const middle = Math.floor(seconds.length / 2);
  const median = seconds.length % 2 === 1 ? seconds[middle] : (seconds[middle - 1] + seconds[middle]) / 2;
  return { median, min: seconds[0], max: seconds[seconds.length - 1], launches };
}

export function describeStartup({ median, min, max, launches }: Startup): string {
  const s = (value: number) => `${value.toFixed(2)} s`;
  return `Start-up to first 200: median ${s(median)} (min ${s(min)}, max ${s(max)}) over ${launches} launches`;
}
