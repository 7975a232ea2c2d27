// Graceful shutdown and health probes against the built server: SIGTERM answers every request
// already on its way (then Connection: close), a stuck request makes the drain time out (exit 1),
// probes are never rate limited, and `npm run serve` passes node its flags and leaves no orphan
// server behind.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { ROOT, type RunningServer, startServer } from '../harness/server.ts';
import { eventually } from './support/eventually.ts';
import { jsonLines, linesOf } from './support/log-lines.ts';

let server: RunningServer | undefined;
let npm: ChildProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  if (npm && npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
  npm = undefined;
});

const exitOf = (child: ChildProcess, ms = 20_000) =>
  new Promise<number | null>((done, fail) => {
    if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode);
    const timer = setTimeout(() => fail(new Error(`still running after ${ms} ms`)), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
  });

interface Answer {
  status?: number;
  connection?: string;
  error?: string;
  /** The "draining" line was in the server's log before the request was sent. */
  afterDrainLogged: boolean;
}

function get(agent: Agent, url: string, afterDrainLogged: boolean): Promise<Answer> {
  return new Promise((done) => {
    const req = request(`${url}/api/v1/status`, { agent }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode, connection: res.headers.connection, afterDrainLogged }));
      res.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message, afterDrainLogged }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message, afterDrainLogged }));
    req.end();
  });
}

describe('SIGTERM drains', () => {
  test('20 busy keep-alive connections: every request answered, then Connection: close, exit 0', async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '10000000' });
    const running = server;
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const answers: Answer[][] = Array.from({ length: 20 }, () => []);
    const drainLogged = () => running.output().includes('draining');
    const loop = async (mine: Answer[]) => {
      const deadline = Date.now() + 20_000;
      for (let n = 0; n < 2000 && Date.now() < deadline; n += 1) {
        const answer = await get(agent, running.url, drainLogged());
        mine.push(answer);
        if (answer.error !== undefined || answer.connection === 'close') return;
      }
    };
    const loops = Promise.all(answers.map(loop));
    for (let n = 0; n < 200 && answers.some((mine) => mine.length < 5); n += 1) await new Promise((done) => setTimeout(done, 25));
    expect(answers.every((mine) => mine.length >= 5)).toBe(true);
    running.child.kill('SIGTERM');
    const code = await exitOf(running.child);
    await loops;
    agent.destroy();
    const all = answers.flat();
    expect(all.filter((answer) => answer.error !== undefined)).toEqual([]);
    expect(all.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(all.filter((answer) => answer.afterDrainLogged && answer.connection !== 'close')).toEqual([]);
    // Every connection was told to close rather than being cut.
    expect(answers.map((mine) => mine.at(-1)?.connection)).toEqual(Array(20).fill('close'));
    expect(code).toBe(0);
    expect(running.output()).toContain('"shut down"');
  });

  test('SHUTDOWN_TIMEOUT=1 with a request that never finishes its body: timeout logged, exit 1', async () => {
    server = await startServer({ SHUTDOWN_TIMEOUT: '1' });
    const running = server;
    const socket = connect(running.port, '127.0.0.1');
    socket.on('error', () => undefined);
    const answered = new Promise<void>((done) => socket.once('data', () => done()));
    socket.write('POST /api/v1/status HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 10\r\n\r\nab');
    await answered;
    try {
      running.child.kill('SIGTERM');
      expect(await exitOf(running.child)).toBe(1);
      expect(running.output()).toContain('shutdown timed out');
    } finally {
      socket.destroy();
    }
  });
});

describe('SIGHUP', () => {
  test('does not stop the server: each one is one line saying the live files reload themselves; SIGTERM still drains', async () => {
    server = await startServer();
    const running = server;
    const ignored = () => linesOf(running.output(), 'SIGHUP ignored');
    running.child.kill('SIGHUP');
    await eventually(() => ignored().length === 1, Boolean);
    expect((await fetch(`${running.url}/api/v1/status`)).status).toBe(200);
    running.child.kill('SIGHUP');
    await eventually(() => ignored().length === 2, Boolean);
    expect(ignored()[0]).toMatchObject({ level: 'info', pricingFile: expect.stringMatching(/pricing\.json$/) });
    expect((await fetch(`${running.url}/pricing`)).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await exitOf(running.child)).toBe(0);
  });

  test('SIGUSR1 opens no inspector (Node would listen on 9229): the server goes on, and says nothing', async () => {
    server = await startServer();
    const running = server;
    running.child.kill('SIGUSR1');
    expect((await fetch(`${running.url}/api/v1/status`)).status).toBe(200);
    // By the end of a drain, an inspector that SIGUSR1 had started would have said so on stderr.
    running.child.kill('SIGTERM');
    expect(await exitOf(running.child)).toBe(0);
    expect(running.output()).not.toContain('Debugger listening');
    expect(() => jsonLines(running.output())).not.toThrow();
  });
});

describe('health probes', () => {
  test('/healthz and /readyz are never rate limited and take nothing from the API quota', async () => {
    const running = await startServer({ RATE_LIMIT_PER_MINUTE: '1' });
    server = running;
    const probes = await Promise.all(Array.from({ length: 50 }, (_, n) => fetch(`${running.url}${n % 2 ? '/healthz' : '/readyz'}`)));
    expect(probes.map((response) => response.status)).toEqual(Array(50).fill(200));
    expect(probes.every((response) => response.headers.get('ratelimit') === null)).toBe(true);
    expect(await probes[0].json()).toEqual({ status: 'ready' });
    expect(await probes[1].json()).toEqual({ status: 'ok' });
    expect((await fetch(`${running.url}/api/v1/status`)).status).toBe(200);
    expect((await fetch(`${running.url}/api/v1/status`)).status).toBe(429);
  });
});

describe('npm run serve', () => {
  test('runs node with the production flags, and SIGTERM to npm stops the server too: no orphan keeps the port', async () => {
    npm = spawn('npm', ['run', 'serve'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const child = npm;
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const listening = () => output.split('\n').find((line) => line.includes('"listening"'));
    for (let n = 0; n < 200 && listening() === undefined && child.exitCode === null; n += 1)
      await new Promise((done) => setTimeout(done, 100));
    const { port, pid } = JSON.parse(listening() ?? '{}') as { port: number; pid: number };
    expect(typeof port).toBe('number');
    expect(pid).not.toBe(child.pid);
    const nodeArgs = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    child.kill('SIGTERM');
    await exitOf(child);
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let n = 0; n < 100 && alive(); n += 1) await new Promise((done) => setTimeout(done, 100));
    const stillAlive = alive();
    if (stillAlive) process.kill(pid, 'SIGKILL');
    expect(stillAlive).toBe(false);
    const refused = await new Promise<string>((done) => {
      const probe = connect(port, '127.0.0.1', () => {
        probe.destroy();
        done('connected');
      });
      probe.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    // Without it, V8 shrinks the heap of a server that idled, and the server then spends more CPU on each
    // answer under load (docs/decisions.md, "Speed: what the request path avoids").
    expect(nodeArgs).toContain('--no-memory-reducer');
    expect(nodeArgs).toContain('--disable-sigusr1');
  });
});
