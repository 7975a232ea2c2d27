// The shared store's way to Redis, whichever the target: the client commands go to now, the
// servers that must answer for Redis to count as up, and the address every log line names. One
// Redis and a Cluster keep their client for the process's life; Sentinel may replace it
// (sentinel-switch.ts).
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cluster, Redis } from 'ioredis';
import type { Logger } from '../lib/log.ts';
import { type ClusterTarget, clusterClient, firstConnection, READY_WAIT_MS, type SingleTarget, urlClient } from './redis-client.ts';
import { plainRedisError } from './redis-errors.ts';
import type { RedisTarget } from './redis-target.ts';
import { sentinelConnection } from './sentinel-switch.ts';

export type RedisStoreKind = 'redis' | 'redis-sentinel' | 'redis-cluster';

export interface RedisConnection {
  readonly kind: RedisStoreKind;
  /** Where commands go now: a Sentinel failover replaces it. */
  readonly client: Redis | Cluster;
  /** host:port of the master (of each master, in a cluster): never a password. */
  address(): string;
  /** Connected, and in a cluster every slot has a master the client is connected to. */
  ready(): boolean;
  /** Resolves once commands can be sent, or the first attempt failed (the store then counts in memory). */
  readonly connected: Promise<void>;
  /** The servers that must all answer a ping for the store to count in Redis. */
  masters(): Redis[];
  /** The last failure, in plain words (naming the node, in a cluster). */
  lastError(): string | undefined;
  /** Set while a Sentinel failover holds commands back, which would reach the old master. */
  readonly switching: Promise<void> | undefined;
  /** Takes a command's failure that means a move rather than an outage (a demoted master). */
  handled(error: unknown): boolean;
  close(): void;
}

export const nodeAddress = (node: Redis) => `${node.options.host}:${node.options.port}`;

function singleConnection(target: SingleTarget): RedisConnection {
  const client = urlClient(target);
  const url = new URL(target.url);
  const address = `${url.hostname}:${url.port || 6379}`;
  let last: string | undefined;
  client.on('error', (error: Error) => {
    last = plainRedisError(error);
  });
  return {
    kind: 'redis',
    client,
    address: () => address,
    ready: () => client.status === 'ready',
    connected: firstConnection(client),
    masters: () => [client],
    lastError: () => last,
    switching: undefined,
    handled: () => false,
    close: () => client.disconnect(),
  };
}

const SLOTS = 16384;

/** Every slot has a master the client holds a connection to (after a failover: once it learned of it). */
function covered(client: Cluster): boolean {
  const masters = new Set(client.nodes('master').map(nodeAddress));
  for (let slot = 0; slot < SLOTS; slot += 1) {
    const owner = client.slots[slot]?.[0];
    if (owner === undefined || !masters.has(owner)) return false;
  }
  return true;
}

function clusterConnection(target: ClusterTarget): RedisConnection {
  const client = clusterClient(target);
  let last: string | undefined;
  client.on('error', (error: Error) => {
    last = plainRedisError(error);
  });
  client.on('node error', (error: Error, node: string) => {
    last = `${node}: ${plainRedisError(error)}`;
  });
  // ioredis connects to a node on its first command, and with no offline queue the commands that arrive while
  // it connects fail: so every node is connected as soon as the client learns of it.
  client.on('+node', (node: Redis) => node.connect().catch(() => undefined));
  // Bounded: a master that neither connects nor fails must not hold the start-up (the store then counts in memory).
  // A client still connecting after its first event (a slow machine, an early error it retries) is given as
  // long again to learn its masters: resolved with none known, the store counted in memory at start.
  const clusterReady = () =>
    client.status === 'ready' ? undefined : Promise.race([new Promise((done) => client.once('ready', done)), sleep(READY_WAIT_MS)]);
  const mastersReady = async () => {
    await clusterReady();
    await Promise.race([
      Promise.all(client.nodes('master').map((node) => (node.status === 'ready' ? undefined : once(node, 'ready')))),
      sleep(READY_WAIT_MS),
    ]).catch(() => undefined);
  };
  const seeds = target.cluster.map(({ host, port }) => `${host}:${port}`);
  return {
    kind: 'redis-cluster',
    client,
    // The masters the slots map names: a master that died stays named until its replica takes over.
    address: () => {
      const owners = [...new Set(client.slots.map((nodes) => nodes?.[0]))].filter((owner) => owner !== undefined);
      return (owners.length > 0 ? owners : seeds).sort().join(',');
    },
    ready: () => client.status === 'ready' && covered(client),
    connected: firstConnection(client).then(mastersReady),
    masters: () => client.nodes('master'),
    lastError: () => last,
    switching: undefined,
    handled: () => false,
    close: () => client.disconnect(),
  };
}

export function connectRedis(target: RedisTarget, log: Logger): RedisConnection {
  if ('url' in target) return singleConnection(target);
  if ('cluster' in target) return clusterConnection(target);
  return sentinelConnection(target, log);
}
