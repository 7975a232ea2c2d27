// The servers the bench measures beside raw node:http, by kind, and the environment of each.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every request carries a distinct X-Forwarded-For: the limiter works on many keys but never trips. */
export const BASE_ENV = { TRUST_PROXY: '1' };

export type ServerKind =
  | 'memory'
  | 'memory, 50 grants'
  | 'redis'
  | 'redis, WORKERS=2'
  | 'redis cluster'
  | 'redis cluster, WORKERS=2'
  | 'redis cluster of one master';
/** A second raw server in our place: the ratio two identical servers get here, the run's noise floor. */
export const RAW_TWIN = 'raw twin';

/** 50 partners on TEST-NET-3 and documentation IPv6 ranges: none holds the 10.0.0.0/8 clients measured. */
function grantsFile(): string {
  const grants = Array.from({ length: 50 }, (_, index) => ({
    name: `partner-${index}`,
    cidrs: [`203.0.113.${index * 4}/30`, `2001:db8:${index.toString(16)}::/48`],
    per_minute: 600,
    expires: '2099-12-31',
    contact: 'ops@partner.example',
  }));
  const file = join(mkdtempSync(join(tmpdir(), 'bench-grants-')), 'rate-limits.json');
  writeFileSync(file, JSON.stringify(grants));
  return file;
}

/** Where the Redis kinds count: one redis-server, and each Redis Cluster started only for its rows. */
export interface Stores {
  redisUrl: string;
  clusterNodes(masters: 1 | 3): Promise<string>;
}

/** The environment of each kind of server. */
export async function serverEnv(kind: ServerKind, stores: Stores): Promise<Record<string, string>> {
  if (kind === 'memory') return BASE_ENV;
  if (kind === 'memory, 50 grants') return { ...BASE_ENV, RATE_LIMITS_FILE: grantsFile() };
  const store: Record<string, string> = kind.startsWith('redis cluster')
    ? { REDIS_CLUSTER_NODES: await stores.clusterNodes(kind.endsWith('one master') ? 1 : 3) }
    : { REDIS_URL: stores.redisUrl };
  return { ...BASE_ENV, ...store, RATE_LIMIT_PREFIX: 'bench:rl:', WORKERS: kind.endsWith('WORKERS=2') ? '2' : '1' };
}
