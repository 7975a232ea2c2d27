// A real redis-server (Debian's /usr/bin/redis-server) on a free TCP port, for tests that need
// the shared rate-limit store, with the faults to inject: stop, kill, restart on the same port,
// and pause/resume (SIGSTOP/SIGCONT: a black hole that keeps the connection open but never answers).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
export const REDIS_SENTINEL = process.env.REDIS_SENTINEL ?? '/usr/bin/redis-sentinel';

export interface RunningRedis {
  port: number;
  url: string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, then waits for the exit: no goodbye to connected clients. */
  kill(): Promise<void>;
  /** Starts a fresh (empty) server on the same port; resolves once it accepts connections. */
  restart(): Promise<void>;
  /** SIGSTOP: connections stay open, nothing is answered. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  /** KEYS pattern, sorted (the server must be running and not paused). */
  keys(pattern: string): Promise<string[]>;
  /** TTL of a key in seconds (-2: no such key, -1: no expiry). */
  ttl(key: string): Promise<number>;
  /** Kills whatever is still running, paused or not. Safe to call more than once. */
  cleanup(): Promise<void>;
}

/** A port nobody listens on right now (the kernel's pick, released for redis-server to take). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()));

/** Counters live a minute: no snapshots, no log, and a replica's first sync starts at once. */
export const NOTHING_TO_DISK = ['--save', '', '--appendonly', 'no', '--repl-diskless-sync-delay', '0'];

/** A password, TLS (the port then speaks only TLS), or neither; and the port of a master to replicate. */
export interface RedisOptions {
  password?: string;
  tls?: { cert: string; key: string; ca: string };
  replicaOf?: number;
}

function launch(port: number, { password, tls, replicaOf }: RedisOptions = {}): Promise<ChildProcess> {
  const listen = tls === undefined ? ['--port', String(port)] : ['--port', '0', '--tls-port', String(port)];
  const secure =
    tls === undefined
      ? []
      : ['--tls-cert-file', tls.cert, '--tls-key-file', tls.key, '--tls-ca-cert-file', tls.ca, '--tls-auth-clients', 'no'];
  const auth = password === undefined ? [] : ['--requirepass', password, '--masterauth', password];
  const replica = replicaOf === undefined ? [] : ['--replicaof', '127.0.0.1', String(replicaOf)];
  // A replica still writes the copy it syncs to its directory: a folder of its own, gone with it, not the repository's root.
  const dir = mkdtempSync(join(tmpdir(), 'grandtales-redis-'));
  const args = [...listen, ...secure, ...auth, ...replica, '--bind', '127.0.0.1', '--dir', dir, ...NOTHING_TO_DISK, '--loglevel', 'notice'];
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  let output = '';
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`redis-server did not get ready on port ${port}:\n${output}`));
    }, 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (!output.includes('Ready to accept connections')) return;
      clearTimeout(timer);
      ready(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`redis-server exited (${code ?? signal}) before getting ready:\n${output}`));
    });
  });
}

/** Runs a single command on a short-lived connection, so it works across restarts. */
export async function query<T>(port: number, run: (client: Redis) => Promise<T>, password?: string): Promise<T> {
  const client = new Redis({
    port,
    host: '127.0.0.1',
    password,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await run(client);
  } finally {
    client.disconnect();
  }
}

export async function startRedis(options: RedisOptions = {}): Promise<RunningRedis> {
  const port = await freePort();
  let child = await launch(port, options);
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGCONT');
    child.kill(name);
    await exited(child);
  };
  return {
    port,
    url: options.tls === undefined ? `redis://127.0.0.1:${port}` : `rediss://localhost:${port}`,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    async restart() {
      await signal('SIGKILL');
      child = await launch(port, options);
    },
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    keys: (pattern) => query(port, async (client) => (await client.keys(pattern)).sort()),
    ttl: (key) => query(port, (client) => client.ttl(key)),
    cleanup: () => signal('SIGKILL'),
  };
}

export interface RunningSentinel {
  /** host:port, as REDIS_SENTINELS takes it. */
  address: string;
  /** SENTINEL FAILOVER, once the sentinel knows a replica it could promote. */
  failover(): Promise<void>;
  stop(): Promise<void>;
}

/** Debian's redis-sentinel watching a master under `name`; resolves once it serves the master's address. */
export async function startSentinel(master: RunningRedis, name: string, dir: string): Promise<RunningSentinel> {
  const port = await freePort();
  const config = join(dir, `sentinel-${port}.conf`);
  writeFileSync(config, `port ${port}\nbind 127.0.0.1\nsentinel monitor ${name} 127.0.0.1 ${master.port} 1\n`);
  const child = spawn(REDIS_SENTINEL, [config], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    const known = await query(port, (client) => client.call('SENTINEL', 'get-master-addr-by-name', name)).catch(() => null);
    if (Array.isArray(known) && Number(known[1]) === master.port) {
      const stop = () => {
        child.kill('SIGKILL');
        return exited(child);
      };
      return { address: `127.0.0.1:${port}`, failover: () => failover(port, name), stop };
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-sentinel on ${port} never reported the master on ${master.port}`);
}

/** Asks the sentinel to fail over as soon as it sees a replica in good health (it learns of replicas from INFO). */
async function failover(port: number, name: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const replicas = (await query(port, (client) => client.call('SENTINEL', 'REPLICAS', name))) as string[][];
    const healthy = replicas.some((fields) => {
      const flags = fields[fields.indexOf('flags') + 1];
      return flags === 'slave' && fields[fields.indexOf('master-link-status') + 1] === 'ok';
    });
    if (healthy) {
      await query(port, (client) => client.call('SENTINEL', 'FAILOVER', name));
      return;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`sentinel on ${port} never saw a healthy replica of ${name}`);
}
