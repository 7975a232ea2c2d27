// Starts the built server (npm run build must have run) as a child process on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  port: number;
  output: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', () => done()));
}

/** Spawns the server; resolves once it listens, rejects with its output if it exits first. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['functions/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not report "listening" (LOG_LEVEL must be info):\n${output}`)), 20_000);
    child.stderr?.on('data', () => output.includes('"listening"') && (clearTimeout(timer), ready()));
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}

/** Runs the server expecting it to refuse to start; returns its exit code and output. */
export async function failedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['functions/serve.ts'], { cwd: ROOT, env: { ...process.env, PORT: '0', ...env } });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdout.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  clearTimeout(timer);
  return { code, output };
}
