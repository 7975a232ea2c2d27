// A real Redis Cluster on loopback for the tests: three masters with a replica each
// (`redis-server --cluster-enabled yes`, joined by `redis-cli --cluster create`), or for the bench one
// master holding every slot. A node's cluster bus listens on its port + 10000, so the ports are picked
// below 32768 - 10000: neither a node nor its bus can then take a port the kernel hands out (32768 and
// up), and a base already taken by another test or engineer is given up for another random one.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { NOTHING_TO_DISK, query, REDIS_SERVER } from './redis.ts';

export const REDIS_CLI = process.env.REDIS_CLI ?? '/usr/bin/redis-cli';
const NODES = 6;
const LOWEST_PORT = 20_000;
const BASES = Math.floor((32_768 - 10_000 - LOWEST_PORT) / NODES);

export interface RunningCluster {
  /** host:port of every node, as REDIS_CLUSTER_NODES takes them. */
  seeds: string;
  password?: string;
  /** Ports of the nodes that are masters now. */
  masters(): Promise<number[]>;
  /** The replica's port of the master on `port`. */
  replicaOf(port: number): Promise<number>;
  /** SIGKILL: no goodbye to clients or to the cluster. */
  kill(port: number): Promise<void>;
  /** Resolves once its masters serve every slot, every live replica is in sync, and every node agrees (a failover's end). */
  healthy(): Promise<void>;
  /** KEYS pattern on one node. */
  keys(port: number, pattern: string): Promise<string[]>;
  /** Stops every node and removes their files. */
  cleanup(): Promise<void>;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()));

/** Whether nothing listens on the port now (redis-server may still lose it to someone else). */
const free = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

/** Starts one node; resolves with it once it accepts connections, with null if its ports were taken. */
function launchNode(port: number, dir: string, password?: string): Promise<ChildProcess | null> {
  const auth = password === undefined ? [] : ['--requirepass', password, '--masterauth', password];
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`];
  // A master silent for 1 s is failed over, so a test's failover takes seconds, not the default 15.
  const cluster = ['--cluster-node-timeout', '1000', '--dir', dir, ...NOTHING_TO_DISK, ...auth];
  const child = spawn(REDIS_SERVER, [...args, ...cluster], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) done(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => (/in use|bind/i.test(output) ? done(null) : fail(new Error(`redis-server ${port} exited:\n${output}`))));
  });
}

async function launchAll(nodes: number, dir: string, password?: string): Promise<{ ports: number[]; children: ChildProcess[] }> {
  for (let tries = 0; tries < 20; tries += 1) {
    const base = LOWEST_PORT + NODES * Math.floor(Math.random() * BASES);
    const ports = Array.from({ length: nodes }, (_, n) => base + n);
    const available = await Promise.all(ports.flatMap((port) => [free(port), free(port + 10_000)]));
    if (!available.every(Boolean)) continue;
    const children = await Promise.all(ports.map((port) => launchNode(port, dir, password)));
    if (children.every((child) => child !== null)) return { ports, children: children as ChildProcess[] };
    for (const child of children) child?.kill('SIGKILL');
  }
  throw new Error('no free range of ports for a Redis Cluster after 20 tries');
}

export interface ClusterOptions {
  password?: string;
  /**
   * A replica for each master (the default, as in production). The bench leaves them out: on its
   * machine's two cores, replicas copying every write would measure the machine, not the server.
   */
  replicas?: boolean;
  /**
   * 1: one master holding every slot (no replicas), so the bench can weigh the Cluster client's own
   * work on the one Redis process the single-Redis row has, apart from three masters sharing its cores.
   */
  masters?: 1 | 3;
}

export async function startRedisCluster({ password, replicas = true, masters = 3 }: ClusterOptions = {}): Promise<RunningCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'redis-cluster-'));
  const { ports, children } = await launchAll(masters === 1 ? 1 : replicas ? NODES : NODES / 2, dir, password);
  const byPort = new Map(ports.map((port, n) => [port, children[n]]));
  const ask = <T>(port: number, run: Parameters<typeof query<T>>[1]) => query(port, run, password);
  const info = (port: number, section: string) => ask(port, (client) => client.info(section));
  const auth = password === undefined ? [] : ['-a', password, '--no-auth-warning'];
  const seeds = ports.map((port) => `127.0.0.1:${port}`);
  const alive = () => ports.filter((port) => byPort.get(port)?.exitCode === null && byPort.get(port)?.signalCode === null);
  /** Every live node with its INFO replication. */
  const roles = () => Promise.all(alive().map(async (port) => [port, await info(port, 'replication')] as const));

  const running: RunningCluster = {
    seeds: seeds.join(','),
    password,
    masters: async () => (await roles()).filter(([, text]) => text.includes('role:master')).map(([port]) => port),
    replicaOf: async (master) => {
      for (const port of ports) if ((await info(port, 'replication')).includes(`master_port:${master}\r`)) return port;
      throw new Error(`no replica of ${master}`);
    },
    kill: async (port) => {
      const child = byPort.get(port);
      child?.kill('SIGKILL');
      if (child) await exited(child);
    },
    healthy: async () => {
      for (let tries = 0; tries < 300; tries += 1) {
        const nodes = await roles();
        const masterCount = nodes.filter(([, text]) => text.includes('role:master')).length;
        const synced = nodes.every(([, text]) => text.includes('role:master') || text.includes('master_link_status:up'));
        // Every node, replicas included (a client may ask any for the slots), serving and agreeing on who owns them.
        const views = await Promise.all(
          nodes.map(([port]) => ask(port, async (client) => [await client.cluster('INFO'), await client.cluster('SLOTS')])),
        );
        const served = views.every(([state]) => String(state).includes('cluster_state:ok'));
        const owners = new Set(
          views.map(([, slots]) =>
            JSON.stringify((slots as unknown as [number, number, [string, number]][]).map(([from, , [, port]]) => [from, port]).sort()),
          ),
        );
        if (masterCount === masters && synced && served && owners.size === 1) return;
        await pause(100);
      }
      throw new Error('the cluster did not get healthy within 30 s');
    },
    keys: (port, pattern) => ask(port, async (client) => (await client.keys(pattern)).sort()),
    cleanup: async () => {
      for (const child of children) child.kill('SIGKILL');
      await Promise.all(children.map(exited));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    if (masters === 1) await ask(ports[0], (client) => client.call('CLUSTER', 'ADDSLOTSRANGE', '0', '16383'));
    else
      await promisify(execFile)(REDIS_CLI, [
        '--cluster',
        'create',
        ...seeds,
        '--cluster-replicas',
        replicas ? '1' : '0',
        '--cluster-yes',
        ...auth,
      ]);
    await running.healthy();
  } catch (error) {
    await running.cleanup();
    throw error;
  }
  return running;
}
