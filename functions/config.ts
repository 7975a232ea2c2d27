// Environment variables (all optional), validated once at start-up (and, for the build's own, at
// build time); see the README's table. A bad value names its variable and never echoes a secret.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { ContentSignal, EnvError, numeric, OrderUrl, Origin, Port, parseEnv } from './lib/env-values.ts';
import { isLogLevel, type LogLevel } from './lib/log.ts';
import { RedisEnv, type RedisTarget, redisTargetOf } from './limits/redis-target.ts';

/** The folder holding package.json: functions/ when run from source, dist/server/ when bundled. */
function projectRoot(from: string): string {
  const parent = dirname(from);
  return existsSync(join(from, 'package.json')) || parent === from ? from : projectRoot(parent);
}

export const PROJECT_ROOT = projectRoot(import.meta.dirname);
/** The live files' defaults: the ones the repository and the package archive carry. */
export const DEFAULT_LIVE_FILES = {
  pricingFile: resolve(PROJECT_ROOT, 'content/pricing.json'),
  rateLimitsFile: resolve(PROJECT_ROOT, 'content/rate-limits.json'),
};
/** The spec's quota (section 8). */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;

const ServerEnv = z.object({
  PORT: Port.default(4321),
  METRICS_PORT: Port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  HOST: z.string().optional(),
  SITE_URL: Origin.optional(),
  PRICING_FILE: z.string().default(DEFAULT_LIVE_FILES.pricingFile),
  RATE_LIMITS_FILE: z.string().default(DEFAULT_LIVE_FILES.rateLimitsFile),
  TRUST_PROXY: numeric('must be a whole number of proxies', /^\d+$/).default(0),
  RATE_LIMIT_PER_MINUTE: numeric('must be a positive whole number').default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  LOG_LEVEL: z.string().refine(isLogLevel, 'must be debug, info, warn, error or silent').default('info'),
  ...RedisEnv,
  RATE_LIMIT_PREFIX: z.string().min(1).default('grandtales:rl:'),
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d*)$/, 'must be a positive whole number or auto')
    .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
    .default(1),
  SHUTDOWN_TIMEOUT: numeric('must be a number of seconds', /^\d+(\.\d+)?$/).default(10),
  MAX_CONNECTIONS: numeric('must be a positive whole number').default(10_000),
  CONTENT_SIGNAL: ContentSignal.default('search=yes, ai-input=yes, ai-train=no'),
  ACCESS_LOG: z.stringbool({ error: 'must be 1 or 0 (true/false, yes/no, on/off)' }).default(false),
});

const BuildEnv = z.object({
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('developers@grandtales.example'),
  ORDER_URL: OrderUrl.optional(),
});

export interface Config {
  port: number;
  host?: string;
  /** Prometheus metrics on their own listener; undefined: none. */
  metricsPort?: number;
  /** The metrics listener's address: loopback unless asked for, whatever HOST is. */
  metricsHost: string;
  /** Origin used in every absolute URL, without a trailing slash. */
  siteUrl: string;
  pricingFile: string;
  /** Higher quotas granted to some clients, read at request time. */
  rateLimitsFile: string;
  trustProxy: number;
  rateLimitPerMinute: number;
  logLevel: LogLevel;
  /** One info line per request; without it those lines are debug lines. */
  accessLog: boolean;
  /** The shared rate-limit store; undefined: each process counts in its own memory. */
  redis?: RedisTarget;
  rateLimitPrefix: string;
  workers: number;
  shutdownTimeoutMs: number;
  maxConnections: number;
  /** Content-Signal for Markdown answers and robots.txt: what crawlers may use the content for. */
  contentSignal: string;
  /** The public site as built: every file here may be served. */
  siteDir: string;
  /** What only the server reads, written by the build outside the public site. */
  catalogFile: string;
  /** The MCP App's view, written by the build outside the public site. */
  bookViewFile: string;
  /** Settings that work but are probably not what production wants: said once at start-up. */
  warnings: string[];
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

function warningsOf(e: { SITE_URL?: string; HOST?: string; PORT: number }): string[] {
  if (e.SITE_URL !== undefined || (e.HOST !== undefined && isLoopback(e.HOST))) return [];
  const where = e.HOST === undefined ? 'every interface (HOST is not set)' : `HOST=${e.HOST}`;
  return [
    `SITE_URL is not set while the server listens on ${where}: absolute URLs (the API's docs_url, canonical links, the sitemap) say http://localhost:${e.PORT}`,
  ];
}

export function readConfig(env: Record<string, string | undefined>): Config {
  const e = parseEnv(ServerEnv, env);
  const redis = redisTargetOf(e);
  if (e.WORKERS > 1 && redis === undefined) {
    throw new EnvError([
      `WORKERS=${e.WORKERS} needs REDIS_URL (or REDIS_SENTINELS, or REDIS_CLUSTER_NODES): without a shared store every worker would give each client its own quota`,
    ]);
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT && e.PORT !== 0) {
    throw new EnvError([`METRICS_PORT=${e.METRICS_PORT} is PORT: metrics are never served on the public port`]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    siteUrl: e.SITE_URL ?? `http://localhost:${e.PORT}`,
    pricingFile: resolve(e.PRICING_FILE),
    rateLimitsFile: resolve(e.RATE_LIMITS_FILE),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    accessLog: e.ACCESS_LOG,
    redis,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    workers: e.WORKERS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT * 1000,
    maxConnections: e.MAX_CONNECTIONS,
    contentSignal: e.CONTENT_SIGNAL,
    siteDir: resolve(PROJECT_ROOT, 'dist/site'),
    catalogFile: resolve(PROJECT_ROOT, 'dist/catalog.json'),
    bookViewFile: resolve(PROJECT_ROOT, 'dist/book-view.html'),
    warnings: warningsOf(e),
  };
}

export interface BuildConfig {
  supportEmail: string;
  /** Unset: the calls to action lead to /create, which plans an order but cannot place it. */
  orderUrl?: string;
}

export function readBuildConfig(env: Record<string, string | undefined>): BuildConfig {
  const e = parseEnv(BuildEnv, env);
  return { supportEmail: e.SUPPORT_EMAIL, orderUrl: e.ORDER_URL };
}
