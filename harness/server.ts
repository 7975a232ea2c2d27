// Starts the built server (npm run build must have run) as a child process on a port the kernel
// picks (PORT=0), read back from its "listening" log line: no probing for a free port, no race.
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** The production command (package.json's `serve` runs it): tests and bench run what production runs. */
export const LAUNCHER = 'bin/grandtales';

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function waitForExit(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', () => done()));
}

function listeningPort(output: string): number | undefined {
  for (const line of output.split('\n')) {
    if (!line.includes('"listening"')) continue;
    const port = (JSON.parse(line) as { port?: unknown }).port;
    if (typeof port === 'number') return port;
  }
  return undefined;
}

/**
 * Spawns the server; resolves once it listens, rejects with its output if it exits first. `root` is
 * the project whose build it serves (another one for a build made with other variables).
 */
export async function startServer(env: Record<string, string> = {}, root = ROOT): Promise<RunningServer> {
  const child = spawn(join(root, LAUNCHER), [], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const port = await new Promise<number>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not report "listening" (LOG_LEVEL must be info):\n${output}`)), 20_000);
    child.stderr?.on('data', () => {
      const found = listeningPort(output);
      if (found === undefined) return;
      clearTimeout(timer);
      ready(found);
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}

/** Runs the server expecting it to refuse to start; returns its exit code and output. */
export async function failedStart(env: Record<string, string>, root = ROOT): Promise<{ code: number | null; output: string }> {
  const child = spawn(join(root, LAUNCHER), [], { cwd: root, env: { ...process.env, PORT: '0', ...env } });
  let output = '';
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  clearTimeout(timer);
  return { code, output };
}
