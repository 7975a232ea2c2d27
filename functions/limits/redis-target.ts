// Where the shared rate-limit store lives, from the environment: one Redis (REDIS_URL), a master
// found through Redis Sentinel (REDIS_SENTINELS, REDIS_SENTINEL_NAME) or a Redis Cluster
// (REDIS_CLUSTER_NODES): one of the three, each piece with the rest of its kind.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { EnvError } from '../lib/env-values.ts';

export interface HostPort {
  readonly host: string;
  readonly port: number;
}

export type RedisTarget =
  | { readonly url: string; readonly caFile?: string }
  | { readonly sentinels: readonly HostPort[]; readonly name: string; readonly password?: string }
  | { readonly cluster: readonly HostPort[]; readonly tls: boolean; readonly password?: string; readonly caFile?: string };

const HOST_PORT = String.raw`[^\s,:/]+:\d{1,5}`;
const hostPortOf = (pair: string): HostPort => ({
  host: pair.slice(0, pair.lastIndexOf(':')),
  port: Number(pair.slice(pair.lastIndexOf(':') + 1)),
});
const TLS_SCHEME = 'rediss://';

/** The variables, as ServerEnv (config.ts) declares them. */
export const RedisEnv = {
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  REDIS_CA_FILE: z.string().optional(),
  REDIS_SENTINELS: z
    .string()
    .regex(new RegExp(`^${HOST_PORT}(,${HOST_PORT})*$`), 'must be host:port pairs separated by commas')
    .transform((list) => list.split(',').map(hostPortOf))
    .optional(),
  REDIS_SENTINEL_NAME: z.string().min(1).optional(),
  REDIS_CLUSTER_NODES: z
    .string()
    .regex(
      new RegExp(`^(rediss://)?${HOST_PORT}(,(rediss://)?${HOST_PORT})*$`),
      'must be host:port pairs separated by commas (rediss://host:port each, for TLS)',
    )
    .refine(
      (list) => new Set(list.split(',').map((seed) => seed.startsWith(TLS_SCHEME))).size === 1,
      'must use rediss:// on every node or none',
    )
    .transform((list) => ({
      nodes: list.split(',').map((seed) => hostPortOf(seed.replace(TLS_SCHEME, ''))),
      tls: list.startsWith(TLS_SCHEME),
    }))
    .optional(),
  REDIS_PASSWORD: z.string().optional(),
};

type RedisEnvValues = { [K in keyof typeof RedisEnv]?: z.output<(typeof RedisEnv)[K]> };

/** The three ways that are set, by variable. */
const waysSet = (e: RedisEnvValues) =>
  (['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_CLUSTER_NODES'] as const).filter((name) => e[name] !== undefined);

export function redisTargetOf(e: RedisEnvValues): RedisTarget | undefined {
  const problem = (text: string) => new EnvError([text]);
  const ways = waysSet(e);
  if (ways.length > 1) throw problem(`${ways.join(' and ')} are different ways to reach Redis: set one`);
  if (e.REDIS_SENTINEL_NAME !== undefined && e.REDIS_SENTINELS === undefined)
    throw problem('REDIS_SENTINEL_NAME is set without REDIS_SENTINELS');
  if (e.REDIS_SENTINELS !== undefined && e.REDIS_SENTINEL_NAME === undefined)
    throw problem('REDIS_SENTINELS needs REDIS_SENTINEL_NAME, the name of the master the sentinels watch');
  if (e.REDIS_PASSWORD !== undefined && e.REDIS_SENTINELS === undefined && e.REDIS_CLUSTER_NODES === undefined)
    throw problem('REDIS_PASSWORD is for REDIS_SENTINELS and REDIS_CLUSTER_NODES; with REDIS_URL put the password in the URL');
  const tls = e.REDIS_URL?.startsWith('rediss:') || e.REDIS_CLUSTER_NODES?.tls === true;
  if (e.REDIS_CA_FILE !== undefined && !tls) throw problem('REDIS_CA_FILE needs a rediss:// REDIS_URL (or rediss:// REDIS_CLUSTER_NODES)');
  if (e.REDIS_CA_FILE !== undefined && !existsSync(e.REDIS_CA_FILE)) throw problem(`REDIS_CA_FILE ${e.REDIS_CA_FILE} does not exist`);
  if (e.REDIS_URL !== undefined) return { url: e.REDIS_URL, caFile: e.REDIS_CA_FILE };
  if (e.REDIS_SENTINELS !== undefined && e.REDIS_SENTINEL_NAME !== undefined)
    return { sentinels: e.REDIS_SENTINELS, name: e.REDIS_SENTINEL_NAME, password: e.REDIS_PASSWORD };
  if (e.REDIS_CLUSTER_NODES !== undefined) {
    const { nodes, tls: clusterTls } = e.REDIS_CLUSTER_NODES;
    return { cluster: nodes, tls: clusterTls, password: e.REDIS_PASSWORD, caFile: e.REDIS_CA_FILE };
  }
  return undefined;
}
